import type { Db } from "../../db/kit/index.ts";
import type { AuditService } from "../audit/index.ts";
import { createAttributeAdmin } from "./attributes.ts";
import { createCategoryAdmin } from "./categories.ts";
import { createTermAdmin } from "./terms.ts";

export type { AdminAttribute } from "./attributes.ts";
export type { AdminCategory } from "./categories.ts";
export type { AdminTerm } from "./terms.ts";

export type TaxonomyService = ReturnType<typeof createTaxonomyService>;

/**
 * The admin's catalogue vocabulary: the category tree, attributes and their terms. Each write is one
 * transaction with its audit entry; callers then call services.catalog.changed() so navigation, filters and
 * cached pages show it.
 */
export function createTaxonomyService(db: Db, { audit }: { audit: AuditService }) {
  return { categories: createCategoryAdmin(db, audit), attributes: createAttributeAdmin(db, audit), terms: createTermAdmin(db, audit) };
}
