import { randomBytes } from "node:crypto";
import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import { computeOrderTotals } from "../../../domain/checkout/order-totals.ts";
import { DEMO_TAX_SETTINGS } from "../../../domain/checkout/tax.ts";
import type { TaxClass } from "../../../domain/tax/rates.ts";
import { orderTotalsColumns } from "../../services/checkout/order-totals-columns.ts";
import { customerAddresses, orderLines, orderStatusHistory, orders, orderTaxLines, products } from "../schema/index.ts";
import type { Tx } from "./bulk.ts";

const DAY_MS = 86_400_000;

/** The demo customer's saved addresses: bills at home, ships to the office (both in Ireland, the shop's base). */
export const DEMO_CUSTOMER_ADDRESSES = {
  billing: {
    firstName: "Emma",
    lastName: "Laurent",
    company: "",
    country: "IE",
    address1: "14 Merrion Square",
    address2: "",
    city: "Dublin",
    state: "",
    postcode: "D02 VY03",
    phone: "+353 1 555 0142",
  },
  shipping: {
    firstName: "Emma",
    lastName: "Laurent",
    company: "Laurent Design",
    country: "IE",
    address1: "3 Grand Canal Quay",
    address2: "Unit 4",
    city: "Dublin",
    state: "",
    postcode: "D02 XK33",
    phone: "",
  },
} as const;

export type PastOrder = {
  daysAgo: number;
  /** The hour of that day it was placed, after the seed's `now` (the start of its UTC day): 10 unless given. */
  hour?: number;
  /** Indexes into the first published simple products, with quantities. */
  items: [number, number][];
  /** Null for an order of only virtual products: no shipping method, nothing charged. */
  shipping: { id: string; title: string; cost: number } | null;
  payment: { id: string; title: string };
  /** Status changes after placing, each `afterDays` later; the first entry is the status at placing. */
  history: { status: "on-hold" | "processing" | "completed" | "cancelled"; afterDays: number; note: string }[];
};

const PAST_ORDERS: PastOrder[] = [
  {
    daysAgo: 48,
    items: [
      [0, 1],
      [2, 2],
    ],
    shipping: { id: "flat", title: "Standard delivery", cost: 495 },
    payment: { id: "cod", title: "Cash on delivery" },
    history: [
      { status: "processing", afterDays: 0, note: "Order placed." },
      { status: "completed", afterDays: 3, note: "Delivered." },
    ],
  },
  {
    daysAgo: 9,
    items: [[1, 1]],
    shipping: { id: "pickup", title: "Collect from our Dublin shop", cost: 0 },
    payment: { id: "bacs", title: "Direct bank transfer" },
    history: [
      { status: "on-hold", afterDays: 0, note: "Order placed." },
      { status: "processing", afterDays: 1, note: "Payment received." },
    ],
  },
  {
    daysAgo: 1,
    items: [
      [3, 1],
      [4, 1],
    ],
    shipping: { id: "flat", title: "Standard delivery", cost: 495 },
    payment: { id: "bacs", title: "Direct bank transfer" },
    history: [{ status: "on-hold", afterDays: 0, note: "Order placed." }],
  },
];

/**
 * The demo customer's addresses and three past orders (completed, processing, on hold), written as
 * checkout writes orders: lines copied from the catalogue, totals from the domain's rules, a status
 * history, and the order id as its number, so orders placed later number on from them.
 */
export async function insertDemoCustomerOrders(tx: Tx, customerId: number, email: string, now: Date): Promise<void> {
  await tx.insert(customerAddresses).values([
    { customerId, kind: "billing", ...DEMO_CUSTOMER_ADDRESSES.billing, updatedAt: now },
    { customerId, kind: "shipping", ...DEMO_CUSTOMER_ADDRESSES.shipping, updatedAt: now },
  ]);
  const catalogue = await seedOrderCatalogue(tx, 5);
  if (catalogue.length < 5) return;
  const { billing, shipping } = DEMO_CUSTOMER_ADDRESSES;
  const { phone: _phone, ...shippingAddress } = shipping;
  for (const [n, plan] of PAST_ORDERS.entries()) {
    await insertSeedOrder(tx, { key: `demo-seed-order-${n}`, customerId, email, billing: { ...billing }, shipping: shippingAddress, plan, catalogue, now });
  }
}

