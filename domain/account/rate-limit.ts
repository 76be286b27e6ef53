/**
 * The login rate limit. Failures are counted per account AND client address together, so failures from
 * elsewhere never lock the owner out: after a few free tries, each further failure of that pair doubles
 * the wait before the next (1 s, 2 s, 4 s … at most 15 minutes). A looser limit per address across all
 * accounts stops one address trying many accounts. Pure: times and "now" are passed in.
 */
import { slidingWindowRetryAt } from "../rate-limit.ts";

/** How far back failed logins count. */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Failed logins of one account from one address before each further try has to wait. */
export const FREE_FAILURES_PER_ACCOUNT_AND_ADDRESS = 5;
/** The wait after the last free failure; it doubles with each failure after it. */
export const FIRST_LOGIN_DELAY_MS = 1000;
/** The longest wait between tries of one account from one address. */
export const MAX_LOGIN_DELAY_MS = 15 * 60 * 1000;
/** Failed logins one client address may have in the window across all accounts (a shared office or NAT needs head-room). */
export const MAX_FAILURES_PER_ADDRESS = 20;

export type LoginDecision = { allowed: true } | { allowed: false; limitedBy: "account_and_address" | "address"; retryAfterMs: number; message: string };

/** The wait after `failures` recent failures of one account from one address: 0 while they are free. */
export function loginDelayMs(failures: number): number {
  if (failures < FREE_FAILURES_PER_ACCOUNT_AND_ADDRESS) return 0;
  const doublings = failures - FREE_FAILURES_PER_ACCOUNT_AND_ADDRESS;
  // 2^20 s is far past the cap already; stopping there keeps the number finite.
  return Math.min(FIRST_LOGIN_DELAY_MS * 2 ** Math.min(doublings, 20), MAX_LOGIN_DELAY_MS);
}

export function tooManyAttemptsMessage(retryAfterMs: number): string {
  if (retryAfterMs < 60_000) {
    const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    return `Too many failed login attempts. Please try again in ${seconds} ${seconds === 1 ? "second" : "seconds"}.`;
  }
  const minutes = Math.ceil(retryAfterMs / 60_000);
  return `Too many failed login attempts. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}

const recent = (failures: readonly Date[], now: Date) =>
  failures.map((d) => d.getTime()).filter((t) => t > now.getTime() - LOGIN_WINDOW_MS && t <= now.getTime());

/**
 * Whether a login may be attempted now, given the recent failures of this account from this address
 * (`pairFailures`) and of this address for any account (`addressFailures`).
 */
export function loginDecision(input: { pairFailures: readonly Date[]; addressFailures: readonly Date[]; now: Date }): LoginDecision {
  const pair = recent(input.pairFailures, input.now);
  const delay = loginDelayMs(pair.length);
  const pairRetryAt = delay > 0 ? Math.max(...pair) + delay : null;
  const addressRetryAt = slidingWindowRetryAt(
    recent(input.addressFailures, input.now),
    { limit: MAX_FAILURES_PER_ADDRESS, windowMs: LOGIN_WINDOW_MS },
    input.now.getTime(),
  );
  const now = input.now.getTime();
  const pairWaits = pairRetryAt !== null && pairRetryAt > now;
  const addressWaits = addressRetryAt !== null && addressRetryAt > now;
  if (!pairWaits && !addressWaits) return { allowed: true };
  const limitedBy = pairWaits && (!addressWaits || pairRetryAt! >= addressRetryAt!) ? "account_and_address" : "address";
  const retryAfterMs = (limitedBy === "address" ? addressRetryAt! : pairRetryAt!) - now;
  return { allowed: false, limitedBy, retryAfterMs, message: tooManyAttemptsMessage(retryAfterMs) };
}
