import { describe, expect, it } from "vitest";
import {
  type RefundableLine,
  type RefundableOrder,
  parseMinor,
  planRefund,
  quantityAmount,
  taxShare,
  unrestockedQuantity,
  wholeOrderRequest,
} from "./refund-math.ts";

const line = (over: Partial<RefundableLine> = {}): RefundableLine => ({
  id: 1,
  quantity: 3,
  total: 1000,
  tax: 187,
  refundedQuantity: 0,
  refundedAmount: 0,
  restockedQuantity: 0,
  ...over,
});
// Two lines (30.00 + 12.00) and 4.95 shipping.
const order = (over: Partial<RefundableOrder> = {}): RefundableOrder => ({
  total: 4695,
  refundedTotal: 0,
  lines: [line({ id: 1, quantity: 3, total: 3000, tax: 561 }), line({ id: 2, quantity: 1, total: 1200, tax: 224 })],
  ...over,
});

describe("quantityAmount", () => {
  it.each([
    [line(), 1, 333],
    [line(), 2, 667],
    [line(), 3, 1000],
    [line({ refundedQuantity: 1, refundedAmount: 333 }), 2, 667],
    [line({ refundedQuantity: 2, refundedAmount: 667 }), 1, 333],
    [line({ refundedQuantity: 0, refundedAmount: 900 }), 1, 100],
    [line(), 0, 0],
  ])("line %o, %i units → %i", (l, quantity, expected) => {
    expect(quantityAmount(l, quantity)).toBe(expected);
  });
});

describe("taxShare", () => {
  it.each([
    [{ total: 1000, tax: 187, refundedAmount: 0 }, 1000, 187],
    [{ total: 1000, tax: 187, refundedAmount: 0 }, 333, 62],
    [{ total: 1000, tax: 187, refundedAmount: 333 }, 334, 63],
    [{ total: 1000, tax: 187, refundedAmount: 667 }, 333, 62],
    [{ total: 0, tax: 0, refundedAmount: 0 }, 0, 0],
  ])("%o refunding %i → tax %i", (l, amount, expected) => {
    expect(taxShare(l, amount)).toBe(expected);
  });

  it("adds up to the line's tax however the line is split", () => {
    const l = { total: 999, tax: 173, refundedAmount: 0 };
    let sum = 0;
    for (const part of [1, 100, 333, 64, 501]) {
      sum += taxShare(l, part);
      l.refundedAmount += part;
    }
    expect(sum).toBe(173);
  });
});

describe("planRefund", () => {
  it("prices a part of a line from its quantity", () => {
    const result = planRefund(order(), { lines: [{ lineId: 1, quantity: 1 }], extra: 0 });
    expect(result).toEqual({ ok: true, plan: { amount: 1000, lines: [{ lineId: 1, quantity: 1, amount: 1000, tax: 187 }], extra: 0, fullyRefunded: false } });
  });

  it("takes an amount typed for a line and an extra amount for shipping", () => {
    const result = planRefund(order(), { lines: [{ lineId: 2, quantity: 0, amount: 500 }], extra: 495 });
    expect(result.ok && result.plan.amount).toBe(995);
  });

  it.each([
    [{ lines: [{ lineId: 1, quantity: 4 }], extra: 0 }, "line-1-quantity"],
    [{ lines: [{ lineId: 1, quantity: -1 }], extra: 0 }, "line-1-quantity"],
    [{ lines: [{ lineId: 1, quantity: 1, amount: 3001 }], extra: 0 }, "line-1-amount"],
    [{ lines: [{ lineId: 9, quantity: 1 }], extra: 0 }, "line-9-quantity"],
    [{ lines: [], extra: -5 }, "extra"],
    [{ lines: [], extra: 0 }, "_"],
    [{ lines: [], extra: 4696 }, "_"],
  ])("refuses %o on %s", (request, field) => {
    const result = planRefund(order(), request);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.fields)).toContain(field);
  });

  it("refuses more than is left after earlier refunds", () => {
    const partly = order({
      refundedTotal: 4000,
      lines: [line({ id: 1, quantity: 3, total: 3000, refundedQuantity: 3, refundedAmount: 3000 }), line({ id: 2, total: 1200, quantity: 1 })],
    });
    expect(planRefund(partly, { lines: [{ lineId: 1, quantity: 1 }], extra: 0 }).ok).toBe(false);
    expect(planRefund(partly, { lines: [{ lineId: 2, quantity: 1 }], extra: 0 }).ok).toBe(false);
    const rest = planRefund(partly, { lines: [], extra: 695 });
    expect(rest.ok && rest.plan.fullyRefunded).toBe(true);
  });

  it("refunds the whole order exactly, shipping included", () => {
    const o = order();
    const result = planRefund(o, wholeOrderRequest(o));
    expect(result.ok && result.plan).toMatchObject({ amount: 4695, extra: 495, fullyRefunded: true });
    expect(result.ok && result.plan.lines.map((l) => l.tax)).toEqual([561, 224]);
  });

  it("answers nothing left for an order already refunded in full", () => {
    const done = order({ refundedTotal: 4695, lines: [line({ id: 1, quantity: 1, total: 4200, refundedQuantity: 1, refundedAmount: 4200 })] });
    expect(wholeOrderRequest(done)).toEqual({ lines: [], extra: 495 - 495 });
  });
});

describe("unrestockedQuantity and parseMinor", () => {
  it("counts the units not yet put back", () => {
    expect(unrestockedQuantity({ quantity: 3, restockedQuantity: 1 })).toBe(2);
    expect(unrestockedQuantity({ quantity: 3, restockedQuantity: 5 })).toBe(0);
  });
  it.each([
    ["12.34", 1234],
    ["12,5", 1250],
    ["7", 700],
    ["", 0],
    ["1.234", null],
    ["-1", null],
    ["abc", null],
  ])("%s → %s", (text, expected) => {
    expect(parseMinor(text)).toBe(expected);
  });
});
