import { sql } from "drizzle-orm";
import { checkAdd } from "../../../domain/cart/add-rules.ts";
import { CART_FULL_MESSAGE, roomForLine } from "../../../domain/cart/line-cap.ts";
import { lineKeyInput } from "../../../domain/cart/line-key.ts";
import { isForeignKeyViolation, type Db, type Tx } from "../../db/kit/index.ts";
import { preparedStatement } from "../../db/prepared.ts";
import { cartLines, carts, sessions } from "../../db/schema/index.ts";
import { isServiceError, ServiceError } from "../errors.ts";
import { sessionGone } from "./errors.ts";
import { lineOf, sameStock, type LineRow } from "./lines.ts";
import { cartRowOf, cartRowsFrom, cartsFromRows, readCartRowsOfSessions, sha256Hex, type CartRow } from "./read-cart.ts";
import { readAhead, resolveLines, type CatalogueReads } from "./resolve-lines.ts";
import { EMPTY_CART, type AddItemsInput, type Cart } from "./types.ts";

export type AddRequest = {
  sessionId: string;
  input: AddItemsInput;
  /** An undo puts a line back under the key it was removed from; another key is refused. */
  onlyKey?: string | undefined;
};

/** A refused add answers its ServiceError; the others their cart as it is after the whole batch. */
export type AddOutcome = Cart | ServiceError;

type LineWrite = typeof cartLines.$inferInsert & { cartId: number; lineKey: string; quantity: number };

/**
 * Any number of adds, to any number of carts, in one transaction: the carts locked (and created when
 * missing) in one statement, the products they name and the carts' lines read once, each add judged in
 * arrival order against its cart as the adds before it left it, and the accepted lines written in one
 * statement that also answers what the cart shows of them. A refused add changes nothing and answers its
 * own error; an error of the database fails them all (see `addItemsOneByOne`).
 */
