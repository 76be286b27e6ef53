import { sql } from "drizzle-orm";
import { bigserial, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { customers } from "./customers.ts";

/** One field's value before and after a change; `null` where the field did not exist on that side. */
export type FieldChange = { before: unknown; after: unknown };

/**
 * The admin's audit log: every change a staff member (or a refund, status, price or stock change) made,
 * field by field. The actor's e-mail is copied so the entry still reads right after the account is gone.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    actorId: integer().references(() => customers.id, { onDelete: "set null" }),
    actorEmail: text().notNull().default(""),
    /** What was done: `product.update`, `order.refund`, `settings.update`… */
    action: text().notNull(),
    /** The kind of record (`product`, `order`, `coupon`, `customer`, `settings`, `staff`, `job`…). */
    entity: text().notNull(),
    entityId: text().notNull(),
    changes: jsonb().$type<Record<string, FieldChange>>().notNull().default({}),
    reason: text(),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at, t.id),
    index("audit_log_entity_idx").on(t.entity, t.entityId, t.at),
    index("audit_log_actor_idx").on(t.actorId, t.at),
  ],
);

/** A background job the admin started (bulk catalogue changes): its input, progress and report. */
export const adminJobs = pgTable(
  "admin_jobs",
  {
    id: serial().primaryKey(),
    kind: text().notNull(),
    /** queued → running → done | failed */
    status: text().notNull().default("queued"),
    params: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    total: integer().notNull().default(0),
    done: integer().notNull().default(0),
    report: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdBy: integer().references(() => customers.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index("admin_jobs_status_idx").on(t.status, t.createdAt), index("admin_jobs_created_idx").on(sql`${t.createdAt} desc`)],
);
