import { and, eq, sql } from "drizzle-orm";
import { couponMessage, normalizeCouponCode, validateCoupon } from "../../../domain/cart/coupons.ts";
import { normalizeCountryCode } from "../../../domain/checkout/countries.ts";
import type { Db } from "../../db/connect.ts";
import { cartCoupons, carts, coupons, orders } from "../../db/schema/index.ts";
import { cartIdOf, findCouponByCode, loadCartContext, checkAppliedCoupons } from "./cart-context.ts";
import { ServiceError } from "../errors.ts";
import { type Order, orderByKey, readOrder } from "./orders.ts";
import { buyerEmails } from "./buyer-emails.ts";
import { usesOf } from "./coupon-uses.ts";
import { placeOrder, type PlaceOrderInput, type PlaceOrderResult } from "./place-order.ts";
import type { SessionService } from "../sessions/index.ts";
import { createMailService, type MailService } from "../mail/index.ts";
import { type CheckoutSettings, DEMO_CHECKOUT_SETTINGS, priceCart, type Quote } from "./pricing.ts";

export type { Order, OrderLine } from "./orders.ts";
export type { PlaceOrderInput, PlaceOrderResult } from "./place-order.ts";
export type { Quote } from "./pricing.ts";
export { confirmationHeld, queueHeldConfirmation } from "./held-confirmation.ts";
export { orderMailTexts } from "./order-steps/queue-mails.ts";

export type CheckoutSession = {
  id: string;
  customerId: number | null;
  /**
   * The billing e-mail the shopper typed at checkout, when the edge knows it (its cookie, or the checkout
   * form just posted). With the signed-in customer's own, it decides coupons restricted to e-mail
   * addresses: unknown, such a coupon waits and counts for nothing; known and not allowed, it is refused.
   */
  email?: string | null | undefined;
};
export type QuoteInput = {
  country?: string | null | undefined;
  /** The rest of the destination, for rates by state, postcode or city (none: the country's own rates). */
  region?: string | null | undefined;
  postcode?: string | null | undefined;
  city?: string | null | undefined;
  shippingMethodId?: string | null | undefined;
};
export type CouponChange = { message: string; quote: Quote };

export type CheckoutService = {
  applyCoupon(session: CheckoutSession, code: string): Promise<CouponChange>;
  removeCoupon(session: CheckoutSession, code: string): Promise<CouponChange>;
  quote(session: CheckoutSession, input?: QuoteInput): Promise<Quote>;
  placeOrder(session: CheckoutSession, input: PlaceOrderInput, idempotencyKey: string): Promise<PlaceOrderResult>;
  /** The order-received page: the order when the key matches, else null. */
  getOrderByKey(id: number, key: string): Promise<Order | null>;
  /** Whether the order was placed in this session (its thank-you page shows there without logging in). */
  placedInSession(orderId: number, sessionId: string): Promise<boolean>;
};

export type CheckoutOptions = {
  /** What to price with: fixed, or read afresh for each quote and order (the merchant's stored settings). */
  settings?: CheckoutSettings | (() => Promise<CheckoutSettings>);
  now?: () => Date;
  shopEmail?: string;
  afterStockUpdate?: () => Promise<void> | void;
  /** Told of the guest session an order that creates an account ends, so its cache drops it. */
  sessions?: Pick<SessionService, "forget">;
  /** Queues the order's mails; a mail service on `db` with the built-in sender when omitted. */
  mail?: Pick<MailService, "enqueueAll">;
  /** Prefixed to links in the order e-mail (downloads), e.g. "https://shop.example"; relative when omitted. */
  origin?: string;
};

