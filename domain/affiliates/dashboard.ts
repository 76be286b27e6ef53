/**
 * The affiliate dashboard's contract (storefront-shell spec §1 "Affiliate dashboard", §3 "Affiliate
 * settings payload", §4, §5, §9): the view the server hands the dashboard, the settings payload its save
 * sends, and the answer of that save. The affiliates service builds the view; `/account/affiliate` renders
 * it. Amounts are integer minor units of the shop's currency.
 */
import { z } from "zod";
import type { ChartPoint } from "./chart-series.ts";
import type { CommissionFigures, OrderFigures } from "./figures.ts";

/** §3: each payout type shows its own group of fields and hides the others. */
export const PAYOUT_TYPES = ["custom1", "custom2", "banktransfer", "paypalapi", "stripeapi", "credit"] as const;
export type PayoutType = (typeof PAYOUT_TYPES)[number];

/** §3 and §5: the payout form's bank inputs, 1 to 7, required only for `banktransfer`. */
export const BANK_FIELDS = ["bankname", "banksort", "bankaccount", "bankother", "bankother2", "bankother3", "bankother4"] as const;
export const BANK_FIELDS_REQUIRED_FOR: PayoutType = "banktransfer";

/** §3: every field of the settings payload, in the order the spec lists them (post_id first). */
export const AFFILIATE_SETTINGS_FIELDS = [
  "post_id",
  "wcu_enable_notifications",
  "wcu_enable_reports",
  "wcu_notifications_extra",
  "payouttype",
  "paypalemail",
  "paypalemail2",
  "paypalemailapi",
  ...BANK_FIELDS,
  "wcu-company",
  "wcu-billing1",
  "wcu-billing2",
  "wcu-billing3",
  "wcu-taxid",
  "wcu_first_name",
  "wcu_last_name",
  "wcu_display_name",
  "wcu_email",
  "wcu_phone",
  "wcu_website",
] as const;
export type AffiliateSettingsField = (typeof AFFILIATE_SETTINGS_FIELDS)[number];

/** The checkboxes of §3 travel as '1' or '0'. */
export const FLAG_ON = "1";
export const FLAG_OFF = "0";

/**
 * The settings as stored and as the save posts them (form-encoded or JSON, every value a string).
 * `post_id` is the affiliate's id; the server checks it is the caller's own.
 */
export type AffiliateSettings = Record<AffiliateSettingsField, string> & { payouttype: PayoutType | "" };

/** The answer of `POST /api/affiliate/settings` (call 2). A refusal is the API's usual `{ error: { message } }`. */
export type AffiliateSettingsSaved = { message: string; updatedPayoutFields: { payouttype: PayoutType | "" } };

/** §1 and §4: the three statistics periods, one shown at a time. */
export const STATISTICS_PERIODS = ["last7", "last30", "all"] as const;
export type StatisticsPeriod = (typeof STATISTICS_PERIODS)[number];
export const STATISTICS_PERIOD_LABELS: Record<StatisticsPeriod, string> = {
  last7: "Last 7 days",
  last30: "Last 30 days",
  all: "All time",
};

/** §9 constants the dashboard's behaviour is built on. */
export const DASHBOARD_TAB_WRAP_ABOVE = 5;
export const DASHBOARD_NARROW_BELOW_PX = 850;
export const DASHBOARD_MEDIUM_BELOW_PX = 1150;
export const COPY_CHECK_MS = 1000;
export const SETTINGS_MESSAGE_MS = 4000;

/** The dashboard's tabs, in order (more than DASHBOARD_TAB_WRAP_ABOVE, so the wrapping applies). */
export const DASHBOARD_TABS = ["statistics", "orders", "links", "network", "payouts", "settings"] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

/**
 * One period's figures (domain/affiliates/figures.ts has the definitions): the orders placed in it (referred
 * orders, coupon uses, sales, discounts) and the commission earned on them, paid, unpaid and pending.
 */
export type CouponStatistics = OrderFigures & CommissionFigures;

export type AffiliateCoupon = {
  code: string;
  /** "10 % off", "€5.00 off the cart" … as the cart words it. */
  discount: string;
  /** Counted orders that used it (figures.ts `couponOrderFigures`, the rule of the statistics' coupon uses). */
  uses: number;
  salesMinor: number;
  /** The affiliate's own commission earned on those orders. */
  commissionMinor: number;
};

