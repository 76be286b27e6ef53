/**
 * How a placed order's figures are shown, the one presentation the cart and checkout use too: each line at
 * its price before coupons, the subtotal (the sum of those lines), one row per coupon with its discount,
 * shipping, tax as the prices treat it (added on top, or included and only mentioned) and the total.
 * Read top to bottom the amounts add up to the total, which is what a shopper checks. When more than one
 * tax rate applied, each rate's share follows the tax row ("VAT 13.5 %").
 */
import { itemisedTaxRows } from "../tax/display.ts";

export type OrderFigures = {
  lines: readonly { name: string; quantity: number; subtotal: number }[];
  subtotal: number;
  /** What each coupon took off, as recorded with the order. */
  coupons: readonly { code: string; discount: number }[];
  discountTotal: number;
  shippingTotal: number;
  shippingMethodTitle: string | null;
  taxTotal: number;
  pricesIncludeTax: boolean;
  total: number;
  /** The itemised tax (rate in millionths): listed under the tax total when more than one rate applied. */
  taxRows?: readonly { label: string; rate: number; amount: number }[] | undefined;
  /** What refunds gave back so far (minor units): when above zero, "Refunded" and "Net total" rows follow the total. */
  refundedTotal?: number | undefined;
};

export type OrderSummaryLine = { name: string; quantity: number; amount: number };

/** A totals row; `amount` is signed (discounts are negative) and `counts` says whether it adds into the total. */
export type OrderSummaryRow =
  | { kind: "subtotal"; label: string; amount: number; counts: true }
  | { kind: "discount"; label: string; amount: number; counts: true }
  | { kind: "shipping"; label: string; amount: number; counts: true; method: string | null }
  | { kind: "tax"; label: string; amount: number; counts: boolean }
  | { kind: "tax-rate"; label: string; amount: number; counts: false }
  | { kind: "total"; label: string; amount: number; counts: false }
  | { kind: "refund"; label: string; amount: number; counts: false }
  | { kind: "net"; label: string; amount: number; counts: false };

export type OrderSummary = { lines: OrderSummaryLine[]; rows: OrderSummaryRow[] };

/** What a discount no longer tied to a recorded coupon (one deleted since) is shown as. */
export const UNNAMED_DISCOUNT_LABEL = "Discount";

export function orderSummary(figures: OrderFigures): OrderSummary {
  const couponRows: OrderSummaryRow[] = figures.coupons
    .filter((coupon) => coupon.discount > 0)
    .map((coupon) => ({ kind: "discount", label: `Coupon: ${coupon.code}`, amount: -coupon.discount, counts: true }));
  // The order's own discount total is the authority: whatever the recorded coupons do not explain still shows.
  const unexplained = figures.discountTotal - figures.coupons.reduce((sum, coupon) => sum + coupon.discount, 0);
  if (unexplained > 0) couponRows.push({ kind: "discount", label: UNNAMED_DISCOUNT_LABEL, amount: -unexplained, counts: true });
  return {
    lines: figures.lines.map((line) => ({ name: line.name, quantity: line.quantity, amount: line.subtotal })),
    rows: [
      { kind: "subtotal", label: "Subtotal", amount: figures.subtotal, counts: true },
      ...couponRows,
      // An order of only virtual products has no shipping method and charges none: no shipping row.
      ...(figures.shippingMethodTitle === null && figures.shippingTotal === 0
        ? []
        : [{ kind: "shipping", label: "Shipping", amount: figures.shippingTotal, counts: true, method: figures.shippingMethodTitle } as const]),
      { kind: "tax", label: figures.pricesIncludeTax ? "Tax (included)" : "Tax", amount: figures.taxTotal, counts: !figures.pricesIncludeTax },
      ...itemisedTaxRows(figures.taxRows).map((row): OrderSummaryRow => ({ kind: "tax-rate", label: row.label, amount: row.amount, counts: false })),
      { kind: "total", label: "Total", amount: figures.total, counts: false },
      ...refundRows(figures),
    ],
  };
}

/** After a refund the total stays what was charged; what went back and what the order now comes to follow it. */
function refundRows(figures: OrderFigures): OrderSummaryRow[] {
  const refunded = Math.min(Math.max(figures.refundedTotal ?? 0, 0), figures.total);
  if (refunded === 0) return [];
  return [
    { kind: "refund", label: "Refunded", amount: -refunded, counts: false },
    { kind: "net", label: "Net total", amount: figures.total - refunded, counts: false },
  ];
}

/** The sum of the rows that count into the total: equal to the total row for every consistent order. */
export function countedRowsSum(rows: readonly OrderSummaryRow[]): number {
  return rows.reduce((sum, row) => (row.counts ? sum + row.amount : sum), 0);
}
