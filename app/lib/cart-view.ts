/**
 * The cart as the cart page and the mini-cart show it: the shape `GET /api/cart` and the cart loader
 * answer (server/services/cart/types.ts), restated here because browser code does not import server code.
 */
import type { ImageRef } from "../../domain/catalog/types.ts";

export type CartLineView = {
  key: string;
  productId: number;
  variationId: number | null;
  name: string;
  slug: string;
  image: ImageRef | null;
  attributes: { name: string; value: string }[];
  unitPrice: number;
  quantity: number;
  lineTotal: number;
  soldIndividually: boolean;
  minQuantity: number;
  maxQuantity: number | null;
};

export type RemovedItemView = { key: string; name: string; quantity: number; notice: string };

export type CartView = {
  items: CartLineView[];
  count: number;
  subtotal: number;
  totals: { subtotal: number; total: number };
  removed: RemovedItemView[];
  hash: string;
};

/** A removed line as the undo sends it back. */
export type UndoLine = { key: string; productId: number; variationId: number | null; attributes: Record<string, string>; quantity: number; name: string };

/** What the cart page shows above the cart after a change. */
export type CartPageNotice = { kind: "success" | "error"; text: string } | { kind: "removed"; text: string; line: UndoLine };

/** The cart page's form intents (the submit buttons' `intent`). */
export const CART_INTENT = { update: "update", remove: "remove", undo: "undo", clearRemoved: "clear-removed" } as const;

export const CART_UPDATED = "Cart updated.";
export const removedText = (name: string) => `“${name}” removed.`;
export const restoredText = (name: string) => `“${name}” is back in your cart.`;
/** The field name of a line's quantity (S-3-23: the name carries the cart item key). */
export const quantityFieldName = (key: string) => `cart[${key}][qty]`;
