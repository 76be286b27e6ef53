/**
 * Payouts: the affiliate's request (under the affiliate row's lock, so two requests at once cannot spend
 * the same balance), and staff's decisions: approve, mark paid (the commission it covers is marked paid,
 * oldest first; a `credit` payout becomes a coupon of its value owned by the affiliate), reject (the
 * reserved amount returns to the balance), and the SEPA file of approved bank payouts.
 */
import { randomBytes } from "node:crypto";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { payoutRequestSchema, type PayoutRow } from "../../../domain/affiliates/dashboard.ts";
import { balanceFigures } from "../../../domain/affiliates/figures.ts";
import { formatMinorPlain } from "../../../domain/affiliates/format.ts";
import { checkPayoutRequest } from "../../../domain/affiliates/payout-rules.ts";
import { settlePayout } from "../../../domain/affiliates/settlement.ts";
import { buildPain001, type SepaDebtor } from "../../../domain/affiliates/sepa.ts";
import { normalizeAllowedEmail } from "../../../domain/cart/coupon-emails.ts";
import { DEFAULT_CURRENCY } from "../../../domain/money.ts";
import type { Db, Queryable } from "../../db/kit/index.ts";
import { affiliateCoupons, affiliatePayouts, affiliates, commissionEntries, coupons, customers } from "../../db/schema/index.ts";
import { ServiceError } from "../errors.ts";
import { figureLinesOf } from "./figures.ts";
import { effectivelyApproved } from "./ledger.ts";
import { readProgramme } from "./programme.ts";
import { payoutRowOf } from "./view.ts";

/** What the affiliate may request now: the balance's available figure (domain/affiliates/figures.ts). */
async function availableBalance(tx: Queryable, affiliateId: number, now: Date): Promise<number> {
  return balanceFigures(await figureLinesOf(tx, affiliateId, now)).availableMinor;
}

export async function requestPayout(db: Db, userId: number, raw: unknown, now: Date): Promise<PayoutRow> {
  const parsed = payoutRequestSchema.safeParse(raw);
  if (!parsed.success) {
    const fields = Object.fromEntries(parsed.error.issues.map((i) => [i.path.join(".") || "_", i.message]));
    throw new ServiceError("invalid", "invalid_payout", "Please correct the payout request.", { fields });
  }
  const input = parsed.data;
  return db.transaction(async (tx) => {
    const [affiliate] = await tx.select().from(affiliates).where(eq(affiliates.customerId, userId)).for("update");
    if (!affiliate) throw new ServiceError("forbidden", "not_an_affiliate", "Only affiliates can request payouts.");
    if (affiliate.status !== "approved") throw new ServiceError("forbidden", "affiliate_not_approved", "Your affiliate account is not approved.");
    const programme = await readProgramme(tx);
    const balance = await availableBalance(tx, affiliate.id, now);
    const check = checkPayoutRequest({
      amountMinor: input.amountMinor,
      type: input.payouttype,
      details: input.details,
      approvedUnpaidMinor: balance,
      minimumPayoutMinor: programme.minimumPayoutMinor,
      currency: DEFAULT_CURRENCY,
      offeredTypes: programme.payoutTypes,
    });
    if (!check.ok) throw new ServiceError("invalid", "invalid_payout", check.message, { fields: check.fields });
    const [payout] = await tx
      .insert(affiliatePayouts)
      .values({ affiliateId: affiliate.id, type: input.payouttype, amountMinor: input.amountMinor, details: input.details, requestedAt: now })
      .returning();
    await tx.insert(commissionEntries).values({
      affiliateId: affiliate.id,
      payoutId: payout!.id,
      kind: "payout",
      amountMinor: -input.amountMinor,
      state: "approved",
      reason: `Payout ${payout!.id} requested`,
      createdAt: now,
    });
    return payoutRowOf(payout!);
  });
}

export type PayoutDecision = "approve" | "paid" | "reject";
const ALLOWED: Record<PayoutDecision, readonly string[]> = { approve: ["requested"], paid: ["requested", "approved"], reject: ["requested", "approved"] };

/** Staff decide a payout request. */
export async function decidePayout(db: Db, staffId: number, payoutId: number, decision: PayoutDecision, note: string, now: Date) {
  return db.transaction(async (tx) => {
    const [payout] = await tx.select().from(affiliatePayouts).where(eq(affiliatePayouts.id, payoutId)).for("update");
    if (!payout) throw new ServiceError("not_found", "payout_not_found", `There is no payout ${payoutId}.`);
    if (!ALLOWED[decision].includes(payout.state))
      throw new ServiceError("conflict", "payout_decided", `A ${payout.state} payout cannot be ${decision === "paid" ? "marked paid" : `${decision}d`}.`);
    await tx.select({ id: affiliates.id }).from(affiliates).where(eq(affiliates.id, payout.affiliateId)).for("update");
    const state = decision === "approve" ? "approved" : decision === "paid" ? "paid" : "rejected";
    let creditCouponId: number | null = null;
    if (decision === "reject") {
      await tx.insert(commissionEntries).values({
        affiliateId: payout.affiliateId,
        payoutId,
        kind: "payout_return",
        amountMinor: payout.amountMinor,
        state: "approved",
        reason: `Payout ${payoutId} rejected${note.trim() ? `: ${note.trim()}` : ""}`,
        createdAt: now,
      });
    }
    if (decision === "paid") {
      await markCommissionPaid(tx, payout.affiliateId, payoutId, payout.amountMinor, now);
      if (payout.type === "credit") creditCouponId = await creditCoupon(tx, payout.affiliateId, payout.amountMinor);
    }
    const [updated] = await tx
      .update(affiliatePayouts)
      .set({
        state,
        note: note.trim(),
        decidedAt: now,
        decidedBy: staffId,
        ...(decision === "paid" ? { paidAt: now } : {}),
        ...(creditCouponId ? { creditCouponId } : {}),
      })
      .where(eq(affiliatePayouts.id, payoutId))
      .returning();
    return updated!;
  });
}

