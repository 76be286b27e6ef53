/** The stored review settings document, read and checked on the server (see review-settings.ts). */
import { z } from "zod";
import { REVIEW_SETTINGS_DEFAULTS, type ReviewSettings } from "./review-settings.ts";

export const reviewSettingsSchema = z.strictObject({
  requireApproval: z.boolean(),
  verifiedOwnersOnly: z.boolean(),
  showVerifiedLabel: z.boolean(),
}) satisfies z.ZodType<ReviewSettings>;

/** The stored document with defaults for anything missing; a malformed one reads as the defaults. */
export function resolveReviewSettings(stored: unknown): ReviewSettings {
  const parsed = reviewSettingsSchema.partial().safeParse(stored ?? {});
  return parsed.success ? { ...REVIEW_SETTINGS_DEFAULTS, ...stripUndefined(parsed.data) } : REVIEW_SETTINGS_DEFAULTS;
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
