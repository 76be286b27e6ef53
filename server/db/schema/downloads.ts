import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { products, variations } from "./catalog.ts";
import { customers } from "./customers.ts";
import { orderLines, orders } from "./orders.ts";

/**
 * A file sold with a product (or only with one of its variations). The bytes live in the private
 * downloads folder (<data>/downloads/<storedKey>), never under a public URL; the row keeps what the
 * answer needs and the rules every grant copies: how many downloads (null: unlimited) and for how many
 * days after the purchase (null: for ever).
 */
export const downloadFiles = pgTable(
  "download_files",
  {
    id: serial().primaryKey(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    variationId: integer().references(() => variations.id, { onDelete: "cascade" }),
    name: text().notNull(),
    /** The file's name on disk, `dl-<hex>`; unique, chosen by the shop, never by the uploader. */
    storedKey: text().notNull(),
    /** The name the buyer's browser saves it under. */
    fileName: text().notNull(),
    size: bigint({ mode: "number" }).notNull(),
    contentType: text().notNull(),
    downloadLimit: integer(),
    expiryDays: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("download_files_product_idx").on(t.productId),
    uniqueIndex("download_files_stored_key_idx").on(t.storedKey),
    check("download_files_limit_positive", sql`${t.downloadLimit} is null or ${t.downloadLimit} >= 1`),
    check("download_files_expiry_positive", sql`${t.expiryDays} is null or ${t.expiryDays} >= 1`),
  ],
);

/**
 * A buyer's right to one file of one order line: created in the transaction that makes the order paid
 * (placement or a status change), at most once per line and file. The access key is the link's secret.
 */
export const downloadGrants = pgTable(
  "download_grants",
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    orderLineId: integer()
      .notNull()
      .references(() => orderLines.id, { onDelete: "cascade" }),
    fileId: integer()
      .notNull()
      .references(() => downloadFiles.id, { onDelete: "cascade" }),
    customerId: integer().references(() => customers.id, { onDelete: "set null" }),
    email: text().notNull(),
    accessKey: text().notNull(),
    /** Null: unlimited. */
    downloadsRemaining: integer(),
    /** Null: never. */
    expiresAt: timestamp({ withTimezone: true }),
    downloadCount: integer().notNull().default(0),
    lastDownloadedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("download_grants_access_key_idx").on(t.accessKey),
    uniqueIndex("download_grants_line_file_idx").on(t.orderLineId, t.fileId),
    index("download_grants_order_idx").on(t.orderId),
    index("download_grants_customer_idx").on(t.customerId),
    check("download_grants_remaining_not_negative", sql`${t.downloadsRemaining} is null or ${t.downloadsRemaining} >= 0`),
  ],
);
