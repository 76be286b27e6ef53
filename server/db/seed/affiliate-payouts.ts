/**
 * The demo affiliates' payouts: Priya's bank details, payouts of several types and states, a store-credit
 * payout's coupon, and a refund after payout whose clawback her balance carries (see affiliates.ts).
 */
import { eq } from "drizzle-orm";
import { DAY_MS, isApproved } from "../../../domain/affiliates/ledger.ts";
import { settlePayout, wholeEntriesUpTo } from "../../../domain/affiliates/settlement.ts";
import {
  affiliateCoupons,
  affiliatePayouts,
  commissionEntries,
  coupons,
  customers,
  orderAttributions,
  orderStatusHistory,
  orders,
  refunds,
} from "../schema/index.ts";
import type { Affiliate, Entry, Placed } from "./affiliates.ts";
import type { Tx } from "./bulk.ts";

/**
 * Priya's bank details (paid by bank transfer): a German account whose IBAN passes the mod-97 check and
 * whose BIC is its bank's, so her payout form is filled in and the SEPA export accepts them.
 */
export const DEMO_BANK_DETAILS = {
  bankname: "Commerzbank",
  banksort: "COBADEFFXXX",
  bankaccount: "DE89370400440532013000",
  bankother: "Priya Raman",
  bankother2: "Kaiserplatz, 60311 Frankfurt am Main",
  bankother3: "DE",
  bankother4: "Vitrine affiliate priya",
} as const;

/** A paid store-credit payout's coupon, as staff marking it paid make it: the affiliate's e-mail only, never earning commission. */
async function insertCreditCoupon(tx: Tx, affiliate: Affiliate, payoutId: number, amount: number) {
  const [owner] = await tx.select({ email: customers.email }).from(customers).where(eq(customers.id, affiliate.customerId));
  const [coupon] = await tx
    .insert(coupons)
    .values({
      code: `credit-demo-${payoutId}`,
      type: "fixed_cart",
      amount,
      usageLimit: 1,
      usageLimitPerCustomer: 1,
      allowedEmails: [owner!.email.toLowerCase()],
    })
    .returning({ id: coupons.id });
  await tx.insert(affiliateCoupons).values({ couponId: coupon!.id, affiliateId: affiliate.id, kind: "credit" });
  await tx.update(affiliatePayouts).set({ creditCouponId: coupon!.id }).where(eq(affiliatePayouts.id, payoutId));
}

/**
 * Payouts: Priya has a paid bank transfer (exactly her oldest whole commission entries approved by then,
 * settled by the rule staff's "mark paid" uses), an approved one waiting for
 * the SEPA file and a PayPal request; Lukas a paid store credit (its coupon his alone) and a rejected request. Then the oldest
 * paid order of Priya's is refunded: its clawback is written after the payout, and her balance carries it.
 */
