import { asc, eq, sql } from "drizzle-orm";
import { type BulkAction, planBulkChange } from "../../../domain/admin/bulk-action.ts";
import { type JobItem, MAX_BULK_TARGETS, PREVIEW_SAMPLE_SIZE } from "../../../domain/admin/bulk-job.ts";
import type { ProductListFilter } from "../../../domain/admin/product-list.ts";
import type { Queryable } from "../../db/kit/index.ts";
import { categories, products } from "../../db/schema/index.ts";
import { ServiceError } from "../errors.ts";
import { listConditions } from "./list-conditions.ts";
import { loadBulkProducts } from "./snapshot.ts";

/** The products a bulk action reaches: the rows ticked, or every product matching the list's filters. */
export type BulkTarget = { ids: number[] } | { filter: ProductListFilter };

export type BulkPreview = {
  targets: number;
  changes: number;
  skips: number;
  reasons: Record<string, number>;
  sample: JobItem[];
  skippedSample: JobItem[];
};

/** Products read at once while previewing: bounded memory whatever the target count. */
const PREVIEW_CHUNK = 1_000;

export async function resolveTargets(db: Queryable, target: BulkTarget): Promise<number[]> {
  const where =
    "ids" in target
      ? sql`${products.id} in (${sql.join(
          target.ids.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : listConditions(target.filter);
  if ("ids" in target && target.ids.length === 0)
    throw new ServiceError("invalid", "no_products", "Tick at least one product, or choose every product matching the filters.", {
      fields: { ids: "Tick at least one product." },
    });
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(asc(products.id))
    .limit(MAX_BULK_TARGETS + 1);
  if (rows.length > MAX_BULK_TARGETS)
    throw new ServiceError(
      "invalid",
      "too_many_products",
      `A bulk action reaches at most ${MAX_BULK_TARGETS.toLocaleString("en-GB")} products; narrow the filters.`,
    );
  if (rows.length === 0) throw new ServiceError("invalid", "no_products", "No product matches: there is nothing to change.");
  return rows.map((row) => row.id);
}

export async function checkAction(db: Queryable, action: BulkAction): Promise<void> {
  if (action.kind !== "add-category" && action.kind !== "remove-category") return;
  const [found] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, action.categoryId)).limit(1);
  if (!found)
    throw new ServiceError("invalid", "category_not_found", "Choose a category that exists.", { fields: { categoryId: "Choose a category that exists." } });
}

/** What the action would do, product by product, without changing anything. */
export async function previewBulk(db: Queryable, action: BulkAction, ids: readonly number[]): Promise<BulkPreview> {
  const preview: BulkPreview = { targets: ids.length, changes: 0, skips: 0, reasons: {}, sample: [], skippedSample: [] };
  for (let start = 0; start < ids.length; start += PREVIEW_CHUNK) {
    for (const product of await loadBulkProducts(db, ids.slice(start, start + PREVIEW_CHUNK))) {
      const plan = planBulkChange(product, action);
      if (plan.ok) {
        preview.changes += 1;
        if (preview.sample.length < PREVIEW_SAMPLE_SIZE)
          preview.sample.push({ id: product.id, name: product.name, outcome: "changed", before: plan.before, after: plan.after });
      } else {
        preview.skips += 1;
        preview.reasons[plan.reason] = (preview.reasons[plan.reason] ?? 0) + 1;
        if (preview.skippedSample.length < PREVIEW_SAMPLE_SIZE)
          preview.skippedSample.push({ id: product.id, name: product.name, outcome: "skipped", reason: plan.reason });
      }
    }
  }
  return preview;
}
