import type { TaxClass } from "../../../domain/tax/rates.ts";
import type { RemovalReason } from "../../../domain/cart/availability.ts";
import type { CartTotalsBlock } from "../../../domain/cart/totals.ts";
import type { ImageRef } from "../../../domain/catalog/types.ts";

export type AddItemsInput =
  | { productId: number; quantity: number; variationId?: number | undefined; attributes?: Record<string, string> | undefined }
  | { productId: number; quantities: Record<string, number> };

export type CartItem = {
  /** Names the line in later calls (`PATCH /api/cart/items/:key`). */
  key: string;
  productId: number;
  variationId: number | null;
  name: string;
  slug: string;
  sku: string | null;
  image: ImageRef | null;
  /** The chosen options: attribute name and term name, in the attributes' order. */
  attributes: { name: string; value: string }[];
  /** Minor units, from the database: the sale price while on sale. */
  unitPrice: number;
  /** The price before the sale: above `unitPrice` while the line is on sale, else the same. */
  regularUnitPrice: number;
  /** Which of the shop's tax rates apply, so the cart can show the line with or without tax. */
  taxClass: TaxClass;
  quantity: number;
  lineTotal: number;
  soldIndividually: boolean;
  minQuantity: number;
  /** The most this line may hold (merchant cap and stock left); null = unlimited. */
  maxQuantity: number | null;
  /** Units left in stock when stock is counted (so a refused quantity can say why); null = not limited. */
  stockLeft: number | null;
  /** False for a virtual product: a cart whose lines all need none is quoted and ordered without shipping. */
  needsShipping: boolean;
};

/** A line whose product or variation can no longer be bought: listed apart, outside the totals (S-1-25). */
export type RemovedItem = {
  key: string;
  productId: number;
  variationId: number | null;
  name: string;
  quantity: number;
  reason: RemovalReason;
  /** The notice shown for it, naming the product. */
  notice: string;
};

/**
 * A line as it was removed, enough to put it back (undo). Restoring re-adds it under the add rules, and
 * the key it is restored under must be the key it was removed from.
 */
export type RemovedLine = {
  key: string;
  productId: number;
  variationId: number | null;
  attributes: Record<string, string>;
  quantity: number;
  name: string;
};

export type Cart = {
  items: CartItem[];
  /** Units in `items` (removed lines do not count). */
  count: number;
  subtotal: number;
  totals: CartTotalsBlock;
  removed: RemovedItem[];
  /** Fingerprint of the buyable lines; "" for a cart without any. */
  hash: string;
};

export const EMPTY_CART: Cart = { items: [], count: 0, subtotal: 0, totals: { subtotal: 0, total: 0 }, removed: [], hash: "" };
