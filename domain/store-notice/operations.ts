/**
 * The dismissal call (storefront-shell.md §7 call 4, `POST /api/store-notice/dismiss`): either the store
 * notice, by its id, or the staff's coming-soon banner with the spec's own payload
 * (`woocommerce_meta.coming_soon_banner_dismissed = "yes"`).
 */
import { z } from "zod";
import { comingSoonBanner, COMING_SOON_DISMISSED_VALUE, type DismissibleBanner, isStoreNoticeId, storeNoticeBanner } from "./dismissal.ts";

export const dismissBannerBody = z.union([
  z.strictObject({ notice: z.string().refine(isStoreNoticeId, "The notice's id (data-notice-id on the banner).") }),
  z.strictObject({ woocommerce_meta: z.strictObject({ coming_soon_banner_dismissed: z.literal(COMING_SOON_DISMISSED_VALUE) }) }),
]);
export type DismissBannerBody = z.infer<typeof dismissBannerBody>;

export function bannerOfDismissal(body: DismissBannerBody): DismissibleBanner {
  return "notice" in body ? storeNoticeBanner(body.notice) : comingSoonBanner;
}

/** The same dismissal as a form post (the banner's form, for a page without JavaScript). */
export const dismissBannerForm = z.union([
  z.object({ notice: z.string().refine(isStoreNoticeId) }),
  z.object({ coming_soon_banner_dismissed: z.literal(COMING_SOON_DISMISSED_VALUE) }),
]);

export function bannerOfDismissalForm(fields: z.infer<typeof dismissBannerForm>): DismissibleBanner {
  return "notice" in fields ? storeNoticeBanner(fields.notice) : comingSoonBanner;
}
