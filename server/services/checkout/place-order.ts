/**
 * Placing an order: one transaction of named steps, each in order-steps/ (see docs/architecture.md
 * "Checkout"): lockCart → reprice → takeStock → redeemCoupons → writeOrder → grantDownloads → queueMails →
 * emptyCart, and
 * for an order that creates an account, the new customer's session. A refusal in any step undoes them all;
 * a coupon refused as not the buyer's is then taken off the cart.
 */
import { eq } from "drizzle-orm";
import { parseCheckoutAddresses } from "../../../domain/checkout/address.ts";
import { isUniqueViolation, type Db } from "../../db/kit/index.ts";
import { orders } from "../../db/schema/index.ts";
import { recordOrderAttribution } from "../affiliates/index.ts";
import { grantDownloads, orderDownloads } from "../downloads/index.ts";
import { downloadsMailBlock } from "../../../domain/downloads/mail-block.ts";
import { insertPreparedAccount, rotateIntoCustomerSession } from "../accounts/checkout-account.ts";
import { ServiceError } from "../errors.ts";
import { accountForOrder, emailTakenError } from "./checkout-account.ts";
import { emptyCart } from "./order-steps/empty-cart.ts";
import { lockCart } from "./order-steps/lock-cart.ts";
import { priceOrder } from "./order-steps/price-order.ts";
import { orderMailSummary } from "./order-mail-summary.ts";
import { queueMails } from "./order-steps/queue-mails.ts";
import { PAID_AFTER_PLACING } from "../../../domain/checkout/payment-methods.ts";
import type { MailService } from "../mail/index.ts";
import { dropRefusedCoupon, redeemCoupons } from "./order-steps/redeem-coupons.ts";
import { Replay } from "./order-steps/replay.ts";
import { reprice } from "./order-steps/reprice.ts";
import { takeStock } from "./order-steps/take-stock.ts";
import { writeOrder } from "./order-steps/write-order.ts";
import { type Order, orderById, readOrder } from "./orders.ts";
import type { CheckoutSettings } from "./pricing.ts";

export type PlaceOrderInput = {
  email?: unknown;
  billing?: unknown;
  shipping?: unknown;
  shipToDifferentAddress?: unknown;
  /** Needed only when a line needs shipping (see domain/cart/needs-shipping.ts). */
  shippingMethod?: string | undefined;
  paymentMethod: string;
  note?: string | undefined;
  /** "Create an account?" (S-6-4): a guest's order also creates their account and signs them in. */
  createAccount?: { password: string } | undefined;
  /** The referral link the shopper followed (the edges read it from its cookie); the affiliates service weighs it. */
  referral?: { code: string; at: Date } | null | undefined;
};

/** `signedIn` when the order created an account: the new session's token (for the cookie) and nonce. */
export type PlaceOrderResult = { order: Order; created: boolean; signedIn?: { token: string; nonce: string; customerId: number } };

export type PlaceOrderOptions = {
  settings: CheckoutSettings;
  now: () => Date;
  shopEmail: string;
  /** Queues the order's mails in its transaction. */
  mail: Pick<MailService, "enqueueAll">;
  /** Test seam: runs inside the transaction after the stock is taken; a throw must undo everything. */
  afterStockUpdate?: (() => Promise<void> | void) | undefined;
  /** Prefixed to the download links in the order e-mail; relative links when empty. */
  origin?: string | undefined;
};

