import { sql } from "drizzle-orm";
import type { Db } from "../connect.ts";
import { categories, customers, images, menuItems, products, reviews, variations } from "../schema/index.ts";

export type ShopCounts = Record<"products" | "variations" | "categories" | "images" | "reviews" | "customers" | "menuItems", number>;

/** Row counts of the tables the demo seed fills, for the seed script's report. */
export async function countShop(db: Db): Promise<ShopCounts> {
  const tables = { products, variations, categories, images, reviews, customers, menuItems };
  const entries = await Promise.all(Object.entries(tables).map(async ([name, table]) => [name, await db.$count(table)] as const));
  return Object.fromEntries(entries) as ShopCounts;
}

/** Whether the demo administrator's account is there (the start-up message then lists the demo logins). */
export async function hasDemoAccounts(db: Db): Promise<boolean> {
  return (await db.$count(customers, sql`lower(${customers.email}) = 'admin@vitrine.test'`)) > 0;
}
