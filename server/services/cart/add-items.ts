import { getTableColumns, sql, type Column, type SQL } from "drizzle-orm";
import { checkAdd } from "../../../domain/cart/add-rules.ts";
import { lineKeyInput } from "../../../domain/cart/line-key.ts";
import type { Db } from "../../db/connect.ts";
import { attributes, attributeTerms, cartLines, carts, images, products, sessions, variations } from "../../db/schema/index.ts";
import { CartError, isForeignKeyViolation, sessionGone } from "./errors.ts";
import { lineOf, sameStock, type LineRow, type Tx } from "./lines.ts";
import {
  attributeNamesFrom,
  cartRowOfLine,
  cartRowsFrom,
  cartRowsOf,
  cartsFromRows,
  cartsWithNames,
  groupByCart,
  readCartRows,
  sha256Hex,
  type AttributeTermRow,
  type BareLine,
  type CartRow,
  type CatalogueRows,
  type Queryable,
} from "./read-cart.ts";
import { catalogueNamedBy, productColumns, readAhead, readAlready, resolveLines, type CatalogueReads, type ProductRow, type VariationRow } from "./resolve-lines.ts";
import { EMPTY_CART, type AddItemsInput, type Cart } from "./types.ts";

export type AddRequest = {
  sessionId: string;
  input: AddItemsInput;
  /** An undo puts a line back under the key it was removed from; another key is refused. */
  onlyKey?: string | undefined;
};

/** A refused add answers its CartError; the others their cart as it is after the whole batch. */
export type AddOutcome = Cart | CartError;

/**
 * A line to write. `cartId` is the cart's id, or a stand-in below zero for a cart the write creates (see
 * `addItemsOptimistically`), found again by `sessionId`.
 */
type LineWrite = typeof cartLines.$inferInsert & { cartId: number; sessionId: string; lineKey: string; quantity: number };

/** The carts a batch of adds found, by session (a session that has ended has none), with their rows. */
type CartsRead = { cartOfSession: Map<string, number>; rowsOf: Map<number, CartRow[]> };

/**
 * Each add judged in arrival order against its cart as the adds before it left it: what each add answers
 * (its cart's id, or its refusal) and the lines to write, two adds of one line summed into one write.
 */
async function judgeAdds(q: Queryable, reads: CatalogueReads, requests: readonly AddRequest[], { cartOfSession, rowsOf }: CartsRead) {
  const linesOf = new Map([...rowsOf].map(([cartId, rows]) => [cartId, rows.map(lineOf)]));
  const writes = new Map<string, LineWrite>();
  const judged: (number | CartError)[] = [];
  for (const request of requests) {
    const cartId = cartOfSession.get(request.sessionId);
    if (cartId === undefined) {
      judged.push(sessionGone());
      continue;
    }
    const planned = await planAdd(q, reads, cartId, linesOf.get(cartId) ?? [], request).catch((error: unknown) => {
      if (error instanceof CartError) return error;
      throw error;
    });
    if (planned instanceof CartError) {
      judged.push(planned);
      continue;
    }
    linesOf.set(cartId, planned.lines);
    for (const write of planned.writes) {
      const id = `${write.cartId}\u0000${write.lineKey}`;
      const earlier = writes.get(id);
      // One statement may touch a row once: two adds of one line in a batch are written as their sum.
      writes.set(id, earlier ? { ...earlier, quantity: earlier.quantity + write.quantity } : write);
    }
    judged.push(cartId);
  }
  return { judged, writes: [...writes.values()] };
}

type CartsOf = (rowsByCart: ReadonlyMap<number, readonly CartRow[]>) => Map<number, Cart> | Promise<Map<number, Cart>>;

/** Each add's answer: its refusal, or its cart as the rows after the write make it. */
async function answers(judged: readonly (number | CartError)[], rowsOf: ReadonlyMap<number, readonly CartRow[]>, written: readonly CartRow[], cartsOf: CartsOf) {
  const changed = new Set(judged.filter((j): j is number => typeof j === "number"));
  const cartsById = await cartsOf(new Map([...changed].map((cartId) => [cartId, rowsAfter(rowsOf.get(cartId) ?? [], written, cartId)])));
  return judged.map((j) => (typeof j === "number" ? (cartsById.get(j) ?? EMPTY_CART) : j));
}

