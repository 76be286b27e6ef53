import { sql, type SQL } from "drizzle-orm";
import { PRODUCT_LIST_COUNT_CAP } from "../../../domain/admin/product-list.ts";
import type { Queryable } from "../../db/kit/index.ts";
import { products } from "../../db/schema/index.ts";

export type ListTotal = { total: number; capped: boolean };

/**
 * How many products match: exact up to the cap, past it the planner's estimate (never below the cap, as
 * the count proved more). Counting every match of a common word or a large category would read each one
 * on every page view; the estimate comes from the statistics ANALYZE keeps (for a search word, the share
 * of products whose search vector holds it), and the page says "about".
 */
export async function countMatches(db: Queryable, where: SQL | undefined): Promise<ListTotal> {
  const counted = await countUpTo(db, where, PRODUCT_LIST_COUNT_CAP + 1);
  if (counted <= PRODUCT_LIST_COUNT_CAP) return { total: counted, capped: false };
  return { total: Math.max(await estimateMatches(db, where), PRODUCT_LIST_COUNT_CAP + 1), capped: true };
}

/** Counts, but stops at `limit`: never more than a bounded walk. */
export async function countUpTo(db: Queryable, where: SQL | undefined, limit: number): Promise<number> {
  const inner = db
    .select({ one: sql`1` })
    .from(products)
    .where(where)
    .limit(limit);
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(inner.as("matches"));
  return Number(row?.n ?? 0);
}

type PlanRow = { "QUERY PLAN": [{ Plan: { "Plan Rows": number } }] | string };

/** The rows the planner expects the list's WHERE to match (one planning, no execution). */
export async function estimateMatches(db: Queryable, where: SQL | undefined): Promise<number> {
  const query = db
    .select({ one: sql`1` })
    .from(products)
    .where(where);
  const result = (await db.execute(sql`explain (format json) ${query}`)) as unknown as { rows: PlanRow[] };
  const plan = result.rows[0]?.["QUERY PLAN"];
  // node-postgres parses the json column; PGlite may hand it over as text.
  const parsed = typeof plan === "string" ? (JSON.parse(plan) as Exclude<PlanRow["QUERY PLAN"], string>) : plan;
  return Math.round(Number(parsed?.[0]?.Plan["Plan Rows"] ?? 0));
}