export async function addItemsTogether(db: Db, requests: readonly AddRequest[]): Promise<AddOutcome[]> {
  const sessionIds = [...new Set(requests.map((r) => r.sessionId))];
  return db.transaction(async (tx) => {
    // Sent together, the lock first: a connection runs its statements in the order they were sent, so the
    // lines are read once the carts are locked, and the server does not wait for each answer in between.
    const [cartOfSession, reads, rowsOf] = await Promise.all([
      lockOrCreateCarts(tx, sessionIds),
      readAhead(
        tx,
        requests.map((r) => r.input),
      ),
      readCartRowsOfSessions(tx, sessionIds),
    ]);
    const linesOf = new Map([...rowsOf].map(([cartId, rows]) => [cartId, rows.map(lineOf)]));
    const writes = new Map<string, LineWrite>();
    const judged: (number | ServiceError)[] = [];
    for (const request of requests) {
      const cartId = cartOfSession.get(request.sessionId);
      if (cartId === undefined) {
        judged.push(sessionGone());
        continue;
      }
      const planned = await planAdd(tx, reads, cartId, linesOf.get(cartId) ?? [], request).catch((error: unknown) => {
        if (isServiceError(error)) return error;
        throw error;
      });
      if (isServiceError(planned)) {
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
    const written = writes.size > 0 ? await writeLines(tx, [...writes.values()]) : [];
    const changed = new Set(judged.filter((j): j is number => typeof j === "number"));
    const cartsById = await cartsFromRows(tx, new Map([...changed].map((cartId) => [cartId, rowsAfter(rowsOf.get(cartId) ?? [], written, cartId)])));
    return judged.map((j) => (typeof j === "number" ? (cartsById.get(j) ?? EMPTY_CART) : j));
  });
}

/**
 * A cart's rows after the write, without reading them again: the rows written replace the ones they
 * updated, and new lines follow the old ones in the order they were created (the cart is locked, so
 * nothing else changed it meanwhile).
 */
function rowsAfter(before: readonly CartRow[], written: readonly CartRow[], cartId: number): CartRow[] {
  const mine = new Map(written.filter((row) => row.cartId === cartId).map((row) => [row.key, row]));
  const kept = before.map((row) => mine.get(row.key) ?? row);
  const added = [...mine.values()].filter((row) => !before.some((b) => b.key === row.key)).sort((a, b) => a.lineId - b.lineId);
  return [...kept, ...added];
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
 * The carts the adds write to, created when missing, locked and marked as used in one statement (the
 * upsert takes the row lock a `select … for update` would), in session order so that two batches never
 * wait for each other's locks in a circle. A logged-in visitor's new cart is theirs from the start, so it
 * is found again at their next login. A session that has ended has no cart here.
 */
async function lockOrCreateCarts(tx: Tx, sessionIds: readonly string[]): Promise<Map<string, number>> {
  return new Map(await lockCartsOfSessions(tx, { sessionIds }));
}

const lockCartsOfSessions = preparedStatement(
  "cart_lock_or_create",
  sql`
    insert into ${carts} (session_id, customer_id)
    select ${sessions.id}, ${sessions.customerId} from ${sessions} where ${sessions.id} = any(${sql.placeholder("sessionIds")}::text[]) order by ${sessions.id}
    on conflict (session_id) do update set updated_at = now()
    returning session_id, id`,
  (values: [sessionId: string, cartId: number]) => values,
);

/**
 * Adds the lines' quantities to the cart, a new line where there is none, and answers the lines written
 * with what the cart shows of them. One statement for the whole batch, its text the same whatever the
 * batch holds (the rows go as six arrays).
 */
async function writeLines(tx: Tx, writes: readonly LineWrite[]): Promise<CartRow[]> {
  return writeCartLines(tx, {
    cartIds: writes.map((w) => w.cartId),
    productIds: writes.map((w) => w.productId),
    variationIds: writes.map((w) => w.variationId ?? null),
    attributes: writes.map((w) => JSON.stringify(w.attributes ?? {})),
    quantities: writes.map((w) => w.quantity),
    lineKeys: writes.map((w) => w.lineKey),
  });
}

const writeCartLines = preparedStatement(
  "cart_lines_write",
  sql`
    with written as (
      insert into ${cartLines} (cart_id, product_id, variation_id, attributes, quantity, line_key)
      select cart_id, product_id, variation_id, attributes::jsonb, quantity, line_key
        from unnest(${sql.placeholder("cartIds")}::int[], ${sql.placeholder("productIds")}::int[], ${sql.placeholder("variationIds")}::int[],
                    ${sql.placeholder("attributes")}::text[], ${sql.placeholder("quantities")}::int[], ${sql.placeholder("lineKeys")}::text[])
             as line(cart_id, product_id, variation_id, attributes, quantity, line_key)
      on conflict (cart_id, line_key) do update set quantity = ${cartLines}.quantity + excluded.quantity
      returning *
    )
    ${cartRowsFrom(sql`written`)}`,
  cartRowOf,
);

/** One add judged against its cart's lines: the lines after it and the rows to write, or a ServiceError thrown. */
async function planAdd(tx: Tx, reads: CatalogueReads, cartId: number, current: readonly LineRow[], request: AddRequest) {
  const wanted = await resolveLines(tx, request.input, reads);
  // Copies: the batch's later adds to this cart judge against the lines as this one leaves them.
  const lines = current.map(copyLine);
  const writes: LineWrite[] = [];
  for (const line of wanted) {
    const key = sha256Hex(lineKeyInput(line));
    if (request.onlyKey !== undefined && key !== request.onlyKey)
      throw new ServiceError("invalid", "line_mismatch", "The line to restore does not match its key.");
    const holder = line.stockHolder;
    const existing = lines.find((l) => l.key === key);
    // An undone line coming back is a new line too: it needs room like any other.
    if (!roomForLine(lines.length, !existing)) throw new ServiceError("conflict", "cart_full", CART_FULL_MESSAGE);
    const check = checkAdd({
      name: line.name,
      requested: line.quantity,
      inLine: existing?.quantity ?? 0,
      inCartSameStock: sameStock(lines, holder).reduce((n, l) => n + l.quantity, 0),
      soldIndividually: line.soldIndividually,
      minQuantity: line.minQuantity,
      maxQuantity: line.maxQuantity,
      stockLeft: line.stockLeft,
    });
    if (!check.ok) throw new ServiceError("invalid", check.code, check.message);
    writes.push({ cartId, productId: line.productId, variationId: line.variationId, attributes: line.attributes, quantity: check.quantity, lineKey: key });
    if (existing) existing.quantity += check.quantity;
    else
      lines.push({
        key,
        productId: line.productId,
        variationId: line.variationId,
        quantity: check.quantity,
        attributes: line.attributes,
        ownStock: "variationId" in holder,
      });
  }
  return { lines, writes };
}

function copyLine(line: LineRow): LineRow {
  return {
    key: line.key,
    productId: line.productId,
    variationId: line.variationId,
    quantity: line.quantity,
    attributes: line.attributes,
    ownStock: line.ownStock,
  };
}