export async function insertPayouts(tx: Tx, network: Affiliate[], placed: Placed[], ledger: Entry[], now: Date) {
  const [priya, lukas] = network;
  const bank = DEMO_BANK_DETAILS;
  // What the ledger held at a moment: entries written by then, approved by then (the ledger's own rule).
  // (The demo writes a commission "approved" when its delay has passed by now; at an earlier moment its delay decides.)
  const approvedAt = (e: Entry, at: Date) =>
    e.createdAt!.getTime() <= at.getTime() && (e.approveAfter ? isApproved({ state: "pending", approveAfter: e.approveAfter }, at) : e.state === "approved");
  const availableAt = (a: Affiliate, at: Date) => ledger.filter((e) => e.affiliateId === a.id && approvedAt(e, at)).reduce((sum, e) => sum + e.amountMinor, 0);
  // The entries a payout paid at `at` may settle, oldest first (written in this order, so the index stands for the id).
  const openAt = (a: Affiliate, at: Date) =>
    ledger
      .map((entry, index) => ({ entry, index }))
      .filter(({ entry: e }) => e.affiliateId === a.id && (e.kind === "commission" || e.kind === "clawback") && !e.paidByPayoutId && approvedAt(e, at))
      .sort((x, y) => x.entry.createdAt!.getTime() - y.entry.createdAt!.getTime() || x.index - y.index)
      .map(({ entry, index }) => ({ id: index, amountMinor: entry.amountMinor }));
  const plan: {
    affiliate: Affiliate;
    type: (typeof affiliatePayouts.$inferInsert)["type"];
    share: number;
    state: "requested" | "approved" | "paid" | "rejected";
    daysAgo: number;
    details: Record<string, string>;
  }[] = [
    { affiliate: priya!, type: "banktransfer", share: 0.5, state: "paid", daysAgo: 30, details: bank },
    // Leaving her enough approved, unpaid commission to request a payout of the minimum or more in the demo.
    { affiliate: priya!, type: "banktransfer", share: 0.25, state: "approved", daysAgo: 5, details: bank },
    { affiliate: priya!, type: "paypalapi", share: 0.1, state: "requested", daysAgo: 1, details: { paypalemailapi: "priya@pay.example" } },
    { affiliate: lukas!, type: "credit", share: 0.5, state: "paid", daysAgo: 20, details: {} },
    { affiliate: lukas!, type: "custom1", share: 0.2, state: "rejected", daysAgo: 10, details: { paypalemail: "lukas@pay.example" } },
  ];
  for (const p of plan) {
    const at = new Date(now.getTime() - p.daysAgo * DAY_MS);
    const target = Math.floor(availableAt(p.affiliate, at) * p.share);
    // A paid payout is exactly the oldest whole entries it settles; the others are a share of what was available.
    const amount = p.state === "paid" ? wholeEntriesUpTo(openAt(p.affiliate, at), target) : target;
    if (amount <= 0) continue;
    const [row] = await tx
      .insert(affiliatePayouts)
      .values({
        affiliateId: p.affiliate.id,
        type: p.type,
        amountMinor: amount,
        details: p.details,
        state: p.state,
        requestedAt: at,
        decidedAt: p.state === "requested" ? null : at,
        paidAt: p.state === "paid" ? at : null,
      })
      .returning({ id: affiliatePayouts.id });
    const payoutId = row!.id;
    if (p.type === "credit" && p.state === "paid") await insertCreditCoupon(tx, p.affiliate, payoutId, amount);
    ledger.push({
      affiliateId: p.affiliate.id,
      payoutId,
      kind: "payout",
      amountMinor: -amount,
      state: "approved",
      reason: `Payout ${payoutId} requested`,
      createdAt: at,
    });
    if (p.state === "rejected")
      ledger.push({
        affiliateId: p.affiliate.id,
        payoutId,
        kind: "payout_return",
        amountMinor: amount,
        state: "approved",
        reason: `Payout ${payoutId} rejected: details incomplete`,
        createdAt: at,
      });
    if (p.state === "paid") {
      const settlement = settlePayout(openAt(p.affiliate, at), amount);
      if (!settlement.ok || settlement.split) throw new Error(`The demo payout ${payoutId} does not settle whole entries.`);
      for (const index of settlement.whole) ledger[index]!.paidByPayoutId = payoutId;
    }
  }
  // The refund after payout: Priya's oldest paid order; every share of it is clawed back.
  const paidOrder = placed.find((o) => ledger.some((e) => e.orderId === o.orderId && e.affiliateId === priya!.id && e.level === 0 && e.paidByPayoutId));
  if (paidOrder) {
    const refundedAt = new Date(now.getTime() - 3 * DAY_MS);
    await tx.update(orders).set({ status: "refunded", refundedTotal: paidOrder.total }).where(eq(orders.id, paidOrder.orderId));
    await tx.update(orderAttributions).set({ salesMinor: 0 }).where(eq(orderAttributions.orderId, paidOrder.orderId));
    await tx.insert(refunds).values({ orderId: paidOrder.orderId, amount: paidOrder.total, reason: "Arrived broken", createdAt: refundedAt });
    await tx
      .insert(orderStatusHistory)
      .values({ orderId: paidOrder.orderId, fromStatus: "completed", toStatus: "refunded", note: "Refunded in full: Arrived broken", createdAt: refundedAt });
    for (const e of ledger.filter((x) => x.orderId === paidOrder.orderId && x.kind === "commission"))
      ledger.push({
        affiliateId: e.affiliateId,
        orderId: e.orderId,
        level: e.level,
        signal: e.signal,
        sourceAffiliateId: e.sourceAffiliateId,
        couponId: e.couponId,
        kind: "clawback",
        amountMinor: -e.amountMinor,
        state: "approved",
        reason: "Refund: Arrived broken",
        createdAt: refundedAt,
      });
  }
  await tx.insert(commissionEntries).values(ledger);
}
