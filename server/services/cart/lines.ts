import type { Queryable } from "../../db/kit/index.ts";
import { readCartRows, type CartRow } from "./read-cart.ts";

/** What the add and quantity rules need of a cart's line. */
export type LineRow = { key: string; productId: number; variationId: number | null; quantity: number; attributes: Record<string, string>; ownStock: boolean };

/** What the rules need of a cart row. */
export function lineOf(row: CartRow): LineRow {
  return {
    key: row.key,
    productId: row.productId,
    variationId: row.variationId,
    quantity: row.quantity,
    attributes: row.chosen,
    ownStock: row.variation?.manageStock ?? false,
  };
}

export async function linesOf(q: Queryable, cartId: number): Promise<LineRow[]> {
  return (await readCartRows(q, [cartId])).get(cartId)?.map(lineOf) ?? [];
}

/** Lines drawing on the same stock as a line: the variation's own, or the product's shared by its other lines. */
export function sameStock(lines: readonly LineRow[], holder: { variationId: number } | { productId: number }): LineRow[] {
  return lines.filter((l) => ("variationId" in holder ? l.variationId === holder.variationId : l.productId === holder.productId && !l.ownStock));
}
