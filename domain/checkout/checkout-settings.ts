/**
 * The checkout page's settings (storefront-shell.md §3 "Checkout and cart"): the layout, the sticky
 * options, the order-review toggle wording and the text shown when a typed e-mail has an account. Stored
 * as the `checkout` settings row; anything missing or malformed falls back to its default.
 */
import { z } from "zod";

export const CHECKOUT_SETTINGS_KEY = "checkout";

export const CHECKOUT_LAYOUTS = ["classic", "modern"] as const;
export type CheckoutLayout = (typeof CHECKOUT_LAYOUTS)[number];

export type CheckoutPageSettings = {
  /** "modern" is the two-step layout: contact and addresses, then shipping and payment. */
  layout: CheckoutLayout;
  /** S-3-41: the order review stays in view while the form scrolls (wide screens). */
  checkout_order_review_sticky: boolean;
  /** S-2-53: the form column stays in view while a long order review scrolls (wide screens). */
  checkout_form_sticky: boolean;
  /** S-3-38: the order-review toggle's wording while collapsed (show) and expanded (hide). */
  order_review_toggle_texts: { toggle_show_text: string; toggle_hide_text: string };
  /** S-3-39: success_msg is shown when the typed e-mail belongs to an account. */
  user_validation_msgs: { success_msg: string };
};

export const CHECKOUT_SETTINGS_DEFAULTS: CheckoutPageSettings = {
  layout: "classic",
  checkout_order_review_sticky: true,
  checkout_form_sticky: false,
  order_review_toggle_texts: { toggle_show_text: "Show order summary", toggle_hide_text: "Hide order summary" },
  user_validation_msgs: { success_msg: "Welcome back! Log in to continue." },
};

const TEXT_MAX = 200;
const text = z.string().trim().min(1).max(TEXT_MAX);

/** A merchant's change: any subset of the settings, each value checked; unknown keys are refused. */
export const checkoutSettingsPatchSchema = z.strictObject({
  layout: z.enum(CHECKOUT_LAYOUTS).optional(),
  checkout_order_review_sticky: z.boolean().optional(),
  checkout_form_sticky: z.boolean().optional(),
  order_review_toggle_texts: z.strictObject({ toggle_show_text: text.optional(), toggle_hide_text: text.optional() }).optional(),
  user_validation_msgs: z.strictObject({ success_msg: text.optional() }).optional(),
});
export type CheckoutSettingsPatch = z.infer<typeof checkoutSettingsPatchSchema>;

const record = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const pick = <T>(value: unknown, valid: (v: unknown) => v is T, fallback: T): T => (valid(value) ? value : fallback);
const isBoolean = (v: unknown): v is boolean => typeof v === "boolean";
const isText = (v: unknown): v is string => typeof v === "string" && v.trim() !== "" && v.length <= TEXT_MAX;
const isLayout = (v: unknown): v is CheckoutLayout => CHECKOUT_LAYOUTS.includes(v as CheckoutLayout);

/** The stored value over the defaults, field by field: one bad field keeps its default, not the others'. */
export function resolveCheckoutSettings(stored: unknown): CheckoutPageSettings {
  const value = record(stored);
  const texts = record(value.order_review_toggle_texts);
  const messages = record(value.user_validation_msgs);
  const d = CHECKOUT_SETTINGS_DEFAULTS;
  return {
    layout: pick(value.layout, isLayout, d.layout),
    checkout_order_review_sticky: pick(value.checkout_order_review_sticky, isBoolean, d.checkout_order_review_sticky),
    checkout_form_sticky: pick(value.checkout_form_sticky, isBoolean, d.checkout_form_sticky),
    order_review_toggle_texts: {
      toggle_show_text: pick(texts.toggle_show_text, isText, d.order_review_toggle_texts.toggle_show_text),
      toggle_hide_text: pick(texts.toggle_hide_text, isText, d.order_review_toggle_texts.toggle_hide_text),
    },
    user_validation_msgs: { success_msg: pick(messages.success_msg, isText, d.user_validation_msgs.success_msg) },
  };
}

/** The settings after a merchant's change: the patch over the current values, nested texts merged. */
export function applyCheckoutSettingsPatch(current: CheckoutPageSettings, patch: CheckoutSettingsPatch): CheckoutPageSettings {
  return resolveCheckoutSettings({
    ...current,
    ...patch,
    order_review_toggle_texts: { ...current.order_review_toggle_texts, ...patch.order_review_toggle_texts },
    user_validation_msgs: { ...current.user_validation_msgs, ...patch.user_validation_msgs },
  });
}
