/** The cart hash of the spec (storefront-shell.md, S-7-32): a stable fingerprint of the cart's lines. */
export type HashedLine = { key: string; productId: number; variationId: number | null; quantity: number; unitPrice: number };

/**
 * The text the service hashes: every line in key order with what changes what the shopper pays, so the
 * hash changes whenever a line is added, removed, re-counted or re-priced, and not when lines are read in
 * another order. An empty cart has no hash input (and the hash is "").
 */
export function cartHashInput(lines: readonly HashedLine[]): string {
  if (lines.length === 0) return "";
  const sorted = [...lines].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return JSON.stringify(sorted.map((l) => [l.key, l.productId, l.variationId ?? 0, l.quantity, l.unitPrice]));
}
