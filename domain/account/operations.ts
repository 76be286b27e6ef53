/**
 * The account operations' input as every edge checks it: the JSON API validates its bodies with these
 * schemas and the login forms use the same ones. Messages are the shopper-facing ones. Pure zod, no IO.
 */
import { z } from "zod";
import { EMAIL_MAX_LENGTH, isEmailShaped, normaliseEmail } from "./email.ts";
import { PASSWORD_MAX_LENGTH } from "./password-policy.ts";

export const EMAIL_MESSAGE = "Please enter a valid e-mail address.";
export const EMAIL_MISSING = "Please enter your e-mail address.";
/** Characters are counted by the policy (code points); this bound is in UTF-16 units, so twice the policy's. */
export const PASSWORD_BOUND = PASSWORD_MAX_LENGTH * 2;
export const PASSWORD_TOO_LONG = "The password is too long.";

/** Any e-mail-shaped address, trimmed; the service lower-cases it. */
export const emailAddress = z
  .string(EMAIL_MESSAGE)
  .trim()
  .min(1, EMAIL_MISSING)
  .max(EMAIL_MAX_LENGTH, EMAIL_MESSAGE)
  .refine((value) => isEmailShaped(normaliseEmail(value)), EMAIL_MESSAGE);
/** Login takes whatever was typed (a wrong address is just wrong credentials), within sane bounds. */
export const loginEmail = z.string(EMAIL_MISSING).trim().min(1, EMAIL_MISSING).max(EMAIL_MAX_LENGTH, EMAIL_MESSAGE);
const newPassword = z.string("Please enter a password.").min(1, "Please enter a password.").max(PASSWORD_BOUND, PASSWORD_TOO_LONG);
const name = z.string().max(100).optional();

/** Creates an account and signs in. */
export const registerBody = z.strictObject({ email: emailAddress, password: newPassword, firstName: name, lastName: name });
/** Signs in. */
export const loginBody = z.strictObject({
  email: loginEmail,
  password: z.string("Please enter your password.").min(1, "Please enter your password.").max(PASSWORD_BOUND, PASSWORD_TOO_LONG),
});
/** Asks for a password-reset mail. */
export const passwordResetBody = z.strictObject({ email: emailAddress });
/** Sets a new password with the token from the reset mail. */
export const passwordResetConfirmBody = z.strictObject({
  token: z.string("The reset link is incomplete.").min(1, "The reset link is incomplete.").max(200),
  password: newPassword,
});
/** The checkout's "does this address have an account" check. */
export const emailCheckBody = z.strictObject({ email: emailAddress });
