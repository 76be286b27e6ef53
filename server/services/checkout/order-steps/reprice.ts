import { asc, inArray } from "drizzle-orm";
import type { Tx } from "../../../db/kit/index.ts";
import { products, variations } from "../../../db/schema/index.ts";
import { ServiceError } from "../../errors.ts";
import { type CartContext, loadCartContext } from "../cart-context.ts";
import type { LockedCart } from "./lock-cart.ts";

/** The product and variation rows the order takes stock from, locked, as read under the lock. */
export type StockRows = {
  products: {
    id: number;
    name: string;
    status: string;
    regularPrice: number | null;
    manageStock: boolean;
    stockQuantity: number | null;
    stockStatus: string;
  }[];
  variations: {
    id: number;
    productId: number;
    enabled: boolean;
    purchasable: boolean;
    manageStock: boolean;
    stockQuantity: number | null;
    stockStatus: string;
  }[];
};

export type Repriced = { context: CartContext; rows: StockRows };

/**
 * Step 2. Locks every product and variation row of the cart, products then variations, each by id, so two
 * placements sharing items always lock in the same order and cannot deadlock; then re-prices the cart from
 * the catalogue (read after the locks, so prices and stock are current). Reading the cart sets aside lines
 * that can no longer be bought (another order took the last units, or the item was unpublished): placing
 * the order refuses them by name rather than dropping them.
 */
export async function reprice(tx: Tx, { cartId, held }: LockedCart): Promise<Repriced> {
  const productIds = [...new Set(held.map((l) => l.productId))].sort((a, b) => a - b);
  const variationIds = [...new Set(held.flatMap((l) => (l.variationId ? [l.variationId] : [])))].sort((a, b) => a - b);
  const productRows = await tx
    .select({
      id: products.id,
      name: products.name,
      status: products.status,
      regularPrice: products.regularPrice,
      manageStock: products.manageStock,
      stockQuantity: products.stockQuantity,
      stockStatus: products.stockStatus,
    })
    .from(products)
    .where(inArray(products.id, productIds))
    .orderBy(asc(products.id))
    .for("update");
  const variationRows = variationIds.length
    ? await tx
        .select({
          id: variations.id,
          productId: variations.productId,
          enabled: variations.enabled,
          purchasable: variations.purchasable,
          manageStock: variations.manageStock,
          stockQuantity: variations.stockQuantity,
          stockStatus: variations.stockStatus,
        })
        .from(variations)
        .where(inArray(variations.id, variationIds))
        .orderBy(asc(variations.id))
        .for("update")
    : [];

  const context = await loadCartContext(tx, cartId);
  const setAside = context.cart.removed[0];
  if (setAside) {
    const message =
      setAside.reason === "out_of_stock"
        ? `Sorry, "${setAside.name}" is out of stock. Please edit your cart and try again.`
        : `Sorry, "${setAside.name}" cannot be purchased any more. Please remove it from your cart.`;
    throw new ServiceError("invalid", setAside.reason === "out_of_stock" ? "out_of_stock" : "not_purchasable", message);
  }
  return { context, rows: { products: productRows, variations: variationRows } };
}
