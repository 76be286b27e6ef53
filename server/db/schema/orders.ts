import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgEnum, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { carts } from "./cart.ts";
import { products, variations } from "./catalog.ts";
import { customers } from "./customers.ts";

/** Matches domain/cart/coupons.ts (COUPON_TYPES). */
export const couponType = pgEnum("coupon_type", ["percent", "fixed_cart", "fixed_product"]);
export const orderStatus = pgEnum("order_status", ["pending", "on-hold", "processing", "completed", "cancelled", "refunded", "failed", "draft"]);

/**
 * Coupons, in the shape of domain/cart/coupons.ts `couponSchema`. `code` is stored lower case and unique
 * whatever its case. `amount` is basis points for percent coupons, minor units otherwise. `usageCount`
 * counts placed orders; checkout raises it under the coupon row's lock.
 */
export const coupons = pgTable(
  "coupons",
  {
    id: serial().primaryKey(),
    code: text().notNull(),
    type: couponType().notNull(),
    amount: integer().notNull(),
    expiresAt: timestamp({ withTimezone: true }),
    usageLimit: integer(),
    usageCount: integer().notNull().default(0),
    usageLimitPerCustomer: integer(),
    minimumSpend: integer(),
    maximumSpend: integer(),
    productIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    excludedProductIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    categoryIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    excludedCategoryIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    individualUse: boolean().notNull().default(false),
    freeShipping: boolean().notNull().default(false),
    excludeSaleItems: boolean().notNull().default(false),
    /** Lower-case addresses or `*` patterns allowed to use it (domain/cart/coupon-emails.ts); empty: everyone. */
    allowedEmails: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Raised by every admin save; a save that read an older version is refused (optimistic concurrency). */
    version: integer().notNull().default(1),
  },
  (t) => [
    uniqueIndex("coupons_code_idx").on(sql`lower(${t.code})`),
    check("coupons_amount_nonnegative", sql`${t.amount} >= 0`),
    check("coupons_usage_count_nonnegative", sql`${t.usageCount} >= 0`),
  ],
);

/** Codes applied to a cart, in the order they were applied. */
export const cartCoupons = pgTable(
  "cart_coupons",
  {
    cartId: integer()
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    couponId: integer()
      .notNull()
      .references(() => coupons.id, { onDelete: "cascade" }),
    position: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.couponId] })],
);

export type AddressSnapshot = Record<string, string>;

/** "First Last" of an order's billing address, as the admin shows and searches it (one expression, so its index serves). */
export const ORDER_BILLING_NAME_SQL = sql.raw(`trim(coalesce("billing_address"->>'firstName', '') || ' ' || coalesce("billing_address"->>'lastName', ''))`);

/**
 * A placed order. `key` is a random secret for the order-received link; `idempotencyKey` is the client's
 * `Idempotency-Key`, unique so a repeated or concurrent placement finds the first order. Money in minor units.
 */
export const orders = pgTable(
  "orders",
  {
    id: serial().primaryKey(),
    number: text().notNull(),
    status: orderStatus().notNull(),
    customerId: integer().references(() => customers.id, { onDelete: "set null" }),
    email: text().notNull(),
    billingAddress: jsonb().$type<AddressSnapshot>().notNull(),
    shippingAddress: jsonb().$type<AddressSnapshot>().notNull(),
    shippingMethod: text(),
    shippingMethodTitle: text(),
    paymentMethod: text(),
    paymentMethodTitle: text(),
    currency: text().notNull().default("EUR"),
    subtotal: integer().notNull(),
    discountTotal: integer().notNull(),
    shippingTotal: integer().notNull(),
    shippingTax: integer().notNull().default(0),
    taxTotal: integer().notNull(),
    total: integer().notNull(),
    pricesIncludeTax: boolean().notNull(),
    customerNote: text().notNull().default(""),
    key: text().notNull(),
    idempotencyKey: text().notNull(),
    /** The session that placed it (a hash, no foreign key: sessions expire, orders stay); a replayed key answers only this session. */
    sessionId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Minor units refunded so far (the sum of `refunds.amount`), kept in the refund's transaction. */
    refundedTotal: integer().notNull().default(0),
    /** Raised by every admin save; a save that read an older version is refused (optimistic concurrency). */
    version: integer().notNull().default(1),
  },
  (t) => [
    uniqueIndex("orders_idempotency_key_idx").on(t.idempotencyKey),
    uniqueIndex("orders_number_idx").on(t.number),
    index("orders_customer_idx").on(t.customerId, t.createdAt),
    index("orders_email_idx").on(sql`lower(${t.email})`),
    index("orders_admin_list_idx").on(t.createdAt, t.id),
    index("orders_status_idx").on(t.status, t.createdAt),
    // The admin's order search finds a part of an e-mail or of the billing name (ILIKE '%…%'): trigram
    // indexes (pg_trgm) serve both. The name's expression is the one orders/list.ts searches, to the letter.
    index("orders_email_trgm_idx").using("gin", sql`${t.email} gin_trgm_ops`),
    index("orders_billing_name_trgm_idx").using("gin", sql`(${ORDER_BILLING_NAME_SQL}) gin_trgm_ops`),
  ],
);

