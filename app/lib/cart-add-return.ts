import { DEFAULT_RETURN_PATH, safeReturnPath } from "../../domain/account/return-path.ts";
import { CART_FLAGS } from "./cart-notice.ts";

/** Where a listing's add without JavaScript comes back to: the page it was posted from, if on this site; else the shop. */
export const LISTING_FALLBACK_PATH = "/shop";

export function listingReturnPath(raw: FormDataEntryValue | null): string {
  if (typeof raw !== "string") return LISTING_FALLBACK_PATH;
  const path = safeReturnPath(raw);
  return path === DEFAULT_RETURN_PATH && raw !== DEFAULT_RETURN_PATH ? LISTING_FALLBACK_PATH : path;
}

/** The path with these one-time flags in its query, any earlier add's flags removed. */
export function withFlags(path: string, flags: Record<string, string>): string {
  const url = new URL(path, "http://listing.invalid");
  for (const flag of CART_FLAGS) url.searchParams.delete(flag);
  for (const [flag, value] of Object.entries(flags)) url.searchParams.set(flag, value);
  return `${url.pathname}${url.search}${url.hash}`;
}
