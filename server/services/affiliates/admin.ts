/** Staff's side of the programme: the list, one affiliate's page, approvals, the tier above, rates and coupons. */
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { balanceFigures } from "../../../domain/affiliates/figures.ts";
import { rateSchema } from "../../../domain/affiliates/programme.ts";
import type { Db } from "../../db/kit/index.ts";
import { affiliateCoupons, affiliatePayouts, affiliates, commissionEntries, coupons, customers, orderAttributions } from "../../db/schema/index.ts";
import { ServiceError } from "../errors.ts";
import { ancestorsOf } from "./attribution.ts";
import { figureLinesByAffiliate, figureLinesOf } from "./figures.ts";
import { grantAffiliateRole } from "./membership.ts";

export const AFFILIATE_STATUSES = ["pending", "approved", "suspended"] as const;
export type AffiliateStatus = (typeof AFFILIATE_STATUSES)[number];

const notFound = (id: number) => new ServiceError("not_found", "affiliate_not_found", `There is no affiliate ${id}.`);

/** The affiliates, newest first, each with their unpaid commission (domain/affiliates/figures.ts, as their dashboard shows it). */
export async function listAffiliates(db: Db, filter: { status?: AffiliateStatus | undefined }, now: Date) {
  const rows = await db
    .select({
      id: affiliates.id,
      status: affiliates.status,
      referralCode: affiliates.referralCode,
      parentId: affiliates.parentId,
      email: customers.email,
      name: sql<string>`coalesce(nullif(${customers.displayName}, ''), trim(${customers.firstName} || ' ' || ${customers.lastName}))`,
      website: affiliates.website,
      createdAt: affiliates.createdAt,
    })
    .from(affiliates)
    .innerJoin(customers, eq(customers.id, affiliates.customerId))
    .where(filter.status ? eq(affiliates.status, filter.status) : undefined)
    .orderBy(desc(affiliates.createdAt), desc(affiliates.id))
    .limit(500);
  const lines = await figureLinesByAffiliate(
    db,
    rows.map((r) => r.id),
    now,
  );
  return rows.map((r) => ({ ...r, unpaidMinor: balanceFigures(lines.get(r.id) ?? []).unpaidMinor }));
}

export async function affiliateDetail(db: Db, id: number, now: Date) {
  const [row] = await db
    .select({ affiliate: affiliates, email: customers.email, firstName: customers.firstName, lastName: customers.lastName })
    .from(affiliates)
    .innerJoin(customers, eq(customers.id, affiliates.customerId))
    .where(eq(affiliates.id, id));
  if (!row) throw notFound(id);
  const owned = await db
    .select({ id: coupons.id, code: coupons.code, type: coupons.type, amount: coupons.amount, usageCount: coupons.usageCount })
    .from(affiliateCoupons)
    .innerJoin(coupons, eq(coupons.id, affiliateCoupons.couponId))
    .where(eq(affiliateCoupons.affiliateId, id))
    .orderBy(asc(coupons.code));
  const ledger = await db
    .select({
      id: commissionEntries.id,
      orderId: commissionEntries.orderId,
      payoutId: commissionEntries.payoutId,
      kind: commissionEntries.kind,
      level: commissionEntries.level,
      amountMinor: commissionEntries.amountMinor,
      state: commissionEntries.state,
      approveAfter: commissionEntries.approveAfter,
      signal: commissionEntries.signal,
      reason: commissionEntries.reason,
      paidByPayoutId: commissionEntries.paidByPayoutId,
      createdAt: commissionEntries.createdAt,
    })
    .from(commissionEntries)
    .where(eq(commissionEntries.affiliateId, id))
    .orderBy(desc(commissionEntries.createdAt), desc(commissionEntries.id))
    .limit(300);
  const payouts = await db.select().from(affiliatePayouts).where(eq(affiliatePayouts.affiliateId, id)).orderBy(desc(affiliatePayouts.requestedAt));
  const orders = await db
    .select({ orderId: orderAttributions.orderId, signal: orderAttributions.signal, reason: orderAttributions.reason, placedAt: orderAttributions.placedAt })
    .from(orderAttributions)
    .where(eq(orderAttributions.affiliateId, id))
    .orderBy(desc(orderAttributions.placedAt))
    .limit(100);
  const figures = balanceFigures(await figureLinesOf(db, id, now));
  return { ...row, coupons: owned, ledger, payouts, orders, figures };
}

