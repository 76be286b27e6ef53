import { check, index, integer, pgEnum, pgTable, primaryKey, smallint } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { products } from "./catalog.ts";

/** Upsells show on the product's own page; cross-sells on the cart page while the product is in the cart. */
export const productLinkKind = pgEnum("product_link_kind", ["upsell", "cross_sell"]);

/** Products the merchant chose to show beside another one, in the order chosen. */
export const productLinks = pgTable(
  "product_links",
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    kind: productLinkKind().notNull(),
    linkedId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: smallint().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.kind, t.linkedId] }),
    // A product deleted or linked elsewhere: who links to it.
    index("product_links_linked_idx").on(t.linkedId),
    check("product_links_not_itself", sql`${t.productId} <> ${t.linkedId}`),
  ],
);
