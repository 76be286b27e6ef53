import { formatMoney } from "../../../../domain/money.ts";
import { itemisedTaxRows } from "../../../../domain/tax/display.ts";
import type { AdminOrder } from "../../../../domain/admin/order-view.ts";

/** The order's figures, and what is left of it after refunds (the net). */
export function OrderTotals({ order }: { order: AdminOrder }) {
  const money = (minor: number) => formatMoney(minor, order.currency);
  const rows: [string, string][] = [
    ["Subtotal", money(order.subtotal)],
    ["Discount", order.discountTotal > 0 ? `−${money(order.discountTotal)}` : money(0)],
    [`Shipping${order.shippingMethodTitle ? ` (${order.shippingMethodTitle})` : ""}`, money(order.shippingTotal)],
    [order.pricesIncludeTax ? "Tax (included)" : "Tax", money(order.taxTotal)],
    ...itemisedTaxRows(order.taxRows).map((row): [string, string] => [row.label, money(row.amount)]),
    ["Total", money(order.total)],
    ["Refunded", order.refundedTotal > 0 ? `−${money(order.refundedTotal)}` : money(0)],
    ["Net total", money(order.total - order.refundedTotal)],
  ];
  return (
    <dl className="orders-totals" aria-label="Order totals">
      {rows.map(([label, value]) => (
        <div key={label} className="orders-totals__row">
          <dt>{label}</dt>
          <dd data-total={label}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
