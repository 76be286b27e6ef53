/**
 * Digital products: who may download a granted file, and the numbers a grant starts with. Pure: the
 * clock comes in as `now`.
 */

/** Order statuses in which the buyer has paid and may download (issue point 8). */
export const DOWNLOAD_STATUSES = ["processing", "completed"] as const;

export const DAY_MS = 24 * 60 * 60 * 1000;

/** The access key's shape: 43 URL-safe characters (32 random bytes as base64url). */
export const ACCESS_KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function statusAllowsDownload(status: string): boolean {
  return (DOWNLOAD_STATUSES as readonly string[]).includes(status);
}

/** What a new grant starts with, from the file's limit and expiry and the moment of purchase. */
export function initialGrant(
  file: { downloadLimit: number | null; expiryDays: number | null },
  purchasedAt: Date,
): { downloadsRemaining: number | null; expiresAt: Date | null } {
  return {
    downloadsRemaining: file.downloadLimit,
    expiresAt: file.expiryDays === null ? null : new Date(purchasedAt.getTime() + file.expiryDays * DAY_MS),
  };
}

export type GrantState = { downloadsRemaining: number | null; expiresAt: Date | null; orderStatus: string };

export type DownloadRefusal = "order_not_paid" | "limit_reached" | "expired";

/** Null when the grant may be downloaded now, else why not. */
export function downloadRefusal(grant: GrantState, now: Date): DownloadRefusal | null {
  if (!statusAllowsDownload(grant.orderStatus)) return "order_not_paid";
  if (grant.expiresAt !== null && grant.expiresAt.getTime() <= now.getTime()) return "expired";
  if (grant.downloadsRemaining !== null && grant.downloadsRemaining <= 0) return "limit_reached";
  return null;
}

/** The remaining count after one download (unlimited stays unlimited). */
export function afterDownload(remaining: number | null): number | null {
  return remaining === null ? null : Math.max(0, remaining - 1);
}

/** Remaining downloads as the buyer reads them. */
export function remainingLabel(remaining: number | null): string {
  return remaining === null ? "Unlimited" : String(remaining);
}

/** The expiry as the buyer reads it (a date in the shop's locale, or "Never"). */
export function expiryLabel(expiresAt: Date | string | null, locale = "en-IE"): string {
  if (expiresAt === null) return "Never";
  return new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(expiresAt));
}

/** The link a buyer downloads with; guests' links carry the order's key as well (see app/routes/download.ts). */
export function downloadPath(accessKey: string, orderKey: string | null = null): string {
  return `/downloads/${accessKey}${orderKey ? `?order=${encodeURIComponent(orderKey)}` : ""}`;
}
