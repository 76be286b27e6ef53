import { inArray } from "drizzle-orm";
import { categories, coupons } from "../schema/index.ts";
import type { Tx } from "./bulk.ts";

const DAY_MS = 86_400_000;

type DemoCoupon = Omit<typeof coupons.$inferInsert, "expiresAt" | "categoryIds"> & { expiresInDays?: number; categorySlugs?: string[] };

/**
 * Demo coupons, one for each rule a shopper can meet: percent, fixed with a minimum spend, free shipping,
 * expired, used up, once per customer and alone (not on sale items), a maximum spend, a category, and one
 * for the shop's own people (billing or account e-mail at @vitrine.test).
 */
export const DEMO_COUPONS: readonly DemoCoupon[] = [
  { code: "welcome10", type: "percent", amount: 1000 },
  { code: "save5", type: "fixed_cart", amount: 500, minimumSpend: 3000 },
  { code: "freeship", type: "percent", amount: 0, freeShipping: true },
  { code: "summer20", type: "percent", amount: 2000, expiresInDays: -30 },
  { code: "launch50", type: "percent", amount: 5000, usageLimit: 100, usageCount: 100 },
  { code: "once15", type: "percent", amount: 1500, usageLimitPerCustomer: 1, individualUse: true, excludeSaleItems: true },
  { code: "treat3", type: "fixed_cart", amount: 300, maximumSpend: 2000 },
  { code: "plants15", type: "percent", amount: 1500, categorySlugs: ["plants"] },
  { code: "team20", type: "percent", amount: 2000, allowedEmails: ["*@vitrine.test"] },
];

export async function insertCoupons(tx: Tx, now: Date): Promise<void> {
  const slugs = [...new Set(DEMO_COUPONS.flatMap((c) => c.categorySlugs ?? []))];
  const rows = slugs.length > 0 ? await tx.select({ id: categories.id, slug: categories.slug }).from(categories).where(inArray(categories.slug, slugs)) : [];
  const idOf = (slug: string) => {
    const row = rows.find((r) => r.slug === slug);
    if (!row) throw new Error(`Demo coupon names an unknown category: ${slug}`);
    return row.id;
  };
  await tx.insert(coupons).values(
    DEMO_COUPONS.map(({ expiresInDays, categorySlugs, ...coupon }) => ({
      ...coupon,
      ...(categorySlugs ? { categoryIds: categorySlugs.map(idOf) } : {}),
      expiresAt: expiresInDays === undefined ? null : new Date(now.getTime() + expiresInDays * DAY_MS),
    })),
  );
}
