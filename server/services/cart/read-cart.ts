import { createHash } from "node:crypto";
import { asc, eq, inArray, sql } from "drizzle-orm";
import { cartHashInput } from "../../../domain/cart/cart-hash.ts";
import { stockLeft } from "../../../domain/cart/add-rules.ts";
import { removalNotice, removalReason } from "../../../domain/cart/availability.ts";
import { cartTotals, lineTotal, totalsBlock } from "../../../domain/cart/totals.ts";
import { imageRef } from "../../../domain/catalog/image.ts";
import { activePrice } from "../../../domain/catalog/product-summary.ts";
import type { Db } from "../../db/connect.ts";
import { attributes, attributeTerms, cartLines, images, products, variations } from "../../db/schema/index.ts";
import { EMPTY_CART, type Cart, type CartItem, type RemovedItem } from "./types.ts";

/** A database handle or an open transaction: reads inside a write see that write. */
export type Queryable = Pick<Db, "select" | "insert" | "update" | "execute">;

export function sha256Hex(text: string, length = 32): string {
  return createHash("sha256").update(text).digest("hex").slice(0, length);
}

/** The unit price a product or variation sells at now: the sale price while it is on sale. */
export function unitPriceOf(
  product: { regularPrice: number | null; salePrice: number | null; onSale: boolean },
  variation: { regularPrice: number; salePrice: number | null } | null,
): number | null {
  if (variation) return activePrice(variation);
  if (product.regularPrice === null) return null;
  return product.onSale ? activePrice({ regularPrice: product.regularPrice, salePrice: product.salePrice }) : product.regularPrice;
}

function minOf(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  return b === null ? a : Math.min(a, b);
}

/** The cart's lines with names, pictures and prices read fresh: two queries. */
export async function readCart(q: Queryable, cartId: number): Promise<Cart> {
  return (await readCarts(q, [cartId])).get(cartId) ?? EMPTY_CART;
}

/** Several carts in the same two queries; a cart without lines is missing from the map. */
export async function readCarts(q: Queryable, cartIds: readonly number[]): Promise<Map<number, Cart>> {
  if (cartIds.length === 0) return new Map();
  const rows = await selectCartRows(q, cartIds);
  if (rows.length === 0) return new Map();

  const names = await attributeNames(q, [...new Set(rows.flatMap((r) => Object.keys(r.chosen)))]);
  const rowsByCart = new Map<number, CartRow[]>();
  for (const row of rows) {
    const cartRows = rowsByCart.get(row.cartId);
    if (cartRows) cartRows.push(row);
    else rowsByCart.set(row.cartId, [row]);
  }
  return new Map([...rowsByCart].map(([cartId, cartRows]) => [cartId, cartFromRows(cartRows, names)]));
}

function selectCartRows(q: Queryable, cartIds: readonly number[]) {
  return q
    .select({
      cartId: cartLines.cartId,
      key: cartLines.lineKey,
      productId: cartLines.productId,
      variationId: cartLines.variationId,
      chosen: cartLines.attributes,
      quantity: cartLines.quantity,
      name: products.name,
      slug: products.slug,
      productSku: products.sku,
      regularPrice: products.regularPrice,
      salePrice: products.salePrice,
      onSale: products.onSale,
      productStock: { manageStock: products.manageStock, stockQuantity: products.stockQuantity, stockStatus: products.stockStatus },
      productSoldIndividually: products.soldIndividually,
      productStatus: products.status,
      productMin: products.minQuantity,
      productMax: products.maxQuantity,
      variation: {
        id: variations.id,
        sku: variations.sku,
        regularPrice: variations.regularPrice,
        salePrice: variations.salePrice,
        manageStock: variations.manageStock,
        stockQuantity: variations.stockQuantity,
        stockStatus: variations.stockStatus,
        soldIndividually: variations.soldIndividually,
        enabled: variations.enabled,
        purchasable: variations.purchasable,
        minQuantity: variations.minQuantity,
        maxQuantity: variations.maxQuantity,
      },
      image: { id: images.id, key: images.key, width: images.width, height: images.height, alt: images.alt },
    })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .leftJoin(variations, eq(variations.id, cartLines.variationId))
    .leftJoin(images, eq(images.id, sql`coalesce(${variations.imageId}, ${products.imageId})`))
    .where(cartIds.length === 1 ? eq(cartLines.cartId, cartIds[0]!) : inArray(cartLines.cartId, [...cartIds]))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
}

