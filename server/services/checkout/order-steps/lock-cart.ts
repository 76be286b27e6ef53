import { eq } from "drizzle-orm";
import type { Tx } from "../../../db/kit/index.ts";
import { cartLines, carts, orders } from "../../../db/schema/index.ts";
import { ServiceError } from "../../errors.ts";
import { Replay } from "./replay.ts";

export type LockedCart = { cartId: number; held: { productId: number; variationId: number | null }[] };

/**
 * Step 1. The cart row is the first lock: placements (and adds) of one cart run one after another. A key
 * whose order exists by now is a replay; a missing or empty cart is refused.
 */
export async function lockCart(tx: Tx, sessionId: string, idempotencyKey: string): Promise<LockedCart> {
  const [cart] = await tx.select({ id: carts.id }).from(carts).where(eq(carts.sessionId, sessionId)).for("update");
  const [done] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.idempotencyKey, idempotencyKey)).limit(1);
  if (done) throw new Replay();
  if (!cart) throw new ServiceError("invalid", "cart_empty", "Your cart is currently empty.");
  const held = await tx
    .select({
      productId: cartLines.productId,
      variationId: cartLines.variationId,
    })
    .from(cartLines)
    .where(eq(cartLines.cartId, cart.id));
  if (held.length === 0) throw new ServiceError("invalid", "cart_empty", "Your cart is currently empty.");
  return { cartId: cart.id, held };
}
