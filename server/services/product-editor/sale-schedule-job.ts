import { and, eq, isNotNull, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import { advanceSale } from "../../../domain/admin/product-editor/sale-schedule.ts";
import type { Db } from "../../db/kit/index.ts";
import { products, variations } from "../../db/schema/index.ts";
import type { AuditService } from "../audit/index.ts";
import { refreshProductSummaries } from "../catalog/index.ts";

type Scheduled = typeof products | typeof variations;

/** Rows whose sale may start or end by `now`: a scheduled price whose start has come, or an end that has passed. */
const due = (table: Scheduled, now: Date): SQL =>
  or(
    and(
      isNotNull(table.scheduledSalePrice),
      or(isNull(table.saleStartsAt), lte(table.saleStartsAt, now)),
      sql`${table.salePrice} is distinct from ${table.scheduledSalePrice}`,
    ),
    lte(table.saleEndsAt, now),
  )!;

/**
 * Starts and ends scheduled sales at `now`, products and variations alike, in one transaction with the
 * listing summaries and an audit entry per product (by the shop itself). Answers the products changed,
 * so the caller empties the catalogue's caches when there are any.
 */
export async function applySaleSchedules(db: Db, audit: AuditService, now: Date): Promise<number[]> {
  return db.transaction(async (tx) => {
    const changed = new Set<number>();
    const columns = {
      salePrice: products.salePrice,
      scheduledSalePrice: products.scheduledSalePrice,
      saleStartsAt: products.saleStartsAt,
      saleEndsAt: products.saleEndsAt,
    };
    for (const row of await tx
      .select({ id: products.id, ...columns })
      .from(products)
      .where(due(products, now))
      .for("update")) {
      const next = advanceSale(row, now);
      if (!next) continue;
      await tx.update(products).set(next).where(eq(products.id, row.id));
      await audit.record(tx, null, {
        action: "product.sale_schedule",
        entity: "product",
        entityId: row.id,
        changes: { salePrice: { before: row.salePrice, after: next.salePrice } },
        reason: next.salePrice === null ? "The scheduled sale ended." : "The scheduled sale started.",
      });
      changed.add(row.id);
    }
    const variationColumns = {
      salePrice: variations.salePrice,
      scheduledSalePrice: variations.scheduledSalePrice,
      saleStartsAt: variations.saleStartsAt,
      saleEndsAt: variations.saleEndsAt,
    };
    for (const row of await tx
      .select({ id: variations.id, productId: variations.productId, ...variationColumns })
      .from(variations)
      .where(due(variations, now))
      .for("update")) {
      const next = advanceSale(row, now);
      if (!next) continue;
      await tx.update(variations).set(next).where(eq(variations.id, row.id));
      changed.add(row.productId);
    }
    await refreshProductSummaries(tx, [...changed]);
    return [...changed];
  });
}
