import { randomBytes } from "node:crypto";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { stockLeft } from "../../../domain/cart/add-rules.ts";
import { parseCheckoutAddresses } from "../../../domain/checkout/address.ts";
import { chosenPaymentMethod, INITIAL_ORDER_STATUS } from "../../../domain/checkout/payment-methods.ts";
import { orderMailSummary } from "./order-mail-summary.ts";
import type { Db } from "../../db/connect.ts";
import {
  cartCoupons,
  cartLines,
  carts,
  couponUsages,
  coupons,
  mailOutbox,
  orderLines,
  orderStatusHistory,
  orders,
  products,
  variations,
} from "../../db/schema/index.ts";
import { insertPreparedAccount, rotateIntoCustomerSession } from "../accounts/checkout-account.ts";
import type { Queryable } from "../cart/read-cart.ts";
import { adoptOrderAddresses } from "../customers/addresses.ts";
import { accountForOrder, emailTakenError } from "./checkout-account.ts";
import { checkAppliedCoupons, loadCartContext, toCoupon } from "./cart-context.ts";
import { CheckoutError } from "./errors.ts";
import { type Order, orderById, readOrder } from "./orders.ts";
import { orderTotalsColumns } from "./order-totals-columns.ts";
import { type CheckoutSettings, priceCart } from "./pricing.ts";

export type PlaceOrderInput = {
  email?: unknown;
  billing?: unknown;
  shipping?: unknown;
  shipToDifferentAddress?: unknown;
  shippingMethod: string;
  paymentMethod: string;
  note?: string | undefined;
  /** "Create an account?" (S-6-4): a guest's order also creates their account and signs them in. */
  createAccount?: { password: string } | undefined;
};

/** `signedIn` when the order created an account: the new session's token (for the cookie) and nonce. */
export type PlaceOrderResult = { order: Order; created: boolean; signedIn?: { token: string; nonce: string; customerId: number } };

export type PlaceOrderOptions = {
  settings: CheckoutSettings;
  now: () => Date;
  shopEmail: string;
  /** Test seam: runs inside the transaction after the stock is taken; a throw must undo everything. */
  afterStockUpdate?: (() => Promise<void> | void) | undefined;
};

