import { sql } from "drizzle-orm";
import type { Database } from "../../server/db/connect.ts";
import { catalogueStatements } from "./catalogue-sql.ts";

export type SeedSummary = { products: number; productTerms: number; seconds: number };

/** Migrates an empty database and loads the bench catalogue into it; throws if it already holds products. */
export async function seedBenchCatalogue(database: Database, size: number): Promise<SeedSummary> {
  const started = performance.now();
  await database.migrate();
  if ((await countRows(database, "products")) > 0) {
    throw new Error("the bench database already holds products; it must start empty");
  }
  // One transaction: a half-loaded catalogue is never measured.
  await database.db.transaction(async (tx) => {
    for (const statement of catalogueStatements(size)) {
      await tx.execute(sql.raw(statement));
    }
  });
  // Without fresh statistics the planner would plan the archive queries for the empty tables it last saw.
  // VACUUM sets the visibility map, as autovacuum does on a live shop soon after a bulk load; without it
  // the covering listing indexes cannot be read index-only and every count reads the whole table.
  await database.db.execute(sql.raw("VACUUM (ANALYZE)"));
  return {
    products: await countRows(database, "products"),
    productTerms: await countRows(database, "product_attribute_terms"),
    seconds: (performance.now() - started) / 1000,
  };
}

async function countRows(database: Database, table: "products" | "product_attribute_terms"): Promise<number> {
  const result = await database.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`));
  const rows = (result as unknown as { rows: { n: number }[] }).rows;
  return rows[0]?.n ?? 0;
}
