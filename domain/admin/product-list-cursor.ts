/**
 * Seek ("keyset") paging for the admin's products list. A "next" or "previous" link carries the sort value
 * and id of the row it continues from, so the database starts its walk of the sort index right there
 * instead of skipping every row before it: page 400 costs what page 1 costs.
 *
 * In the URL a position is `<id>:<value>` (`<id>` alone when the row's sort value is empty, e.g. a
 * product without a SKU), and the word `end` for "before the end": the last page.
 */
import type { ProductListSort } from "./product-list.ts";

export const CURSOR_END = "end";
/** Long enough for any product name or SKU the editor accepts. */
export const CURSOR_MAX_LENGTH = 300;

/** The sort value as the database prints it (text), or null for an empty SKU or an untracked stock. */
export type ListPosition = { id: number; value: string | null };
export type ListCursor = { after: ListPosition } | { before: ListPosition | "end" };

/** Which sorts' values may be empty, and what a value of each sort must look like. */
const VALUE_SHAPES: Record<ProductListSort, { nullable: boolean; pattern: RegExp }> = {
  name: { nullable: false, pattern: /^[\s\S]+$/ },
  sku: { nullable: true, pattern: /^[\s\S]+$/ },
  price: { nullable: false, pattern: /^-?\d{1,10}$/ },
  stock: { nullable: true, pattern: /^-?\d{1,10}$/ },
  updated: { nullable: false, pattern: /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:\d{2})?|Z)?$/ },
  created: { nullable: false, pattern: /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:\d{2})?|Z)?$/ },
};

export function sortIsNullable(sort: ProductListSort): boolean {
  return VALUE_SHAPES[sort].nullable;
}

export function formatPosition(position: ListPosition): string {
  return position.value === null ? String(position.id) : `${position.id}:${position.value}`;
}

/** A position from the URL for the given sort; undefined when it cannot be one (a link from another sort, a typo). */
export function parsePosition(token: string, sort: ProductListSort): ListPosition | undefined {
  if (token.length > CURSOR_MAX_LENGTH) return undefined;
  const colon = token.indexOf(":");
  const idText = colon === -1 ? token : token.slice(0, colon);
  if (!/^[1-9]\d{0,9}$/.test(idText) || Number(idText) > 2_147_483_647) return undefined;
  const id = Number(idText);
  if (colon === -1) return VALUE_SHAPES[sort].nullable ? { id, value: null } : undefined;
  const value = token.slice(colon + 1);
  return VALUE_SHAPES[sort].pattern.test(value) ? { id, value } : undefined;
}

/** The cursor of a list address: `after` wins over `before`; `before=end` is the last page. */
export function parseCursor(params: { after?: string | undefined; before?: string | undefined }, sort: ProductListSort): ListCursor | undefined | "invalid" {
  if (params.after !== undefined) {
    const after = parsePosition(params.after, sort);
    return after ? { after } : "invalid";
  }
  if (params.before !== undefined) {
    if (params.before === CURSOR_END) return { before: CURSOR_END };
    const before = parsePosition(params.before, sort);
    return before ? { before } : "invalid";
  }
  return undefined;
}