/**
 * The approved commission and clawbacks the payout settles, oldest first, exactly its amount
 * (domain/affiliates/settlement.ts): the entry that goes past it is split, its rest staying open. When
 * clawbacks since the request leave too little to cover it, the payout cannot be paid.
 */
async function markCommissionPaid(tx: Queryable, affiliateId: number, payoutId: number, amount: number, now: Date) {
  const open = await tx
    .select()
    .from(commissionEntries)
    .where(
      and(
        eq(commissionEntries.affiliateId, affiliateId),
        inArray(commissionEntries.kind, ["commission", "clawback"]),
        isNull(commissionEntries.paidByPayoutId),
        effectivelyApproved(now),
      ),
    )
    .orderBy(asc(commissionEntries.createdAt), asc(commissionEntries.id))
    .for("update");
  const settlement = settlePayout(open, amount);
  if (!settlement.ok)
    throw new ServiceError(
      "conflict",
      "payout_not_covered",
      `Clawbacks since this payout was requested leave ${formatMinorPlain(settlement.coveredMinor, DEFAULT_CURRENCY)} of approved commission to cover it: reject it and let the affiliate request again.`,
    );
  if (settlement.whole.length) await tx.update(commissionEntries).set({ paidByPayoutId: payoutId }).where(inArray(commissionEntries.id, settlement.whole));
  if (settlement.split) {
    const { id, settledMinor, restMinor } = settlement.split;
    const entry = open.find((e) => e.id === id)!;
    await tx.update(commissionEntries).set({ amountMinor: settledMinor, paidByPayoutId: payoutId }).where(eq(commissionEntries.id, id));
    const { id: _id, ...rest } = entry;
    await tx.insert(commissionEntries).values({ ...rest, amountMinor: restMinor, paidByPayoutId: null });
  }
}

/**
 * The shop has no store-credit balance yet, so a `credit` payout becomes a single-use coupon of its value,
 * owned by the affiliate (their coupons list shows its code), restricted to their account's e-mail, and
 * marked `credit`: it never credits an order to anyone, so it earns no commission even if passed on.
 */
async function creditCoupon(tx: Queryable, affiliateId: number, amountMinor: number): Promise<number> {
  const [owner] = await tx
    .select({ email: customers.email })
    .from(affiliates)
    .innerJoin(customers, eq(customers.id, affiliates.customerId))
    .where(eq(affiliates.id, affiliateId));
  const code = `credit-${randomBytes(4).toString("hex")}`;
  const [coupon] = await tx
    .insert(coupons)
    .values({ code, type: "fixed_cart", amount: amountMinor, usageLimit: 1, usageLimitPerCustomer: 1, allowedEmails: [normalizeAllowedEmail(owner!.email)] })
    .returning({ id: coupons.id });
  await tx.insert(affiliateCoupons).values({ couponId: coupon!.id, affiliateId, kind: "credit" });
  return coupon!.id;
}

/** The pain.001 file of every approved bank payout (not yet paid); nothing changes until staff mark them paid. */
export async function sepaExport(db: Db, debtor: SepaDebtor, now: Date) {
  const rows = await db
    .select({ payout: affiliatePayouts, email: customers.email, first: customers.firstName, last: customers.lastName })
    .from(affiliatePayouts)
    .innerJoin(affiliates, eq(affiliates.id, affiliatePayouts.affiliateId))
    .innerJoin(customers, eq(customers.id, affiliates.customerId))
    .where(and(eq(affiliatePayouts.state, "approved"), eq(affiliatePayouts.type, "banktransfer")))
    .orderBy(asc(affiliatePayouts.id));
  const payouts = rows.map((r) => ({
    id: r.payout.id,
    amountMinor: r.payout.amountMinor,
    creditorName: r.payout.details.bankname ? `${r.first} ${r.last}`.trim() || r.email : r.email,
    iban: r.payout.details.bankaccount ?? "",
    bic: r.payout.details.banksort ?? "",
    remittance: `Affiliate payout ${r.payout.id}`,
  }));
  const executionDate = new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10);
  return buildPain001({ messageId: `VITRINE-AFF-${now.getTime()}`, createdAt: now, executionDate, debtor, payouts });
}
