/**
 * Dismissing a banner in the browser (storefront-shell.md §4 "Store notice", §7 call 4): the banner goes
 * at once (the same <html> mark the head script sets, so one stylesheet rule hides it), its cookie is
 * written here, and the dismissal call is sent with the nonce; its answer changes nothing on the page.
 */
import { BANNER_DISMISSED, dismissalCookieString, type DismissibleBanner } from "../../domain/store-notice/dismissal.ts";
import { apiSend } from "./api-client.ts";

/** Spec call 4's equivalent; the banner carries it in `data-dismiss-url`. */
export const DISMISS_URL = "/api/store-notice/dismiss";
/** The page route the banner's form posts to without JavaScript (routes/store-notice-dismiss.tsx). */
export const DISMISS_FORM_ACTION = "/store-notice/dismiss";

export function dismissBanner(banner: DismissibleBanner, call: { url: string; body: unknown } | null): void {
  document.documentElement.setAttribute(banner.htmlAttribute, BANNER_DISMISSED);
  document.cookie = dismissalCookieString(banner, window.location.protocol === "https:");
  // The focused button has gone: the page's content is where a keyboard user carries on.
  document.getElementById("main")?.focus({ preventScroll: true });
  if (call) apiSend("POST", call.url, call.body).catch(() => undefined);
}
