/**
 * The login rate limit. The service counts recent failed logins for the account e-mail and for the
 * client address and asks here whether another attempt may be made. Pure: times and "now" are passed in.
 */

/** How far back failed logins count. */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Failed logins one account e-mail may have in the window before its logins are refused. */
export const MAX_FAILURES_PER_ACCOUNT = 5;
/** Failed logins one client address may have in the window (a shared office or NAT needs head-room). */
export const MAX_FAILURES_PER_ADDRESS = 20;

export type LoginDecision = { allowed: true } | { allowed: false; limitedBy: "account" | "address"; retryAfterMs: number; message: string };

/** When the oldest failures have aged out far enough for the count to drop below the limit; null if already below. */
function retryAt(failures: readonly Date[], limit: number, now: Date): number | null {
  const since = now.getTime() - LOGIN_WINDOW_MS;
  const recent = failures.map((d) => d.getTime()).filter((t) => t > since && t <= now.getTime());
  if (recent.length < limit) return null;
  recent.sort((a, b) => a - b);
  return recent[recent.length - limit]! + LOGIN_WINDOW_MS;
}

export function tooManyAttemptsMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Too many failed login attempts. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}

/** Whether a login may be attempted now, given the failures recorded for the account and for the address. */
export function loginDecision(input: { accountFailures: readonly Date[]; addressFailures: readonly Date[]; now: Date }): LoginDecision {
  const account = retryAt(input.accountFailures, MAX_FAILURES_PER_ACCOUNT, input.now);
  const address = retryAt(input.addressFailures, MAX_FAILURES_PER_ADDRESS, input.now);
  if (account === null && address === null) return { allowed: true };
  const limitedBy = account !== null && (address === null || account >= address) ? "account" : "address";
  const retryAfterMs = Math.max((limitedBy === "account" ? account : address)! - input.now.getTime(), 0);
  return { allowed: false, limitedBy, retryAfterMs, message: tooManyAttemptsMessage(retryAfterMs) };
}
