/**
 * The store notice (storefront-shell.md §4 "Store notice", issue 16 point 8): a banner across the
 * storefront from the `store_notice` settings row. Off by default; the demo seed switches it on. A stored
 * document that no longer fits the schema reads as the default (off), never as half a notice.
 */
import { z } from "zod";
import { contrastRatio, isHexColour } from "./contrast.ts";
import { storeNoticeId } from "./dismissal.ts";
import { isSafeNoticeUrl } from "./link-url.ts";

export const STORE_NOTICE_SETTINGS_KEY = "store_notice";

export const STORE_NOTICE_POSITIONS = ["top", "bottom"] as const;
export type StoreNoticePosition = (typeof STORE_NOTICE_POSITIONS)[number];

/** WCAG AA for normal text: the notice's text and link must read on its background. */
export const STORE_NOTICE_MIN_CONTRAST = 4.5;
export const STORE_NOTICE_TEXT_MAX = 300;
export const STORE_NOTICE_LINK_TEXT_MAX = 60;
export const STORE_NOTICE_URL_MAX = 500;

export const STORE_NOTICE_DEFAULT_COLOURS = { background: "#0b5f55", text: "#ffffff" } as const;

const hexColour = z.string().refine(isHexColour, "Use a colour written as #rrggbb, e.g. #0b5f55.");

export const storeNoticeLinkSchema = z.strictObject({
  text: z.string().trim().min(1).max(STORE_NOTICE_LINK_TEXT_MAX),
  url: z.string().trim().min(1).max(STORE_NOTICE_URL_MAX).refine(isSafeNoticeUrl, "Use a path on this shop (/shop) or an http(s) address."),
});

/** The whole settings document, as stored and as a merchant replaces it (`PUT /api/settings/store-notice`). */
export const storeNoticeSettingsSchema = z
  .strictObject({
    enabled: z.boolean().default(false),
    text: z.string().trim().max(STORE_NOTICE_TEXT_MAX).default(""),
    link: storeNoticeLinkSchema.nullable().default(null),
    colours: z.strictObject({ background: hexColour, text: hexColour }).default({ ...STORE_NOTICE_DEFAULT_COLOURS }),
    position: z.enum(STORE_NOTICE_POSITIONS).default("top"),
  })
  .superRefine((value, context) => {
    if (value.enabled && value.text === "") context.addIssue({ code: "custom", path: ["text"], message: "A notice that is switched on needs its text." });
    const { background, text } = value.colours;
    if (isHexColour(background) && isHexColour(text) && contrastRatio(text, background) < STORE_NOTICE_MIN_CONTRAST)
      context.addIssue({
        code: "custom",
        path: ["colours", "text"],
        message: `The text colour must contrast with the background at least ${STORE_NOTICE_MIN_CONTRAST}:1 (WCAG AA).`,
      });
  });

export type StoreNoticeSettings = z.output<typeof storeNoticeSettingsSchema>;
export type StoreNoticeSettingsInput = z.input<typeof storeNoticeSettingsSchema>;

export const STORE_NOTICE_DEFAULTS: StoreNoticeSettings = storeNoticeSettingsSchema.parse({});

/** The stored document, or the default (off) when there is none or it no longer fits. */
export function resolveStoreNoticeSettings(stored: unknown): StoreNoticeSettings {
  const parsed = storeNoticeSettingsSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : STORE_NOTICE_DEFAULTS;
}

/** What the storefront shows: the notice with its id (its dismissal cookie's name), or null when it is off. */
export type StoreNoticeView = Pick<StoreNoticeSettings, "text" | "link" | "colours" | "position"> & { id: string };

export function visibleStoreNotice(settings: StoreNoticeSettings): StoreNoticeView | null {
  if (!settings.enabled || settings.text === "") return null;
  const { text, link, colours, position } = settings;
  return { id: storeNoticeId({ text, link }), text, link, colours, position };
}
