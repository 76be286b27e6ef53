import { data, redirect } from "react-router";
import { DEFAULT_RETURN_PATH, safeReturnPath } from "../../domain/account/return-path.ts";
import { NOTICE_COOKIE_MAX_AGE_SECONDS, NOTICE_COOKIE_PATH } from "../../domain/store-notice/dismissal.ts";
import { bannerOfDismissalForm, dismissBannerForm } from "../../domain/store-notice/operations.ts";
import type { Route } from "./+types/store-notice-dismiss";

const NO_STORE = { "cache-control": "no-store" };

/** A dismissal changes state, so it is a POST; a typed address leads home. */
export function loader() {
  throw redirect("/", { headers: NO_STORE });
}

/**
 * The banners' dismiss button without JavaScript (or tapped before the page runs): sets the banner's
 * cookie, as the dismissal call does, and goes back to the page it was on (POST → 303 → GET).
 */
export async function action({ context }: Route.ActionArgs) {
  const form = await context.ctx.form();
  const fields = dismissBannerForm.safeParse(Object.fromEntries(form));
  if (!fields.success) throw data("This is not a banner that can be dismissed.", { status: 400, headers: NO_STORE });
  const banner = bannerOfDismissalForm(fields.data);
  context.ctx.cookies.set(banner.cookie.name, banner.cookie.value, { path: NOTICE_COOKIE_PATH, maxAgeSeconds: NOTICE_COOKIE_MAX_AGE_SECONDS, httpOnly: false });
  const raw = form.get("return_to");
  const back = typeof raw === "string" ? safeReturnPath(raw) : "/";
  return redirect(back === DEFAULT_RETURN_PATH && raw !== DEFAULT_RETURN_PATH ? "/" : back, { status: 303, headers: NO_STORE });
}

export default function DismissBanner() {
  return null;
}