/**
 * Any number of adds, to any number of carts, in one transaction: the carts locked (and created when
 * missing) in one statement, the products they name and the carts' lines read once, each add judged in
 * arrival order against its cart as the adds before it left it, and the accepted lines written in one
 * statement that also answers what the cart shows of them. A refused add changes nothing and answers its
 * own error; an error of the database fails them all (see `addItemsOneByOne`). The way of the adds whose
 * carts changed under `addItemsOptimistically`, which always gets through.
 */
export async function addItemsTogether(db: Db, requests: readonly AddRequest[]): Promise<AddOutcome[]> {
  return db.transaction(async (tx) => {
    const cartOfSession = await lockOrCreateCarts(tx, requests.map((r) => r.sessionId));
    const reads = await readAhead(tx, requests.map((r) => r.input));
    const rowsOf = await readCartRows(tx, [...cartOfSession.values()]);
    const { judged, writes } = await judgeAdds(tx, reads, requests, { cartOfSession, rowsOf });
    const written = writes.length > 0 ? await writeLines(tx, writes) : [];
    return answers(judged, rowsOf, written, (rows) => cartsFromRows(tx, rows));
  });
}

/**
 * The adds of a batch the database refused as a whole, each in a transaction of its own, so that one
 * add's failure (its session ended while it waited, say) is that add's alone.
 */
export async function addItemsOneByOne(db: Db, requests: readonly AddRequest[]): Promise<(AddOutcome | Error)[]> {
  const outcomes: (AddOutcome | Error)[] = [];
  for (const request of requests) {
    const [outcome] = await addItemsTogether(db, [request]).catch((error: unknown) => {
      // The session row vanished before our cart insert (a login or logout ended it).
      if (isForeignKeyViolation(error)) return [sessionGone()];
      return [error instanceof Error ? error : new Error(String(error))];
    });
    outcomes.push(outcome!);
  }
  return outcomes;
}

/**
 * Any number of adds in two statements and no transaction: one reads the carts (with the version of
 * each cart row), their lines and the products the adds name; the adds are judged as in
 * `addItemsTogether`; one writes the lines, but only to the carts whose row is still the version read
 * (creating the carts that were missing). Every change to a cart's lines also updates its row (see
 * `touch` and the checkout), so an unchanged version means unchanged lines, and the write answers what
 * the judging saw. An add whose cart changed in between answers `undefined`: it has changed nothing and
 * goes the locking way (`addItemsTogether`). Two round trips instead of six: under load, the round trips
 * of a batch are what a shopper waits for.
 */
export async function addItemsOptimistically(db: Db, requests: readonly AddRequest[]): Promise<(AddOutcome | undefined)[]> {
  const named = catalogueNamedBy(requests.map((r) => r.input));
  const read = await readForAdds(db, [...new Set(requests.map((r) => r.sessionId))], named);
  // A session without a cart yet gets a stand-in id below zero; the write creates the cart.
  const versionOf = new Map<number, string>();
  const cartOfSession = new Map<string, number>();
  let standIn = 0;
  for (const [sessionId, cartId, version] of read.carts) {
    if (cartId === null) cartOfSession.set(sessionId, --standIn);
    else {
      cartOfSession.set(sessionId, cartId);
      versionOf.set(cartId, version!);
    }
  }
  const catalogue: CatalogueRows = {
    products: new Map(read.products.map((p) => [p.id, p])),
    variations: new Map(read.variations.map((v) => [v.id, v])),
    images: new Map(read.images.map((i) => [i.id, i])),
  };
  const rowsOf = groupByCart(read.lines.map((line) => cartRowOfLine(bareLine(line), catalogue)));
  const reads = readAlready(db, named, read.products, read.variations);
  const { judged, writes } = await judgeAdds(db, reads, requests, { cartOfSession, rowsOf });
  const names = attributeNamesFrom(read.names);
  const cartsOf = (rows: ReadonlyMap<number, readonly CartRow[]>) => cartsWithNames(rows, names);
  if (writes.length === 0) return answers(judged, rowsOf, [], cartsOf);

  const result = await writeIfUnchanged(db, writes, versionOf);
  const kept = new Set(result.kept);
  const createdOf = new Map(result.created.map(([cartId, sessionId]) => [sessionId, cartId]));
  const sessionOfStandIn = new Map([...cartOfSession].filter(([, cartId]) => cartId < 0).map(([sessionId, cartId]) => [cartId, sessionId]));
  /** The cart a judged cart id is after the write, or null when the write skipped it (it changed). */
  const writtenAs = (cartId: number) => (cartId < 0 ? (createdOf.get(sessionOfStandIn.get(cartId)!) ?? null) : kept.has(cartId) ? cartId : null);
  const skipped = new Set(writes.map((w) => w.cartId).filter((cartId) => writtenAs(cartId) === null));
  // Nothing after the write may fail (a retry would add twice): the answers are built from what was read.
  const outcomes = await answers(
    judged.map((j) => (typeof j === "number" && !skipped.has(j) ? writtenAs(j)! : j)),
    rowsOf,
    result.lines.map((line) => cartRowOfLine(bareLine(line), catalogue)),
    cartsOf,
  );
  // Every add to a cart that changed meanwhile, refused or not, is judged again.
  return outcomes.map((outcome, i) => (skipped.has(cartOfSession.get(requests[i]!.sessionId) ?? 0) ? undefined : outcome));
}

