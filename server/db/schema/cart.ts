import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { products, variations } from "./catalog.ts";
import { customers, sessions } from "./customers.ts";

/** One cart per session; its row is the lock every cart write takes (`select … for update`). */
export const carts = pgTable(
  "carts",
  {
    id: serial().primaryKey(),
    sessionId: text()
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    customerId: integer().references(() => customers.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("carts_session_idx").on(t.sessionId), index("carts_customer_idx").on(t.customerId)],
);

/**
 * A line of a cart. `lineKey` names what was bought (product, variation and the chosen attributes, see
 * domain/cart/line-key.ts): adding the same thing again raises the quantity of the same line.
 */
export const cartLines = pgTable(
  "cart_lines",
  {
    id: serial().primaryKey(),
    cartId: integer()
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    variationId: integer().references(() => variations.id, { onDelete: "cascade" }),
    /** Attribute slug → chosen term slug, "any" values of the variation filled in. */
    attributes: jsonb().$type<Record<string, string>>().notNull().default({}),
    quantity: integer().notNull(),
    lineKey: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("cart_lines_key_idx").on(t.cartId, t.lineKey),
    index("cart_lines_product_idx").on(t.productId),
    index("cart_lines_variation_idx").on(t.variationId),
    check("cart_lines_quantity_positive", sql`${t.quantity} > 0`),
  ],
);
