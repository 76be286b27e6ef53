/**
 * The "added to your cart" notice names what went into the cart: the product itself, or, for a grouped
 * product, the children given a quantity (the group is never a cart line of its own).
 */

/** The products an add put in the cart, in the order asked: the children with a quantity above 0, else the product. */
export function addedProductIds(add: { productId: number; quantities?: Readonly<Record<string, number>> | undefined }): number[] {
  const children = Object.entries(add.quantities ?? {})
    .filter(([, quantity]) => quantity > 0)
    .map(([id]) => Number(id));
  return children.length > 0 ? children : [add.productId];
}

/** “A” has been added; “A” and “B” have been added; “A”, “B” and “C” have been added. */
export function addedNoticeText(names: readonly string[]): string {
  const quoted = names.map((name) => `“${name}”`);
  if (quoted.length <= 1) return `${quoted[0] ?? "The product"} has been added to your cart.`;
  return `${quoted.slice(0, -1).join(", ")} and ${quoted.at(-1)} have been added to your cart.`;
}