export async function placeOrder(
  db: Db,
  session: { id: string; customerId: number | null },
  input: PlaceOrderInput,
  idempotencyKey: string,
  options: PlaceOrderOptions,
): Promise<PlaceOrderResult> {
  const parsed = parseCheckoutAddresses(input);
  if (!parsed.ok) throw new ServiceError("invalid", "invalid_checkout", "Please check the highlighted fields.", { fields: parsed.fields });
  const { email, billing, shipping, shipToDifferentAddress } = parsed.value;

  const replay = async (): Promise<PlaceOrderResult | null> => {
    const [row] = await db.select({ id: orders.id, sessionId: orders.sessionId }).from(orders).where(eq(orders.idempotencyKey, idempotencyKey)).limit(1);
    if (!row) return null;
    if (row.sessionId !== session.id) throw new ServiceError("conflict", "idempotency_key_reused", "This Idempotency-Key was already used for another order.");
    return { order: (await readOrder(db, orderById(row.id)))!, created: false };
  };
  const earlier = await replay();
  if (earlier) return earlier;
  // Checked and hashed before the transaction; the customer row is written inside it, with the order.
  const account = session.customerId === null && input.createAccount ? await accountForOrder(db, email, input.createAccount.password, billing) : null;

  try {
    const placed = await db.transaction(async (tx) => {
      const locked = await lockCart(tx, session.id, idempotencyKey);
      const repriced = await reprice(tx, locked);
      await takeStock(tx, repriced);
      await options.afterStockUpdate?.();
      const { context } = repriced;
      const checks = await redeemCoupons(tx, context, { customerId: session.customerId, email, now: options.now() });
      const priced = priceOrder(context, checks, options.settings, shipping, input);
      const customerId = account ? await insertPreparedAccount(tx, account, options.now()) : session.customerId;
      if (customerId === null && account) throw emailTakenError();
      const order = await writeOrder(tx, {
        context,
        priced,
        customerId,
        email,
        billing,
        shipping,
        shipToDifferentAddress,
        note: input.note ?? "",
        idempotencyKey,
        sessionId: session.id,
        now: options.now(),
      });
      await recordOrderAttribution(tx, {
        orderId: order.orderId,
        placedAt: options.now(),
        customerId,
        email,
        billing,
        pricesIncludeTax: priced.quote.totals.pricesIncludeTax,
        totalMinor: priced.quote.totals.total,
        discountMinor: priced.quote.totals.discountTotal,
        couponIds: priced.quote.coupons.map((c) => context.coupons.find((stored) => stored.code === c.code)!.id),
        lines: context.cart.items.map((item, i) => ({
          productId: item.productId,
          quantity: item.quantity,
          total: priced.quote.lines[i]!.total,
          tax: priced.quote.lines[i]!.tax,
        })),
        referral: input.referral ?? null,
      });
      // A paid order's downloads exist from now on; the e-mail carries their links.
      const downloads = (await grantDownloads(tx, order.orderId, options.now())) > 0 ? await orderDownloads(tx, order.orderId) : [];
      await queueMails(
        tx,
        options.mail,
        {
          number: order.number,
          email,
          downloads: downloadsMailBlock(downloads, options.origin ?? ""),
          ...orderMailSummary({
            number: order.number,
            items: context.cart.items,
            quote: priced.quote,
            payment: priced.payment,
            settings: options.settings.payment,
          }),
        },
        options.shopEmail,
        // A card order is confirmed when it is paid, not while it waits for the card (held-confirmation.ts).
        { holdConfirmation: priced.status === "pending" && priced.payment !== null && PAID_AFTER_PLACING.has(priced.payment.id) },
      );
      await emptyCart(tx, locked.cartId);
      if (!account || customerId === null) return { orderId: order.orderId, signedIn: undefined };
      // The new customer is signed in on a fresh session, as a login would (the old one ends).
      const previous = { id: session.id, nonce: "", customerId: null, expiresAt: options.now() };
      const fresh = await rotateIntoCustomerSession(tx, { previous, customerId, now: options.now() });
      return { orderId: order.orderId, signedIn: { token: fresh.token, nonce: fresh.session.nonce, customerId } };
    });
    const order = (await readOrder(db, orderById(placed.orderId)))!;
    return placed.signedIn ? { order, created: true, signedIn: placed.signedIn } : { order, created: true };
  } catch (error) {
    // Another placement with this key won the race: answer its order.
    if (error instanceof Replay || isUniqueViolation(error)) {
      const answer = await replay();
      if (answer) return answer;
    }
    // A coupon for other e-mail addresses leaves the cart, so the refused shopper sees the new totals.
    await dropRefusedCoupon(db, session.id, error);
    throw error;
  }
}
