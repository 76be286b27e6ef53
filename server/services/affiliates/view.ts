import { desc, eq } from "drizzle-orm";
import type { AffiliateCoupon, AffiliateDashboard, Creative, PayoutRow } from "../../../domain/affiliates/dashboard.ts";
import { EMPTY_SETTINGS } from "../../../domain/affiliates/settings-payload.ts";
import { statementUrlOf } from "../../../domain/affiliates/statement.ts";
import { escapeXml } from "../../../domain/affiliates/sepa.ts";
import { DEFAULT_CURRENCY, formatMoney } from "../../../domain/money.ts";
import type { Db } from "../../db/connect.ts";
import { affiliateCreatives, affiliatePayouts, affiliates, customers } from "../../db/schema/index.ts";
import { readProgramme } from "./programme.ts";
import { couponsOf, DASHBOARD_ORDER_ROWS, networkOf, ordersOf, figuresOf, type CouponFigures } from "./view-queries.ts";

export type AffiliateRow = typeof affiliates.$inferSelect;

export async function affiliateOfUser(db: Db, userId: number): Promise<(AffiliateRow & { name: string; email: string }) | null> {
  const [row] = await db
    .select({ affiliate: affiliates, displayName: customers.displayName, firstName: customers.firstName, lastName: customers.lastName, email: customers.email })
    .from(affiliates)
    .innerJoin(customers, eq(customers.id, affiliates.customerId))
    .where(eq(affiliates.customerId, userId))
    .limit(1);
  if (!row) return null;
  const name = row.displayName || `${row.firstName} ${row.lastName}`.trim() || row.email;
  return { ...row.affiliate, name, email: row.email };
}

export function discountWords(c: Pick<CouponFigures, "type" | "amount">, currency: string): string {
  if (c.type === "percent") return `${c.amount / 100} % off`;
  return c.type === "fixed_cart" ? `${formatMoney(c.amount, currency)} off the cart` : `${formatMoney(c.amount, currency)} off each product`;
}

export function payoutRowOf(p: typeof affiliatePayouts.$inferSelect): PayoutRow {
  return { id: p.id, requestedAt: p.requestedAt.toISOString(), amountMinor: p.amountMinor, type: p.type, state: p.state, statementUrl: statementUrlOf(p.id) };
}

export function referralUrlOf(origin: string, code: string): string {
  return `${origin}/?ref=${encodeURIComponent(code)}`;
}

export function embedCodeOf(url: string, creative: { title: string; imageUrl: string; width: number; height: number }, origin: string): string {
  const src = creative.imageUrl.startsWith("/") ? `${origin}${creative.imageUrl}` : creative.imageUrl;
  return `<a href="${escapeXml(url)}"><img src="${escapeXml(src)}" width="${creative.width}" height="${creative.height}" alt="${escapeXml(creative.title)}"></a>`;
}

/** The whole dashboard of the signed-in user's affiliate account; null when they are not an affiliate. */
export async function buildDashboard(db: Db, userId: number, now: Date, origin: string): Promise<AffiliateDashboard | null> {
  const [affiliate, programme] = await Promise.all([affiliateOfUser(db, userId), readProgramme(db)]);
  if (!affiliate) return null;
  const currency = DEFAULT_CURRENCY;
  const referralUrl = referralUrlOf(origin, affiliate.referralCode);
  // Independent reads, in parallel (a pool runs them side by side; PGlite's one connection takes them in turn).
  const [{ statistics, balance, lines, referred }, orders, network, payouts, creatives] = await Promise.all([
    figuresOf(db, affiliate.id, now),
    ordersOf(db, affiliate.id, now, DASHBOARD_ORDER_ROWS),
    networkOf(db, affiliate.id, Math.max(1, programme.tierShares.length)),
    db.select().from(affiliatePayouts).where(eq(affiliatePayouts.affiliateId, affiliate.id)).orderBy(desc(affiliatePayouts.requestedAt)).limit(100),
    db.select().from(affiliateCreatives).orderBy(affiliateCreatives.position, affiliateCreatives.id),
  ]);
  const coupons = await couponsOf(db, affiliate.id, lines, referred);
  return {
    affiliate: { id: affiliate.id, name: affiliate.name, status: affiliate.status, referralCode: affiliate.referralCode },
    referralUrl,
    coupons: coupons.map((c): AffiliateCoupon => ({
      code: c.code,
      discount: discountWords(c, currency),
      uses: c.uses,
      salesMinor: c.salesMinor,
      commissionMinor: c.commissionMinor,
    })),
    statistics,
    orders,
    network,
    payouts: payouts.map(payoutRowOf),
    balance: {
      approvedUnpaidMinor: balance.availableMinor,
      requestedMinor: balance.requestedMinor,
      pendingMinor: balance.pendingMinor,
      minimumPayoutMinor: programme.minimumPayoutMinor,
    },
    creatives: creatives.map((c): Creative => ({
      id: c.id,
      title: c.title,
      imageUrl: c.imageUrl,
      width: c.width,
      height: c.height,
      embedCode: embedCodeOf(referralUrl, c, origin),
    })),
    settings: { ...EMPTY_SETTINGS, ...affiliate.settings, post_id: String(affiliate.id) },
    payoutTypes: programme.payoutTypes,
    currency,
  };
}