type CartRow = Awaited<ReturnType<typeof selectCartRows>>[number];

function cartFromRows(rows: readonly CartRow[], names: Map<string, NameOf>): Cart {
  const items: CartItem[] = [];
  const removed: RemovedItem[] = [];
  for (const r of rows) {
    const v = r.variation?.id != null ? r.variation : null;
    const reason = removalReason({ name: r.name, productStatus: r.productStatus, productStockStatus: r.productStock.stockStatus, variation: v, variationManagesStock: v?.manageStock ?? false });
    if (reason) {
      removed.push({ key: r.key, productId: r.productId, variationId: r.variationId, name: r.name, quantity: r.quantity, reason, notice: removalNotice(r.name, reason) });
      continue;
    }
    const unitPrice = unitPriceOf(r, v) ?? 0;
    const soldIndividually = r.productSoldIndividually || (v?.soldIndividually ?? false);
    const stock = v && v.manageStock ? stockLeft(v) : stockLeft(r.productStock);
    const cap = minOf(v ? v.maxQuantity : r.productMax, stock);
    items.push({
      key: r.key,
      productId: r.productId,
      variationId: r.variationId,
      name: r.name,
      slug: r.slug,
      sku: v?.sku ?? r.productSku,
      image: r.image?.id != null ? imageRef(r.image) : null,
      attributes: Object.entries(r.chosen)
        .map(([slug, term]) => names.get(slug)?.(term) ?? { position: 0, name: slug, value: term })
        .sort((a, b) => a.position - b.position)
        .map(({ name, value }) => ({ name, value })),
      unitPrice,
      quantity: r.quantity,
      lineTotal: lineTotal({ unitPrice, quantity: r.quantity }),
      soldIndividually,
      minQuantity: v ? v.minQuantity : r.productMin,
      maxQuantity: soldIndividually ? 1 : cap,
    });
  }
  const { count, subtotal } = cartTotals(items);
  return { items, count, subtotal, totals: totalsBlock(items), removed, hash: items.length === 0 ? "" : sha256Hex(cartHashInput(items)) };
}

type NameOf = (term: string) => { position: number; name: string; value: string };

/** Attribute slug → a function naming a chosen term ("colour", "red" → Colour: Red). */
async function attributeNames(q: Queryable, slugs: string[]): Promise<Map<string, NameOf>> {
  if (slugs.length === 0) return new Map();
  const rows = await q
    .select({ attribute: attributes.slug, attributeName: attributes.name, position: attributes.position, term: attributeTerms.slug, termName: attributeTerms.name })
    .from(attributes)
    .leftJoin(attributeTerms, eq(attributeTerms.attributeId, attributes.id))
    .where(inArray(attributes.slug, slugs));
  const byAttribute = new Map<string, { name: string; position: number; terms: Map<string, string> }>();
  for (const row of rows) {
    const entry = byAttribute.get(row.attribute) ?? { name: row.attributeName, position: row.position, terms: new Map() };
    if (row.term !== null && row.termName !== null) entry.terms.set(row.term, row.termName);
    byAttribute.set(row.attribute, entry);
  }
  return new Map(
    [...byAttribute].map(([slug, entry]) => [slug, (term: string) => ({ position: entry.position, name: entry.name, value: entry.terms.get(term) ?? term })]),
  );
}
