import { and, eq, inArray, sql } from "drizzle-orm";
import { type BulkAction, planBulkChange } from "../../../domain/admin/bulk-action.ts";
import type { JobItem } from "../../../domain/admin/bulk-job.ts";
import { fieldChanges } from "../../../domain/admin/field-changes.ts";
import type { Tx } from "../../db/kit/index.ts";
import { groupedChildren, productCategories, products } from "../../db/schema/index.ts";
import type { AuditService, Actor } from "../audit/index.ts";
import { refreshProductSummaries } from "../catalog/index.ts";
import { loadBulkProducts } from "./snapshot.ts";

/**
 * One batch of a bulk action, inside the caller's transaction: the rows locked, each product's change
 * planned by the domain rule, written with a new version and update time, and an audit entry per changed
 * product. Price, stock and status changes refresh the listing summaries (also of grouped products that
 * show these as children).
 */
export async function applyBulkBatch(tx: Tx, audit: AuditService, actor: Actor, action: BulkAction, ids: readonly number[]): Promise<JobItem[]> {
  const found = await loadBulkProducts(tx, ids, true);
  const items: JobItem[] = [];
  const changedIds: number[] = [];
  for (const product of found) {
    const plan = planBulkChange(product, action);
    if (!plan.ok) {
      items.push({ id: product.id, name: product.name, outcome: "skipped", reason: plan.reason });
      continue;
    }
    await writeChange(tx, product.id, action, plan.after);
    await audit.record(tx, actor, {
      action: `product.bulk-${action.kind}`,
      entity: "product",
      entityId: product.id,
      changes: fieldChanges(plan.before, plan.after),
    });
    changedIds.push(product.id);
    items.push({ id: product.id, name: product.name, outcome: "changed", before: plan.before, after: plan.after });
  }
  const missing = ids.filter((id) => !found.some((product) => product.id === id));
  for (const id of missing) items.push({ id, name: `#${id}`, outcome: "skipped", reason: "the product no longer exists" });
  if (changedIds.length && action.kind !== "add-category" && action.kind !== "remove-category") {
    const parents = await tx.select({ id: groupedChildren.groupedId }).from(groupedChildren).where(inArray(groupedChildren.childId, changedIds));
    await refreshProductSummaries(tx, [...changedIds, ...parents.map((parent) => parent.id)]);
  }
  return items;
}

async function writeChange(tx: Tx, id: number, action: BulkAction, after: Record<string, unknown>): Promise<void> {
  const touched = { version: sql`${products.version} + 1`, updatedAt: sql`now()` };
  switch (action.kind) {
    case "publish":
    case "unpublish":
    case "trash":
      await tx
        .update(products)
        .set({ ...touched, status: after.status as "publish" | "draft" | "trash" })
        .where(eq(products.id, id));
      return;
    case "add-category":
      await tx.insert(productCategories).values({ productId: id, categoryId: action.categoryId }).onConflictDoNothing();
      await tx.update(products).set(touched).where(eq(products.id, id));
      return;
    case "remove-category":
      await tx.delete(productCategories).where(and(eq(productCategories.productId, id), eq(productCategories.categoryId, action.categoryId)));
      await tx.update(products).set(touched).where(eq(products.id, id));
      return;
    case "price":
      await tx
        .update(products)
        .set({ ...touched, regularPrice: after.regularPrice as number, salePrice: after.salePrice as number | null })
        .where(eq(products.id, id));
      return;
    case "stock":
      await tx
        .update(products)
        .set({
          ...touched,
          manageStock: after.manageStock as boolean,
          stockQuantity: after.stockQuantity as number,
          stockStatus: after.stockStatus as "instock" | "outofstock" | "onbackorder",
        })
        .where(eq(products.id, id));
      return;
  }
}
