/**
 * The password reset e-mail and its one-time link. Pure: the service makes the token and the time.
 */

/** How long a reset link works. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** Reset mails one account may be sent per TTL; further requests answer the same but send nothing. */
export const MAX_RESET_MAILS_PER_TTL = 3;
/** The storefront page that reads the token and asks for the new password. */
export const RESET_PATH = "/account/reset-password";

export function resetLink(token: string, origin = ""): string {
  return `${origin}${RESET_PATH}?token=${encodeURIComponent(token)}`;
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

export type MailContent = { subject: string; text: string; html: string };

export function resetMail(input: { name: string; link: string; shopName?: string }): MailContent {
  const shop = input.shopName ?? "Vitrine";
  const greeting = input.name.trim() ? `Hello ${input.name.trim()},` : "Hello,";
  const lines = [
    greeting,
    "",
    `Someone asked to reset the password of your ${shop} account. To choose a new password, open this link within one hour:`,
    "",
    input.link,
    "",
    "The link works once. If you did not ask for this, ignore this e-mail: your password stays as it is.",
  ];
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>Someone asked to reset the password of your ${escapeHtml(shop)} account. To choose a new password, open this link within one hour:</p>`,
    `<p><a href="${escapeHtml(input.link)}">Reset your password</a></p>`,
    "<p>The link works once. If you did not ask for this, ignore this e-mail: your password stays as it is.</p>",
  ].join("\n");
  return { subject: `Reset your ${shop} password`, text: lines.join("\n"), html };
}
