/** Words the admin's affiliate pages show, and their filters (browser-safe). */
export const STATUS_FILTERS = ["pending", "approved", "suspended"] as const;
export const PAYOUT_FILTERS = ["requested", "approved", "paid", "rejected"] as const;

export const AFFILIATE_STATUS_LABELS = { pending: "Pending", approved: "Approved", suspended: "Suspended" } as const;
export const AFFILIATE_STATUS_TONE = { pending: "warn", approved: "good", suspended: "bad" } as const;
export const PAYOUT_STATE_LABELS = { requested: "Requested", approved: "Approved", paid: "Paid", rejected: "Rejected" } as const;
export const PAYOUT_TYPE_LABELS = {
  custom1: "Custom 1",
  custom2: "Custom 2",
  banktransfer: "Bank transfer",
  paypalapi: "PayPal",
  stripeapi: "Stripe",
  credit: "Store credit",
} as const;
export const LEDGER_KIND_LABELS = { commission: "Commission", clawback: "Clawback", payout: "Payout", payout_return: "Payout returned" } as const;
export const SIGNAL_LABELS = { coupon: "Coupon", link: "Referral link", none: "None" } as const;

export const formatDay = (value: string | Date) => new Date(value).toISOString().slice(0, 10);
