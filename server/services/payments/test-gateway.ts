/**
 * The built-in test gateway: a payment provider that answers like a card network would, from the test
 * card numbers (domain/payments/test-gateway.ts), so every flow can be tried without an account anywhere.
 * It keeps its side of each charge in memory (as a real provider keeps it on its servers), honours
 * idempotency keys, refuses what a real one refuses (a second capture, a refund above the capture), and
 * signs the webhook events it sends with its secret.
 */
import { randomBytes } from "node:crypto";
import { cardBrand, lastFour, normalizeCardNumber } from "../../../domain/payments/card.ts";
import { testCardOutcome } from "../../../domain/payments/test-gateway.ts";
import type { AuthoriseRequest, AuthoriseResult, MoneyCallResult, PaymentProvider, ProviderEvent, WebhookCheck } from "./provider.ts";
import { checkSignature, SIGNATURE_HEADER, signPayload } from "./webhook-signature.ts";

export const TEST_GATEWAY_ID = "test_gateway";
/** Where the test gateway's 3-D Secure challenge page lives (the shop serves it for the gateway). */
export const TEST_CHALLENGE_PATH = "/payments/test-gateway/challenge";

type Charge = { amount: number; captured: number; refunded: number; state: "challenge" | "authorised" | "captured" | "voided" | "declined" };

const EVENT_TYPES = new Set<ProviderEvent["type"]>(["payment.captured", "payment.refunded", "challenge.passed", "challenge.failed", "challenge.abandoned"]);

function readEvent(body: string): ProviderEvent | null {
  try {
    const value = JSON.parse(body) as Partial<ProviderEvent>;
    if (typeof value.id !== "string" || typeof value.providerRef !== "string" || !EVENT_TYPES.has(value.type as ProviderEvent["type"])) return null;
    if (!Number.isSafeInteger(value.amount) || (value.amount as number) < 0) return null;
    return { id: value.id, type: value.type as ProviderEvent["type"], providerRef: value.providerRef, amount: value.amount as number };
  } catch {
    return null;
  }
}

export function createTestGateway(options: { secret: string }) {
  const charges = new Map<string, Charge>();
  const answered = new Map<string, unknown>();
  const once = async <T>(key: string, run: () => T): Promise<T> => {
    if (answered.has(key)) return answered.get(key) as T;
    const result = run();
    answered.set(key, result);
    return result;
  };
  const refuse = (message: string): MoneyCallResult => ({ ok: false, message });

  const gateway: PaymentProvider & {
    /** A signed webhook request for an event, as the gateway would send it. */
    signedEvent(event: ProviderEvent, now: Date): { body: string; headers: Headers };
    /** The shopper's answer on the challenge page: the gateway's side changes, and the event to send. */
    answerChallenge(providerRef: string, outcome: "passed" | "failed" | "abandoned"): ProviderEvent | null;
  } = {
    id: TEST_GATEWAY_ID,
    title: "Card (test gateway)",
    authorise: (request: AuthoriseRequest) =>
      once(`authorise:${request.idempotencyKey}`, (): AuthoriseResult => {
        const providerRef = `tg_${randomBytes(12).toString("hex")}`;
        const digits = normalizeCardNumber(request.card.number);
        const card = { cardBrand: cardBrand(digits), cardLast4: lastFour(digits) };
        const outcome = testCardOutcome(digits);
        if (outcome === "declined" || outcome === "insufficient_funds") {
          charges.set(providerRef, { amount: request.amount, captured: 0, refunded: 0, state: "declined" });
          return { outcome: "declined", providerRef, declineCode: outcome, ...card };
        }
        const challenge = outcome === "challenge";
        charges.set(providerRef, { amount: request.amount, captured: 0, refunded: 0, state: challenge ? "challenge" : "authorised" });
        return challenge
          ? { outcome: "requires_action", providerRef, challengeUrl: `${TEST_CHALLENGE_PATH}/${providerRef}`, ...card }
          : { outcome: "authorised", providerRef, ...card };
      }),
    capture: (providerRef, amount, idempotencyKey) =>
      once(`capture:${idempotencyKey}`, () => {
        const charge = charges.get(providerRef);
        if (!charge) return refuse("No such charge.");
        if (charge.state === "captured") return refuse("The charge has already been captured.");
        if (charge.state !== "authorised") return refuse("The charge is not authorised.");
        if (amount > charge.amount) return refuse("The capture exceeds the authorisation.");
        Object.assign(charge, { state: "captured", captured: amount });
        return { ok: true } as const;
      }),
    refund: (providerRef, amount, idempotencyKey) =>
      once(`refund:${idempotencyKey}`, () => {
        const charge = charges.get(providerRef);
        if (!charge || charge.state !== "captured") return refuse("Only a captured charge can be refunded.");
        if (amount > charge.captured - charge.refunded) return refuse("The refund exceeds what is left of the charge.");
        charge.refunded += amount;
        return { ok: true } as const;
      }),
    void: (providerRef, idempotencyKey) =>
      once(`void:${idempotencyKey}`, () => {
        const charge = charges.get(providerRef);
        if (!charge || (charge.state !== "authorised" && charge.state !== "challenge")) return refuse("Only an uncaptured charge can be voided.");
        charge.state = "voided";
        return { ok: true } as const;
      }),
    verifyWebhook(rawBody, headers, now): WebhookCheck {
      const signature = checkSignature(options.secret, rawBody, headers.get(SIGNATURE_HEADER), now);
      if (signature !== "ok") return { ok: false, reason: signature };
      const event = readEvent(rawBody);
      return event ? { ok: true, event } : { ok: false, reason: "malformed" };
    },
    signedEvent(event, now) {
      const body = JSON.stringify(event);
      return { body, headers: new Headers({ "content-type": "application/json", [SIGNATURE_HEADER]: signPayload(options.secret, body, now) }) };
    },
    answerChallenge(providerRef, outcome) {
      const charge = charges.get(providerRef);
      if (!charge || charge.state !== "challenge") return null;
      charge.state = outcome === "passed" ? "authorised" : "declined";
      return { id: `evt_${randomBytes(12).toString("hex")}`, type: `challenge.${outcome}`, providerRef, amount: charge.amount };
    },
  };
  return gateway;
}

export type TestGateway = ReturnType<typeof createTestGateway>;
