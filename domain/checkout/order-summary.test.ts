import { describe, expect, it } from "vitest";
import { coupon } from "../cart/coupon-testing.ts";
import type { Coupon } from "../cart/coupons.ts";
import { computeOrderTotals } from "./order-totals.ts";
import { countedRowsSum, type OrderFigures, orderSummary, UNNAMED_DISCOUNT_LABEL } from "./order-summary.ts";
import { orderSummaryText } from "./order-summary-text.ts";
import { DEMO_TAX_SETTINGS, type TaxSettings } from "./tax.ts";

const inclusive: TaxSettings = DEMO_TAX_SETTINGS;
const exclusive: TaxSettings = { ...DEMO_TAX_SETTINGS, pricesIncludeTax: false };
const line = (lineKey: string, unitPrice: number, quantity: number) => ({ lineKey, unitPrice, quantity, productId: 1, categoryIds: [], onSale: false });
const LINES = [line("a", 2999, 2), line("b", 1250, 1), line("c", 399, 3)];

/** The figures an order stores when checkout prices these lines: what the pages and the e-mail start from. */
function placedOrder(coupons: Coupon[], tax: TaxSettings, shippingCost: number, country = "IE"): OrderFigures {
  const totals = computeOrderTotals({ lines: LINES, coupons, shippingCost, tax, country });
  return {
    lines: LINES.map((l, i) => ({ name: `Item ${l.lineKey}`, quantity: l.quantity, subtotal: totals.lines[i]!.subtotal })),
    subtotal: totals.subtotal,
    coupons: totals.coupons.map((c) => ({ code: c.code, discount: c.discount })),
    discountTotal: totals.discountTotal,
    shippingTotal: totals.shippingTotal,
    shippingMethodTitle: shippingCost === 0 ? "Free shipping" : "Standard delivery",
    taxTotal: totals.taxTotal,
    pricesIncludeTax: totals.pricesIncludeTax,
    total: totals.total,
  };
}

describe("orderSummary", () => {
  it.each<[string, OrderFigures]>([
    ["no coupon, inclusive tax, flat shipping", placedOrder([], inclusive, 495)],
    ["a percent coupon, inclusive tax", placedOrder([coupon("percent", 1500)], inclusive, 495)],
    ["a percent coupon, exclusive tax", placedOrder([coupon("percent", 1500)], exclusive, 495)],
    ["a fixed-cart coupon, exclusive tax", placedOrder([coupon("fixed_cart", 1000)], exclusive, 495)],
    ["a fixed-product coupon, inclusive tax", placedOrder([coupon("fixed_product", 300)], inclusive, 495)],
    ["a free-shipping coupon", placedOrder([coupon("percent", 0, { code: "shipfree", freeShipping: true })], inclusive, 0)],
    [
      "three coupons, free shipping, exclusive tax",
      placedOrder([coupon("fixed_product", 200), coupon("percent", 1000), coupon("fixed_cart", 750)], exclusive, 0),
    ],
    ["exclusive prices to a country without tax", placedOrder([coupon("percent", 1000)], exclusive, 1495, "US")],
  ])("%s: the counted rows add up to the total, and the lines to the subtotal", (_name, figures) => {
    const { lines, rows } = orderSummary(figures);
    const total = rows.find((row) => row.kind === "total")!;
    const subtotal = rows.find((row) => row.kind === "subtotal")!;
    expect(total.amount).toBe(figures.total);
    expect(countedRowsSum(rows)).toBe(total.amount);
    expect(lines.reduce((sum, l) => sum + l.amount, 0)).toBe(subtotal.amount);
    expect(rows.map((row) => row.kind)).toEqual([
      "subtotal",
      ...figures.coupons.filter((c) => c.discount > 0).map(() => "discount"),
      "shipping",
      "tax",
      "total",
    ]);
  });

  it("shows lines at their price before coupons, one row per coupon, and tax as included or added", () => {
    const figures = placedOrder([coupon("percent", 1000, { code: "ten" })], inclusive, 495);
    const { lines, rows } = orderSummary(figures);
    expect(lines[0]).toEqual({ name: "Item a", quantity: 2, amount: 5998 });
    expect(rows[1]).toEqual({ kind: "discount", label: "Coupon: ten", amount: -figures.discountTotal, counts: true });
    expect(rows.find((row) => row.kind === "tax")).toMatchObject({ label: "Tax (included)", counts: false });
    expect(orderSummary(placedOrder([], exclusive, 495)).rows.find((row) => row.kind === "tax")).toMatchObject({ label: "Tax", counts: true });
  });

  it("shows a discount whose coupon is no longer recorded as a plain discount row, so the rows still add up", () => {
    const figures = { ...placedOrder([coupon("fixed_cart", 1000)], exclusive, 495), coupons: [] };
    const { rows } = orderSummary(figures);
    expect(rows[1]).toMatchObject({ kind: "discount", label: UNNAMED_DISCOUNT_LABEL, amount: -1000 });
    expect(countedRowsSum(rows)).toBe(figures.total);
  });
});

