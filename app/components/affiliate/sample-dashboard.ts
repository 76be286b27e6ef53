/** A typed dashboard view for the component tests (the page itself renders what services.affiliates answers). */
import { AFFILIATE_SETTINGS_FIELDS, type AffiliateDashboard, type AffiliateSettings, PAYOUT_TYPES } from "../../../domain/affiliates/dashboard.ts";

const settings = {
  ...(Object.fromEntries(AFFILIATE_SETTINGS_FIELDS.map((f) => [f, ""])) as AffiliateSettings),
  post_id: "4",
  wcu_enable_notifications: "1",
  wcu_enable_reports: "0",
  payouttype: "paypalapi",
  paypalemailapi: "priya@example.test",
  "wcu-company": "Raman Media",
} satisfies AffiliateSettings;

const stats = (orders: number) => ({
  orders,
  couponUses: orders - 1,
  salesMinor: orders * 4_000,
  discountsMinor: orders * 400,
  earnedMinor: orders * 400,
  paidMinor: orders * 300,
  unpaidMinor: orders * 100,
  approvedUnpaidMinor: orders * 60,
  pendingMinor: orders * 40,
});

export function sampleDashboard(): AffiliateDashboard {
  return {
    affiliate: { id: 4, name: "Priya Raman", status: "approved", referralCode: "priya" },
    referralUrl: "https://shop.example/?ref=priya",
    coupons: [
      { code: "priya10", discount: "10 % off", uses: 12, salesMinor: 34_000, commissionMinor: 3_400 },
      { code: "PRIYAWINTER", discount: "€5.00 off the cart", uses: 3, salesMinor: 8_000, commissionMinor: 800 },
    ],
    statistics: { last7: stats(2), last30: stats(9), all: stats(40) },
    orders: [],
    network: [
      { level: 1, affiliate: "Lukas Berger", orders: 7, salesMinor: 21_000, commissionMinor: 630 },
      { level: 2, affiliate: "Mia Kowalski", orders: 2, salesMinor: 5_000, commissionMinor: 100 },
    ],
    payouts: [],
    balance: { approvedUnpaidMinor: 12_550, requestedMinor: 1_000, pendingMinor: 3_000, minimumPayoutMinor: 2_000 },
    payoutTypes: [...PAYOUT_TYPES],
    creatives: [],
    settings,
    currency: "EUR",
  };
}
