/**
 * Coming-soon mode (the `coming_soon` settings row). Only its banner for staff is built so far: while the
 * mode is on, editors and administrators see a dismissible banner saying the shop is not public yet.
 */
import { z } from "zod";

export const COMING_SOON_SETTINGS_KEY = "coming_soon";

export const comingSoonSettingsSchema = z.strictObject({ enabled: z.boolean() });
export type ComingSoonSettings = z.infer<typeof comingSoonSettingsSchema>;

export const COMING_SOON_DEFAULTS: ComingSoonSettings = { enabled: false };

export function resolveComingSoonSettings(stored: unknown): ComingSoonSettings {
  const parsed = comingSoonSettingsSchema.safeParse(stored);
  return parsed.success ? parsed.data : COMING_SOON_DEFAULTS;
}

/** Staff see the coming-soon banner: the roles that run the shop. */
export const COMING_SOON_BANNER_ROLES = ["admin", "editor"] as const;

export function seesComingSoonBanner(settings: ComingSoonSettings, roles: readonly string[]): boolean {
  return settings.enabled && roles.some((role) => (COMING_SOON_BANNER_ROLES as readonly string[]).includes(role));
}
