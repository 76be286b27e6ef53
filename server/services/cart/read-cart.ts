import { hash } from "node:crypto";
import { eq, inArray, sql, type SQL } from "drizzle-orm";
import { cartHashInput } from "../../../domain/cart/cart-hash.ts";
import { stockLeft } from "../../../domain/cart/add-rules.ts";
import type { TaxClass } from "../../../domain/tax/rates.ts";
import { removalNotice, removalReason } from "../../../domain/cart/availability.ts";
import { cartTotals, lineTotal, totalsBlock } from "../../../domain/cart/totals.ts";
import { lineNeedsShipping } from "../../../domain/cart/needs-shipping.ts";
import { imageRef } from "../../../domain/catalog/image.ts";
import type { ImageRef } from "../../../domain/catalog/types.ts";
import { activePrice } from "../../../domain/catalog/product-summary.ts";
import type { Queryable } from "../../db/kit/index.ts";
import { preparedStatement } from "../../db/prepared.ts";
import { attributes, attributeTerms, cartLines, carts, images, products, variations } from "../../db/schema/index.ts";
import { EMPTY_CART, type Cart, type CartItem, type RemovedItem } from "./types.ts";

export function sha256Hex(text: string, length = 32): string {
  return hash("sha256", text, "hex").slice(0, length);
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
  return cartsFromRows(q, await readCartRows(q, cartIds));
}

/**
 * The carts' rows by cart id (a cart without lines is missing), oldest line first. Written out rather than
 * built: every add and cart read runs it, and building and mapping its forty columns through the query
 * builder cost more than the query.
 */
export async function readCartRows(q: Queryable, cartIds: readonly number[]): Promise<Map<number, CartRow[]>> {
  if (cartIds.length === 0) return new Map();
  return groupByCart(await cartRowsOfCarts(q, { cartIds }));
}

/**
 * The rows of the sessions' carts, by cart id. The add batch sends it right after the statement that locks
 * those carts, before that one has answered: it needs no cart ids, only the session ids.
 */
export async function readCartRowsOfSessions(q: Queryable, sessionIds: readonly string[]): Promise<Map<number, CartRow[]>> {
  return groupByCart((await cartRowsOfSessions(q, { sessionIds })).map((row) => row.cart));
}

/** The sessions' carts, by session id, in one query (two when a line has options); a cart without lines is missing. */
export async function readCartsOfSessions(q: Queryable, sessionIds: readonly string[]): Promise<Map<string, Cart>> {
  const rows = await cartRowsOfSessions(q, { sessionIds });
  const sessionOfCart = new Map(rows.map((row) => [row.cart.cartId, row.sessionId]));
  const cartsById = await cartsFromRows(q, groupByCart(rows.map((row) => row.cart)));
  return new Map([...cartsById].map(([cartId, cart]) => [sessionOfCart.get(cartId)!, cart]));
}

const cartRowsOfSessions = preparedStatement(
  "cart_rows_of_sessions",
  sql`${cartRowsFrom(cartLines, sql`, c.session_id`)} join ${carts} c on c.id = l.cart_id where c.session_id = any(${sql.placeholder("sessionIds")}::text[]) order by l.created_at, l.id`,
  (values: [...CartRowValues, sessionId: string]) => ({ cart: cartRowOf(values as unknown as CartRowValues), sessionId: values[CART_ROW_COLUMNS] }),
);

const cartRowsOfCarts = preparedStatement(
  "cart_rows_of_carts",
  sql`${cartRowsFrom(cartLines)} where l.cart_id = any(${sql.placeholder("cartIds")}::int[]) order by l.created_at, l.id`,
  cartRowOf,
);

/** Rows by cart id, each cart's rows in their order. */
function groupByCart(rows: readonly CartRow[]): Map<number, CartRow[]> {
  const rowsByCart = new Map<number, CartRow[]>();
  for (const row of rows) {
    const cartRows = rowsByCart.get(row.cartId);
    if (cartRows) cartRows.push(row);
    else rowsByCart.set(row.cartId, [row]);
  }
  return rowsByCart;
}

/** The carts these rows make, with the attributes' names read in one query when any line has some. */
export async function cartsFromRows(q: Queryable, rowsByCart: ReadonlyMap<number, readonly CartRow[]>): Promise<Map<number, Cart>> {
  const slugs = new Set<string>();
  for (const rows of rowsByCart.values()) for (const row of rows) for (const slug of Object.keys(row.chosen)) slugs.add(slug);
  const names = await attributeNames(q, [...slugs]);
  return new Map([...rowsByCart].filter(([, rows]) => rows.length > 0).map(([cartId, rows]) => [cartId, cartFromRows(rows, names)]));
}

