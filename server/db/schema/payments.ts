import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { orders } from "./orders.ts";

/**
 * Card payments taken through a payment provider: what the provider holds for an order (its reference),
 * how much was authorised, captured and refunded, and the last four digits of the card. Statuses are the
 * domain's (domain/payments/payment-state.ts).
 */
export const payments = pgTable(
  "payments",
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    provider: text().notNull(),
    providerRef: text().notNull(),
    /** The attempt's key: a repeated pay request with it answers the first attempt's payment. */
    idempotencyKey: text().notNull(),
    status: text().notNull(),
    currency: text().notNull(),
    amount: integer().notNull(),
    captured: integer().notNull().default(0),
    refunded: integer().notNull().default(0),
    cardBrand: text(),
    cardLast4: text(),
    /** Where the shopper confirms a 3-D Secure challenge, while one is open. */
    challengeUrl: text(),
    declineCode: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payments_provider_ref_idx").on(t.provider, t.providerRef),
    uniqueIndex("payments_idempotency_key_idx").on(t.idempotencyKey),
    index("payments_order_idx").on(t.orderId),
    check("payments_amounts", sql`${t.captured} >= 0 AND ${t.captured} <= ${t.amount} AND ${t.refunded} >= 0 AND ${t.refunded} <= ${t.captured}`),
  ],
);

/** Webhook events already applied, by the provider's event id: a replayed event is answered, not applied again. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: serial().primaryKey(),
    provider: text().notNull(),
    eventId: text().notNull(),
    type: text().notNull(),
    paymentId: integer().references(() => payments.id, { onDelete: "set null" }),
    payload: jsonb().notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("payment_events_provider_event_idx").on(t.provider, t.eventId)],
);
