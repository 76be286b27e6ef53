/** The stored coming-soon document, read and checked on the server (see coming-soon.ts). */
import { z } from "zod";
import { COMING_SOON_DEFAULTS, COMING_SOON_HEADING_MAX, COMING_SOON_MESSAGE_MAX, type ComingSoonSettings } from "./coming-soon.ts";

/**
 * A save: `enabled`, and the page's texts when given. Rows stored before the page had texts hold only
 * `{enabled}`, and callers that switch the mode alone send only that: the texts keep what they were.
 */
export const comingSoonSettingsSchema = z.strictObject({
  enabled: z.boolean(),
  heading: z.string().trim().min(1, "Give the page a heading.").max(COMING_SOON_HEADING_MAX).optional(),
  message: z.string().trim().min(1, "Write a message for visitors.").max(COMING_SOON_MESSAGE_MAX).optional(),
});

/** The stored document with defaults for anything missing; a malformed one reads as the defaults (off). */
export function resolveComingSoonSettings(stored: unknown): ComingSoonSettings {
  const parsed = comingSoonSettingsSchema.safeParse(stored);
  if (!parsed.success) return COMING_SOON_DEFAULTS;
  const { enabled, heading, message } = parsed.data;
  return { enabled, heading: heading ?? COMING_SOON_DEFAULTS.heading, message: message ?? COMING_SOON_DEFAULTS.message };
}

/** A checked save over the settings in force: texts left out keep their current values. */
export function applyComingSoonSave(before: ComingSoonSettings, checked: z.infer<typeof comingSoonSettingsSchema>): ComingSoonSettings {
  return resolveComingSoonSettings({ ...before, ...Object.fromEntries(Object.entries(checked).filter(([, v]) => v !== undefined)) });
}
