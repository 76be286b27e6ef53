/**
 * Whether a quantity may be added to a cart line, with the messages shoppers know from the origin's cart.
 * Pure: the service reads the product, the line and what the cart already holds, and asks here.
 */
export type AddCheckInput = {
  name: string;
  /** What the shopper asks to add (a positive integer). */
  requested: number;
  /** Already on this very line. */
  inLine: number;
  /** Already in the cart drawing on the same stock (the line itself included). */
  inCartSameStock: number;
  soldIndividually: boolean;
  minQuantity: number;
  /** null = no cap. */
  maxQuantity: number | null;
  /** Units left when stock is counted and backorders are off; null = not limited by stock. */
  stockLeft: number | null;
};

export type AddRefusal = { code: AddRefusalCode; message: string };
export type AddRefusalCode = "sold_individually" | "out_of_stock" | "insufficient_stock" | "below_min_quantity" | "above_max_quantity";
export type AddCheck = { ok: true; quantity: number } | ({ ok: false } & AddRefusal);

const refuse = (code: AddRefusalCode, message: string): AddCheck => ({ ok: false, code, message });

/** Sold-individually lines hold one unit: a larger request adds one, as in the origin. */
export function checkAdd(input: AddCheckInput): AddCheck {
  const quoted = `“${input.name}”`;
  if (input.soldIndividually && input.inLine > 0) return refuse("sold_individually", `You cannot add another ${quoted} to your cart.`);
  const quantity = input.soldIndividually ? 1 : input.requested;
  if (input.stockLeft !== null) {
    if (input.stockLeft <= 0) return refuse("out_of_stock", `You cannot add ${quoted} to the cart because the product is out of stock.`);
    const after = input.inCartSameStock + quantity;
    if (after > input.stockLeft) {
      return refuse(
        "insufficient_stock",
        input.inCartSameStock > 0
          ? `You cannot add that amount to the cart — we have ${input.stockLeft} in stock and you already have ${input.inCartSameStock} in your cart.`
          : `You cannot add that amount of ${quoted} to the cart because there is not enough stock (${input.stockLeft} remaining).`,
      );
    }
  }
  const lineAfter = input.inLine + quantity;
  if (lineAfter < input.minQuantity) {
    return refuse("below_min_quantity", `The minimum quantity of ${quoted} is ${input.minQuantity}.`);
  }
  if (input.maxQuantity !== null && lineAfter > input.maxQuantity) {
    return refuse(
      "above_max_quantity",
      input.inLine > 0
        ? `You cannot add that amount to the cart — the most you can buy of ${quoted} is ${input.maxQuantity} and you already have ${input.inLine} in your cart.`
        : `The most you can buy of ${quoted} is ${input.maxQuantity}.`,
    );
  }
  return { ok: true, quantity };
}

/** Units a product or variation can still sell: counted stock unless it takes backorders. */
export function stockLeft(item: { manageStock: boolean; stockQuantity: number | null; stockStatus: string }): number | null {
  if (item.stockStatus === "outofstock") return 0;
  if (!item.manageStock || item.stockQuantity === null || item.stockStatus === "onbackorder") return null;
  return Math.max(item.stockQuantity, 0);
}
