import { and, eq, inArray, sql } from "drizzle-orm";
import { checkSetQuantity } from "../../../domain/cart/update-rules.ts";
import type { Db, Tx } from "../../db/kit/index.ts";
import { cartLines, carts, products, variations } from "../../db/schema/index.ts";
import { createBatcher } from "../batching.ts";
import { lineIsBuyable } from "./buyable-sql.ts";
import { addItemsOneByOne, addItemsTogether, type AddOutcome, type AddRequest } from "./add-items.ts";
import { isServiceError, ServiceError } from "../errors.ts";
import { linesOf, sameStock } from "./lines.ts";
import { readCart, readCartsOfSessions } from "./read-cart.ts";
import { resolveLines } from "./resolve-lines.ts";
import { EMPTY_CART, type AddItemsInput, type Cart, type RemovedLine } from "./types.ts";

export type { AddItemsInput, Cart, CartItem, RemovedItem, RemovedLine } from "./types.ts";

export type CartService = {
  /** Adds one product, one variation or a grouped product's children in one transaction; returns the cart. */
  addItems(sessionId: string, input: AddItemsInput): Promise<Cart>;
  /** Sets a line's quantity under the add rules; 0 removes the line. 404 line_not_found for an unknown key. */
  updateLine(sessionId: string, key: string, quantity: number): Promise<Cart>;
  /**
   * Sets several lines' quantities in one transaction (the cart page's "Update cart"): either every change
   * is saved or, when one is refused, none is.
   */
  updateLines(sessionId: string, changes: readonly LineQuantity[]): Promise<Cart>;
  /** Removes a line; answers the cart and the line as it was, for an undo. */
  removeLine(sessionId: string, key: string): Promise<{ cart: Cart; removed: RemovedLine }>;
  /** Undo of a removal: puts the line back (its quantity added under the add rules). */
  restoreLine(sessionId: string, line: Omit<RemovedLine, "name">): Promise<Cart>;
  /** Deletes the lines whose product or variation can no longer be bought (the cart's `removed`). */
  clearRemoved(sessionId: string): Promise<Cart>;
  getCart(sessionId: string): Promise<Cart>;
  /**
   * The header's cart count for a live session (the request context's): the units of the lines that can
   * still be bought, 0 without a cart.
   */
  countForSession(sessionId: string): Promise<number>;
};

export type LineQuantity = { key: string; quantity: number };

/**
 * The cart row, locked for this transaction: concurrent writes to one cart run one after another, so the
 * stock and limit checks always see every line written before them. Changes also mark the cart as used.
 */
async function lockCart(tx: Tx, sessionId: string): Promise<number | null> {
  const [cart] = await tx.select({ id: carts.id }).from(carts).where(eq(carts.sessionId, sessionId)).for("update");
  return cart?.id ?? null;
}

const lineNotFound = (key: string) => new ServiceError("not_found", "line_not_found", `Your cart has no line ${key.slice(0, 64)}.`);

async function touch(tx: Tx, cartId: number) {
  await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cartId));
}

