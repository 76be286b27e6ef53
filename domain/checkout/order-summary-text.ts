import { formatMoney } from "../money.ts";
import type { OrderSummary, OrderSummaryRow } from "./order-summary.ts";

/** A row's amount as the pages show it: discounts and refunds with a minus sign, free shipping as "Free", the method after "via". */
export function summaryRowAmountText(row: OrderSummaryRow, currency: string): string {
  const money = formatMoney(Math.abs(row.amount), currency);
  if (row.kind === "discount" || row.kind === "refund") return `−${money}`;
  if (row.kind === "shipping") return `${row.amount === 0 ? "Free" : money}${row.method ? ` via ${row.method}` : ""}`;
  return money;
}

/** The order summary as plain text, for the order e-mails: the lines, then the totals rows. */
export function orderSummaryText(summary: OrderSummary, currency: string): string {
  const lines = summary.lines.map((line) => `${line.quantity} × ${line.name}: ${formatMoney(line.amount, currency)}`);
  const rows = summary.rows.map((row) => `${row.label}: ${summaryRowAmountText(row, currency)}`);
  return [...lines, "", ...rows].join("\n");
}
