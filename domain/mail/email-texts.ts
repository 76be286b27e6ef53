/**
 * The e-mails' editable texts: who they come from and the order e-mails' subjects and opening lines.
 * Stored as the `emails` settings document. Texts take placeholders in braces ({number}, {email},
 * {shop}); an unknown placeholder is left as typed, so a typo shows instead of vanishing.
 */
import { z } from "zod";
import type { Mailbox } from "./sender-address.ts";

export const EMAIL_SETTINGS_KEY = "emails";
export const EMAIL_SUBJECT_MAX = 150;
export const EMAIL_TEXT_MAX = 2000;
export const EMAIL_PLACEHOLDERS = ["number", "email", "shop"] as const;
export type EmailPlaceholder = (typeof EMAIL_PLACEHOLDERS)[number];

const subject = z
  .string()
  .trim()
  .min(1, { error: "A mail needs a subject." })
  .max(EMAIL_SUBJECT_MAX, { error: `At most ${EMAIL_SUBJECT_MAX} characters.` });
const body = z
  .string()
  .trim()
  .max(EMAIL_TEXT_MAX, { error: `At most ${EMAIL_TEXT_MAX} characters.` });

export const emailSettingsSchema = z.strictObject({
  /** Shown as the sender's name; the address stays MAIL_FROM's unless one is given here. */
  senderName: z
    .string()
    .trim()
    .min(1, { error: "Give the sender a name." })
    .max(100)
    .regex(/^[^<>"]*$/, { error: "No < > or quotes in a name." }),
  /** Empty: the address of MAIL_FROM. */
  senderAddress: z.union([z.literal(""), z.email({ error: "Enter a whole e-mail address, like shop@example.com." }).max(254)]),
  orderReceivedSubject: subject,
  orderReceivedIntro: body.min(1, { error: "Say something to open the mail." }),
  newOrderSubject: subject,
  newOrderIntro: body.min(1, { error: "Say something to open the mail." }),
  /** Closes every order mail to the shopper; empty for none. */
  footer: body,
});
export type EmailSettings = z.infer<typeof emailSettingsSchema>;

/** The texts the shop sent before they were editable: an untouched shop's mails read the same. */
export const DEFAULT_EMAIL_SETTINGS: EmailSettings = {
  senderName: "Vitrine",
  senderAddress: "",
  orderReceivedSubject: "Your {shop} order #{number} has been received",
  orderReceivedIntro: "Thank you for your order #{number}.",
  newOrderSubject: "[{shop}] New order #{number}",
  newOrderIntro: "New order #{number} from {email}.",
  footer: "",
};

export function resolveEmailSettings(stored: unknown): EmailSettings {
  if (typeof stored !== "object" || stored === null || Array.isArray(stored)) return DEFAULT_EMAIL_SETTINGS;
  const resolved: Record<string, unknown> = { ...DEFAULT_EMAIL_SETTINGS };
  for (const [key, field] of Object.entries(emailSettingsSchema.shape)) {
    const parsed = field.safeParse((stored as Record<string, unknown>)[key]);
    if (parsed.success) resolved[key] = parsed.data;
  }
  return resolved as EmailSettings;
}

/** A text with its placeholders filled in. */
export function fillPlaceholders(text: string, values: Partial<Record<EmailPlaceholder, string>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = (values as Record<string, string | undefined>)[name];
    return value === undefined ? whole : value;
  });
}

/**
 * Who the shop's mails come from: the merchant's sender name and address, each falling back to the
 * configured sender (MAIL_FROM) when left empty.
 */
export function senderMailbox(texts: Pick<EmailSettings, "senderName" | "senderAddress">, fallback: Mailbox): Mailbox {
  return { name: texts.senderName.trim() || fallback.name, address: texts.senderAddress.trim() || fallback.address };
}
