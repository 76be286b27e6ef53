import { asc } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { categories } from "../../db/schema/index.ts";

export type CategoryLink = { id: number; slug: string; parentId: number | null };

export async function loadCategoryLinks(db: Db): Promise<CategoryLink[]> {
  return db.select({ id: categories.id, slug: categories.slug, parentId: categories.parentId }).from(categories).orderBy(asc(categories.id));
}

/**
 * The category named by `slug` and every category below it; empty when no category has that slug.
 * A parent loop in the data (a → b → a) ends the walk instead of running forever.
 */
export function subtreeIds(links: CategoryLink[], slug: string): number[] {
  const root = links.find((c) => c.slug === slug);
  if (!root) return [];
  const childrenOf = new Map<number, number[]>();
  for (const link of links) {
    if (link.parentId === null) continue;
    childrenOf.set(link.parentId, [...(childrenOf.get(link.parentId) ?? []), link.id]);
  }
  const seen = new Set<number>([root.id]);
  const queue = [root.id];
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    for (const child of childrenOf.get(id) ?? []) {
      if (!seen.has(child)) {
        seen.add(child);
        queue.push(child);
      }
    }
  }
  return [...seen];
}
