import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgEnum, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

export const role = pgEnum("role", ["customer", "affiliate", "editor", "admin", "shop_manager"]);

export const customers = pgTable(
  "customers",
  {
    id: serial().primaryKey(),
    email: text().notNull(),
    passwordHash: text(),
    firstName: text().notNull().default(""),
    lastName: text().notNull().default(""),
    displayName: text().notNull().default(""),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Set when an administrator deactivates a staff account: it can no longer sign in. */
    deactivatedAt: timestamp({ withTimezone: true }),
    /** Set when the customer's personal data was erased (GDPR): the row stays for the orders that point at it. */
    anonymisedAt: timestamp({ withTimezone: true }),
  },
  // E-mail addresses are unique whatever their case.
  (t) => [uniqueIndex("customers_email_idx").on(sql`lower(${t.email})`)],
);

export const customerRoles = pgTable(
  "customer_roles",
  {
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    role: role().notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.role] })],
);

export const sessions = pgTable(
  "sessions",
  {
    /** SHA-256 of the cookie token: a leaked table does not leak live sessions. */
    id: text().primaryKey(),
    customerId: integer().references(() => customers.id, { onDelete: "cascade" }),
    nonce: text().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_customer_idx").on(t.customerId), index("sessions_expires_idx").on(t.expiresAt)],
);