/** Which signal credited an order to an affiliate, and why (issue: "which signal won"). */
export const ATTRIBUTION_SIGNALS = ["coupon", "link", "none"] as const;
export type AttributionSignal = (typeof ATTRIBUTION_SIGNALS)[number];

export const COMMISSION_STATES = ["pending", "approved", "paid", "reversed"] as const;
export type CommissionState = (typeof COMMISSION_STATES)[number];

export type AffiliateOrderRow = {
  orderId: number;
  placedAt: string;
  totalMinor: number;
  commissionMinor: number;
  state: CommissionState;
  signal: AttributionSignal;
  /** In words: "Coupon SUMMER10 was used", "Arrived through your link 3 days before", "Own order: no commission". */
  reason: string;
};

/** §1: one row of the multi-level summary table. */
export type NetworkRow = { level: number; affiliate: string; orders: number; salesMinor: number; commissionMinor: number };

export const PAYOUT_STATES = ["requested", "approved", "paid", "rejected"] as const;
export type PayoutState = (typeof PAYOUT_STATES)[number];
export type PayoutRow = { id: number; requestedAt: string; amountMinor: number; type: PayoutType; state: PayoutState; statementUrl: string | null };

/** A banner with the referral link; its embed code is what the embed copy icon copies. */
export type Creative = { id: number; title: string; imageUrl: string; width: number; height: number; embedCode: string };

export type AffiliateDashboard = {
  affiliate: { id: number; name: string; status: "pending" | "approved" | "suspended"; referralCode: string };
  /** The shop's address with `?ref=<code>`, absolute when the shop knows its origin. */
  referralUrl: string;
  coupons: AffiliateCoupon[];
  statistics: Record<StatisticsPeriod, CouponStatistics>;
  orders: AffiliateOrderRow[];
  network: NetworkRow[];
  payouts: PayoutRow[];
  /**
   * The balance (figures.ts `balanceFigures`): `approvedUnpaidMinor` is what is available to request (approved
   * commission not paid and not already requested), `requestedMinor` the payouts waiting to be paid.
   */
  balance: { approvedUnpaidMinor: number; requestedMinor: number; pendingMinor: number; minimumPayoutMinor: number };
  creatives: Creative[];
  settings: AffiliateSettings;
  /** The payout types the programme offers (its settings); the payout form lists these only. */
  payoutTypes: PayoutType[];
  currency: string;
};

/** A payout request from the dashboard's form: the amount and the details of its type. */
export const payoutRequestSchema = z.strictObject({
  amountMinor: z.number().int().positive(),
  payouttype: z.enum(PAYOUT_TYPES),
  details: z.record(z.string().max(40), z.string().max(200)).default({}),
});
export type PayoutRequest = z.infer<typeof payoutRequestSchema>;

/**
 * What `services.affiliates` offers the dashboard (the service also serves the admin, checkout and the
 * ledger). Every call takes the signed-in user's id and answers only that affiliate's own data.
 */
export interface AffiliateDashboardPort {
  /**
   * null when the user is not an affiliate (the page then offers the application form). The referral link
   * and the creatives' embed codes are absolute: on the shop's configured public origin, else on
   * `requestOrigin` (the address the page was asked for, as the trusted-proxy rule reads it).
   */
  dashboardFor(userId: number, now?: Date, requestOrigin?: string): Promise<AffiliateDashboard | null>;
  /** A customer asks to join; staff approve in the admin. */
  apply(userId: number, input: { website: string; note: string }): Promise<{ status: "pending" | "approved" }>;
  saveSettings(userId: number, input: Record<string, string>): Promise<AffiliateSettingsSaved>;
  requestPayout(userId: number, input: PayoutRequest): Promise<PayoutRow>;
  /** Sales and commission earned per day over the period (every day), for the chart loaded on demand. */
  chart(userId: number, period: StatisticsPeriod, now?: Date): Promise<ChartPoint[]>;
  /** The affiliate's orders and commissions as CSV text. */
  ordersCsv(userId: number): Promise<string>;
}