type ProductRow = typeof products.$inferSelect;
type VariationRow = typeof variations.$inferSelect;

/** A cart line with what the cart shows and checks of its product, variation and picture. */
export type CartRow = {
  cartId: number;
  lineId: number;
  key: string;
  productId: number;
  variationId: number | null;
  chosen: Record<string, string>;
  quantity: number;
  name: string;
  slug: string;
  productSku: string | null;
  regularPrice: number | null;
  salePrice: number | null;
  onSale: boolean;
  productStock: { manageStock: boolean; stockQuantity: number | null; stockStatus: ProductRow["stockStatus"] };
  productSoldIndividually: boolean;
  productStatus: ProductRow["status"];
  productMin: number;
  productMax: number | null;
  variation: Pick<
    VariationRow,
    | "id"
    | "sku"
    | "regularPrice"
    | "salePrice"
    | "manageStock"
    | "stockQuantity"
    | "stockStatus"
    | "soldIndividually"
    | "enabled"
    | "purchasable"
    | "minQuantity"
    | "maxQuantity"
  > | null;
  image: { id: number; key: string; width: number; height: number; alt: string } | null;
  taxClass: TaxClass;
  /** A virtual product needs no delivery. */
  virtual: boolean;
};

/**
 * A cart row as the statements built on `cartRowsFrom` return it: the column values in select order. Every
 * column is of a type both drivers return alike (int4, text, boolean, jsonb, enums as text).
 */
export type CartRowValues = [
  cartId: number,
  lineId: number,
  lineKey: string,
  productId: number,
  variationId: number | null,
  attributes: Record<string, string>,
  quantity: number,
  name: string,
  slug: string,
  sku: string | null,
  regularPrice: number | null,
  salePrice: number | null,
  onSale: boolean,
  manageStock: boolean,
  stockQuantity: number | null,
  stockStatus: ProductRow["stockStatus"],
  soldIndividually: boolean,
  status: ProductRow["status"],
  minQuantity: number,
  maxQuantity: number | null,
  vId: number | null,
  vSku: string | null,
  vRegularPrice: number,
  vSalePrice: number | null,
  vManageStock: boolean,
  vStockQuantity: number | null,
  vStockStatus: VariationRow["stockStatus"],
  vSoldIndividually: boolean,
  vEnabled: boolean,
  vPurchasable: boolean,
  vMinQuantity: number,
  vMaxQuantity: number | null,
  iId: number | null,
  iKey: string,
  iWidth: number,
  iHeight: number,
  iAlt: string,
  taxClass: TaxClass,
  virtual: boolean,
];

/** How many columns a cart row has: a caller's `more` columns follow them. */
export const CART_ROW_COLUMNS = 39;

/**
 * The select list and joins of a cart row over a set of lines: the table, or the rows an insert returned
 * (see add-items.ts), which then come back with what the cart shows in the same round trip. `more` adds
 * columns from tables the caller joins after these; their values follow the CART_ROW_COLUMNS of the row.
 */
export function cartRowsFrom(lines: SQL | typeof cartLines, more: SQL = sql``): SQL {
  return sql`
    select l.cart_id, l.id, l.line_key, l.product_id, l.variation_id, l.attributes, l.quantity,
           p.name, p.slug, p.sku, p.regular_price, p.sale_price, p.on_sale, p.manage_stock, p.stock_quantity, p.stock_status,
           p.sold_individually, p.status, p.min_quantity, p.max_quantity,
           v.id as v_id, v.sku as v_sku, v.regular_price as v_regular_price, v.sale_price as v_sale_price,
           v.manage_stock as v_manage_stock, v.stock_quantity as v_stock_quantity, v.stock_status as v_stock_status,
           v.sold_individually as v_sold_individually, v.enabled as v_enabled, v.purchasable as v_purchasable,
           v.min_quantity as v_min_quantity, v.max_quantity as v_max_quantity,
           i.id as i_id, i.key as i_key, i.width as i_width, i.height as i_height, i.alt as i_alt, p.tax_class, p.virtual${more}
      from ${lines} l
      join ${products} p on p.id = l.product_id
      left join ${variations} v on v.id = l.variation_id
      left join ${images} i on i.id = coalesce(v.image_id, p.image_id)
`;
}

