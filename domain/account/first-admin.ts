/**
 * The shop's first administrator, made on a production shop's first start: on the setup page or with
 * `npm run create-admin`. Both check the same fields with the same words.
 */
import { isEmailShaped, normaliseEmail } from "./email.ts";
import { passwordProblem } from "./password-policy.ts";

export const FIRST_ADMIN_NAME_MAX = 100;

/** Setup attempts one address may make: enough for typos, too few to hammer the password hashing. */
export const FIRST_ADMIN_LIMIT = { name: "first_admin_setup", limit: 10, windowMs: 15 * 60_000 } as const;
export const FIRST_ADMIN_LIMITED_MESSAGE = "Too many attempts from your network. Please wait a few minutes and try again.";

export type FirstAdminInput = { name: string; email: string; password: string };
export type FirstAdminField = keyof FirstAdminInput;

/** The input as it is stored: name trimmed, e-mail normalised, password as typed. */
export function normaliseFirstAdmin(input: FirstAdminInput): FirstAdminInput {
  return { name: input.name.trim(), email: normaliseEmail(input.email), password: input.password };
}

/** Every field's problem, by field; an empty object when the input can make the administrator. */
export function firstAdminProblems(raw: FirstAdminInput): Partial<Record<FirstAdminField, string>> {
  const input = normaliseFirstAdmin(raw);
  const problems: Partial<Record<FirstAdminField, string>> = {};
  if (input.name === "") problems.name = "Please enter your name.";
  else if ([...input.name].length > FIRST_ADMIN_NAME_MAX) problems.name = `The name may have at most ${FIRST_ADMIN_NAME_MAX} characters.`;
  if (!isEmailShaped(input.email)) problems.email = "Please enter a valid e-mail address.";
  const password = passwordProblem(input.password, input.email);
  if (password) problems.password = password.message;
  return problems;
}
