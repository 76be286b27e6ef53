import { and, asc, count, desc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import type { Queryable } from "../../db/kit/index.ts";
import { categories, couponUsages, coupons, customers, orders, products } from "../../db/schema/index.ts";
import { toSummary } from "./list.ts";
import type { CouponDetail, CouponUse, NamedTarget } from "./types.ts";

export async function readCoupon(q: Queryable, id: number, now: Date): Promise<CouponDetail | null> {
  const [row] = await q.select().from(coupons).where(eq(coupons.id, id)).limit(1);
  if (!row) return null;
  const productIds = [...row.productIds, ...row.excludedProductIds];
  const categoryIds = [...row.categoryIds, ...row.excludedCategoryIds];
  const productNames = productIds.length ? await q.select({ id: products.id, name: products.name }).from(products).where(inArray(products.id, productIds)) : [];
  const categoryNames = categoryIds.length
    ? await q.select({ id: categories.id, name: categories.name }).from(categories).where(inArray(categories.id, categoryIds))
    : [];
  return {
    ...toSummary(row, now),
    usageLimitPerCustomer: row.usageLimitPerCustomer,
    minimumSpend: row.minimumSpend,
    maximumSpend: row.maximumSpend,
    productIds: row.productIds,
    excludedProductIds: row.excludedProductIds,
    categoryIds: row.categoryIds,
    excludedCategoryIds: row.excludedCategoryIds,
    individualUse: row.individualUse,
    freeShipping: row.freeShipping,
    excludeSaleItems: row.excludeSaleItems,
    createdAt: row.createdAt,
    version: row.version,
    names: { products: productNames, categories: categoryNames },
  };
}

/** The orders that used a coupon, newest first, a page at a time. */
export async function couponUses(q: Queryable, couponId: number, page: number, perPage: number): Promise<{ uses: CouponUse[]; total: number }> {
  const [total] = await q.select({ n: count() }).from(couponUsages).where(eq(couponUsages.couponId, couponId));
  const rows = await q
    .select({
      orderId: orders.id,
      number: orders.number,
      placedAt: orders.createdAt,
      email: orders.email,
      firstName: customers.firstName,
      lastName: customers.lastName,
      billing: orders.billingAddress,
      discount: couponUsages.discount,
      currency: orders.currency,
    })
    .from(couponUsages)
    .innerJoin(orders, eq(orders.id, couponUsages.orderId))
    .leftJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(couponUsages.couponId, couponId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(perPage)
    .offset((Math.max(page, 1) - 1) * perPage);
  const uses = rows.map(({ firstName, lastName, billing, ...use }) => {
    // The billing name is who the order was for; the account's name fills in when the address has none.
    const name = [billing.firstName || firstName, billing.lastName || lastName].filter(Boolean).join(" ");
    return { ...use, customerName: name || use.email };
  });
  return { uses, total: total?.n ?? 0 };
}

/** Products whose name or SKU holds the text, for the editor's product picker. */
export async function findProducts(q: Queryable, text: string, limit: number): Promise<(NamedTarget & { sku: string | null })[]> {
  const like = `%${text.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return q
    .select({ id: products.id, name: products.name, sku: products.sku })
    .from(products)
    .where(and(sql`${products.status} <> 'trash'`, or(ilike(products.name, like), ilike(products.sku, like))))
    .orderBy(asc(products.name))
    .limit(limit);
}

/** The products of these ids, by name; ids of no product are left out. */
export async function productsByIds(q: Queryable, ids: readonly number[]): Promise<(NamedTarget & { sku: string | null })[]> {
  const wanted = [...new Set(ids.filter((id) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647))];
  if (wanted.length === 0) return [];
  return q.select({ id: products.id, name: products.name, sku: products.sku }).from(products).where(inArray(products.id, wanted)).orderBy(asc(products.name));
}

export async function allCategories(q: Queryable): Promise<NamedTarget[]> {
  return q.select({ id: categories.id, name: categories.name }).from(categories).orderBy(asc(categories.name));
}
