import { coupons } from "../schema/index.ts";
import type { Tx } from "./bulk.ts";

const DAY_MS = 86_400_000;

type DemoCoupon = Omit<typeof coupons.$inferInsert, "expiresAt"> & { expiresInDays?: number };

/** Demo coupons, one for each rule a shopper can meet: percent, fixed with a minimum spend, free shipping, expired, used up. */
export const DEMO_COUPONS: readonly DemoCoupon[] = [
  { code: "welcome10", type: "percent", amount: 1000 },
  { code: "save5", type: "fixed_cart", amount: 500, minimumSpend: 3000 },
  { code: "freeship", type: "percent", amount: 0, freeShipping: true },
  { code: "summer20", type: "percent", amount: 2000, expiresInDays: -30 },
  { code: "launch50", type: "percent", amount: 5000, usageLimit: 100, usageCount: 100 },
  { code: "once15", type: "percent", amount: 1500, usageLimitPerCustomer: 1, individualUse: true, excludeSaleItems: true },
];

export async function insertCoupons(tx: Tx, now: Date): Promise<void> {
  await tx.insert(coupons).values(
    DEMO_COUPONS.map(({ expiresInDays, ...coupon }) => ({ ...coupon, expiresAt: expiresInDays === undefined ? null : new Date(now.getTime() + expiresInDays * DAY_MS) })),
  );
}
