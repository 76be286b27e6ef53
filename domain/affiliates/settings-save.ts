/**
 * The settings save of the dashboard (storefront-shell spec §3, §4, §7 call 2, §8): the payload it sends,
 * the message each outcome shows, and when the page reloads.
 */
import { AFFILIATE_SETTINGS_FIELDS, type AffiliateSettingsField, FLAG_OFF, FLAG_ON, type PayoutType } from "./dashboard.ts";

/** The §3 checkboxes: sent as '1' when checked and '0' when not. */
export const SETTINGS_FLAG_FIELDS = ["wcu_enable_notifications", "wcu_enable_reports"] as const satisfies readonly AffiliateSettingsField[];

const isFlag = (name: string) => (SETTINGS_FLAG_FIELDS as readonly string[]).includes(name);

/**
 * Every §3 field from a form: text fields as typed (missing ones as ""), checkboxes as '1'/'0' by whether
 * the form carries them (an unchecked box sends nothing).
 */
export function settingsPayload(read: (name: string) => string | null): Record<AffiliateSettingsField, string> {
  const entries = AFFILIATE_SETTINGS_FIELDS.map((name) => {
    const value = read(name);
    return [name, isFlag(name) ? (value === null ? FLAG_OFF : FLAG_ON) : (value ?? "")] as const;
  });
  return Object.fromEntries(entries) as Record<AffiliateSettingsField, string>;
}

export const SAVE_LABEL = "Save settings";
export const SAVING_LABEL = "Saving…";

/** How a save ended, as the page learned it. */
export type SaveOutcome =
  | { kind: "saved"; message: string; payouttype: PayoutType | "" }
  /** The server refused; `text` is what it answered (its error message), if anything. */
  | { kind: "refused"; text: string | null }
  /** No answer the page could read: the request failed, or the answer was not JSON. */
  | { kind: "transport"; text: string };

export type SaveMessage = { tone: "success" | "error"; text: string };

/** §8: green response message; red "Error: " + the returned text or "Unknown error"; red "AJAX Error: " + the error text. */
export function saveMessage(outcome: SaveOutcome): SaveMessage {
  if (outcome.kind === "saved") return { tone: "success", text: outcome.message };
  if (outcome.kind === "refused") return { tone: "error", text: `Error: ${outcome.text?.trim() ? outcome.text : "Unknown error"}` };
  return { tone: "error", text: `AJAX Error: ${outcome.text}` };
}

/**
 * §4: the page reloads when the save changed the payout type: the answer names a payout type in
 * `updatedPayoutFields.payouttype` (empty when the save left it alone) other than the one the page showed.
 */
export function reloadAfterSave(outcome: SaveOutcome, payoutTypeShown: PayoutType | ""): boolean {
  return outcome.kind === "saved" && outcome.payouttype !== "" && outcome.payouttype !== payoutTypeShown;
}

/**
 * Reads call 2's answer: a 2xx JSON `{message, updatedPayoutFields:{payouttype}}` is a save; a JSON
 * refusal `{error:{message}}` (or any other JSON) is a refusal with its text; anything unreadable is a
 * transport failure named by its status.
 */
export function outcomeOfAnswer(status: number, statusText: string, body: unknown): SaveOutcome {
  if (body === undefined) return { kind: "transport", text: `${status} ${statusText}`.trim() };
  const answer = (body ?? {}) as { message?: unknown; updatedPayoutFields?: { payouttype?: unknown }; error?: { message?: unknown } | string };
  if (status >= 200 && status < 300 && typeof answer.message === "string") {
    const type = answer.updatedPayoutFields?.payouttype;
    return { kind: "saved", message: answer.message, payouttype: (typeof type === "string" ? type : "") as PayoutType | "" };
  }
  const error = answer.error;
  const text = typeof error === "string" ? error : typeof error?.message === "string" ? error.message : null;
  return { kind: "refused", text };
}