export type SeedCatalogueItem = { id: number; name: string; sku: string | null; regularPrice: number | null; salePrice: number | null; taxClass: TaxClass };

/** The first published simple products with a price, in id order: what the seeded orders buy. */
export function seedOrderCatalogue(tx: Tx, limit: number): Promise<SeedCatalogueItem[]> {
  return tx
    .select({
      id: products.id,
      name: products.name,
      sku: products.sku,
      regularPrice: products.regularPrice,
      salePrice: products.salePrice,
      taxClass: products.taxClass,
    })
    .from(products)
    .where(and(eq(products.type, "simple"), eq(products.status, "publish"), isNotNull(products.regularPrice)))
    .orderBy(asc(products.id))
    .limit(limit);
}

export type SeedOrder = {
  /** Unique per seeded order (its idempotency key). */
  key: string;
  customerId: number | null;
  email: string;
  billing: Record<string, string>;
  shipping: Record<string, string>;
  plan: PastOrder;
  catalogue: SeedCatalogueItem[];
  now: Date;
};

/** One past order as checkout writes it, placed `plan.daysAgo` days before `now`, with its status history. */
export async function insertSeedOrder(tx: Tx, { key, customerId, email, billing, shipping, plan, catalogue, now }: SeedOrder): Promise<void> {
  const placedAt = new Date(now.getTime() - plan.daysAgo * DAY_MS + (plan.hour ?? 10) * 3_600_000);
  const items = plan.items.map(([index, quantity]) => {
    const product = catalogue[index % catalogue.length]!;
    return { product, quantity, unitPrice: product.salePrice ?? product.regularPrice! };
  });
  const totals = computeOrderTotals({
    lines: items.map((item, i) => ({
      lineKey: String(i),
      productId: item.product.id,
      categoryIds: [],
      onSale: false,
      unitPrice: item.unitPrice,
      quantity: item.quantity,
      taxClass: item.product.taxClass,
    })),
    coupons: [],
    shippingCost: plan.shipping?.cost ?? 0,
    tax: DEMO_TAX_SETTINGS,
    country: shipping.country ?? "IE",
  });
  const status = plan.history.at(-1)!.status;
  const [order] = await tx
    .insert(orders)
    .values({
      number: `seed-${key}`,
      status,
      customerId,
      email,
      billingAddress: billing,
      shippingAddress: shipping,
      shippingMethod: plan.shipping?.id ?? null,
      shippingMethodTitle: plan.shipping?.title ?? null,
      paymentMethod: plan.payment.id,
      paymentMethodTitle: plan.payment.title,
      currency: "EUR",
      ...orderTotalsColumns(totals),
      // The order-received link's secret: random, as checkout makes it, so the demo orders cannot be opened by guessing.
      key: `wc_order_${randomBytes(12).toString("hex")}`,
      idempotencyKey: key,
      createdAt: placedAt,
    })
    .returning({ id: orders.id });
  await tx
    .update(orders)
    .set({ number: sql`${orders.id}::text` })
    .where(eq(orders.id, order!.id));
  await tx.insert(orderLines).values(
    items.map((item, i) => ({
      orderId: order!.id,
      productId: item.product.id,
      name: item.product.name,
      sku: item.product.sku,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      subtotal: totals.lines[i]!.subtotal,
      discount: totals.lines[i]!.discount,
      tax: totals.lines[i]!.tax,
      total: totals.lines[i]!.total,
      taxRate: totals.lines[i]!.taxRate,
    })),
  );
  if (totals.taxRows.length > 0)
    await tx.insert(orderTaxLines).values(totals.taxRows.map(({ label, rate, compound, amount }) => ({ orderId: order!.id, label, rate, compound, amount })));
  await tx.insert(orderStatusHistory).values(
    plan.history.map((change, i) => ({
      orderId: order!.id,
      fromStatus: i === 0 ? null : plan.history[i - 1]!.status,
      toStatus: change.status,
      note: change.note,
      createdAt: new Date(placedAt.getTime() + change.afterDays * DAY_MS + i * 60_000),
    })),
  );
}
