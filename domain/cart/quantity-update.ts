/**
 * Whether a quantity typed on the cart page or in the mini-cart should be sent (S-5-17, S-5-19).
 * Zero is a real answer: it removes the line, as the origin's cart does, so it bypasses the minimum.
 */
export type QuantityLimits = { min?: number; max?: number | null };

export type QuantityUpdateDecision =
  { update: true; quantity: number } | { update: false; reason: "empty" | "unchanged" | "invalid" | "below_min" | "above_max" };

const WHOLE_NUMBER = /^\d+$/;

export function cartQuantityUpdate(previous: number, typed: string, limits: QuantityLimits = {}): QuantityUpdateDecision {
  const text = typed.trim();
  if (text === "") return { update: false, reason: "empty" };
  if (!WHOLE_NUMBER.test(text)) return { update: false, reason: "invalid" };
  const quantity = Number(text);
  if (!Number.isSafeInteger(quantity)) return { update: false, reason: "invalid" };
  if (quantity === previous) return { update: false, reason: "unchanged" };
  if (quantity === 0) return { update: true, quantity };
  if (limits.min !== undefined && quantity < limits.min) return { update: false, reason: "below_min" };
  if (limits.max !== undefined && limits.max !== null && quantity > limits.max) return { update: false, reason: "above_max" };
  return { update: true, quantity };
}
