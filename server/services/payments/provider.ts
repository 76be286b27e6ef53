/**
 * What a payment provider does for the shop. An adapter for a real provider implements this contract and
 * nothing else: the payment service keeps the shop's side (its payments table, the order's status, the
 * checks of domain/payments/payment-state.ts) the same for every provider. Every call that moves money
 * carries an idempotency key, so a retried request never moves it twice.
 */
import type { CardInput } from "../../../domain/payments/card.ts";

export type AuthoriseRequest = {
  amount: number;
  currency: string;
  /** The card as typed; a provider whose own field takes the card passes its token here instead. */
  card: CardInput;
  /** What the provider shows on the statement and in its dashboard. */
  description: string;
  idempotencyKey: string;
  /** Where the shopper comes back to after a 3-D Secure challenge. */
  returnUrl: string;
};

export type AuthoriseResult =
  | { outcome: "authorised"; providerRef: string; cardBrand: string; cardLast4: string }
  | { outcome: "requires_action"; providerRef: string; challengeUrl: string; cardBrand: string; cardLast4: string }
  | { outcome: "declined"; providerRef: string; declineCode: "declined" | "insufficient_funds"; cardBrand: string; cardLast4: string };

export type MoneyCallResult = { ok: true } | { ok: false; message: string };

/** An event the provider sent, after its signature was checked. */
export type ProviderEvent = {
  id: string;
  type: "payment.captured" | "payment.refunded" | "challenge.passed" | "challenge.failed" | "challenge.abandoned";
  providerRef: string;
  /**
   * Minor units. For `payment.refunded` it is the total refunded so far, as providers report it: an event
   * about a refund the shop made itself then changes nothing, and one made in the provider's dashboard adds
   * only the difference.
   */
  amount: number;
};

export type WebhookCheck = { ok: true; event: ProviderEvent } | { ok: false; reason: "signature" | "stale" | "malformed" };

export interface PaymentProvider {
  readonly id: string;
  readonly title: string;
  authorise(request: AuthoriseRequest): Promise<AuthoriseResult>;
  capture(providerRef: string, amount: number, idempotencyKey: string): Promise<MoneyCallResult>;
  refund(providerRef: string, amount: number, idempotencyKey: string): Promise<MoneyCallResult>;
  void(providerRef: string, idempotencyKey: string): Promise<MoneyCallResult>;
  /** Checks a webhook's signature and freshness against the raw body, and reads its event. */
  verifyWebhook(rawBody: string, headers: Headers, now: Date): WebhookCheck;
}