/** A line as the two statements below answer it: [cart id, line id, key, product, variation, options, quantity]. */
type LineTuple = [number, number, string, number, number | null, Record<string, string>, number];

const bareLine = ([cartId, lineId, key, productId, variationId, chosen, quantity]: LineTuple): BareLine => ({ cartId, lineId, key, productId, variationId, chosen, quantity });

type ReadForAdds = {
  /** Each live session with its cart and the cart row's version: [session id, cart id, version], nulls without a cart. */
  carts: [string, number | null, string | null][];
  /** The carts' lines, in `readCartRows` order. */
  lines: LineTuple[];
  /** The products the adds name and the lines hold. */
  products: (ProductRow & { slug: string; sku: string | null; imageId: number | null })[];
  /** The variations the adds name and the lines hold. */
  variations: VariationRow[];
  images: NonNullable<CartRow["image"]>[];
  /** The options those variations and lines name, with their terms. */
  names: AttributeTermRow[];
};

/** `json_build_object` of these columns, keyed by their names in code. */
function jsonObjectOf(columns: Record<string, Column>): SQL {
  return sql`json_build_object(${sql.join(
    Object.entries(columns).map(([key, column]) => sql`${sql.raw(`'${key.replace(/[^A-Za-z0-9_]/g, "")}'`)}, ${column}`),
    sql`, `,
  )})`;
}

/** The products and variations as `readForAdds` answers them; built once, as they never change. */
const productJson = jsonObjectOf({ ...productColumns, slug: products.slug, sku: products.sku, imageId: products.imageId });
const variationJson = jsonObjectOf(getTableColumns(variations));

/**
 * Everything the adds of a batch are judged on and answered with, in one statement (so one snapshot): each
 * live session's cart with its row version, the carts' lines, and each product, variation and picture they
 * or the adds name, once however many carts hold it. JSON, one row: fewer values to send and parse than the
 * lines joined with their products.
 */
async function readForAdds(db: Db, sessionIds: readonly string[], named: { productIds: ReadonlySet<number>; variationIds: ReadonlySet<number> }): Promise<ReadForAdds> {
  const result = (await db.execute(sql`
    with the_carts as (
      select s.id as session_id, c.id, c.xmin::text as version
        from ${sessions} s left join ${carts} c on c.session_id = s.id where s.id = any(${sql.param([...sessionIds])}::text[])
    ),
    the_lines as (select * from ${cartLines} where cart_id in (select id from the_carts)),
    named_products as (select * from ${products} where id = any(${sql.param([...named.productIds])}::int[]) or id in (select product_id from the_lines)),
    named_variations as (
      select * from ${variations} where id = any(${sql.param([...named.variationIds])}::int[]) or id in (select variation_id from the_lines)
    )
    select
      (select coalesce(json_agg(json_build_array(session_id, id, version)), '[]') from the_carts) as carts,
      (select coalesce(json_agg(json_build_array(cart_id, id, line_key, product_id, variation_id, attributes, quantity) order by created_at, id), '[]')
         from the_lines) as lines,
      (select coalesce(json_agg(${productJson}), '[]') from named_products ${products}) as products,
      (select coalesce(json_agg(${variationJson}), '[]') from named_variations ${variations}) as variations,
      (select coalesce(json_agg(json_build_object('id', id, 'key', key, 'width', width, 'height', height, 'alt', alt)), '[]') from ${images}
        where id in (select image_id from named_products union select image_id from named_variations)) as images,
      (select coalesce(json_agg(json_build_object('attribute', a.slug, 'attributeName', a.name, 'position', a.position, 'term', t.slug, 'termName', t.name)), '[]')
         from ${attributes} a left join ${attributeTerms} t on t.attribute_id = a.id
        where a.slug in (select jsonb_object_keys(attributes) from named_variations union select jsonb_object_keys(attributes) from the_lines)) as names`)) as unknown as { rows: ReadForAdds[] };
  return result.rows[0]!;
}

