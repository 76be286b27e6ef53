import { summaryRowAmountText } from "../../../domain/checkout/order-summary-text.ts";
import type { OrderTotalsView } from "../../lib/account-view.ts";

/** The totals rows under a placed order's lines (a `<tfoot>`'s content): the same on every page that shows an order. */
export function OrderTotalsRows({ totals }: { totals: OrderTotalsView }) {
  return (
    <>
      {totals.rows.map((row, i) => (
        <tr key={i} className={`order-totals__${row.kind}`}>
          <th scope="row">{row.label}</th>
          <td>
            {row.kind === "total" || row.kind === "net" ? (
              <strong>{summaryRowAmountText(row, totals.currency)}</strong>
            ) : (
              summaryRowAmountText(row, totals.currency)
            )}
          </td>
        </tr>
      ))}
    </>
  );
}
