import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgEnum, pgTable, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from "drizzle-orm/pg-core";
import type { AffiliateSettings } from "../../../domain/affiliates/dashboard.ts";
import type { Rate } from "../../../domain/affiliates/programme.ts";
import { customers } from "./customers.ts";
import { coupons, orders } from "./orders.ts";

export const affiliateStatus = pgEnum("affiliate_status", ["pending", "approved", "suspended"]);
export const attributionSignal = pgEnum("attribution_signal", ["coupon", "link", "none"]);
export const ledgerKind = pgEnum("ledger_kind", ["commission", "clawback", "payout", "payout_return"]);
export const ledgerState = pgEnum("ledger_state", ["pending", "approved"]);
export const payoutState = pgEnum("payout_state", ["requested", "approved", "paid", "rejected"]);
/** An affiliate's coupon either credits orders to them (`attributing`) or is store credit they spend (`credit`, never earning commission). */
export const affiliateCouponKind = pgEnum("affiliate_coupon_kind", ["attributing", "credit"]);
export const payoutType = pgEnum("payout_type", ["custom1", "custom2", "banktransfer", "paypalapi", "stripeapi", "credit"]);

/**
 * An affiliate: a customer account in the programme, with its status, its parent (the tier above), its
 * referral code (unique whatever its case), its own rate (null: the programme's), and the settings the
 * dashboard saves (spec §3).
 */
export const affiliates = pgTable(
  "affiliates",
  {
    id: serial().primaryKey(),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    status: affiliateStatus().notNull().default("pending"),
    parentId: integer().references((): AnyPgColumn => affiliates.id, { onDelete: "set null" }),
    referralCode: text().notNull(),
    rate: jsonb().$type<Rate>(),
    settings: jsonb().$type<Partial<AffiliateSettings>>().notNull().default({}),
    website: text().notNull().default(""),
    note: text().notNull().default(""),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("affiliates_customer_idx").on(t.customerId),
    uniqueIndex("affiliates_referral_code_idx").on(sql`lower(${t.referralCode})`),
    index("affiliates_parent_idx").on(t.parentId),
    index("affiliates_status_idx").on(t.status, t.createdAt),
    check("affiliates_not_own_parent", sql`${t.parentId} is null or ${t.parentId} <> ${t.id}`),
  ],
);

/** The coupons an affiliate owns (a coupon has at most one owner); only `attributing` ones earn commission. */
export const affiliateCoupons = pgTable(
  "affiliate_coupons",
  {
    couponId: integer()
      .primaryKey()
      .references(() => coupons.id, { onDelete: "cascade" }),
    affiliateId: integer()
      .notNull()
      .references(() => affiliates.id, { onDelete: "cascade" }),
    kind: affiliateCouponKind().notNull().default("attributing"),
  },
  (t) => [index("affiliate_coupons_affiliate_idx").on(t.affiliateId)],
);

/**
 * Which signal credited an order, and why (one row per placed order). `placedAt` copies the order's time so
 * the dashboard's period statistics read one index.
 */
export const orderAttributions = pgTable(
  "order_attributions",
  {
    orderId: integer()
      .primaryKey()
      .references(() => orders.id, { onDelete: "cascade" }),
    affiliateId: integer().references(() => affiliates.id, { onDelete: "set null" }),
    signal: attributionSignal().notNull(),
    reason: text().notNull(),
    couponId: integer().references(() => coupons.id, { onDelete: "set null" }),
    placedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The order's total less what was refunded (0 once cancelled), kept by the refund and cancellation hooks. */
    salesMinor: integer().notNull().default(0),
    discountMinor: integer().notNull().default(0),
  },
  (t) => [index("order_attributions_affiliate_idx").on(t.affiliateId, t.placedAt, t.salesMinor, t.discountMinor, t.couponId)],
);

/**
 * The commission ledger (domain/affiliates/ledger.ts): every change to what an affiliate is owed. The
 * balance is the sum of the entries. `level` 0 is the affiliate's own commission, 1 the parent's share, ….
 * `paidByPayoutId` marks commission the paid payout covered.
 */
export const commissionEntries = pgTable(
  "commission_entries",
  {
    id: serial().primaryKey(),
    affiliateId: integer()
      .notNull()
      .references(() => affiliates.id, { onDelete: "cascade" }),
    orderId: integer().references(() => orders.id, { onDelete: "set null" }),
    payoutId: integer().references((): AnyPgColumn => affiliatePayouts.id, { onDelete: "set null" }),
    kind: ledgerKind().notNull(),
    level: integer().notNull().default(0),
    amountMinor: integer().notNull(),
    state: ledgerState().notNull(),
    approveAfter: timestamp({ withTimezone: true }),
    signal: attributionSignal().notNull().default("none"),
    reason: text().notNull().default(""),
    paidByPayoutId: integer().references((): AnyPgColumn => affiliatePayouts.id, { onDelete: "set null" }),
    /** Copied from the order's attribution: the affiliate the order was credited to, and their coupon (the network and coupon figures read one affiliate's entries only). */
    sourceAffiliateId: integer(),
    couponId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("commission_entries_affiliate_idx").on(t.affiliateId, t.createdAt),
    // Covers the dashboard's sums over one affiliate's entries (statistics, balance, coupons, network): an index-only scan.
    index("commission_entries_figures_idx").on(
      t.affiliateId,
      t.kind,
      t.level,
      t.createdAt,
      t.amountMinor,
      t.state,
      t.approveAfter,
      t.paidByPayoutId,
      t.sourceAffiliateId,
      t.couponId,
    ),
    index("commission_entries_order_idx").on(t.orderId),
    index("commission_entries_payout_idx").on(t.payoutId),
    check("commission_entries_level_nonnegative", sql`${t.level} >= 0`),
  ],
);

/** A payout request and what staff did with it; `details` are the type's fields as sent. */
export const affiliatePayouts = pgTable(
  "affiliate_payouts",
  {
    id: serial().primaryKey(),
    affiliateId: integer()
      .notNull()
      .references(() => affiliates.id, { onDelete: "cascade" }),
    type: payoutType().notNull(),
    amountMinor: integer().notNull(),
    details: jsonb().$type<Record<string, string>>().notNull().default({}),
    state: payoutState().notNull().default("requested"),
    note: text().notNull().default(""),
    /** For a `credit` payout: the coupon of that value the affiliate spends at checkout. */
    creditCouponId: integer().references(() => coupons.id, { onDelete: "set null" }),
    requestedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp({ withTimezone: true }),
    paidAt: timestamp({ withTimezone: true }),
    decidedBy: integer().references(() => customers.id, { onDelete: "set null" }),
  },
  (t) => [
    index("affiliate_payouts_affiliate_idx").on(t.affiliateId, t.requestedAt),
    index("affiliate_payouts_state_idx").on(t.state, t.requestedAt),
    check("affiliate_payouts_amount_positive", sql`${t.amountMinor} > 0`),
  ],
);

/** A banner affiliates embed with their link. */
export const affiliateCreatives = pgTable("affiliate_creatives", {
  id: serial().primaryKey(),
  title: text().notNull(),
  imageUrl: text().notNull(),
  width: integer().notNull(),
  height: integer().notNull(),
  position: integer().notNull().default(0),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