export async function setAffiliateStatus(db: Db, id: number, status: AffiliateStatus, now: Date) {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(affiliates).where(eq(affiliates.id, id)).for("update");
    if (!row) throw notFound(id);
    await tx
      .update(affiliates)
      .set({ status, ...(status === "approved" && !row.approvedAt ? { approvedAt: now } : {}) })
      .where(eq(affiliates.id, id));
    if (status === "approved") await grantAffiliateRole(tx, row.customerId);
  });
}

export type AffiliateUpdate = { parentId: number | null; rate: unknown; referralCode: string };

/** The tier above (never the affiliate itself or one below it: no loops), the own rate (null: the programme's) and the referral code. */
export async function updateAffiliate(db: Db, id: number, input: AffiliateUpdate) {
  const rate = input.rate === null ? null : rateSchema.safeParse(input.rate);
  if (rate && !rate.success)
    throw new ServiceError("invalid", "invalid_rate", "Enter a valid rate.", { fields: { rate: "Enter a percentage (0–100) or an amount." } });
  const code = input.referralCode.trim();
  if (!/^[a-z0-9][a-z0-9-]{2,39}$/i.test(code))
    throw new ServiceError("invalid", "invalid_referral_code", "Use 3 to 40 letters, digits or dashes.", {
      fields: { referralCode: "Use 3 to 40 letters, digits or dashes." },
    });
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(affiliates).where(eq(affiliates.id, id)).for("update");
    if (!row) throw notFound(id);
    if (input.parentId !== null) {
      if (input.parentId === id)
        throw new ServiceError("invalid", "parent_loop", "An affiliate cannot be its own parent.", { fields: { parentId: "Choose another affiliate." } });
      const [parent] = await tx.select({ id: affiliates.id }).from(affiliates).where(eq(affiliates.id, input.parentId));
      if (!parent) throw new ServiceError("invalid", "parent_not_found", "There is no such affiliate.", { fields: { parentId: "No such affiliate." } });
      const above = await ancestorsOf(tx, input.parentId, 50);
      if (above.some((a) => a.id === id))
        throw new ServiceError("invalid", "parent_loop", "That affiliate is below this one: the tiers would loop.", {
          fields: { parentId: "This would make a loop." },
        });
    }
    const [clash] = await tx
      .select({ id: affiliates.id })
      .from(affiliates)
      .where(and(eq(sql`lower(${affiliates.referralCode})`, code.toLowerCase()), sql`${affiliates.id} <> ${id}`));
    if (clash) throw new ServiceError("conflict", "referral_code_taken", "This referral code is taken.", { fields: { referralCode: "Taken." } });
    await tx
      .update(affiliates)
      .set({ parentId: input.parentId, rate: rate?.success ? rate.data : null, referralCode: code })
      .where(eq(affiliates.id, id));
  });
}

/** Gives a coupon to an affiliate (a coupon has one owner; giving it again moves it). */
export async function assignCoupon(db: Db, id: number, code: string) {
  await db.transaction(async (tx) => {
    const [coupon] = await tx
      .select({ id: coupons.id })
      .from(coupons)
      .where(eq(sql`lower(${coupons.code})`, code.trim().toLowerCase()));
    if (!coupon) throw new ServiceError("invalid", "coupon_not_found", `There is no coupon "${code.trim()}".`, { fields: { code: "No such coupon." } });
    const [row] = await tx.select({ id: affiliates.id }).from(affiliates).where(eq(affiliates.id, id));
    if (!row) throw notFound(id);
    await tx
      .insert(affiliateCoupons)
      .values({ couponId: coupon.id, affiliateId: id })
      .onConflictDoUpdate({ target: affiliateCoupons.couponId, set: { affiliateId: id } });
  });
}

export async function unassignCoupon(db: Db, id: number, couponId: number) {
  await db.delete(affiliateCoupons).where(and(eq(affiliateCoupons.affiliateId, id), eq(affiliateCoupons.couponId, couponId)));
}

export async function listPayouts(db: Db, state: "requested" | "approved" | "paid" | "rejected" | undefined) {
  return db
    .select({ payout: affiliatePayouts, email: customers.email, referralCode: affiliates.referralCode })
    .from(affiliatePayouts)
    .innerJoin(affiliates, eq(affiliates.id, affiliatePayouts.affiliateId))
    .innerJoin(customers, eq(customers.id, affiliates.customerId))
    .where(state ? eq(affiliatePayouts.state, state) : undefined)
    .orderBy(desc(affiliatePayouts.requestedAt), desc(affiliatePayouts.id))
    .limit(500);
}
