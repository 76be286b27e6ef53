/**
 * Checking the settings payload of `POST /api/affiliate/settings` (spec §3, call 2): every field is a
 * string; the flags are '1' or '0'; the payout type is one of §3's or empty; e-mail fields hold e-mail
 * addresses (the extra notification field a comma-separated list); the website an http(s) address. Unknown
 * keys are ignored (the page may send the nonce or `action` in the same body).
 */
import { AFFILIATE_SETTINGS_FIELDS, type AffiliateSettings, FLAG_OFF, FLAG_ON, PAYOUT_TYPES, type PayoutType } from "./dashboard.ts";

export const SETTINGS_FIELD_MAX = 200;
const EMAIL = /^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/;

export const EMPTY_SETTINGS: AffiliateSettings = Object.fromEntries(AFFILIATE_SETTINGS_FIELDS.map((f) => [f, ""])) as AffiliateSettings;

export type SettingsCheck = { ok: true; value: AffiliateSettings } | { ok: false; message: string; fields: Record<string, string> };

const isPayoutType = (v: string): v is PayoutType => (PAYOUT_TYPES as readonly string[]).includes(v);

/** Merges the posted fields over the stored ones and checks the result. A field not posted keeps its value. */
export function checkSettingsPayload(input: Readonly<Record<string, unknown>>, stored: AffiliateSettings): SettingsCheck {
  const fields: Record<string, string> = {};
  const value = { ...EMPTY_SETTINGS, ...stored };
  for (const field of AFFILIATE_SETTINGS_FIELDS) {
    if (!(field in input) || field === "post_id") continue;
    const raw = input[field];
    if (typeof raw !== "string") {
      fields[field] = "Must be text.";
      continue;
    }
    const text = raw.trim();
    if (text.length > SETTINGS_FIELD_MAX * (field === "wcu_notifications_extra" ? 5 : 1)) fields[field] = `At most ${SETTINGS_FIELD_MAX} characters.`;
    (value as Record<string, string>)[field] = text;
  }
  for (const flag of ["wcu_enable_notifications", "wcu_enable_reports"] as const) {
    if (value[flag] !== "" && value[flag] !== FLAG_ON && value[flag] !== FLAG_OFF) fields[flag] = "Must be '1' or '0'.";
  }
  if (value.payouttype !== "" && !isPayoutType(value.payouttype)) fields.payouttype = `Choose one of ${PAYOUT_TYPES.join(", ")}.`;
  for (const email of ["paypalemail", "paypalemail2", "paypalemailapi", "wcu_email"] as const) {
    if (value[email] !== "" && !EMAIL.test(value[email])) fields[email] = "Enter a valid e-mail address.";
  }
  const extra = value.wcu_notifications_extra
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (extra.some((e) => !EMAIL.test(e))) fields.wcu_notifications_extra = "Enter e-mail addresses separated by commas.";
  if (value.wcu_website !== "" && !/^https?:\/\/[^\s]+\.[^\s]+$/i.test(value.wcu_website))
    fields.wcu_website = "Enter a web address starting with http:// or https://.";
  if (Object.keys(fields).length > 0) {
    const first = Object.entries(fields)[0]!;
    return { ok: false, message: `${first[0]}: ${first[1]}`, fields };
  }
  return { ok: true, value };
}
