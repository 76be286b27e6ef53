import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { fieldChanges } from "../../../domain/admin/field-changes.ts";
import { parseCheckoutAddresses } from "../../../domain/checkout/address.ts";
import type { Db } from "../../db/kit/index.ts";
import type { Tx } from "../../db/kit/index.ts";
import { customers, orderLines, orders, orderTaxLines, sessions } from "../../db/schema/index.ts";
import type { Actor, AuditService } from "../audit/index.ts";
import type { CartService } from "../cart/index.ts";
import type { CheckoutService, Quote } from "../checkout/index.ts";
import { writeTaxLines } from "../checkout/order-steps/write-order.ts";
import { isServiceError, ServiceError } from "../errors.ts";
import type { SessionService } from "../sessions/index.ts";
import { lockOrder } from "./detail.ts";
import { claim, notFound } from "./refund.ts";

export type DraftItem = { productId: number; variationId?: number | undefined; quantity: number };
export type DraftInput = {
  version?: number | undefined;
  email: string;
  items: DraftItem[];
  billing: Record<string, string>;
  /** A different delivery address; the billing address is used when it is null. */
  shipping: Record<string, string> | null;
  shippingMethod: string;
  paymentMethod: string;
  couponCode?: string | undefined;
};
export type DraftDeps = { db: Db; audit: AuditService; cart: CartService; checkout: CheckoutService; sessions: Pick<SessionService, "create" | "forget"> };

const refuse = (field: string, message: string, code = "invalid_draft") => new ServiceError("invalid", code, message, { fields: { [field]: message } });

/**
 * Prices a phone order exactly as checkout would: its items go into a cart of their own (a fresh guest
 * session per save, so the cart's add rules, stock checks and coupons apply unchanged), and the checkout
 * service quotes it for the delivery country.
 */
async function priceDraft(deps: DraftDeps, input: DraftInput) {
  const addresses = parseCheckoutAddresses({
    email: input.email,
    billing: input.billing,
    shipping: input.shipping ?? undefined,
    shipToDifferentAddress: input.shipping !== null,
  });
  if (!addresses.ok) throw new ServiceError("invalid", "invalid_draft", "Please check the highlighted fields.", { fields: addresses.fields });
  if (input.items.length === 0) throw refuse("items", "Add at least one product.");
  const { session } = await deps.sessions.create();
  for (const [i, item] of input.items.entries()) {
    try {
      await deps.cart.addItems(session.id, { productId: item.productId, quantity: item.quantity, variationId: item.variationId });
    } catch (error) {
      if (isServiceError(error)) throw refuse(`items.${i}`, error.message, error.code);
      throw error;
    }
  }
  // The order's e-mail decides a coupon restricted to e-mail addresses, as at checkout.
  const checkoutSession = { id: session.id, customerId: null, email: addresses.value.email };
  if (input.couponCode) {
    try {
      await deps.checkout.applyCoupon(checkoutSession, input.couponCode);
    } catch (error) {
      if (isServiceError(error)) throw refuse("couponCode", error.message, error.code);
      throw error;
    }
  }
  const { email, billing, shipping } = addresses.value;
  const quote = await deps.checkout.quote(checkoutSession, {
    country: shipping.country,
    region: shipping.state,
    postcode: shipping.postcode,
    city: shipping.city,
    shippingMethodId: input.shippingMethod,
  });
  if (quote.shippingMethod?.id !== input.shippingMethod) throw refuse("shippingMethod", "This shipping method is not offered for the delivery address.");
  const payment = quote.paymentMethods.find((method) => method.id === input.paymentMethod);
  if (quote.totals.total > 0 && !payment) throw refuse("paymentMethod", "This payment method is not offered for this order.");
  return { sessionId: session.id, quote, email, billing, shipping, payment: payment ?? null };
}

function linesOf(quote: Quote, orderId: number) {
  return quote.cart.items.map((item, i) => ({
    orderId,
    productId: item.productId,
    variationId: item.variationId,
    name: item.name,
    sku: item.sku,
    attributes: item.attributes,
    quantity: item.quantity,
    unitPrice: item.unitPrice,
    subtotal: quote.lines[i]!.subtotal,
    discount: quote.lines[i]!.discount,
    tax: quote.lines[i]!.tax,
    total: quote.lines[i]!.total,
    taxRate: quote.lines[i]!.taxRate,
  }));
}

