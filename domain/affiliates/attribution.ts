/**
 * Which signal credits an order to an affiliate, and why, in words the admin and the affiliate read.
 *
 * The coupon beats the link. A coupon is typed (or kept) by the buyer at checkout and is recorded with the
 * order, so it is the most recent and most deliberate signal; a referral link may be weeks old and may
 * have been followed on a shared device. When both point at the same affiliate the coupon is named.
 * Self-referral earns nothing: the affiliate's own account, their e-mail or their address on the order.
 */
import type { AttributionSignal } from "./dashboard.ts";

export type AttributionCandidate = { affiliateId: number; code: string; customerId: number; email: string; addresses: readonly string[] };

export type AttributionInput = {
  coupon: AttributionCandidate | null;
  link: (AttributionCandidate & { daysAgo: number }) | null;
  buyer: { customerId: number | null; email: string; address: string };
};

/** One placed order's attribution as staff read it: the signal that won, why, and the credited affiliate. */
export type OrderAttributionView = {
  signal: AttributionSignal;
  reason: string;
  /** The credited affiliate; null for signal none, or once the affiliate was deleted. */
  affiliate: { id: number; referralCode: string; name: string; email: string } | null;
  /** The affiliate coupon the order used, when the coupon won. */
  couponCode: string | null;
};

export type Attribution = { signal: AttributionSignal; affiliateId: number | null; reason: string; selfReferral: boolean };

/** Addresses compare by letters and digits only, case-insensitively ("12 Main St." = "12 main st"). */
export function normalizeAddress(address: string): string {
  return address.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Why the buyer is the affiliate themself, or null when they are not. */
export function selfReferralReason(affiliate: AttributionCandidate, buyer: AttributionInput["buyer"]): string | null {
  if (buyer.customerId !== null && buyer.customerId === affiliate.customerId) return "own account";
  if (buyer.email.trim() !== "" && sameEmail(buyer.email, affiliate.email)) return "own e-mail address";
  const address = normalizeAddress(buyer.address);
  if (address !== "" && affiliate.addresses.some((a) => normalizeAddress(a) === address)) return "own address";
  return null;
}

const dayWords = (days: number) => (days <= 0 ? "the same day" : days === 1 ? "1 day before" : `${days} days before`);

export function attribute(input: AttributionInput): Attribution {
  const winner = input.coupon ? { signal: "coupon" as const, candidate: input.coupon } : input.link ? { signal: "link" as const, candidate: input.link } : null;
  if (!winner) return { signal: "none", affiliateId: null, reason: "No affiliate coupon or referral link", selfReferral: false };
  const { candidate, signal } = winner;
  const why =
    signal === "coupon"
      ? `Coupon ${candidate.code.toUpperCase()} was used${input.link && input.link.affiliateId !== candidate.affiliateId ? " (it beats an earlier referral link of another affiliate)" : ""}`
      : `Arrived through the referral link ${dayWords(input.link!.daysAgo)}`;
  const self = selfReferralReason(candidate, input.buyer);
  if (self) return { signal, affiliateId: candidate.affiliateId, reason: `${why}; ${self}: no commission`, selfReferral: true };
  return { signal, affiliateId: candidate.affiliateId, reason: why, selfReferral: false };
}
