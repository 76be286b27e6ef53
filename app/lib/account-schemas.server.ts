/** The My Account forms' fields, validated at the edge (zod); the accounts service applies the domain rules. */
import { z } from "zod";
import { EMAIL_MAX_LENGTH, isEmailShaped, normaliseEmail } from "../../domain/account/email.ts";
import { PASSWORD_MAX_LENGTH } from "../../domain/account/password-policy.ts";

const EMAIL_MESSAGE = "Please enter a valid e-mail address.";
const EMAIL_MISSING = "Please enter your e-mail address.";
// The policy counts code points; this bound is in UTF-16 units, so twice the policy's.
const PASSWORD_BOUND = PASSWORD_MAX_LENGTH * 2;
const NAME_MESSAGE = "Names may have at most 100 characters.";

export const email = z
  .string()
  .trim()
  .min(1, EMAIL_MISSING)
  .max(EMAIL_MAX_LENGTH, EMAIL_MESSAGE)
  .refine((v) => isEmailShaped(normaliseEmail(v)), EMAIL_MESSAGE);
const name = z.string().trim().max(100, NAME_MESSAGE);

export const loginForm = z.object({
  // A login takes what was typed: a wrong address is only wrong credentials.
  email: z.string().trim().min(1, EMAIL_MISSING).max(EMAIL_MAX_LENGTH, EMAIL_MESSAGE),
  password: z.string().min(1, "Please enter your password.").max(PASSWORD_BOUND, "The password is too long."),
});

export const registerForm = z.object({
  email,
  password: z.string().min(1, "Please enter a password.").max(PASSWORD_BOUND, "The password is too long."),
  first_name: name,
  last_name: name,
});

export const lostPasswordForm = z.object({ email });

export const resetPasswordForm = z
  .object({
    token: z.string().min(1, "This reset link is incomplete. Please ask for a new one.").max(200, "This reset link is invalid. Please ask for a new one."),
    password_1: z.string().min(1, "Please enter a new password.").max(PASSWORD_BOUND, "The password is too long."),
    password_2: z.string().max(PASSWORD_BOUND, "The password is too long."),
  })
  .refine((v) => v.password_1 === v.password_2, { message: "The passwords do not match.", path: ["password_2"] });

export const detailsForm = z
  .object({
    account_first_name: name,
    account_last_name: name,
    account_display_name: z.string().trim().min(1, "Please enter a display name.").max(100, NAME_MESSAGE),
    account_email: email,
    password_current: z.string().max(PASSWORD_BOUND, "The password is too long."),
    password_1: z.string().max(PASSWORD_BOUND, "The password is too long."),
    password_2: z.string().max(PASSWORD_BOUND, "The password is too long."),
  })
  .refine((v) => v.password_1 === v.password_2, { message: "The new passwords do not match.", path: ["password_2"] });

/** The form's fields as strings (absent ones as ""), ready for a schema. */
export function formFields(form: FormData, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((n) => [n, typeof form.get(n) === "string" ? (form.get(n) as string) : ""]));
}
