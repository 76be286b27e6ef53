/**
 * The header's settings document (the `header` settings row). Today it holds how the header offers search
 * (storefront-shell §2: a header-cover box, a slide-out box or a full-screen form, each opened by the
 * search icon; or the field in the header itself); the header builder's rows and items join it later.
 * A stored document that does not fit is never fatal: each field that does not fit falls back to its
 * default, and the caller is told so it can log it.
 */
import { z } from "zod";

export const HEADER_SETTINGS_KEY = "header";

/** `inline`: the field sits in the header. The others are overlays opened by the search icon (S-2-29…S-2-31). */
export const SEARCH_STYLES = ["inline", "header-cover", "slide", "full-screen"] as const;
export type SearchStyle = (typeof SEARCH_STYLES)[number];

export const headerSettingsSchema = z
  .object({
    searchStyle: z.enum(SEARCH_STYLES, { error: `searchStyle must be one of: ${SEARCH_STYLES.join(", ")}` }),
  })
  .strict();
export type HeaderSettings = z.infer<typeof headerSettingsSchema>;

/** A merchant's change: the fields sent replace the stored ones. */
export const headerSettingsPatchSchema = headerSettingsSchema.partial().strict();
export type HeaderSettingsPatch = z.infer<typeof headerSettingsPatchSchema>;

export const DEFAULT_HEADER_SETTINGS: HeaderSettings = { searchStyle: "inline" };

export type ResolvedHeaderSettings = { settings: HeaderSettings; problems: string[] };

/** The stored document field by field over the defaults; what does not fit is named in `problems`. */
export function resolveHeaderSettings(stored: unknown): ResolvedHeaderSettings {
  if (stored === null || stored === undefined) return { settings: DEFAULT_HEADER_SETTINGS, problems: [] };
  if (typeof stored !== "object" || Array.isArray(stored)) return { settings: DEFAULT_HEADER_SETTINGS, problems: ["the header settings are not an object"] };
  const settings: Record<string, unknown> = { ...DEFAULT_HEADER_SETTINGS };
  const problems: string[] = [];
  for (const [key, value] of Object.entries(stored)) {
    const field = headerSettingsSchema.shape[key as keyof HeaderSettings];
    if (!field) {
      problems.push(`unknown header setting "${key}"`);
      continue;
    }
    const checked = field.safeParse(value);
    if (checked.success) settings[key] = checked.data;
    else problems.push(`${key}: ${checked.error.issues[0]?.message ?? "invalid"}`);
  }
  return { settings: settings as HeaderSettings, problems };
}

export const applyHeaderSettingsPatch = (current: HeaderSettings, patch: HeaderSettingsPatch): HeaderSettings => ({ ...current, ...patch });
