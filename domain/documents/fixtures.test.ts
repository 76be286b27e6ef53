import { describe, expect, it } from "vitest";
import { DOCUMENT_FIXTURES, LONG_PRODUCT_NAME } from "./fixtures.ts";
import { DOCUMENT_KINDS, showsPrices } from "./kinds.ts";

// The renderers' tests trust these figures; this keeps them adding up as a checkout adds them.
describe("document fixtures", () => {
  it.each(DOCUMENT_KINDS)("%s: lines, totals and tax rows agree", (kind) => {
    const model = DOCUMENT_FIXTURES[kind];
    expect(model.kind).toBe(kind);
    expect(model.showPrices).toBe(showsPrices(kind));
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    for (const line of model.lines) expect(line.net + line.tax).toBe(line.gross);
    expect(sum(model.lines.map((line) => line.net))).toBe(model.totals.linesNet - model.totals.discountNet);
    expect(model.totals.linesNet - model.totals.discountNet + model.totals.shippingNet).toBe(model.totals.net);
    expect(sum(model.lines.map((line) => line.tax)) + model.totals.shippingTax).toBe(model.totals.tax);
    expect(model.totals.net + model.totals.tax).toBe(model.totals.gross);
    expect(sum(model.taxRows.map((row) => row.taxable))).toBe(model.totals.net);
    expect(sum(model.taxRows.map((row) => row.tax))).toBe(model.totals.tax);
  });

  it("covers two tax rates, a bank transfer, a long name and a credit note", () => {
    expect(DOCUMENT_FIXTURES.invoice.taxRows.map((row) => row.rate)).toEqual([2300, 1350]);
    expect(DOCUMENT_FIXTURES.invoice.payment?.bank).not.toBeNull();
    expect(DOCUMENT_FIXTURES.invoice.lines[0]?.name).toBe(LONG_PRODUCT_NAME);
    expect(DOCUMENT_FIXTURES["credit-note"].totals.gross).toBeLessThan(0);
  });
});
