import { asc } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { categories } from "../../db/schema/index.ts";

export type CatalogService = ReturnType<typeof createCatalogService>;

export function createCatalogService(db: Db) {
  return {
    async listCategories() {
      return db.select().from(categories).orderBy(asc(categories.position), asc(categories.name));
    },
  };
}
