import { sql } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { allConditions, type ListingConditions } from "./listing-conditions.ts";
import { sqlRows } from "./sql-rows.ts";
import type { Vocabulary } from "./vocabulary.ts";

/**
 * How many products of a search each category holds, the categories below it included (as the sidebar's
 * category counts read everywhere else), so a search's sidebar counts what the shopper searched for.
 * A product in a category and in one of its subcategories counts once. `UNION` (not `UNION ALL`) ends the
 * walk up the tree should the data ever hold a parent loop.
 */
export async function querySearchCategoryCounts(db: Db, conditions: ListingConditions, vocabulary: Vocabulary): Promise<Record<string, number>> {
  const rows = await sqlRows<{ categoryId: number; count: number }>(
    db,
    sql`WITH RECURSIVE lineage(category_id, ancestor_id) AS (
          SELECT id, id FROM categories
          UNION
          SELECT lineage.category_id, parent.parent_id
          FROM lineage JOIN categories parent ON parent.id = lineage.ancestor_id
          WHERE parent.parent_id IS NOT NULL
        )
        SELECT lineage.ancestor_id AS "categoryId", count(DISTINCT products.id)::int AS count
        FROM products
        JOIN product_categories in_category ON in_category.product_id = products.id
        JOIN lineage ON lineage.category_id = in_category.category_id
        WHERE ${allConditions(conditions)}
        GROUP BY lineage.ancestor_id`,
  );
  const slugOf = new Map(vocabulary.categories.map((category) => [category.id, category.slug]));
  const counts: Record<string, number> = {};
  for (const row of rows) {
    const slug = slugOf.get(row.categoryId);
    if (slug !== undefined) counts[slug] = row.count;
  }
  return counts;
}