type WriteResult = { kept: number[]; created: [number, string][]; lines: LineTuple[] };

/**
 * Writes the lines to the carts whose row is still at the version read (updating the row, so the next
 * writer sees a new version), and to the carts it creates for sessions that had none, in one statement.
 * Answers which carts were written and the lines as written.
 */
async function writeIfUnchanged(db: Db, writes: readonly LineWrite[], versionOf: ReadonlyMap<number, string>): Promise<WriteResult> {
  const column = <T>(pick: (write: LineWrite) => T) => sql.param(writes.map(pick));
  const expected = [...new Set(writes.map((w) => w.cartId).filter((id) => id > 0))].sort((a, b) => a - b);
  const newSessions = [...new Set(writes.filter((w) => w.cartId < 0).map((w) => w.sessionId))].sort();
  const result = (await db.execute(sql`
    with kept as (
      update ${carts} c set updated_at = now()
        from unnest(${sql.param(expected)}::int[], ${sql.param(expected.map((id) => versionOf.get(id)!))}::text[]) as e(cart_id, version)
       where c.id = e.cart_id and c.xmin::text = e.version
      returning c.id
    ),
    created as (
      insert into ${carts} (session_id, customer_id)
      select id, customer_id from ${sessions} where id = any(${sql.param(newSessions)}::text[]) order by id
      on conflict (session_id) do nothing
      returning id, session_id
    ),
    written as (
      insert into ${cartLines} (cart_id, product_id, variation_id, attributes, quantity, line_key)
      select coalesce(k.id, n.id), line.product_id, line.variation_id, line.attributes::jsonb, line.quantity, line.line_key
        from unnest(${column((w) => w.cartId)}::int[], ${column((w) => w.sessionId)}::text[], ${column((w) => w.productId)}::int[],
                    ${column((w) => w.variationId ?? null)}::int[], ${column((w) => JSON.stringify(w.attributes ?? {}))}::text[],
                    ${column((w) => w.quantity)}::int[], ${column((w) => w.lineKey)}::text[])
             as line(cart_id, session_id, product_id, variation_id, attributes, quantity, line_key)
        left join kept k on k.id = line.cart_id
        left join created n on line.cart_id < 0 and n.session_id = line.session_id
       where k.id is not null or n.id is not null
      on conflict (cart_id, line_key) do update set quantity = ${cartLines}.quantity + excluded.quantity
      returning *
    )
    select
      (select coalesce(json_agg(id), '[]') from kept) as kept,
      (select coalesce(json_agg(json_build_array(id, session_id)), '[]') from created) as created,
      (select coalesce(json_agg(json_build_array(cart_id, id, line_key, product_id, variation_id, attributes, quantity)), '[]') from written) as lines`)) as unknown as {
    rows: WriteResult[];
  };
  return result.rows[0]!;
}

/**
 * A cart's rows after the write, without reading them again: the rows written replace the ones they
 * updated, and new lines follow the old ones in the order they were created (nothing else changed the
 * cart meanwhile: it was locked, or its version unchanged).
 */
