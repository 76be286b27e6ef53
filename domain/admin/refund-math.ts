/**
 * Refund arithmetic, in minor units: what is still refundable on each line and on the whole order, how a
 * refund asked for (lines with quantities and/or amounts, plus an extra amount such as shipping) is checked
 * and priced, and the tax share of a refunded amount. Never more than was paid: per line, and in total.
 */
export type RefundableLine = {
  id: number;
  quantity: number;
  /** What the line cost the customer, tax included the way the order recorded it. */
  total: number;
  tax: number;
  refundedQuantity: number;
  refundedAmount: number;
  /** Units already put back into stock (by refunds with restock, or by cancelling). */
  restockedQuantity: number;
};

export type RefundableOrder = { total: number; refundedTotal: number; lines: readonly RefundableLine[] };

export type LineRefundRequest = { lineId: number; quantity: number; amount?: number | null | undefined };
export type RefundRequest = { lines: readonly LineRefundRequest[]; extra: number };

export type PlannedLine = { lineId: number; quantity: number; amount: number; tax: number };
export type RefundPlan = { amount: number; lines: PlannedLine[]; extra: number; fullyRefunded: boolean };
export type RefundCheck = { ok: true; plan: RefundPlan } | { ok: false; fields: Record<string, string> };

export const lineQuantityLeft = (line: RefundableLine) => Math.max(0, line.quantity - line.refundedQuantity);
export const lineAmountLeft = (line: RefundableLine) => Math.max(0, line.total - line.refundedAmount);
export const orderAmountLeft = (order: RefundableOrder) => Math.max(0, order.total - order.refundedTotal);

/**
 * The amount a quantity of a line is worth: its share of the line total, rounded to the minor unit; the
 * last units left take whatever remains, so refunding a line piece by piece adds up to its total exactly.
 */
export function quantityAmount(line: RefundableLine, quantity: number): number {
  if (quantity <= 0 || line.quantity <= 0) return 0;
  if (quantity >= lineQuantityLeft(line)) return lineAmountLeft(line);
  return Math.min(lineAmountLeft(line), Math.round((line.total * quantity) / line.quantity));
}

/**
 * The tax inside a refunded amount, as the difference of the rounded cumulative shares: however a line is
 * refunded in parts, the parts' tax adds up to the line's tax, never a cent more or less.
 */
export function taxShare(line: Pick<RefundableLine, "total" | "tax" | "refundedAmount">, amount: number): number {
  if (line.total <= 0 || amount <= 0) return 0;
  const upTo = (paid: number) => Math.round((line.tax * Math.min(paid, line.total)) / line.total);
  return upTo(line.refundedAmount + amount) - upTo(line.refundedAmount);
}

/** Everything still refundable: every line's remaining units and amount, and the rest (shipping, fees) as extra. */
export function wholeOrderRequest(order: RefundableOrder): RefundRequest {
  const lines = order.lines
    .filter((line) => lineQuantityLeft(line) > 0 || lineAmountLeft(line) > 0)
    .map((line) => ({ lineId: line.id, quantity: lineQuantityLeft(line), amount: lineAmountLeft(line) }));
  const inLines = lines.reduce((sum, line) => sum + line.amount, 0);
  return { lines, extra: Math.max(0, orderAmountLeft(order) - inLines) };
}

/** Checks and prices a refund; refusals are keyed by form field (`line-<id>-quantity`, `line-<id>-amount`, `extra`, `_`). */
export function planRefund(order: RefundableOrder, request: RefundRequest): RefundCheck {
  const fields: Record<string, string> = {};
  const planned: PlannedLine[] = [];
  const seen = new Set<number>();
  for (const asked of request.lines) {
    const line = order.lines.find((l) => l.id === asked.lineId);
    const key = `line-${asked.lineId}`;
    if (!line || seen.has(asked.lineId)) {
      fields[`${key}-quantity`] = "This line is not on the order.";
      continue;
    }
    seen.add(line.id);
    if (!Number.isInteger(asked.quantity) || asked.quantity < 0) fields[`${key}-quantity`] = "Enter a whole number of items, 0 or more.";
    else if (asked.quantity > lineQuantityLeft(line)) fields[`${key}-quantity`] = `At most ${lineQuantityLeft(line)} can still be refunded.`;
    const amount = asked.amount ?? quantityAmount(line, asked.quantity);
    if (!Number.isInteger(amount) || amount < 0) fields[`${key}-amount`] = "Enter an amount of 0 or more.";
    else if (amount > lineAmountLeft(line)) fields[`${key}-amount`] = `At most ${formatMinor(lineAmountLeft(line))} can still be refunded on this line.`;
    if (asked.quantity > 0 || amount > 0) planned.push({ lineId: line.id, quantity: asked.quantity, amount, tax: 0 });
  }
  if (!Number.isInteger(request.extra) || request.extra < 0) fields.extra = "Enter an amount of 0 or more.";
  if (Object.keys(fields).length > 0) return { ok: false, fields };

  const amount = planned.reduce((sum, line) => sum + line.amount, 0) + request.extra;
  if (amount <= 0) return { ok: false, fields: { _: "Choose what to refund: a quantity or an amount on a line, or an extra amount." } };
  if (amount > orderAmountLeft(order)) {
    return { ok: false, fields: { _: `That is ${formatMinor(amount)}, more than the ${formatMinor(orderAmountLeft(order))} still refundable on this order.` } };
  }
  for (const line of planned)
    line.tax = taxShare(
      order.lines.find((l) => l.id === line.lineId)!,
      line.amount,
    );
  return { ok: true, plan: { amount, lines: planned, extra: request.extra, fullyRefunded: order.refundedTotal + amount >= order.total } };
}

/** Units of a line not yet put back into stock: what cancelling the order returns. */
export function unrestockedQuantity(line: Pick<RefundableLine, "quantity" | "restockedQuantity">): number {
  return Math.max(0, line.quantity - line.restockedQuantity);
}

/** Minor units as a plain decimal ("12.34") for messages; the pages format with the currency. */
export function formatMinor(amount: number): string {
  return (amount / 100).toFixed(2);
}

/** "12.34" or "12,34" typed in a form → 1234 minor units; null when it is not an amount. */
export function parseMinor(text: string): number | null {
  const trimmed = text.trim().replace(",", ".");
  if (trimmed === "") return 0;
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(trimmed)) return null;
  const [whole, fraction = ""] = trimmed.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}
