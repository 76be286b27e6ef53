import { and, eq, gt, sql } from "drizzle-orm";
import { checkAdd } from "../../../domain/cart/add-rules.ts";
import { lineKeyInput } from "../../../domain/cart/line-key.ts";
import type { Db } from "../../db/connect.ts";
import { cartLines, carts, sessions, variations } from "../../db/schema/index.ts";
import { sessionTokenFromCookieHeader } from "../sessions/cookie.ts";
import type { SessionService } from "../sessions/index.ts";
import { CartError, isForeignKeyViolation, sessionGone } from "./errors.ts";
import { readCart, sha256Hex } from "./read-cart.ts";
import { resolveLines } from "./resolve-lines.ts";
import { EMPTY_CART, type AddItemsInput, type Cart } from "./types.ts";

export { CartError } from "./errors.ts";
export type { AddItemsInput, Cart, CartItem } from "./types.ts";

export type CartService = {
  /** Adds one product, one variation or a grouped product's children in one transaction; returns the cart. */
  addItems(sessionId: string, input: AddItemsInput): Promise<Cart>;
  getCart(sessionId: string): Promise<Cart>;
  /** The header's cart count from a Cookie header: 0, with no query, when there is no session cookie. */
  countForSession(cookieHeader: string | null | undefined): Promise<number>;
};

export function createCartService(db: Db, sessionService: Pick<SessionService, "idOf">): CartService {
  return {
    async addItems(sessionId, input) {
      return db.transaction(async (tx) => {
        // The cart row is the lock: concurrent adds to one cart run one after another, so the stock
        // and limit checks below always see every line written before them.
        // A logged-in visitor's new cart is theirs from the start, so it is found again at their next login.
        const owner = sql<number | null>`(select ${sessions.customerId} from ${sessions} where ${sessions.id} = ${sessionId})`;
        await tx.insert(carts).values({ sessionId, customerId: owner }).onConflictDoNothing({ target: carts.sessionId });
        const [cart] = await tx.select({ id: carts.id }).from(carts).where(eq(carts.sessionId, sessionId)).for("update");
        // No row: a login merged this session's cart away and deleted the session while we waited for the lock.
        if (!cart) throw sessionGone();
        const wanted = await resolveLines(tx, input);
        const lines = await tx
          .select({
            key: cartLines.lineKey,
            productId: cartLines.productId,
            variationId: cartLines.variationId,
            quantity: cartLines.quantity,
            ownStock: sql<boolean>`coalesce(${variations.manageStock}, false)`,
          })
          .from(cartLines)
          .leftJoin(variations, eq(variations.id, cartLines.variationId))
          .where(eq(cartLines.cartId, cart.id));
        for (const line of wanted) {
          const key = sha256Hex(lineKeyInput(line));
          const holder = line.stockHolder;
          // Variations that count their own stock draw on it; all other lines of the product share the product's.
          const sameStock = lines.filter((l) => ("variationId" in holder ? l.variationId === holder.variationId : l.productId === holder.productId && !l.ownStock));
          const inLine = lines.find((l) => l.key === key)?.quantity ?? 0;
          const check = checkAdd({ ...line, requested: line.quantity, inLine, inCartSameStock: sameStock.reduce((n, l) => n + l.quantity, 0) });
          if (!check.ok) throw new CartError(400, check.code, check.message);
          await tx
            .insert(cartLines)
            .values({ cartId: cart.id, productId: line.productId, variationId: line.variationId, attributes: line.attributes, quantity: check.quantity, lineKey: key })
            .onConflictDoUpdate({ target: [cartLines.cartId, cartLines.lineKey], set: { quantity: sql`${cartLines.quantity} + excluded.quantity` } });
          const existing = lines.find((l) => l.key === key);
          if (existing) existing.quantity += check.quantity;
          else lines.push({ key, productId: line.productId, variationId: line.variationId, quantity: check.quantity, ownStock: "variationId" in holder });
        }
        await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cart.id));
        return readCart(tx, cart.id);
      }).catch((error: unknown) => {
        // The session row vanished before our cart insert (a login or logout ended it).
        throw isForeignKeyViolation(error) ? sessionGone() : error;
      });
    },

    async getCart(sessionId) {
      const [cart] = await db.select({ id: carts.id }).from(carts).where(eq(carts.sessionId, sessionId)).limit(1);
      return cart ? readCart(db, cart.id) : EMPTY_CART;
    },

    async countForSession(cookieHeader) {
      const id = sessionService.idOf(sessionTokenFromCookieHeader(cookieHeader));
      if (!id) return 0;
      const [row] = await db
        .select({ count: sql<number>`coalesce(sum(${cartLines.quantity}), 0)::int` })
        .from(cartLines)
        .innerJoin(carts, eq(carts.id, cartLines.cartId))
        .innerJoin(sessions, eq(sessions.id, carts.sessionId))
        .where(and(eq(carts.sessionId, id), gt(sessions.expiresAt, new Date())));
      return Number(row?.count ?? 0);
    },
  };
}
