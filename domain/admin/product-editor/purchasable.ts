/**
 * Whether customers can buy a published variable product: a variation sells when it is enabled, has a
 * price and is not out of stock. A merchant may still publish one that cannot sell yet (to show it
 * coming); the editor then warns and says why, so the product does not sit unbuyable unnoticed.
 */
export type VariationSaleFacts = { enabled: boolean; regularPrice: number; stockStatus: string; stockQuantity: number | null };
export type VariableProductFacts = { type: string; status: string; variations: readonly VariationSaleFacts[] };

const priced = (v: VariationSaleFacts) => v.regularPrice > 0;
const inStock = (v: VariationSaleFacts) =>
  v.stockStatus !== "outofstock" && (v.stockQuantity === null || v.stockQuantity > 0 || v.stockStatus === "onbackorder");

/** Why no variation of a variable product can be bought, or null when one can (or the rule does not apply). */
export function unpurchasableReason(product: Pick<VariableProductFacts, "type" | "variations">): string | null {
  if (product.type !== "variable") return null;
  const { variations } = product;
  if (variations.length === 0) return "it has no variations yet: choose its attributes' terms, tick “Used for variations” and generate them.";
  const enabled = variations.filter((v) => v.enabled);
  if (enabled.length === 0) return "every variation is disabled: tick “Enabled” on the ones to sell.";
  const sellable = enabled.filter(priced);
  if (sellable.length === 0) return "its enabled variations have no price: give them one.";
  if (!sellable.some(inStock)) return "its enabled, priced variations are all out of stock.";
  return null;
}

/** The editor's warning for a published variable product no one can buy; null otherwise. */
export function publishWarning(product: VariableProductFacts): string | null {
  if (product.status !== "publish") return null;
  const reason = unpurchasableReason(product);
  return reason ? `This product is published, but customers cannot buy it: ${reason}` : null;
}