/** Shapes a row of a statement built on `cartRowsFrom`; the positions are those of CartRowValues. */
export function cartRowOf(v: CartRowValues): CartRow {
  return {
    cartId: v[0],
    lineId: v[1],
    key: v[2],
    productId: v[3],
    variationId: v[4],
    chosen: v[5],
    quantity: v[6],
    name: v[7],
    slug: v[8],
    productSku: v[9],
    regularPrice: v[10],
    salePrice: v[11],
    onSale: v[12],
    productStock: { manageStock: v[13], stockQuantity: v[14], stockStatus: v[15] },
    productSoldIndividually: v[16],
    productStatus: v[17],
    productMin: v[18],
    productMax: v[19],
    variation:
      v[20] === null
        ? null
        : {
            id: v[20],
            sku: v[21],
            regularPrice: v[22],
            salePrice: v[23],
            manageStock: v[24],
            stockQuantity: v[25],
            stockStatus: v[26],
            soldIndividually: v[27],
            enabled: v[28],
            purchasable: v[29],
            minQuantity: v[30],
            maxQuantity: v[31],
          },
    image: v[32] === null ? null : { id: v[32], key: v[33], width: v[34], height: v[35], alt: v[36] },
    taxClass: v[37],
    virtual: v[38],
  };
}

function cartFromRows(rows: readonly CartRow[], names: Map<string, NameOf>): Cart {
  const items: CartItem[] = [];
  const removed: RemovedItem[] = [];
  for (const r of rows) {
    const v = r.variation;
    const reason = removalReason({
      name: r.name,
      productStatus: r.productStatus,
      productStockStatus: r.productStock.stockStatus,
      variation: v,
      variationManagesStock: v?.manageStock ?? false,
    });
    if (reason) {
      removed.push({
        key: r.key,
        productId: r.productId,
        variationId: r.variationId,
        name: r.name,
        quantity: r.quantity,
        reason,
        notice: removalNotice(r.name, reason),
      });
      continue;
    }
    const unitPrice = unitPriceOf(r, v) ?? 0;
    const regularUnitPrice = Math.max(v ? v.regularPrice : (r.regularPrice ?? unitPrice), unitPrice);
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
      image: r.image ? cartImageRef(r.image) : null,
      attributes: Object.entries(r.chosen)
        .map(([slug, term]) => names.get(slug)?.(term) ?? { position: 0, name: slug, value: term })
        .sort((a, b) => a.position - b.position)
        .map(({ name, value }) => ({ name, value })),
      unitPrice,
      regularUnitPrice,
      taxClass: r.taxClass,
      quantity: r.quantity,
      lineTotal: lineTotal({ unitPrice, quantity: r.quantity }),
      soldIndividually,
      minQuantity: v ? v.minQuantity : r.productMin,
      maxQuantity: soldIndividually ? 1 : cap,
      stockLeft: stock,
      needsShipping: lineNeedsShipping({ virtual: r.virtual }),
    });
  }
  const { count, subtotal } = cartTotals(items);
  return { items, count, subtotal, totals: totalsBlock(items), removed, hash: items.length === 0 ? "" : sha256Hex(cartHashInput(items)) };
}

/** Pictures the carts show, by image id: every cart answer names them, and they seldom change. */
const cartImages = new Map<number, { row: NonNullable<CartRow["image"]>; ref: ImageRef }>();
const CART_IMAGES_KEPT = 5_000;

/**
 * The picture's reference, built once while the image row is unchanged. The answers share it, so it is
 * frozen, and being frozen lets the cart's JSON writer keep its JSON too (server/http/api/cart-json.ts).
 */
function cartImageRef(row: NonNullable<CartRow["image"]>): ImageRef {
  const kept = cartImages.get(row.id);
  if (kept && kept.row.key === row.key && kept.row.width === row.width && kept.row.height === row.height && kept.row.alt === row.alt) return kept.ref;
  if (cartImages.size >= CART_IMAGES_KEPT) cartImages.clear();
  const ref = imageRef(row);
  for (const rendition of ref.srcset) Object.freeze(rendition);
  Object.freeze(ref.srcset);
  Object.freeze(ref);
  cartImages.set(row.id, { row, ref });
  return ref;
}

type NameOf = (term: string) => { position: number; name: string; value: string };

/** Attribute slug → a function naming a chosen term ("colour", "red" → Colour: Red). */
async function attributeNames(q: Queryable, slugs: string[]): Promise<Map<string, NameOf>> {
  if (slugs.length === 0) return new Map();
  const rows = await q
    .select({
      attribute: attributes.slug,
      attributeName: attributes.name,
      position: attributes.position,
      term: attributeTerms.slug,
      termName: attributeTerms.name,
    })
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