export function createCartService(db: Db): CartService {
  // Adds arriving while the database is busy are judged and written together (see batching.ts).
  const addOne = createBatcher<AddRequest, AddOutcome>(
    async (requests) => {
      try {
        return await addItemsTogether(db, requests);
      } catch {
        return addItemsOneByOne(db, requests);
      }
    },
    { maxInFlight: 1, maxBatch: 100 },
  );

  // Reads too: the carts of every session that asked meanwhile, in the same query.
  const readOne = createBatcher<string, Cart>(
    async (sessionIds) => {
      const cartOfSession = await readCartsOfSessions(db, [...new Set(sessionIds)]);
      return sessionIds.map((id) => cartOfSession.get(id) ?? EMPTY_CART);
    },
    { maxInFlight: 1, maxBatch: 100 },
  );

  async function addItems(request: AddRequest): Promise<Cart> {
    const outcome = await addOne(request);
    if (isServiceError(outcome)) throw outcome;
    return outcome;
  }

  async function updateLines(sessionId: string, changes: readonly LineQuantity[]): Promise<Cart> {
    return db.transaction(async (tx) => {
      const cartId = await lockCart(tx, sessionId);
      if (cartId === null) {
        if (changes.length === 0) return EMPTY_CART;
        throw lineNotFound(changes[0]!.key);
      }
      const lines = await linesOf(tx, cartId);
      for (const { key, quantity } of changes) {
        const line = lines.find((l) => l.key === key);
        if (!line) throw lineNotFound(key);
        if (quantity === 0) {
          await tx.delete(cartLines).where(and(eq(cartLines.cartId, cartId), eq(cartLines.lineKey, key)));
          lines.splice(lines.indexOf(line), 1);
        } else if (quantity !== line.quantity) {
          // The product is read afresh, as for an add: it may have been unpublished or re-stocked since.
          const [wanted] = await resolveLines(tx, {
            productId: line.productId,
            variationId: line.variationId ?? undefined,
            attributes: line.attributes,
            quantity,
          });
          if (!wanted) throw lineNotFound(key);
          // Lines changed earlier in this call count with their new quantities.
          const others = sameStock(lines, wanted.stockHolder).filter((l) => l.key !== key);
          const check = checkSetQuantity({ ...wanted, quantity, otherLinesSameStock: others.reduce((n, l) => n + l.quantity, 0) });
          if (!check.ok) throw new ServiceError("invalid", check.code, check.message);
          await tx
            .update(cartLines)
            .set({ quantity: check.quantity })
            .where(and(eq(cartLines.cartId, cartId), eq(cartLines.lineKey, key)));
          line.quantity = check.quantity;
        }
      }
      await touch(tx, cartId);
      return readCart(tx, cartId);
    });
  }

  return {
    addItems: (sessionId, input) => addItems({ sessionId, input }),

    updateLine: (sessionId, key, quantity) => updateLines(sessionId, [{ key, quantity }]),
    updateLines,

    async removeLine(sessionId, key) {
      return db.transaction(async (tx) => {
        const cartId = await lockCart(tx, sessionId);
        if (cartId === null) throw lineNotFound(key);
        const [gone] = await tx
          .delete(cartLines)
          .where(and(eq(cartLines.cartId, cartId), eq(cartLines.lineKey, key)))
          .returning({ productId: cartLines.productId, variationId: cartLines.variationId, attributes: cartLines.attributes, quantity: cartLines.quantity });
        if (!gone) throw lineNotFound(key);
        const [product] = await tx.select({ name: products.name }).from(products).where(eq(products.id, gone.productId));
        await touch(tx, cartId);
        return { cart: await readCart(tx, cartId), removed: { key, ...gone, name: product?.name ?? "" } };
      });
    },

    async restoreLine(sessionId, line) {
      return addItems({
        sessionId,
        input: {
          productId: line.productId,
          variationId: line.variationId ?? undefined,
          attributes: Object.keys(line.attributes).length > 0 ? line.attributes : undefined,
          quantity: line.quantity,
        },
        onlyKey: line.key,
      });
    },

    async clearRemoved(sessionId) {
      return db.transaction(async (tx) => {
        const cartId = await lockCart(tx, sessionId);
        if (cartId === null) return EMPTY_CART;
        const before = await readCart(tx, cartId);
        const keys = before.removed.map((r) => r.key);
        if (keys.length === 0) return before;
        await tx.delete(cartLines).where(and(eq(cartLines.cartId, cartId), inArray(cartLines.lineKey, keys)));
        await touch(tx, cartId);
        return readCart(tx, cartId);
      });
    },

    getCart: readOne,

    async countForSession(sessionId) {
      const [row] = await db
        .select({ count: sql<number>`coalesce(sum(${cartLines.quantity}), 0)::int` })
        .from(cartLines)
        .innerJoin(carts, eq(carts.id, cartLines.cartId))
        .innerJoin(products, eq(products.id, cartLines.productId))
        .leftJoin(variations, eq(variations.id, cartLines.variationId))
        .where(and(eq(carts.sessionId, sessionId), lineIsBuyable));
      return Number(row?.count ?? 0);
    },
  };
}
