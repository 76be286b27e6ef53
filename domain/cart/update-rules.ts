/**
 * Whether a cart line may be set to a new quantity (the cart page's and the mini-cart's quantity field),
 * with the same rules and messages as adding (add-rules.ts). Pure: the service reads the line, the product
 * and the rest of the cart and asks here. A quantity of 0 removes the line and is not judged here.
 */
import type { AddRefusal } from "./add-rules.ts";

export type SetQuantityInput = {
  name: string;
  /** The quantity the line should hold (a positive integer). */
  quantity: number;
  /** Other lines of the cart drawing on the same stock, this line left out. */
  otherLinesSameStock: number;
  soldIndividually: boolean;
  minQuantity: number;
  /** null = no cap. */
  maxQuantity: number | null;
  /** Units left when stock is counted and backorders are off; null = not limited by stock. */
  stockLeft: number | null;
};

export type SetQuantityCheck = { ok: true; quantity: number } | ({ ok: false } & AddRefusal);

export function checkSetQuantity(input: SetQuantityInput): SetQuantityCheck {
  const quoted = `“${input.name}”`;
  const refuse = (code: AddRefusal["code"], message: string): SetQuantityCheck => ({ ok: false, code, message });
  if (input.soldIndividually && input.quantity > 1) return refuse("sold_individually", `You can only have 1 ${quoted} in your cart.`);
  if (input.stockLeft !== null) {
    if (input.stockLeft <= 0) return refuse("out_of_stock", `Sorry, ${quoted} is out of stock. Please edit your cart and try again.`);
    const room = input.stockLeft - input.otherLinesSameStock;
    if (input.quantity > room) {
      return refuse(
        "insufficient_stock",
        `Sorry, we do not have enough ${quoted} in stock to fulfil your order (${Math.max(room, 0)} available). We apologise for any inconvenience caused.`,
      );
    }
  }
  if (input.quantity < input.minQuantity) return refuse("below_min_quantity", `The minimum quantity of ${quoted} is ${input.minQuantity}.`);
  if (input.maxQuantity !== null && input.quantity > input.maxQuantity) {
    return refuse("above_max_quantity", `The most you can buy of ${quoted} is ${input.maxQuantity}.`);
  }
  return { ok: true, quantity: input.quantity };
}
