import { formatMoney } from "../../../domain/money.ts";
import type { OrderTotalsView } from "../../lib/account-view.ts";

/** The totals rows under a placed order's lines (a `<tfoot>`'s content): the same on every page that shows an order. */
export function OrderTotalsRows({ totals }: { totals: OrderTotalsView }) {
  const money = (amount: number) => formatMoney(amount, totals.currency);
  return (
    <>
      <tr>
        <th scope="row">Subtotal</th>
        <td>{money(totals.subtotal)}</td>
      </tr>
      {totals.discountTotal > 0 && (
        <tr>
          <th scope="row">Discount</th>
          <td>−{money(totals.discountTotal)}</td>
        </tr>
      )}
      <tr>
        <th scope="row">Shipping</th>
        <td>
          {money(totals.shippingTotal)}
          {totals.shippingMethodTitle ? ` via ${totals.shippingMethodTitle}` : ""}
        </td>
      </tr>
      <tr>
        <th scope="row">Tax (included)</th>
        <td>{money(totals.taxTotal)}</td>
      </tr>
      <tr>
        <th scope="row">Total</th>
        <td>
          <strong>{money(totals.total)}</strong>
        </td>
      </tr>
    </>
  );
}
