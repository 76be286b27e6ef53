/**
 * The password policy for new and reset passwords (NIST SP 800-63B's advice: a length floor, no
 * composition rules, a ceiling only against abuse). Login never applies it, so older passwords keep working.
 */

/** Fewest characters (Unicode code points) a password may have. */
export const PASSWORD_MIN_LENGTH = 8;
/** Most characters accepted: long enough for any passphrase, short enough that hashing stays cheap. */
export const PASSWORD_MAX_LENGTH = 256;

export type PasswordProblem = { code: "password_too_short" | "password_too_long" | "password_is_email"; message: string };

/** null when the password is acceptable for this e-mail, otherwise the first problem. */
export function passwordProblem(password: string, email: string): PasswordProblem | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return { code: "password_too_short", message: `The password must have at least ${PASSWORD_MIN_LENGTH} characters.` };
  if (length > PASSWORD_MAX_LENGTH) return { code: "password_too_long", message: `The password may have at most ${PASSWORD_MAX_LENGTH} characters.` };
  if (email !== "" && password.trim().toLowerCase() === email.trim().toLowerCase()) {
    return { code: "password_is_email", message: "The password must not be your e-mail address." };
  }
  return null;
}