function rowsAfter(before: readonly CartRow[], written: readonly CartRow[], cartId: number): CartRow[] {
  const mine = new Map(written.filter((row) => row.cartId === cartId).map((row) => [row.key, row]));
  const kept = before.map((row) => mine.get(row.key) ?? row);
  const added = [...mine.values()].filter((row) => !before.some((b) => b.key === row.key)).sort((a, b) => a.lineId - b.lineId);
  return [...kept, ...added];
}

/**
 * The carts the adds write to, created when missing, locked and marked as used in one statement (the
 * upsert takes the row lock a `select … for update` would), in session order so that two batches never
 * wait for each other's locks in a circle. A logged-in visitor's new cart is theirs from the start, so it
 * is found again at their next login. A session that has ended has no cart here.
 */
async function lockOrCreateCarts(tx: Tx, sessionIds: readonly string[]): Promise<Map<string, number>> {
  const ids = sql.join(
    [...new Set(sessionIds)].map((id) => sql`${id}`),
    sql`, `,
  );
  const result = (await tx.execute(sql`
    insert into ${carts} (${sql.identifier("session_id")}, ${sql.identifier("customer_id")})
    select ${sessions.id}, ${sessions.customerId} from ${sessions} where ${sessions.id} in (${ids}) order by ${sessions.id}
    on conflict (${sql.identifier("session_id")}) do update set ${sql.identifier("updated_at")} = now()
    returning ${sql.identifier("id")}, ${sql.identifier("session_id")}`)) as unknown as { rows: { id: number; session_id: string }[] };
  return new Map(result.rows.map((row) => [row.session_id, Number(row.id)]));
}

/**
 * Adds the lines' quantities to the cart, a new line where there is none, and answers the lines written
 * with what the cart shows of them. One statement for the whole batch, its text the same whatever the
 * batch holds (the rows go as six arrays).
 */
async function writeLines(tx: Tx, writes: readonly LineWrite[]): Promise<CartRow[]> {
  // sql.param: one array parameter (a bare array would be spread into a list of parameters).
  const column = <T>(pick: (write: LineWrite) => T) => sql.param(writes.map(pick));
  return cartRowsOf(
    tx,
    sql`
    with written as (
      insert into ${cartLines} (cart_id, product_id, variation_id, attributes, quantity, line_key)
      select cart_id, product_id, variation_id, attributes::jsonb, quantity, line_key
        from unnest(${column((w) => w.cartId)}::int[], ${column((w) => w.productId)}::int[], ${column((w) => w.variationId ?? null)}::int[],
                    ${column((w) => JSON.stringify(w.attributes ?? {}))}::text[], ${column((w) => w.quantity)}::int[], ${column((w) => w.lineKey)}::text[])
             as line(cart_id, product_id, variation_id, attributes, quantity, line_key)
      on conflict (cart_id, line_key) do update set quantity = ${cartLines}.quantity + excluded.quantity
      returning *
    )
    ${cartRowsFrom(sql`written`)}`,
  );
}

/** One add judged against its cart's lines: the lines after it and the rows to write, or a CartError thrown. */
async function planAdd(q: Queryable, reads: CatalogueReads, cartId: number, current: readonly LineRow[], request: AddRequest) {
  const wanted = await resolveLines(q, request.input, reads);
  const lines = current.map((line) => ({ ...line }));
  const writes: LineWrite[] = [];
  for (const line of wanted) {
    const key = sha256Hex(lineKeyInput(line));
    if (request.onlyKey !== undefined && key !== request.onlyKey) throw new CartError(400, "line_mismatch", "The line to restore does not match its key.");
    const holder = line.stockHolder;
    const existing = lines.find((l) => l.key === key);
    const check = checkAdd({
      ...line,
      requested: line.quantity,
      inLine: existing?.quantity ?? 0,
      inCartSameStock: sameStock(lines, holder).reduce((n, l) => n + l.quantity, 0),
    });
    if (!check.ok) throw new CartError(400, check.code, check.message);
    writes.push({
      cartId,
      sessionId: request.sessionId,
      productId: line.productId,
      variationId: line.variationId,
      attributes: line.attributes,
      quantity: check.quantity,
      lineKey: key,
    });
    if (existing) existing.quantity += check.quantity;
    else lines.push({ key, productId: line.productId, variationId: line.variationId, quantity: check.quantity, attributes: line.attributes, ownStock: "variationId" in holder });
  }
  return { lines, writes };
}
