/**
 * The built-in test gateway's cards: each number stands for how a real card network would answer, so
 * every payment flow (approval, decline, insufficient funds, a 3-D Secure challenge) can be walked through
 * without a provider account. Any other valid number is approved.
 */
import { normalizeCardNumber } from "./card.ts";

export type TestCardOutcome = "approved" | "declined" | "insufficient_funds" | "challenge";

export const TEST_CARDS: Readonly<Record<string, TestCardOutcome>> = {
  "4242424242424242": "approved",
  "5555555555554444": "approved",
  "4000000000000002": "declined",
  "4000000000009995": "insufficient_funds",
  "4000000000003220": "challenge",
};

export function testCardOutcome(number: string): TestCardOutcome {
  return TEST_CARDS[normalizeCardNumber(number)] ?? "approved";
}

/** What the shopper is told when the card network says no. */
export const DECLINE_MESSAGES: Readonly<Record<"declined" | "insufficient_funds" | "challenge_failed", string>> = {
  declined: "Your card was declined. Try another card or another payment method.",
  insufficient_funds: "Your card has insufficient funds. Try another card or another payment method.",
  challenge_failed: "Your bank did not confirm the payment. Try again or use another card.",
};
