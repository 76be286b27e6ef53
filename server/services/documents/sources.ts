/**
 * What a document is built from, read in one go (inside the caller's transaction when there is one): the
 * order with its lines and refunds, and the settings that shape documents (the shop's identity, the
 * document settings, the payment methods' bank details).
 */
import { asc, eq, inArray } from "drizzle-orm";
import type { RecordedLine, RecordedOrder, RecordedRefund } from "../../../domain/documents/build-model.ts";
import { DOCUMENT_SETTINGS_KEY, type DocumentSettings, resolveDocumentSettings } from "../../../domain/documents/document-settings.ts";
import type { DocumentBankAccount, DocumentPayment } from "../../../domain/documents/model.ts";
import { bankDetailsForOrder } from "../../../domain/checkout/bank-details.ts";
import { PRICING_SETTINGS_PARTS, resolvePricingSettings } from "../../../domain/checkout/pricing-settings.ts";
import { resolveStoreSettings, STORE_SETTINGS_KEY, type StoreSettings } from "../../../domain/settings/store-settings.ts";
import type { Queryable } from "../../db/kit/index.ts";
import { orderLines, orders, refundLines, refunds, settings } from "../../db/schema/index.ts";

/** Order statuses in which the shop has been paid. */
const PAID_STATUSES: readonly string[] = ["processing", "completed", "refunded"];

export type DocumentShopSettings = { store: StoreSettings; documents: DocumentSettings; paymentSettings: ReturnType<typeof resolvePricingSettings>["payment"] };

export type OrderSource = RecordedOrder & {
  status: string;
  customerId: number | null;
  key: string;
  total: number;
  paymentMethod: string | null;
  paymentMethodTitle: string | null;
};

export async function readShopSettings(db: Queryable): Promise<DocumentShopSettings> {
  const keys = [STORE_SETTINGS_KEY, DOCUMENT_SETTINGS_KEY, PRICING_SETTINGS_PARTS.payments.key];
  const rows = await db.select({ key: settings.key, value: settings.value }).from(settings).where(inArray(settings.key, keys));
  const stored = (key: string) => rows.find((row) => row.key === key)?.value ?? null;
  return {
    store: resolveStoreSettings(stored(STORE_SETTINGS_KEY)),
    documents: resolveDocumentSettings(stored(DOCUMENT_SETTINGS_KEY)),
    paymentSettings: resolvePricingSettings({ shipping: null, tax: null, payments: stored(PRICING_SETTINGS_PARTS.payments.key) }).payment,
  };
}

/** The order as documents need it, or null when there is no such order (drafts count as none). */
export async function readOrder(db: Queryable, orderId: number, options: { lock?: boolean } = {}): Promise<OrderSource | null> {
  const query = db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      customerId: orders.customerId,
      key: orders.key,
      createdAt: orders.createdAt,
      email: orders.email,
      billingAddress: orders.billingAddress,
      shippingAddress: orders.shippingAddress,
      shippingMethodTitle: orders.shippingMethodTitle,
      paymentMethod: orders.paymentMethod,
      paymentMethodTitle: orders.paymentMethodTitle,
      currency: orders.currency,
      pricesIncludeTax: orders.pricesIncludeTax,
      shippingTotal: orders.shippingTotal,
      shippingTax: orders.shippingTax,
      total: orders.total,
      customerNote: orders.customerNote,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  const [row] = options.lock ? await query.for("update") : await query;
  if (!row || row.status === "draft") return null;
  return { ...row, createdAt: row.createdAt.toISOString() };
}

export async function readLines(db: Queryable, orderId: number): Promise<RecordedLine[]> {
  return db
    .select({
      id: orderLines.id,
      name: orderLines.name,
      sku: orderLines.sku,
      attributes: orderLines.attributes,
      quantity: orderLines.quantity,
      unitPrice: orderLines.unitPrice,
      subtotal: orderLines.subtotal,
      discount: orderLines.discount,
      tax: orderLines.tax,
      total: orderLines.total,
      taxRate: orderLines.taxRate,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
}

/** The order's refunds, oldest first: each one's credit note. */
export async function readRefundIds(db: Queryable, orderId: number): Promise<number[]> {
  const rows = await db.select({ id: refunds.id }).from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id));
  return rows.map((row) => row.id);
}

export async function readRefund(db: Queryable, orderId: number, refundId: number): Promise<RecordedRefund | null> {
  const [refund] = await db
    .select({ id: refunds.id, orderId: refunds.orderId, amount: refunds.amount, reason: refunds.reason })
    .from(refunds)
    .where(eq(refunds.id, refundId));
  if (!refund || refund.orderId !== orderId) return null;
  const lines = await db
    .select({ orderLineId: refundLines.orderLineId, quantity: refundLines.quantity, amount: refundLines.amount })
    .from(refundLines)
    .where(eq(refundLines.refundId, refundId))
    .orderBy(asc(refundLines.id));
  return { id: refund.id, amount: refund.amount, reason: refund.reason, lines };
}

/** The shop's account from the bank transfer settings, or null while it has no IBAN. */
export function bankAccountOf(shop: DocumentShopSettings): DocumentBankAccount | null {
  const { accountName, bankName, iban, bic } = shop.paymentSettings.bacs;
  return iban.trim() === "" ? null : { accountName, bankName, iban, bic };
}

export function paymentOf(order: OrderSource, shop: DocumentShopSettings): DocumentPayment | null {
  if (!order.paymentMethod) return null;
  return {
    methodId: order.paymentMethod,
    title: order.paymentMethodTitle ?? order.paymentMethod,
    bank: bankDetailsForOrder({ paymentMethod: order.paymentMethod, number: order.number }, shop.paymentSettings),
    paid: PAID_STATUSES.includes(order.status),
  };
}