export function createCheckoutService(db: Db, options: CheckoutOptions = {}): CheckoutService {
  const given = options.settings ?? DEMO_CHECKOUT_SETTINGS;
  const currentSettings = typeof given === "function" ? given : async () => given;
  const now = options.now ?? (() => new Date());
  const mail = options.mail ?? createMailService(db);
  const countryOf = (input: QuoteInput, settings: CheckoutSettings) => (input.country ? normalizeCountryCode(input.country) : settings.tax.baseCountry);

  async function quote(session: CheckoutSession, input: QuoteInput = {}): Promise<Quote> {
    const settings = await currentSettings();
    const context = await loadCartContext(db, await cartIdOf(db, session.id));
    const uses = await usesOf(
      db,
      context.coupons.map((c) => c.id),
      session.customerId,
      null,
    );
    const emails = await buyerEmails(db, session, context.coupons);
    const checks = checkAppliedCoupons(context, now(), (c) => (session.customerId === null ? null : (uses.get(c.id) ?? 0)), { emails });
    const place = input.country ? { region: input.region ?? null, postcode: input.postcode ?? null, city: input.city ?? null } : {};
    return priceCart(context, checks, settings, countryOf(input, settings), input.shippingMethodId ?? null, place);
  }

  return {
    async applyCoupon(session, code) {
      const message = await db.transaction(async (tx) => {
        await tx.insert(carts).values({ sessionId: session.id }).onConflictDoNothing({ target: carts.sessionId });
        const [cart] = await tx.select({ id: carts.id }).from(carts).where(eq(carts.sessionId, session.id)).for("update");
        const context = await loadCartContext(tx, cart!.id);
        if (normalizeCouponCode(code) === "") throw new ServiceError("invalid", "please_enter", couponMessage("please_enter"));
        if (context.cart.items.length === 0) throw new ServiceError("invalid", "cart_empty", "Your cart is currently empty.");
        const coupon = await findCouponByCode(tx, code);
        const uses = coupon && session.customerId !== null ? ((await usesOf(tx, [coupon.id], session.customerId, null)).get(coupon.id) ?? 0) : null;
        const result = validateCoupon(coupon, {
          enteredCode: code,
          now: now(),
          subtotal: context.cart.subtotal,
          lines: context.lines,
          usesByCustomer: uses,
          appliedCoupons: context.coupons,
          // Known e-mails judge a restricted coupon now; none known, it waits (its message says so).
          buyerEmails: coupon ? await buyerEmails(tx, session, [coupon]) : [],
        });
        if (!result.ok) throw new ServiceError(result.error === "not_found" ? "not_found" : "invalid", result.error, result.message);
        for (const removed of result.removesCodes) {
          const other = context.coupons.find((c) => c.code === removed);
          if (other) await tx.delete(cartCoupons).where(and(eq(cartCoupons.cartId, cart!.id), eq(cartCoupons.couponId, other.id)));
        }
        const [last] = await tx
          .select({
            n: sql<number>`coalesce(max(${cartCoupons.position}), -1)::int`,
          })
          .from(cartCoupons)
          .where(eq(cartCoupons.cartId, cart!.id));
        await tx
          .insert(cartCoupons)
          .values({
            cartId: cart!.id,
            couponId: coupon!.id,
            position: Number(last?.n ?? -1) + 1,
          })
          .onConflictDoNothing();
        return result.message;
      });
      return { message, quote: await quote(session) };
    },

    async removeCoupon(session, code) {
      const cartId = await cartIdOf(db, session.id);
      const normalized = normalizeCouponCode(code);
      if (cartId !== null && normalized !== "") {
        await db
          .delete(cartCoupons)
          .where(
            and(
              eq(cartCoupons.cartId, cartId),
              sql`${cartCoupons.couponId} in (select ${coupons.id} from ${coupons} where lower(${coupons.code}) = ${normalized})`,
            ),
          );
      }
      return { message: couponMessage("removed"), quote: await quote(session) };
    },

    quote,

    async placeOrder(session, input, idempotencyKey) {
      const result = await placeOrder(db, session, input, idempotencyKey, {
        settings: await currentSettings(),
        now,
        shopEmail: options.shopEmail ?? "orders@vitrine.example",
        mail,
        afterStockUpdate: options.afterStockUpdate,
        origin: options.origin,
      });
      // Committed: the new customer is signed in on a fresh session and the guest's has ended.
      if (result.signedIn) options.sessions?.forget([session.id]);
      return result;
    },

    getOrderByKey: (id, key) => readOrder(db, orderByKey(id, key)),
    async placedInSession(orderId, sessionId) {
      const [row] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.sessionId, sessionId)))
        .limit(1);
      return row !== undefined;
    },
  };
}
