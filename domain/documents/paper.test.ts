import { describe, expect, it } from "vitest";
import { DOCUMENT_KINDS } from "./kinds.ts";
import { cssPageSize, defaultPaperFor, isPaper, mmToPoints, PAPER_METRICS, PAPERS } from "./paper.ts";

describe("papers", () => {
  it("prints page kinds on A4 and labels on A6 by default", () => {
    expect(Object.fromEntries(DOCUMENT_KINDS.map((kind) => [kind, defaultPaperFor(kind)]))).toEqual({
      invoice: "A4",
      "packing-list": "A4",
      "delivery-note": "A4",
      "dispatch-label": "A6",
      "shipping-label": "A6",
      "proforma-invoice": "A4",
      "credit-note": "A4",
    });
  });

  it.each([
    ["A4", "210mm 297mm"],
    ["Letter", "215.9mm 279.4mm"],
    ["A6", "105mm 148mm"],
    ["4x6", "101.6mm 152.4mm"],
    ["62mm", "62mm 100mm"],
  ] as const)("gives %s the @page size %s", (paper, size) => {
    expect(cssPageSize(paper)).toBe(size);
  });

  it("keeps every paper's margins inside the sheet", () => {
    for (const paper of PAPERS) {
      const { widthMm, marginMm } = PAPER_METRICS[paper];
      expect(widthMm - 2 * marginMm).toBeGreaterThan(50);
    }
  });

  it("converts millimetres to PDF points (A4 is 595 × 842 pt)", () => {
    expect(Math.round(mmToPoints(210))).toBe(595);
    expect(Math.round(mmToPoints(297))).toBe(842);
  });

  it("recognises only the five papers", () => {
    expect(isPaper("Letter")).toBe(true);
    expect(isPaper("A5")).toBe(false);
  });
});
