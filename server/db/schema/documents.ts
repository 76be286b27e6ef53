import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { DocumentModel } from "../../../domain/documents/model.ts";
import { customers } from "./customers.ts";
import { orders, refunds } from "./orders.ts";

/**
 * One counter per numbering series ("invoice:2026", or "invoice" for a series that never starts again):
 * `next` is the value the next document takes. Issuing raises it with one UPDATE … RETURNING inside the
 * issuing transaction, so two documents can never take the same value and a rolled-back issue gives its
 * value back: the series stays gapless.
 */
export const documentCounters = pgTable(
  "document_counters",
  {
    seriesKey: text().notNull(),
    next: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.seriesKey] }), check("document_counters_next_positive", sql`${t.next} >= 1`)],
);

/**
 * A numbered document as issued: its number, and the model it was printed from, frozen. Re-printing reads
 * this model; later edits to the order or the shop never reach it. One invoice per order, one credit note
 * per refund.
 */
export const documents = pgTable(
  "documents",
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    refundId: integer().references(() => refunds.id, { onDelete: "restrict" }),
    kind: text().notNull(),
    number: text().notNull(),
    seriesKey: text().notNull(),
    sequence: integer().notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    model: jsonb().$type<DocumentModel>().notNull(),
    createdBy: integer().references(() => customers.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("documents_kind_number_idx").on(t.kind, t.number),
    uniqueIndex("documents_series_sequence_idx").on(t.seriesKey, t.sequence),
    uniqueIndex("documents_order_invoice_idx")
      .on(t.orderId, t.kind)
      .where(sql`${t.kind} = 'invoice'`),
    uniqueIndex("documents_refund_idx")
      .on(t.refundId)
      .where(sql`${t.refundId} is not null`),
    index("documents_order_idx").on(t.orderId),
    index("documents_issued_idx").on(t.kind, t.issuedAt),
  ],
);