/** What was bought, copied from the catalogue at placement so later catalogue edits leave orders alone. */
export const orderLines = pgTable(
  "order_lines",
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: integer().references(() => products.id, { onDelete: "set null" }),
    variationId: integer().references(() => variations.id, { onDelete: "set null" }),
    name: text().notNull(),
    sku: text(),
    /** The chosen options as shown: attribute name and term name. */
    attributes: jsonb().$type<{ name: string; value: string }[]>().notNull().default([]),
    quantity: integer().notNull(),
    unitPrice: integer().notNull(),
    subtotal: integer().notNull(),
    discount: integer().notNull(),
    tax: integer().notNull(),
    total: integer().notNull(),
    /** The tax rate the line was taxed at, in basis points (2300 = 23 %): documents show tax per rate. */
    taxRate: integer().notNull().default(0),
  },
  (t) => [
    index("order_lines_order_idx").on(t.orderId),
    index("order_lines_product_idx").on(t.productId),
    check("order_lines_quantity_positive", sql`${t.quantity} > 0`),
  ],
);

export const orderStatusHistory = pgTable(
  "order_status_history",
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    fromStatus: orderStatus(),
    toStatus: orderStatus().notNull(),
    note: text().notNull().default(""),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_status_history_order_idx").on(t.orderId, t.createdAt)],
);

/**
 * The order's itemised tax: one row per rate that applied (domain/tax computeOrderTax rows), in the order
 * they were charged. `rate` is in millionths (230000 = 23 %).
 */
export const orderTaxLines = pgTable(
  "order_tax_lines",
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    label: text().notNull(),
    rate: integer().notNull(),
    compound: boolean().notNull().default(false),
    amount: integer().notNull(),
  },
  (t) => [index("order_tax_lines_order_idx").on(t.orderId), check("order_tax_lines_amount_nonnegative", sql`${t.amount} >= 0`)],
);

/** One row per coupon per placed order; per-customer limits count these by customer id or e-mail. */
export const couponUsages = pgTable(
  "coupon_usages",
  {
    id: serial().primaryKey(),
    couponId: integer()
      .notNull()
      .references(() => coupons.id, { onDelete: "cascade" }),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    customerId: integer().references(() => customers.id, { onDelete: "set null" }),
    email: text().notNull(),
    discount: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("coupon_usages_order_idx").on(t.orderId, t.couponId),
    index("coupon_usages_customer_idx").on(t.couponId, t.customerId),
    index("coupon_usages_email_idx").on(t.couponId, sql`lower(${t.email})`),
  ],
);

/** A note on an order: private to staff, or sent to the customer by e-mail. */
export const orderNotes = pgTable(
  "order_notes",
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    authorId: integer().references(() => customers.id, { onDelete: "set null" }),
    body: text().notNull(),
    toCustomer: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_notes_order_idx").on(t.orderId, t.createdAt)],
);

/** A refund (the credit note's source): the whole order or some lines, with a required reason. */
export const refunds = pgTable(
  "refunds",
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    amount: integer().notNull(),
    reason: text().notNull(),
    restock: boolean().notNull().default(false),
    createdBy: integer().references(() => customers.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("refunds_order_idx").on(t.orderId), check("refunds_amount_positive", sql`${t.amount} > 0`)],
);

/** What a refund gave back per order line: a quantity (restocked when the refund says so) and an amount. */
export const refundLines = pgTable(
  "refund_lines",
  {
    id: serial().primaryKey(),
    refundId: integer()
      .notNull()
      .references(() => refunds.id, { onDelete: "cascade" }),
    orderLineId: integer()
      .notNull()
      .references(() => orderLines.id, { onDelete: "cascade" }),
    quantity: integer().notNull().default(0),
    amount: integer().notNull().default(0),
  },
  (t) => [
    index("refund_lines_refund_idx").on(t.refundId),
    index("refund_lines_line_idx").on(t.orderLineId),
    check("refund_lines_quantity_nonnegative", sql`${t.quantity} >= 0`),
    check("refund_lines_amount_nonnegative", sql`${t.amount} >= 0`),
  ],
);
