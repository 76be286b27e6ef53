/** The affiliate dashboard's JSON calls: their input schemas (the API validates with them; the OpenAPI document publishes them). */
import { z } from "zod";
import { AFFILIATE_SETTINGS_FIELDS, STATISTICS_PERIODS } from "./dashboard.ts";

/** Call 2's payload: the settings fields of §3 (all text); other keys the page sends along (the nonce, `action`) are allowed and ignored. */
export const saveSettingsBody = z
  .record(z.string().max(64), z.string().max(1000))
  .refine((body) => Object.keys(body).length <= AFFILIATE_SETTINGS_FIELDS.length + 8, "Too many fields.")
  .refine((body) => typeof body.post_id === "string", { message: "post_id is required.", path: ["post_id"] });

export const chartQuery = z.strictObject({ period: z.enum(STATISTICS_PERIODS).default("last30") });

export const applyBody = z.strictObject({ website: z.string().max(500).default(""), note: z.string().max(500).default("") });
