/** Cart totals in integer minor units; no taxes, shipping or coupons yet. */
export type PricedLine = { unitPrice: number; quantity: number };

export function lineTotal(line: PricedLine): number {
  return line.unitPrice * line.quantity;
}

export function cartTotals(lines: readonly PricedLine[]): { count: number; subtotal: number } {
  let count = 0;
  let subtotal = 0;
  for (const line of lines) {
    count += line.quantity;
    subtotal += lineTotal(line);
  }
  return { count, subtotal };
}

/**
 * The cart totals block. An object so coupons, shipping and tax can join it as fields; until they do the
 * total is the subtotal.
 */
export type CartTotalsBlock = { subtotal: number; total: number };

export function totalsBlock(lines: readonly PricedLine[]): CartTotalsBlock {
  const { subtotal } = cartTotals(lines);
  return { subtotal, total: subtotal };
}
