import { sql } from "drizzle-orm";
import type { CategoryNode } from "../../../domain/catalog/types.ts";
import type { Db } from "../../db/connect.ts";
import { sqlRows } from "./sql-rows.ts";

/**
 * Every category, ordered by position then name, with the number of published products in it or in any
 * category below it, each product counted once: the same products its listing shows.
 * UNION (not UNION ALL) in the walk down the tree stops on a parent loop.
 */
export async function queryCategories(db: Db): Promise<CategoryNode[]> {
  return sqlRows<CategoryNode>(
    db,
    sql`WITH RECURSIVE subtree(root_id, id) AS (
          SELECT id, id FROM categories
          UNION
          SELECT subtree.root_id, child.id FROM categories child JOIN subtree ON child.parent_id = subtree.id
        ),
        counts AS (
          SELECT subtree.root_id, count(DISTINCT in_category.product_id)::int AS product_count
          FROM subtree
          JOIN product_categories in_category ON in_category.category_id = subtree.id
          JOIN products ON products.id = in_category.product_id AND products.status = 'publish'
          GROUP BY subtree.root_id
        )
        SELECT categories.id::int AS id, categories.slug, categories.name, categories.description,
          categories.parent_id::int AS "parentId", coalesce(counts.product_count, 0)::int AS "productCount"
        FROM categories
        LEFT JOIN counts ON counts.root_id = categories.id
        ORDER BY categories.position, categories.name, categories.id`,
  );
}
