/**
 * The affiliate programme (issue 19): the dashboard's port (domain/affiliates/dashboard.ts), staff's side,
 * and the hooks checkout and the orders service call inside their own transactions
 * (`recordOrderAttribution`, `startApproval`, `reverseCommission`).
 */
import type { AffiliateDashboardPort, StatisticsPeriod } from "../../../domain/affiliates/dashboard.ts";
import { csvOf } from "../../../domain/affiliates/csv.ts";
import { decimalOf } from "../../../domain/affiliates/format.ts";
import type { SepaDebtor } from "../../../domain/affiliates/sepa.ts";
import type { Db } from "../../db/connect.ts";
import * as admin from "./admin.ts";
import { apply, saveSettings } from "./membership.ts";
import { decidePayout, requestPayout, sepaExport, type PayoutDecision } from "./payouts.ts";
import { readProgramme, saveProgramme } from "./programme.ts";
import { referralCouponCode } from "./referral-coupon.ts";
import { orderAttributionOf } from "./order-attribution.ts";
import { statementFor, type StatementViewer } from "./statement.ts";
import { affiliateOfUser, buildDashboard } from "./view.ts";
import { chartOf, ordersOf } from "./view-queries.ts";

export { recordOrderAttribution, type OrderForAttribution } from "./attribution.ts";
export { reverseCommission, startApproval } from "./ledger.ts";
export { grantAffiliateRole, SETTINGS_SAVED_MESSAGE } from "./membership.ts";
export { AFFILIATE_STATUSES, type AffiliateStatus, type AffiliateUpdate } from "./admin.ts";
export type { PayoutDecision } from "./payouts.ts";
export type { OrderAttributionView } from "../../../domain/affiliates/attribution.ts";
export { PROGRAMME_SETTINGS_KEY } from "./programme.ts";
export { referralUrlOf } from "./view.ts";
export type { StatementViewer } from "./statement.ts";

export type AffiliateServiceOptions = { now?: () => Date; origin?: string };

export type AffiliateService = ReturnType<typeof createAffiliateService>;

export function createAffiliateService(db: Db, options: AffiliateServiceOptions = {}) {
  const clock = options.now ?? (() => new Date());
  const origin = options.origin ?? "";

  const port: AffiliateDashboardPort = {
    // The configured public origin wins; without one, the origin of the request the page answers.
    dashboardFor: (userId, now = clock(), requestOrigin = "") => buildDashboard(db, userId, now, origin || requestOrigin),
    apply: (userId, input) => apply(db, userId, input, clock()),
    saveSettings: (userId, input) => saveSettings(db, userId, input),
    requestPayout: (userId, input) => requestPayout(db, userId, input, clock()),
    // Someone who is not an affiliate has no figures: an empty chart, a CSV of its header alone.
    async chart(userId: number, period: StatisticsPeriod, now = clock()) {
      const affiliate = await affiliateOfUser(db, userId);
      return affiliate ? chartOf(db, affiliate.id, period, now) : [];
    },
    async ordersCsv(userId) {
      const affiliate = await affiliateOfUser(db, userId);
      const rows = affiliate ? await ordersOf(db, affiliate.id, clock(), null) : [];
      return csvOf(
        ["order", "placed_at", "total", "commission", "state", "signal", "reason"],
        rows.map((r) => [r.orderId, r.placedAt, decimalOf(r.totalMinor), decimalOf(r.commissionMinor), r.state, r.signal, r.reason]),
      );
    },
  };

  return {
    ...port,
    /** The programme's settings document. */
    programme: () => readProgramme(db),
    /** The code of the coupon a referral link puts on the cart (the affiliate's first active one), or null. */
    referralCoupon: (referralCode: string) => referralCouponCode(db, referralCode, clock()),
    saveProgramme: (input: unknown) => saveProgramme(db, input),
    list: (filter: { status?: admin.AffiliateStatus | undefined } = {}) => admin.listAffiliates(db, filter, clock()),
    detail: (id: number) => admin.affiliateDetail(db, id, clock()),
    /** Which signal credited an order, for whom and why (the admin's order page); null when none was recorded. */
    orderAttribution: (orderId: number) => orderAttributionOf(db, orderId),
    setStatus: (id: number, status: admin.AffiliateStatus) => admin.setAffiliateStatus(db, id, status, clock()),
    update: (id: number, input: admin.AffiliateUpdate) => admin.updateAffiliate(db, id, input),
    assignCoupon: (id: number, code: string) => admin.assignCoupon(db, id, code),
    unassignCoupon: (id: number, couponId: number) => admin.unassignCoupon(db, id, couponId),
    payouts: (state?: "requested" | "approved" | "paid" | "rejected") => admin.listPayouts(db, state),
    decidePayout: (staffId: number, payoutId: number, decision: PayoutDecision, note = "") => decidePayout(db, staffId, payoutId, decision, note, clock()),
    sepaExport: (debtor: SepaDebtor) => sepaExport(db, debtor, clock()),
    /** A payout's statement, for its affiliate or staff who manage affiliates (anyone else: not found). */
    statement: (viewer: StatementViewer, payoutId: number) => statementFor(db, viewer, payoutId, clock()),
  } satisfies AffiliateDashboardPort & Record<string, unknown>;
}
