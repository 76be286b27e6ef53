/**
 * Checkout's hook: inside the order's own transaction, records which signal credited the order (the
 * affiliate's coupon, their referral link, or none) and writes the commission ledger entries, pending,
 * for the affiliate and the tiers above them.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { attribute, type AttributionCandidate } from "../../../domain/affiliates/attribution.ts";
import { commissionForOrder, lineNetMinor, parentChain, tierShares } from "../../../domain/affiliates/commission.ts";
import { DAY_MS } from "../../../domain/affiliates/ledger.ts";
import type { Queryable } from "../../db/kit/index.ts";
import { affiliateCoupons, affiliates, commissionEntries, customerAddresses, customers, orderAttributions, productCategories } from "../../db/schema/index.ts";
import { readProgramme } from "./programme.ts";

export type OrderForAttribution = {
  orderId: number;
  placedAt: Date;
  customerId: number | null;
  email: string;
  billing: Readonly<Record<string, string>>;
  pricesIncludeTax: boolean;
  /** The order's total and discounts (the dashboard's sales and discounts given). */
  totalMinor: number;
  discountMinor: number;
  /** The coupons the order used, by id. */
  couponIds: readonly number[];
  lines: readonly { productId: number | null; quantity: number; total: number; tax: number }[];
  /** The remembered `?ref=` visit, if any. */
  referral: { code: string; at: Date } | null;
};

const addressOf = (a: { address1?: string | undefined; postcode?: string | undefined; country?: string | undefined }) =>
  [a.address1 ?? "", a.postcode ?? "", a.country ?? ""].join(" ");

async function candidate(q: Queryable, where: ReturnType<typeof eq>, code: (row: { referralCode: string }) => string) {
  const [row] = await q
    .select({
      id: affiliates.id,
      customerId: affiliates.customerId,
      referralCode: affiliates.referralCode,
      email: customers.email,
      settings: affiliates.settings,
    })
    .from(affiliates)
    .innerJoin(customers, eq(customers.id, affiliates.customerId))
    .where(and(where, eq(affiliates.status, "approved")))
    .limit(1);
  if (!row) return null;
  const saved = await q.select().from(customerAddresses).where(eq(customerAddresses.customerId, row.customerId));
  const s = row.settings;
  const addresses = [...saved.map((a) => addressOf(a)), [s["wcu-billing1"], s["wcu-billing2"], s["wcu-billing3"]].filter(Boolean).join(" ")].filter(
    (a) => a.trim() !== "",
  );
  return { affiliateId: row.id, code: code(row), customerId: row.customerId, email: row.email, addresses } satisfies AttributionCandidate;
}

