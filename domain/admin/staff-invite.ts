/**
 * The staff invitation e-mail. Its link is a password-reset link (the same token machinery and the same
 * page) that lasts longer than a lost-password link: an invitation often waits a few days to be read.
 */
import { escapeHtml, type MailContent } from "../account/reset-mail.ts";
import { STAFF_ROLE_LABELS, type StaffRole } from "./permissions.ts";

export const INVITE_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const INVITE_TTL_DAYS = INVITE_TOKEN_TTL_MS / (24 * 60 * 60 * 1000);

export function inviteMail(input: { name: string; role: StaffRole; link: string; newAccount: boolean; shopName?: string }): MailContent {
  const shop = input.shopName ?? "Vitrine";
  const greeting = input.name.trim() ? `Hello ${input.name.trim()},` : "Hello,";
  const role = STAFF_ROLE_LABELS[input.role].toLowerCase();
  const invited = `You have been invited to help run ${shop} as ${/^[aeiou]/.test(role) ? "an" : "a"} ${role}.`;
  const action = input.newAccount
    ? `To set your password and sign in, open this link within ${INVITE_TTL_DAYS} days:`
    : `You can sign in with your usual password; to choose a new one, open this link within ${INVITE_TTL_DAYS} days:`;
  const text = [greeting, "", invited, action, "", input.link, "", "The link works once. If you were not expecting this, ignore this e-mail."].join("\n");
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(invited)} ${escapeHtml(action)}</p>`,
    `<p><a href="${escapeHtml(input.link)}">Set your password</a></p>`,
    "<p>The link works once. If you were not expecting this, ignore this e-mail.</p>",
  ].join("\n");
  return { subject: `You are invited to the ${shop} admin`, text, html };
}
