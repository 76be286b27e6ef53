/**
 * A card payment's life, whatever the provider: authorised (money held), then captured (taken), refunded
 * in parts or in full, or voided before capture; a 3-D Secure challenge sits in between as
 * `requires_action` until the bank confirms it, fails it, or the shopper walks away. Every move is checked
 * here, so a second capture, a refund above what was taken or a void after capture is refused the same way
 * for every provider. Amounts are minor units.
 */

export const PAYMENT_STATUSES = ["requires_action", "authorised", "captured", "partially_refunded", "refunded", "voided", "failed", "abandoned"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export type PaymentFigures = { status: PaymentStatus; amount: number; captured: number; refunded: number };

export type PaymentRefusal = {
  error: "not_capturable" | "already_captured" | "amount_too_large" | "not_refundable" | "not_voidable" | "no_challenge" | "bad_amount";
  message: string;
};
export type PaymentMove = { ok: true; payment: PaymentFigures } | ({ ok: false } & PaymentRefusal);

const refuse = (error: PaymentRefusal["error"], message: string): PaymentMove => ({ ok: false, error, message });
const positiveWhole = (amount: number) => Number.isSafeInteger(amount) && amount > 0;

/** Takes the money held; at most what was authorised, and only once. */
export function capture(payment: PaymentFigures, amount = payment.amount): PaymentMove {
  if (payment.status === "captured" || payment.status === "partially_refunded" || payment.status === "refunded")
    return refuse("already_captured", "This payment has already been captured.");
  if (payment.status === "voided") return refuse("not_capturable", "This payment was voided: no money is held to capture.");
  if (payment.status !== "authorised") return refuse("not_capturable", "Only an authorised payment can be captured.");
  if (!positiveWhole(amount)) return refuse("bad_amount", "The amount must be a positive whole number of cents.");
  if (amount > payment.amount) return refuse("amount_too_large", "A capture cannot take more than was authorised.");
  return { ok: true, payment: { ...payment, status: "captured", captured: amount } };
}

/** What can still be refunded. */
export const refundable = (payment: PaymentFigures) => payment.captured - payment.refunded;

/** Gives money back; never more than was captured and not yet refunded. */
export function refund(payment: PaymentFigures, amount: number): PaymentMove {
  if (payment.status !== "captured" && payment.status !== "partially_refunded") return refuse("not_refundable", "Only a captured payment can be refunded.");
  if (!positiveWhole(amount)) return refuse("bad_amount", "The amount must be a positive whole number of cents.");
  if (amount > refundable(payment)) return refuse("amount_too_large", "A refund cannot give back more than was paid and not yet refunded.");
  const refunded = payment.refunded + amount;
  return { ok: true, payment: { ...payment, refunded, status: refunded === payment.captured ? "refunded" : "partially_refunded" } };
}

/** Releases money held but not taken. */
export function voidPayment(payment: PaymentFigures): PaymentMove {
  if (payment.status === "voided") return refuse("not_voidable", "This payment has already been voided.");
  if (payment.status === "captured" || payment.status === "partially_refunded" || payment.status === "refunded")
    return refuse("not_voidable", "This payment has already been captured: refund it instead of voiding it.");
  if (payment.status !== "authorised" && payment.status !== "requires_action") return refuse("not_voidable", "Only a payment not yet captured can be voided.");
  return { ok: true, payment: { ...payment, status: "voided" } };
}

/** The bank's answer to a 3-D Secure challenge, or the shopper leaving it. */
export function settleChallenge(payment: PaymentFigures, outcome: "passed" | "failed" | "abandoned"): PaymentMove {
  if (payment.status !== "requires_action") return refuse("no_challenge", "This payment is not waiting for a bank's confirmation.");
  const status: PaymentStatus = outcome === "passed" ? "authorised" : outcome;
  return { ok: true, payment: { ...payment, status } };
}