/** Saves a new draft (id null) or a draft's new version: priced, no stock taken, no customer attached yet (so My Account never lists it). */
export async function saveDraft(deps: DraftDeps, actor: Actor, id: number | null, input: DraftInput): Promise<{ id: number }> {
  const priced = await priceDraft(deps, input);
  const { quote } = priced;
  const values = {
    email: priced.email,
    billingAddress: priced.billing,
    shippingAddress: priced.shipping,
    shippingMethod: quote.shippingMethod!.id,
    shippingMethodTitle: quote.shippingMethod!.title,
    paymentMethod: priced.payment?.id ?? null,
    paymentMethodTitle: priced.payment?.title ?? null,
    currency: quote.currency,
    ...quote.totals,
    sessionId: priced.sessionId,
    customerNote: input.couponCode ? `Coupon: ${input.couponCode}` : "",
  };
  return deps.db.transaction(async (tx) => {
    let draftId = id;
    if (draftId === null) {
      const key = randomBytes(12).toString("hex");
      const [row] = await tx
        .insert(orders)
        .values({ ...values, number: `tmp-${key}`, status: "draft", key: `wc_order_${key}`, idempotencyKey: `admin-draft-${key}` })
        .returning({ id: orders.id });
      draftId = row!.id;
      await tx
        .update(orders)
        .set({ number: `D${draftId}` })
        .where(eq(orders.id, draftId));
      await deps.audit.record(tx, actor, {
        action: "order.draft",
        entity: "order",
        entityId: draftId,
        changes: fieldChanges(null, { status: "draft", total: values.total }),
      });
    } else {
      const before = await lockOrder(tx, draftId);
      if (!before) throw notFound(draftId);
      if (before.status !== "draft") throw new ServiceError("conflict", "not_a_draft", "Only a draft order can be edited.");
      await claim(tx, deps.audit, draftId, input.version);
      await tx.delete(orderLines).where(eq(orderLines.orderId, draftId));
      await tx.delete(orderTaxLines).where(eq(orderTaxLines.orderId, draftId));
      await tx.update(orders).set(values).where(eq(orders.id, draftId));
      // Each save priced the draft in a cart of its own; the one the previous save used is of no more use.
      if (before.sessionId && before.sessionId !== values.sessionId) await dropDraftSession(tx, before.sessionId);
      await deps.audit.record(tx, actor, {
        action: "order.update",
        entity: "order",
        entityId: draftId,
        changes: fieldChanges(before, values, ["email", "total", "shippingMethod", "paymentMethod"]),
      });
    }
    await tx.insert(orderLines).values(linesOf(quote, draftId));
    await writeTaxLines(tx, draftId, quote.totals.taxRows);
    return { id: draftId };
  });
}

/**
 * Turns a draft into a real order through checkout's own placement (stock taken, coupons redeemed, the
 * confirmation queued, in its one transaction), for the customer with the draft's e-mail when there is
 * one; then the draft is removed. The key makes a repeated click answer the same order.
 */
export async function placeDraft(deps: DraftDeps, actor: Actor, id: number, version?: number): Promise<{ orderId: number; status: string }> {
  const [draft] = await deps.db.select().from(orders).where(eq(orders.id, id)).limit(1);
  if (!draft) throw notFound(id);
  if (draft.status !== "draft" || !draft.sessionId) throw new ServiceError("conflict", "not_a_draft", "This order has already been created.");
  if (version !== undefined && version !== draft.version) await deps.db.transaction((tx) => claim(tx, deps.audit, id, version));
  const [customer] = await deps.db
    .select({ id: customers.id })
    .from(customers)
    .where(sql`lower(${customers.email}) = lower(${draft.email})`)
    .limit(1);
  const shipToDifferentAddress = Object.entries(draft.shippingAddress).some(([key, value]) => value !== (draft.billingAddress[key] ?? ""));
  const placed = await deps.checkout.placeOrder(
    { id: draft.sessionId, customerId: customer?.id ?? null },
    {
      email: draft.email,
      billing: draft.billingAddress,
      shipping: shipToDifferentAddress ? draft.shippingAddress : undefined,
      shipToDifferentAddress,
      shippingMethod: draft.shippingMethod ?? "",
      paymentMethod: draft.paymentMethod ?? "",
    },
    `admin-draft-${id}-v${draft.version}`,
  );
  await deps.db.transaction(async (tx) => {
    await tx.delete(orders).where(eq(orders.id, id));
    await deps.audit.record(tx, actor, {
      action: "order.create",
      entity: "order",
      entityId: placed.order.id,
      changes: { status: { before: "draft", after: placed.order.status }, draft: { before: draft.number, after: null } },
    });
  });
  return { orderId: placed.order.id, status: placed.order.status };
}

/** Removes the guest session a draft was priced in; its cart and cart lines go with it (foreign keys cascade). */
async function dropDraftSession(tx: Tx, sessionId: string): Promise<void> {
  await tx.delete(sessions).where(eq(sessions.id, sessionId));
}

/**
 * Deletes a draft order (never a placed one: a draft is only ever the merchant's, no stock taken, no
 * money owed), with its lines and notes and the session and cart it was priced in, recorded in the audit
 * log as `order.delete` in the same transaction. A stale version is refused like any other order save.
 */
export async function deleteDraft(deps: Pick<DraftDeps, "db" | "audit" | "sessions">, actor: Actor, id: number, version?: number): Promise<void> {
  const sessionId = await deps.db.transaction(async (tx) => {
    const draft = await lockOrder(tx, id);
    if (!draft) throw notFound(id);
    if (draft.status !== "draft") throw new ServiceError("conflict", "not_a_draft", "Only a draft order can be deleted; a placed order stays on record.");
    if (version !== undefined) await deps.audit.claimVersion(tx, "order", id, version);
    await tx.delete(orders).where(eq(orders.id, id));
    if (draft.sessionId) await dropDraftSession(tx, draft.sessionId);
    const removed = { number: draft.number, status: draft.status, email: draft.email, total: draft.total };
    const gone = Object.fromEntries(Object.keys(removed).map((field) => [field, null]));
    await deps.audit.record(tx, actor, { action: "order.delete", entity: "order", entityId: id, changes: fieldChanges(removed, gone) });
    return draft.sessionId;
  });
  if (sessionId) deps.sessions.forget([sessionId]);
}
