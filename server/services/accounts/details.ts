/**
 * A signed-in customer changing their own account: names, display name, e-mail address and password.
 * The e-mail and the password guard the account, so changing either needs the current password, which
 * is checked under the login rate limit (a stolen session cannot try passwords faster than a login).
 */
import { and, eq, gt, isNull, ne } from "drizzle-orm";
import { isEmailShaped, normaliseEmail } from "../../../domain/account/email.ts";
import { passwordProblem } from "../../../domain/account/password-policy.ts";
import { isUniqueViolation, type Db } from "../../db/kit/index.ts";
import { customers, passwordResetTokens, sessions } from "../../db/schema/index.ts";
import type { Session, SessionService } from "../sessions/index.ts";
import { ServiceError, type ServiceErrorKind } from "../errors.ts";
import { loginDecisionFor, recordFailure } from "./login-attempts.ts";
import { hashPassword, verifyPassword } from "./password-hash.ts";
import { readCustomer } from "./read-customer.ts";
import type { Client, Customer } from "./types.ts";

export const NAME_MAX = 100;

export type DetailsInput = {
  firstName: string;
  lastName: string;
  displayName: string;
  email: string;
  /** Needed when the e-mail or the password changes. */
  currentPassword?: string | undefined;
  /** A new password; empty or absent keeps the current one. */
  newPassword?: string | undefined;
};

export const DETAILS_MESSAGES = {
  notSignedIn: "Please log in to change your account details.",
  displayName: "Please enter a display name.",
  nameTooLong: `Names may have at most ${NAME_MAX} characters.`,
  email: "Please enter a valid e-mail address.",
  emailTaken: "An account is already registered with this e-mail address.",
  currentNeeded: "Please enter your current password to change your e-mail address or password.",
  currentWrong: "Your current password is incorrect.",
} as const;

const fail = (field: string, code: string, message: string, kind: ServiceErrorKind = "invalid") =>
  new ServiceError(kind, code, message, { fields: { [field]: message } });

/**
 * Ends every live session of the customer except `keepSessionId`; answers the ids of those that ended,
 * for the caller to forget once its transaction has committed.
 */
export async function endOtherSessions(q: Pick<Db, "update">, customerId: number, keepSessionId: string, now: Date): Promise<string[]> {
  const ended = await q
    .update(sessions)
    .set({ expiresAt: now })
    .where(and(eq(sessions.customerId, customerId), ne(sessions.id, keepSessionId), gt(sessions.expiresAt, now)))
    .returning({ id: sessions.id });
  return ended.map((row) => row.id);
}

/**
 * Saves the details of the session's customer and answers the customer as now stored. Refusals (400
 * unless said): `not_signed_in` (401), `display_name_required`, `name_too_long`, `invalid_email`,
 * `email_taken` (409), `current_password_required`, `wrong_current_password`, `too_many_attempts` (429),
 * and the password policy's codes on `newPassword`. A new password ends the customer's other sessions;
 * a new password or e-mail voids the account's open reset links.
 */
export async function updateDetails(
  db: Db,
  sessionService: Pick<SessionService, "forget">,
  session: Session,
  input: DetailsInput,
  client: Client,
  now: Date,
): Promise<Customer> {
  if (session.customerId === null) throw new ServiceError("unauthenticated", "not_signed_in", DETAILS_MESSAGES.notSignedIn);
  const customerId = session.customerId;
  const [current] = await db
    .select({ email: customers.email, passwordHash: customers.passwordHash })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  if (!current) throw new ServiceError("unauthenticated", "not_signed_in", DETAILS_MESSAGES.notSignedIn);

  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  const displayName = input.displayName.trim();
  if (displayName === "") throw fail("displayName", "display_name_required", DETAILS_MESSAGES.displayName);
  for (const [field, value] of [
    ["firstName", firstName],
    ["lastName", lastName],
    ["displayName", displayName],
  ] as const) {
    if ([...value].length > NAME_MAX) throw fail(field, "name_too_long", DETAILS_MESSAGES.nameTooLong);
  }
  const email = normaliseEmail(input.email);
  if (!isEmailShaped(email)) throw fail("email", "invalid_email", DETAILS_MESSAGES.email);
  const oldEmail = current.email.toLowerCase();
  const emailChanges = email !== oldEmail;
  const newPassword = input.newPassword ?? "";
  const passwordChanges = newPassword !== "";

  let passwordHash: string | undefined;
  if (emailChanges || passwordChanges) {
    const currentPassword = input.currentPassword ?? "";
    if (currentPassword === "") throw fail("currentPassword", "current_password_required", DETAILS_MESSAGES.currentNeeded);
    const decision = await loginDecisionFor(db, oldEmail, client.address, now);
    if (!decision.allowed)
      throw new ServiceError("rate_limited", "too_many_attempts", decision.message, {
        fields: { currentPassword: decision.message },
        retryAfterSeconds: Math.ceil(decision.retryAfterMs / 1000),
      });
    if (!current.passwordHash || !(await verifyPassword(current.passwordHash, currentPassword))) {
      await recordFailure(db, oldEmail, client.address, now);
      throw fail("currentPassword", "wrong_current_password", DETAILS_MESSAGES.currentWrong);
    }
    if (passwordChanges) {
      const problem = passwordProblem(newPassword, email);
      if (problem) throw fail("newPassword", problem.code, problem.message);
      passwordHash = await hashPassword(newPassword);
    }
  }

  try {
    const endedSessions = await db.transaction(async (tx) => {
      await tx
        .update(customers)
        .set({ firstName, lastName, displayName, email, ...(passwordHash ? { passwordHash } : {}) })
        .where(eq(customers.id, customerId));
      const ended = passwordHash ? await endOtherSessions(tx, customerId, session.id, now) : [];
      if (emailChanges || passwordHash) {
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(and(eq(passwordResetTokens.customerId, customerId), isNull(passwordResetTokens.usedAt)));
      }
      return ended;
    });
    sessionService.forget(endedSessions);
  } catch (error) {
    // Another account took the address between our check and the write: the unique index on lower(email).
    if (isUniqueViolation(error)) throw fail("email", "email_taken", DETAILS_MESSAGES.emailTaken, "conflict");
    throw error;
  }
  const customer = await readCustomer(db, customerId);
  if (!customer) throw new ServiceError("unauthenticated", "not_signed_in", DETAILS_MESSAGES.notSignedIn);
  return customer;
}
