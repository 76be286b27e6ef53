import { and, asc, eq, isNull, or } from "drizzle-orm";
import { stockLeft } from "../../../domain/cart/add-rules.ts";
import { roomForLine } from "../../../domain/cart/line-cap.ts";
import { mergedQuantity } from "../../../domain/cart/merge-quantity.ts";
import type { Tx } from "../../db/kit/index.ts";
import { cartLines, carts, products, variations } from "../../db/schema/index.ts";

export type MergeInput = {
  /** The session the shopper had before logging in (its cart is the guest cart), if any. */
  guestSessionId: string | null;
  /** The fresh session the login created; the merged cart is moved onto it. */
  newSessionId: string;
  customerId: number;
};

/**
 * At login: the customer's saved cart (their most recently updated one) and the guest cart become one
 * cart on the new session. Lines for the same product, variation and options add their quantities within
 * the line's limits (domain/cart/merge-quantity.ts); other guest lines are moved over while the cart has
 * room for them (MAX_CART_LINES, below). Both cart rows are locked (in id order, as every cart write locks
 * its row) so an add racing the login waits for it. Answers the merged cart's id, or null when neither
 * cart exists.
 */
export async function mergeCartsAtLogin(tx: Tx, input: MergeInput): Promise<number | null> {
  const owned = eq(carts.customerId, input.customerId);
  const guestCondition = input.guestSessionId ? and(eq(carts.sessionId, input.guestSessionId), or(isNull(carts.customerId), owned)) : undefined;
  const locked = await tx
    .select({ id: carts.id, sessionId: carts.sessionId, customerId: carts.customerId, updatedAt: carts.updatedAt })
    .from(carts)
    .where(guestCondition ? or(owned, guestCondition) : owned)
    .orderBy(asc(carts.id))
    .for("update");
  const guest = locked.find((c) => c.sessionId === input.guestSessionId && c.customerId === null) ?? null;
  const saved = locked.filter((c) => c.customerId === input.customerId).sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || b.id - a.id)[0] ?? null;
  const target = saved ?? guest;
  if (!target) return null;

  await tx.update(carts).set({ sessionId: input.newSessionId, customerId: input.customerId, updatedAt: new Date() }).where(eq(carts.id, target.id));
  if (!guest || guest.id === target.id) return target.id;

  const incoming = await tx
    .select({
      key: cartLines.lineKey,
      productId: cartLines.productId,
      variationId: cartLines.variationId,
      attributes: cartLines.attributes,
      quantity: cartLines.quantity,
      product: {
        manageStock: products.manageStock,
        stockQuantity: products.stockQuantity,
        stockStatus: products.stockStatus,
        soldIndividually: products.soldIndividually,
        maxQuantity: products.maxQuantity,
      },
      variation: {
        id: variations.id,
        manageStock: variations.manageStock,
        stockQuantity: variations.stockQuantity,
        stockStatus: variations.stockStatus,
        soldIndividually: variations.soldIndividually,
        maxQuantity: variations.maxQuantity,
      },
    })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .leftJoin(variations, eq(variations.id, cartLines.variationId))
    .where(eq(cartLines.cartId, guest.id))
    // In the order the guest added them (the order the cart shows), for the line cap below.
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
  const existing = await tx.select({ key: cartLines.lineKey, quantity: cartLines.quantity }).from(cartLines).where(eq(cartLines.cartId, target.id));
  const have = new Map(existing.map((l) => [l.key, l.quantity]));
  // The line cap (domain/cart/line-cap.ts) holds for a merged cart too, decided as if the guest's lines had
  // been added to the saved cart one by one, in the order the guest added them: the saved cart keeps every
  // line it has (the customer chose them, maybe long ago, and a login must not take any away); more of a
  // line already there always fits; a new line goes in only while the cart has room. What does not fit,
  // the guest's latest new lines, goes with the guest cart. The login itself is never refused for it.
  let lines = existing.length;

  for (const line of incoming) {
    const v = line.variation?.id != null ? line.variation : null;
    const quantity = mergedQuantity({
      existing: have.get(line.key) ?? 0,
      incoming: line.quantity,
      soldIndividually: line.product.soldIndividually || (v?.soldIndividually ?? false),
      maxQuantity: v ? v.maxQuantity : line.product.maxQuantity,
      stockLeft: v && v.manageStock ? stockLeft(v) : stockLeft(line.product),
    });
    if (quantity <= 0) continue;
    if (have.has(line.key)) {
      await tx
        .update(cartLines)
        .set({ quantity })
        .where(and(eq(cartLines.cartId, target.id), eq(cartLines.lineKey, line.key)));
    } else {
      if (!roomForLine(lines, true)) continue;
      await tx
        .insert(cartLines)
        .values({ cartId: target.id, productId: line.productId, variationId: line.variationId, attributes: line.attributes, quantity, lineKey: line.key });
      lines += 1;
    }
  }
  await tx.delete(carts).where(eq(carts.id, guest.id));
  return target.id;
}