/** Counts earlier orders that used a coupon, by customer id or (case-insensitively) billing e-mail. */
export async function usesOf(q: Queryable, couponIds: number[], customerId: number | null, email: string | null): Promise<Map<number, number>> {
  if (couponIds.length === 0 || (customerId === null && email === null)) return new Map();
  const who = [
    customerId !== null ? sql`${couponUsages.customerId} = ${customerId}` : null,
    email !== null ? sql`lower(${couponUsages.email}) = ${email.toLowerCase()}` : null,
  ].filter((x) => x !== null);
  const rows = await q
    .select({ couponId: couponUsages.couponId, n: sql<number>`count(*)::int` })
    .from(couponUsages)
    .where(and(inArray(couponUsages.couponId, couponIds), sql`(${sql.join(who, sql` or `)})`))
    .groupBy(couponUsages.couponId);
  return new Map(rows.map((r) => [r.couponId, Number(r.n)]));
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

class Replay extends Error {}

export async function placeOrder(
  db: Db,
  session: { id: string; customerId: number | null },
  input: PlaceOrderInput,
  idempotencyKey: string,
  options: PlaceOrderOptions,
): Promise<PlaceOrderResult> {
  const parsed = parseCheckoutAddresses(input);
  if (!parsed.ok) throw new CheckoutError(400, "invalid_checkout", "Please check the highlighted fields.", parsed.fields);
  const { email, billing, shipping, shipToDifferentAddress } = parsed.value;

  const replay = async (): Promise<PlaceOrderResult | null> => {
    const [row] = await db.select({ id: orders.id, sessionId: orders.sessionId }).from(orders).where(eq(orders.idempotencyKey, idempotencyKey)).limit(1);
    if (!row) return null;
    if (row.sessionId !== session.id) throw new CheckoutError(409, "idempotency_key_reused", "This Idempotency-Key was already used for another order.");
    return { order: (await readOrder(db, orderById(row.id)))!, created: false };
  };
  const earlier = await replay();
  if (earlier) return earlier;
  // Checked and hashed before the transaction; the customer row is written inside it, with the order.
  const account = session.customerId === null && input.createAccount ? await accountForOrder(db, email, input.createAccount.password, billing) : null;

  try {
    const placed = await db.transaction(async (tx) => {
      // 1. The cart row is the first lock: placements (and adds) of one cart run one after another.
      const [cart] = await tx.select({ id: carts.id }).from(carts).where(eq(carts.sessionId, session.id)).for("update");
      const [done] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.idempotencyKey, idempotencyKey)).limit(1);
      if (done) throw new Replay();
      if (!cart) throw new CheckoutError(400, "cart_empty", "Your cart is currently empty.");
      const held = await tx
        .select({
          productId: cartLines.productId,
          variationId: cartLines.variationId,
        })
        .from(cartLines)
        .where(eq(cartLines.cartId, cart.id));
      if (held.length === 0) throw new CheckoutError(400, "cart_empty", "Your cart is currently empty.");

      // 2. Lock every product and variation row of the cart, products then variations, each by id, so two
      //    placements sharing items always lock in the same order and cannot deadlock.
      const productIds = [...new Set(held.map((l) => l.productId))].sort((a, b) => a - b);
      const variationIds = [...new Set(held.flatMap((l) => (l.variationId ? [l.variationId] : [])))].sort((a, b) => a - b);
      const productRows = await tx
        .select({
          id: products.id,
          name: products.name,
          status: products.status,
          regularPrice: products.regularPrice,
          manageStock: products.manageStock,
          stockQuantity: products.stockQuantity,
          stockStatus: products.stockStatus,
        })
        .from(products)
        .where(inArray(products.id, productIds))
        .orderBy(asc(products.id))
        .for("update");
      const variationRows = variationIds.length
        ? await tx
            .select({
              id: variations.id,
              productId: variations.productId,
              enabled: variations.enabled,
              purchasable: variations.purchasable,
              manageStock: variations.manageStock,
              stockQuantity: variations.stockQuantity,
              stockStatus: variations.stockStatus,
            })
            .from(variations)
            .where(inArray(variations.id, variationIds))
            .orderBy(asc(variations.id))
            .for("update")
        : [];

      // 3. Re-price the cart from the catalogue (read after the locks, so prices and stock are current).
      const context = await loadCartContext(tx, cart.id);
      // Reading the cart sets aside lines that can no longer be bought (another order took the last units,
      // or the item was unpublished); placing the order refuses them by name rather than dropping them.
      const setAside = context.cart.removed[0];
      if (setAside) {
        const message =
          setAside.reason === "out_of_stock"
            ? `Sorry, "${setAside.name}" is out of stock. Please edit your cart and try again.`
            : `Sorry, "${setAside.name}" cannot be purchased any more. Please remove it from your cart.`;
        throw new CheckoutError(400, setAside.reason === "out_of_stock" ? "out_of_stock" : "not_purchasable", message);
      }
      const demand = new Map<
        string,
        {
          quantity: number;
          name: string;
          row: {
            manageStock: boolean;
            stockQuantity: number | null;
            stockStatus: string;
          };
          table: "product" | "variation";
          id: number;
        }
      >();
      for (const item of context.cart.items) {
        const product = productRows.find((p) => p.id === item.productId);
        const variation = variationRows.find((v) => v.id === item.variationId);
        if (
          !product ||
          product.status !== "publish" ||
          (variation && (!variation.enabled || !variation.purchasable)) ||
          (!variation && product.regularPrice === null)
        ) {
          throw new CheckoutError(400, "not_purchasable", `Sorry, "${item.name}" cannot be purchased any more. Please remove it from your cart.`);
        }
        const holder = variation?.manageStock
          ? { table: "variation" as const, id: variation.id, row: variation }
          : { table: "product" as const, id: product.id, row: product };
        const key = `${holder.table}:${holder.id}`;
        const entry = demand.get(key) ?? {
          quantity: 0,
          name: item.name,
          ...holder,
        };
        entry.quantity += item.quantity;
        demand.set(key, entry);
      }
      for (const need of demand.values()) {
        const left = stockLeft(need.row);
        if (left !== null && need.quantity > left) {
          const message =
            left === 0
              ? `Sorry, "${need.name}" is out of stock. Please edit your cart and try again.`
              : `Sorry, we do not have enough "${need.name}" in stock to fulfil your order (${left} available). Please edit your cart and try again.`;
          throw new CheckoutError(400, "out_of_stock", message);
        }
      }

      // 4. Take the stock; a holder that reaches 0 goes out of stock.
      for (const need of demand.values()) {
        if (!need.row.manageStock || need.row.stockQuantity === null) continue;
        const table = need.table === "product" ? products : variations;
        await tx
          .update(table)
          .set({
            stockQuantity: sql`${table.stockQuantity} - ${need.quantity}`,
            stockStatus: sql`case when ${table.stockQuantity} - ${need.quantity} <= 0 and ${table.stockStatus} = 'instock' then 'outofstock'::stock_status else ${table.stockStatus} end`,
          })
          .where(eq(table.id, need.id));
      }
      await options.afterStockUpdate?.();

      // 5. Coupons: lock their rows (by id) and check them again, usage limits included.
      const couponIds = context.coupons.map((c) => c.id).sort((a, b) => a - b);
      if (couponIds.length) {
        const locked = await tx.select().from(coupons).where(inArray(coupons.id, couponIds)).orderBy(asc(coupons.id)).for("update");
        context.coupons = context.coupons.map((c) => toCoupon(locked.find((row) => row.id === c.id)!));
      }
      const uses = await usesOf(tx, couponIds, session.customerId, email);
      const checks = checkAppliedCoupons(context, options.now(), (c) => uses.get(c.id) ?? 0);
      const refused = checks.find((c) => !c.result.ok);
      if (refused && !refused.result.ok) throw new CheckoutError(400, refused.result.error, refused.result.message, { coupon: refused.coupon.code });

      // 6. Totals, shipping and payment for the destination.
      const quote = priceCart(context, checks, options.settings, shipping.country, input.shippingMethod);
      if (!quote.shippingMethod || quote.shippingMethod.id !== input.shippingMethod) {
        throw new CheckoutError(400, "invalid_shipping_method", "Please choose a shipping method we offer for your address.", {
          shippingMethod: "Choose one of the offered shipping methods.",
        });
      }
      const payment = chosenPaymentMethod(quote.paymentMethods, input.paymentMethod);
      if (quote.totals.total > 0 && !payment) {
        throw new CheckoutError(400, "invalid_payment_method", "Please choose a payment method we offer for this order.", {
          paymentMethod: "Choose one of the offered payment methods.",
        });
      }
      const status = payment ? INITIAL_ORDER_STATUS[payment.id] : "processing";
      const customerId = account ? await insertPreparedAccount(tx, account, options.now()) : session.customerId;
      if (customerId === null && account) throw emailTakenError();

      // 7. The order, its lines, history, coupon usage and e-mails; then the cart empties.
      const key = `wc_order_${randomBytes(12).toString("hex")}`;
      const inserted = await tx
        .insert(orders)
        .values({
          number: `tmp-${key}`,
          status,
          customerId,
          email,
          billingAddress: billing,
          shippingAddress: shipping,
          shippingMethod: quote.shippingMethod.id,
          shippingMethodTitle: quote.shippingMethod.title,
          paymentMethod: payment?.id ?? null,
          paymentMethodTitle: payment?.title ?? null,
          currency: quote.currency,
          ...orderTotalsColumns(quote.totals),
          customerNote: input.note ?? "",
          key,
          idempotencyKey,
          sessionId: session.id,
        })
        .onConflictDoNothing({ target: orders.idempotencyKey })
        .returning({ id: orders.id });
      const order = inserted[0];
      if (!order) throw new Replay();
      const number = String(order.id);
      await tx.update(orders).set({ number }).where(eq(orders.id, order.id));
      await tx.insert(orderLines).values(
        context.cart.items.map((item, i) => {
          const totals = quote.lines[i]!;
          return {
            orderId: order.id,
            productId: item.productId,
            variationId: item.variationId,
            name: item.name,
            sku: item.sku,
            attributes: item.attributes,
            quantity: item.quantity,
            unitPrice: item.unitPrice,
            subtotal: totals.subtotal,
            discount: totals.discount,
            tax: totals.tax,
            total: totals.total,
          };
        }),
      );
      await tx.insert(orderStatusHistory).values({
        orderId: order.id,
        fromStatus: null,
        toStatus: status,
        note: "Order placed.",
      });
      // A customer's first order (no saved billing address yet) fills their address book.
      if (customerId !== null) await adoptOrderAddresses(tx, customerId, { billing, shipping, shipToDifferentAddress }, options.now());
      for (const coupon of quote.coupons) {
        const id = context.coupons.find((c) => c.code === coupon.code)!.id;
        await tx.insert(couponUsages).values({
          couponId: id,
          orderId: order.id,
          customerId,
          email,
          discount: coupon.discount,
        });
        await tx
          .update(coupons)
          .set({ usageCount: sql`${coupons.usageCount} + 1` })
          .where(eq(coupons.id, id));
      }
      const { summary, payment: paymentText } = orderMailSummary({ number, items: context.cart.items, quote, payment, settings: options.settings.payment });
      await tx.insert(mailOutbox).values([
        {
          to: email,
          kind: "order_received",
          subject: `Your Vitrine order #${number} has been received`,
          text: `Thank you for your order #${number}.\n\n${summary}\n\n${paymentText}\n`,
        },
        {
          to: options.shopEmail,
          kind: "order_new_admin",
          subject: `[Vitrine] New order #${number}`,
          text: `New order #${number} from ${email}.\n\n${summary}\n`,
        },
      ]);
      await tx.delete(cartLines).where(eq(cartLines.cartId, cart.id));
      await tx.delete(cartCoupons).where(eq(cartCoupons.cartId, cart.id));
      await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cart.id));
      if (!account || customerId === null) return { orderId: order.id, signedIn: undefined };
      // The new customer is signed in on a fresh session, as a login would (the old one ends).
      const previous = { id: session.id, nonce: "", customerId: null, expiresAt: options.now() };
      const fresh = await rotateIntoCustomerSession(tx, { previous, customerId, now: options.now() });
      return { orderId: order.id, signedIn: { token: fresh.token, nonce: fresh.session.nonce, customerId } };
    });
    const order = (await readOrder(db, orderById(placed.orderId)))!;
    return placed.signedIn ? { order, created: true, signedIn: placed.signedIn } : { order, created: true };
  } catch (error) {
    // Another placement with this key won the race: answer its order.
    if (error instanceof Replay || isUniqueViolation(error)) {
      const answer = await replay();
      if (answer) return answer;
    }
    throw error;
  }
}
