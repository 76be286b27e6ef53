import { inArray, sql } from "drizzle-orm";
import type { JobItem } from "../../../domain/admin/bulk-job.ts";
import { fieldChanges } from "../../../domain/admin/field-changes.ts";
import type { ImportRow } from "../../../domain/admin/product-import.ts";
import { slugify } from "../../../domain/slug.ts";
import type { Tx } from "../../db/kit/index.ts";
import { categories, productCategories, products } from "../../db/schema/index.ts";
import type { Actor, AuditService } from "../audit/index.ts";
import { refreshProductSummaries } from "../catalog/index.ts";

/** Tries before giving up on a free slug: "lamp", "lamp-2", … */
const SLUG_TRIES = 50;

/**
 * One batch of an import, inside the caller's transaction: each row a new simple product with its
 * categories and an audit entry `product.import`. A SKU taken since the preview skips its row.
 */
export async function applyImportBatch(tx: Tx, audit: AuditService, actor: Actor, rows: readonly ImportRow[]): Promise<JobItem[]> {
  const skus = rows.map((row) => row.sku?.toLowerCase()).filter((sku): sku is string => !!sku);
  const taken = new Set(
    skus.length
      ? (
          await tx
            .select({ sku: sql<string>`lower(${products.sku})` })
            .from(products)
            .where(inArray(sql`lower(${products.sku})`, skus))
        ).map((row) => row.sku)
      : [],
  );
  const slugs = [...new Set(rows.flatMap((row) => row.categorySlugs))];
  const categoryIds = new Map(
    slugs.length
      ? (await tx.select({ id: categories.id, slug: categories.slug }).from(categories).where(inArray(categories.slug, slugs))).map((c) => [c.slug, c.id])
      : [],
  );
  const items: JobItem[] = [];
  const created: number[] = [];
  for (const row of rows) {
    if (row.sku && taken.has(row.sku.toLowerCase())) {
      items.push({ line: row.line, name: row.name, outcome: "skipped", reason: `The SKU ${row.sku} was taken after the preview.` });
      continue;
    }
    const values = {
      name: row.name,
      sku: row.sku,
      type: "simple" as const,
      status: row.status,
      regularPrice: row.regularPrice,
      salePrice: row.salePrice,
      manageStock: row.stockQuantity !== null,
      stockQuantity: row.stockQuantity,
      stockStatus: row.stockQuantity === 0 ? ("outofstock" as const) : ("instock" as const),
    };
    const id = await insertWithFreeSlug(tx, values);
    const ids = row.categorySlugs.map((slug) => categoryIds.get(slug)).filter((c): c is number => c !== undefined);
    if (ids.length) await tx.insert(productCategories).values(ids.map((categoryId) => ({ productId: id, categoryId })));
    await audit.record(tx, actor, {
      action: "product.import",
      entity: "product",
      entityId: id,
      changes: fieldChanges(null, { ...values, categories: row.categorySlugs }),
    });
    if (row.sku) taken.add(row.sku.toLowerCase());
    created.push(id);
    items.push({ id, line: row.line, name: row.name, outcome: "changed" });
  }
  await refreshProductSummaries(tx, created);
  return items;
}

async function insertWithFreeSlug(tx: Tx, values: Omit<typeof products.$inferInsert, "slug">): Promise<number> {
  const base = slugify(values.name!) || "product";
  for (let n = 1; n <= SLUG_TRIES; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    const [row] = await tx
      .insert(products)
      .values({ ...values, slug, name: values.name! })
      .onConflictDoNothing({ target: products.slug })
      .returning({ id: products.id });
    if (row) return row.id;
  }
  // So many namesakes: the time makes the slug unique.
  const [row] = await tx
    .insert(products)
    .values({ ...values, slug: `${base}-${Date.now().toString(36)}`, name: values.name! })
    .returning({ id: products.id });
  return row!.id;
}
