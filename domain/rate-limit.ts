/**
 * The sliding-window rule every rate limit of the shop shares: at most `limit` events in any `windowMs`.
 * Pure: the event times and "now" are passed in.
 */

export type SlidingWindow = { limit: number; windowMs: number };

/**
 * When another event may happen, as a time in ms; null when it may happen now. With `limit` or more
 * events in the window, that is when enough of the oldest have aged out for the count to drop below it.
 */
export function slidingWindowRetryAt(times: readonly number[], rule: SlidingWindow, now: number): number | null {
  const since = now - rule.windowMs;
  const recent = times.filter((t) => t > since && t <= now).sort((a, b) => a - b);
  if (recent.length < rule.limit) return null;
  return recent[recent.length - rule.limit]! + rule.windowMs;
}

/** Whole seconds to wait until `retryAt`, at least 1 (what a Retry-After header says). */
export function retryAfterSeconds(retryAt: number, now: number): number {
  return Math.max(1, Math.ceil((retryAt - now) / 1000));
}
