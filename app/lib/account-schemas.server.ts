/** The My Account forms' fields, validated at the edge (zod); the accounts service applies the domain rules. */
import { z } from "zod";
import { emailAddress, loginBody, PASSWORD_BOUND, passwordResetBody } from "../../domain/account/operations.ts";

// The login and e-mail rules are the API's own (domain/account/operations.ts); the forms differ only in field names.
const NAME_MESSAGE = "Names may have at most 100 characters.";

export const email = emailAddress;
const name = z.string().trim().max(100, NAME_MESSAGE);

/** A login takes what was typed: a wrong address is only wrong credentials. The API's login schema. */
export const loginForm = loginBody;

export const registerForm = z.object({
  email,
  password: z.string().min(1, "Please enter a password.").max(PASSWORD_BOUND, "The password is too long."),
  first_name: name,
  last_name: name,
});

export const lostPasswordForm = passwordResetBody;

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
