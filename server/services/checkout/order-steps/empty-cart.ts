import { eq } from "drizzle-orm";
import type { Tx } from "../../../db/kit/index.ts";
import { cartCoupons, cartLines, carts } from "../../../db/schema/index.ts";

/** Step 7. The order holds the lines now: the cart empties, coupons included, and is marked as used. */
export async function emptyCart(tx: Tx, cartId: number): Promise<void> {
  await tx.delete(cartLines).where(eq(cartLines.cartId, cartId));
  await tx.delete(cartCoupons).where(eq(cartCoupons.cartId, cartId));
  await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cartId));
}
