/**
 * How many units a line holds after a guest cart is merged into the customer's cart at login. Unlike an
 * add, a merge never refuses: the quantities add up and are capped by the line's limits, so nothing the
 * shopper chose is lost without need and no limit is overshot. A line already above a limit (stock fell
 * since) is not cut here; checkout re-checks stock.
 */
export function mergedQuantity(input: {
  /** Units already on the customer's line (0 when the line is new). */
  existing: number;
  /** Units on the guest's line. */
  incoming: number;
  soldIndividually: boolean;
  /** null = no cap. */
  maxQuantity: number | null;
  /** Units left when stock is counted; null = not limited by stock. */
  stockLeft: number | null;
}): number {
  let cap = Number.POSITIVE_INFINITY;
  if (input.soldIndividually) cap = 1;
  if (input.maxQuantity !== null) cap = Math.min(cap, input.maxQuantity);
  if (input.stockLeft !== null) cap = Math.min(cap, input.stockLeft);
  return Math.max(input.existing, Math.min(input.existing + input.incoming, cap));
}
