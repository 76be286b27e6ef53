/**
 * What the cart page and the mini-cart tell a shopper about a line: what a sale saves on it, and why a
 * quantity they asked for cannot be had (rather than the field quietly going back to what it was).
 */
export type LineLimits = {
  minQuantity: number;
  /** The most the line may hold (merchant cap and stock left); null = unlimited. */
  maxQuantity: number | null;
  /** Units left in stock when stock is counted; null = not limited by stock. */
  stockLeft?: number | null;
  soldIndividually: boolean;
};

/** Null when the quantity may be asked for; else a short reason naming the limit. Zero removes the line. */
export function quantityLimitMessage(requested: number, limits: LineLimits): string | null {
  if (!Number.isSafeInteger(requested) || requested < 0) return "Please enter a whole number as the quantity.";
  if (requested === 0) return null;
  if (limits.soldIndividually && requested > 1) return "You can only have 1 of this product in your cart.";
  const stockLeft = limits.stockLeft ?? null;
  if (stockLeft !== null && requested > stockLeft) return stockLeft <= 0 ? "This product is out of stock." : `Only ${stockLeft} left in stock.`;
  if (limits.maxQuantity !== null && requested > limits.maxQuantity) return `You can buy at most ${limits.maxQuantity} of this product.`;
  if (requested < limits.minQuantity) return `You need to buy at least ${limits.minQuantity} of this product.`;
  return null;
}

/**
 * What a press of the stepper asked for, given the value it had and the value it landed on: plus at the cap
 * lands on the cap itself, but the shopper asked for one more than that, so the refusal can name the limit.
 */
export function quantityAskedFor(previous: number, next: number, maxQuantity: number | null): number {
  return next === previous && maxQuantity !== null && next >= maxQuantity ? next + 1 : next;
}

export type LineSaleInput = { unitPrice: number; regularUnitPrice?: number | undefined; quantity: number };

/** A line on sale: its regular unit price and what the sale saves on the whole line; null when not on sale. */
export function lineSale(line: LineSaleInput): { regularUnitPrice: number; saving: number } | null {
  const regular = line.regularUnitPrice;
  if (regular === undefined || !(regular > line.unitPrice)) return null;
  return { regularUnitPrice: regular, saving: (regular - line.unitPrice) * line.quantity };
}
