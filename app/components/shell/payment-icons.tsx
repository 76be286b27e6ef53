import type { PaymentIcon } from "../../../domain/shell/header-layout.ts";

/** Each payment method's name: the badge's accessible name. */
export const PAYMENT_METHOD_NAMES: Record<PaymentIcon, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  paypal: "PayPal",
  "apple-pay": "Apple Pay",
  "google-pay": "Google Pay",
  "bank-transfer": "Bank transfer",
};

/** What each badge shows: a short word mark, or two overlapping discs for Mastercard. */
const BADGE_TEXT: Record<PaymentIcon, string> = {
  visa: "VISA",
  mastercard: "",
  amex: "AMEX",
  paypal: "PayPal",
  "apple-pay": "Pay",
  "google-pay": "G Pay",
  "bank-transfer": "BANK",
};

/** A card-shaped badge (38×24) drawn inline, so the footer asks for no image and no third-party logo. */
export function PaymentBadge({ method }: { method: PaymentIcon }) {
  return (
    <svg className="payment-badge" width="38" height="24" viewBox="0 0 38 24" role="img" aria-label={PAYMENT_METHOD_NAMES[method]}>
      <rect x="0.5" y="0.5" width="37" height="23" rx="3.5" fill="var(--color-bg)" stroke="var(--color-border-strong)" />
      {method === "mastercard" ? (
        <>
          <circle cx="15" cy="12" r="6.5" fill="currentColor" opacity="0.55" />
          <circle cx="23" cy="12" r="6.5" fill="currentColor" opacity="0.85" />
        </>
      ) : (
        <text x="19" y="15.5" textAnchor="middle" fontSize="8.5" fontWeight="700" fontFamily="system-ui, sans-serif" fill="currentColor">
          {BADGE_TEXT[method]}
        </text>
      )}
    </svg>
  );
}