describe("orderSummaryText", () => {
  it("writes the lines and the rows the pages show", () => {
    const figures = placedOrder([coupon("fixed_cart", 1000, { code: "tenoff" })], inclusive, 495);
    expect(orderSummaryText(orderSummary(figures), "EUR")).toBe(
      [
        "2 × Item a: €59.98",
        "1 × Item b: €12.50",
        "3 × Item c: €11.97",
        "",
        "Subtotal: €84.45",
        "Coupon: tenoff: −€10.00",
        "Shipping: €4.95 via Standard delivery",
        `Tax (included): €${(figures.taxTotal / 100).toFixed(2)}`,
        "Total: €79.40",
      ].join("\n"),
    );
  });
});

describe("orderSummary's shipping row", () => {
  const figures = {
    lines: [],
    subtotal: 900,
    coupons: [],
    discountTotal: 0,
    taxTotal: 0,
    pricesIncludeTax: true,
    total: 900,
  };
  it("is left out for an order without a shipping method that charged none (only virtual products)", () => {
    const rows = orderSummary({ ...figures, shippingTotal: 0, shippingMethodTitle: null }).rows;
    expect(rows.some((row) => row.kind === "shipping")).toBe(false);
    expect(countedRowsSum(rows)).toBe(900);
  });
  it("shows a free method, and a charge even without a method", () => {
    expect(orderSummary({ ...figures, shippingTotal: 0, shippingMethodTitle: "Local pickup" }).rows.find((row) => row.kind === "shipping")).toMatchObject({
      amount: 0,
      method: "Local pickup",
    });
    expect(orderSummary({ ...figures, total: 1395, shippingTotal: 495, shippingMethodTitle: null }).rows.find((row) => row.kind === "shipping")).toMatchObject({
      amount: 495,
      method: null,
    });
  });
});

describe("orderSummary's itemised tax rows", () => {
  const figures = {
    lines: [],
    subtotal: 3000,
    coupons: [],
    discountTotal: 0,
    shippingTotal: 0,
    shippingMethodTitle: null,
    taxTotal: 518,
    pricesIncludeTax: true,
    total: 3000,
  };
  it("lists one row per rate under the tax row when more than one rate applied, counted in nothing", () => {
    const rows = orderSummary({
      ...figures,
      taxRows: [
        { label: "VAT", rate: 230_000, amount: 280 },
        { label: "VAT", rate: 135_000, amount: 238 },
      ],
    }).rows;
    expect(rows.filter((row) => row.kind === "tax-rate")).toEqual([
      { kind: "tax-rate", label: "VAT 23 %", amount: 280, counts: false },
      { kind: "tax-rate", label: "VAT 13.5 %", amount: 238, counts: false },
    ]);
    expect(countedRowsSum(rows)).toBe(3000);
  });
  it("a single rate shows as the tax row alone, as before", () => {
    expect(orderSummary({ ...figures, taxRows: [{ label: "VAT", rate: 230_000, amount: 518 }] }).rows.some((row) => row.kind === "tax-rate")).toBe(false);
  });

  it("a refunded order keeps its total and adds the refunded amount and the net total after it, counted in nothing", () => {
    const rows = orderSummary({ ...figures, refundedTotal: 1200 }).rows;
    expect(rows.slice(-3).map((row) => [row.kind, row.label, row.amount])).toEqual([
      ["total", "Total", 3000],
      ["refund", "Refunded", -1200],
      ["net", "Net total", 1800],
    ]);
    expect(countedRowsSum(rows)).toBe(3000);
    expect(orderSummaryText({ lines: [], rows: rows.slice(-2) }, "EUR")).toBe("\nRefunded: −€12.00\nNet total: €18.00");
  });
  it.each([0, undefined, -5])("no refund rows when nothing was refunded (%s)", (refundedTotal) => {
    expect(orderSummary({ ...figures, refundedTotal }).rows.at(-1)?.kind).toBe("total");
  });
  it("a refund is never shown as more than the order charged", () => {
    const rows = orderSummary({ ...figures, refundedTotal: 5000 }).rows;
    expect(rows.slice(-2).map((row) => row.amount)).toEqual([-3000, 0]);
  });
});
