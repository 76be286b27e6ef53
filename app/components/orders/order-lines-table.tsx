import type { ReactNode } from "react";
import { formatMoney } from "../../../domain/money.ts";
import type { OrderLineView, OrderTotalsView } from "../../lib/account-view.ts";
import { OrderTotalsRows } from "./order-totals-rows.tsx";

/**
 * A placed order's lines, each at its price before coupons as the cart shows it, with the totals rows below, as the order-received page and My Account show it;
 * `children` adds rows to the foot (the payment method, say).
 */
export function OrderLinesTable({
  lines,
  totals,
  className,
  children,
}: {
  lines: readonly OrderLineView[];
  totals: OrderTotalsView;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <table className={className ? `checkout-review ${className}` : "checkout-review"}>
      <thead>
        <tr>
          <th scope="col">Product</th>
          <th scope="col">Subtotal</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, i) => (
          <tr key={i}>
            <td>
              {line.name} <strong>× {line.quantity}</strong>
              {line.attributes && line.attributes.length > 0 && (
                <span className="account-order__attributes">{line.attributes.map((a) => `${a.name}: ${a.value}`).join(", ")}</span>
              )}
            </td>
            <td>{formatMoney(line.amount, totals.currency)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <OrderTotalsRows totals={totals} />
        {children}
      </tfoot>
    </table>
  );
}
