import { pgEnum, pgTable, integer, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { customers } from "./customers.ts";

/** Matches domain/checkout/address.ts (AddressKind). */
export const addressKind = pgEnum("address_kind", ["billing", "shipping"]);

/**
 * A customer's saved addresses: at most one billing and one shipping address each, with the checkout
 * address's fields (domain/checkout/address.ts). Optional fields are stored as "" (the domain's empty
 * value); `phone` stays "" on a shipping address. The rows go with the customer.
 */
export const customerAddresses = pgTable(
  "customer_addresses",
  {
    id: serial().primaryKey(),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    kind: addressKind().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    company: text().notNull().default(""),
    country: text().notNull(),
    address1: text().notNull(),
    address2: text().notNull().default(""),
    city: text().notNull(),
    state: text().notNull().default(""),
    postcode: text().notNull().default(""),
    phone: text().notNull().default(""),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("customer_addresses_customer_kind_idx").on(t.customerId, t.kind)],
);
