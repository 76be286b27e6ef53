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
  quantity: number;
  lineTotal: number;
  soldIndividually: boolean;
  minQuantity: number;
  /** The most this line may hold (merchant cap and stock left); null = unlimited. */
  maxQuantity: number | null;
};

export type Cart = { items: CartItem[]; count: number; subtotal: number; hash: string };

export const EMPTY_CART: Cart = { items: [], count: 0, subtotal: 0, hash: "" };
