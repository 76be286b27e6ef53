import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { cartLines, variations } from "../../db/schema/index.ts";
import type { Queryable } from "./read-cart.ts";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** What the add and quantity rules need of a cart's line. */
export type LineRow = { key: string; productId: number; variationId: number | null; quantity: number; attributes: Record<string, string>; ownStock: boolean };

const lineColumns = {
  cartId: cartLines.cartId,
  key: cartLines.lineKey,
  productId: cartLines.productId,
  variationId: cartLines.variationId,
  quantity: cartLines.quantity,
  attributes: cartLines.attributes,
  ownStock: sql<boolean>`coalesce(${variations.manageStock}, false)`,
};

export async function linesOf(q: Queryable, cartId: number): Promise<LineRow[]> {
  return (await linesOfCarts(q, [cartId])).get(cartId) ?? [];
}

/** The lines of several carts in one query, by cart id (a cart without lines is missing). */
export async function linesOfCarts(q: Queryable, cartIds: readonly number[]): Promise<Map<number, LineRow[]>> {
  if (cartIds.length === 0) return new Map();
  const rows = await q
    .select(lineColumns)
    .from(cartLines)
    .leftJoin(variations, eq(variations.id, cartLines.variationId))
    .where(cartIds.length === 1 ? eq(cartLines.cartId, cartIds[0]!) : inArray(cartLines.cartId, [...cartIds]));
  const byCart = new Map<number, LineRow[]>();
  for (const { cartId, ...line } of rows) {
    const lines = byCart.get(cartId);
    if (lines) lines.push(line);
    else byCart.set(cartId, [line]);
  }
  return byCart;
}

/** Lines drawing on the same stock as a line: the variation's own, or the product's shared by its other lines. */
export function sameStock(lines: readonly LineRow[], holder: { variationId: number } | { productId: number }): LineRow[] {
  return lines.filter((l) => ("variationId" in holder ? l.variationId === holder.variationId : l.productId === holder.productId && !l.ownStock));
}
