import { describe, expect, it } from "vitest";
import { DOCUMENT_KIND_LABELS, DOCUMENT_KINDS, isDocumentKind, isLabelKind, isNumberedKind, LABEL_KINDS, NUMBERED_KINDS, showsPrices } from "./kinds.ts";

describe("document kinds (§1)", () => {
  it("S-1-2 S-1-3 S-1-4 S-1-5 S-1-6 S-1-7 S-1-8: the seven kinds, each with its label", () => {
    expect(DOCUMENT_KINDS).toEqual(["invoice", "packing-list", "delivery-note", "dispatch-label", "shipping-label", "proforma-invoice", "credit-note"]);
    expect(Object.keys(DOCUMENT_KIND_LABELS).sort()).toEqual([...DOCUMENT_KINDS].sort());
    expect(DOCUMENT_KIND_LABELS["credit-note"]).toBe("Credit note");
  });

  it("recognises a kind slug and nothing else", () => {
    for (const kind of DOCUMENT_KINDS) expect(isDocumentKind(kind)).toBe(true);
    for (const other of ["Invoice", "invoice.pdf", "", "credit_note", "toString"]) expect(isDocumentKind(other)).toBe(false);
  });

  it("numbers invoices and credit notes only", () => {
    expect(DOCUMENT_KINDS.filter(isNumberedKind)).toEqual([...NUMBERED_KINDS]);
    expect(NUMBERED_KINDS).toEqual(["invoice", "credit-note"]);
  });

  it("prints the two labels at a label size, and shows prices on invoices only", () => {
    expect(DOCUMENT_KINDS.filter(isLabelKind)).toEqual([...LABEL_KINDS]);
    expect(DOCUMENT_KINDS.filter(showsPrices)).toEqual(["invoice", "proforma-invoice", "credit-note"]);
  });
});