export async function recordOrderAttribution(tx: Queryable, order: OrderForAttribution): Promise<{ affiliateId: number | null; commissionMinor: number }> {
  const programme = await readProgramme(tx);
  let coupon: (AttributionCandidate & { couponId: number }) | null = null;
  if (order.couponIds.length > 0) {
    const owned = await tx
      .select({
        couponId: affiliateCoupons.couponId,
        affiliateId: affiliateCoupons.affiliateId,
        code: sql<string>`(select code from coupons where id = ${affiliateCoupons.couponId})`,
      })
      .from(affiliateCoupons)
      // A credit coupon (a paid `credit` payout) is spent by its owner, never a reason to pay commission.
      .where(and(inArray(affiliateCoupons.couponId, [...order.couponIds]), eq(affiliateCoupons.kind, "attributing")))
      .orderBy(affiliateCoupons.couponId);
    for (const o of owned) {
      const found = await candidate(tx, eq(affiliates.id, o.affiliateId), () => o.code);
      if (found) {
        coupon = { ...found, couponId: o.couponId };
        break;
      }
    }
  }
  let link: (AttributionCandidate & { daysAgo: number }) | null = null;
  if (order.referral && order.placedAt.getTime() - order.referral.at.getTime() <= programme.referralDays * DAY_MS) {
    const found = await candidate(tx, eq(sql`lower(${affiliates.referralCode})`, order.referral.code.toLowerCase()), (r) => r.referralCode);
    if (found) link = { ...found, daysAgo: Math.max(0, Math.floor((order.placedAt.getTime() - order.referral.at.getTime()) / DAY_MS)) };
  }
  const result = attribute({ coupon, link, buyer: { customerId: order.customerId, email: order.email, address: addressOf(order.billing) } });
  await tx.insert(orderAttributions).values({
    orderId: order.orderId,
    affiliateId: result.affiliateId,
    signal: result.signal,
    reason: result.reason,
    couponId: result.signal === "coupon" ? (coupon?.couponId ?? null) : null,
    placedAt: order.placedAt,
    salesMinor: order.totalMinor,
    discountMinor: order.discountMinor,
  });
  if (result.affiliateId === null || result.selfReferral) return { affiliateId: result.affiliateId, commissionMinor: 0 };

  const productIds = [...new Set(order.lines.map((l) => l.productId).filter((id): id is number => id !== null))];
  const categories = productIds.length ? await tx.select().from(productCategories).where(inArray(productCategories.productId, productIds)) : [];
  const [earner] = await tx.select({ rate: affiliates.rate }).from(affiliates).where(eq(affiliates.id, result.affiliateId));
  const lines = order.lines.map((l) => ({
    productId: l.productId,
    quantity: l.quantity,
    categoryIds: categories.filter((c) => c.productId === l.productId).map((c) => c.categoryId),
    netMinor: lineNetMinor(l, order.pricesIncludeTax),
  }));
  const direct = commissionForOrder(lines, programme, earner?.rate ?? null);
  if (direct <= 0) return { affiliateId: result.affiliateId, commissionMinor: 0 };

  const entries = [{ affiliateId: result.affiliateId, level: 0, amountMinor: direct }];
  if (programme.tierShares.length > 0) {
    const chain = await ancestorsOf(tx, result.affiliateId, programme.tierShares.length);
    const excluded = new Set(chain.filter((a) => a.status !== "approved" || a.customerId === order.customerId).map((a) => a.id));
    entries.push(
      ...tierShares(
        direct,
        result.affiliateId,
        chain.map((a) => a.id),
        programme.tierShares,
        (id) => excluded.has(id),
      ),
    );
  }
  await tx.insert(commissionEntries).values(
    entries.map((e) => ({
      affiliateId: e.affiliateId,
      orderId: order.orderId,
      kind: "commission" as const,
      level: e.level,
      amountMinor: e.amountMinor,
      state: "pending" as const,
      signal: result.signal,
      reason: e.level === 0 ? result.reason : `Level ${e.level} share: ${result.reason}`,
      sourceAffiliateId: result.affiliateId,
      couponId: result.signal === "coupon" ? (coupon?.couponId ?? null) : null,
      createdAt: order.placedAt,
    })),
  );
  return { affiliateId: result.affiliateId, commissionMinor: direct };
}

/** The affiliates above one, nearest first, at most `levels` (one query per level; levels are few). */
export async function ancestorsOf(q: Queryable, affiliateId: number, levels: number) {
  const parents = new Map<number, number | null>();
  const info = new Map<number, { id: number; status: string; customerId: number }>();
  let current: number | null = affiliateId;
  for (let i = 0; i <= levels && current !== null && !info.has(current); i++) {
    const [row] = await q
      .select({ id: affiliates.id, parentId: affiliates.parentId, status: affiliates.status, customerId: affiliates.customerId })
      .from(affiliates)
      .where(eq(affiliates.id, current));
    if (!row) break;
    info.set(row.id, row);
    parents.set(row.id, row.parentId);
    current = row.parentId;
  }
  return parentChain(affiliateId, parents, levels)
    .map((id) => info.get(id))
    .filter((a) => a !== undefined);
}
