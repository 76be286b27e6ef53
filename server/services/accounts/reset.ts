import { hash, randomBytes } from "node:crypto";
import { and, count, eq, gt, isNull, ne, sql } from "drizzle-orm";
import { passwordProblem } from "../../../domain/account/password-policy.ts";
import { MAX_RESET_MAILS_PER_TTL, RESET_TOKEN_TTL_MS, resetLink, resetMail } from "../../../domain/account/reset-mail.ts";
import type { Db } from "../../db/connect.ts";
import type { Queryable } from "../../db/kit/index.ts";
import { customers, passwordResetTokens, sessions } from "../../db/schema/index.ts";
import type { MailService } from "../mail/index.ts";
import type { SessionService } from "../sessions/index.ts";
import { ServiceError } from "../errors.ts";
import { clearAccountFailures } from "./login-attempts.ts";
import { hashPassword } from "./password-hash.ts";

/** Reset tokens are 32 random bytes in base64url, like session tokens; anything else is refused unread. */
const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const sha256 = (text: string) => hash("sha256", text, "hex");

export const INVALID_RESET_TOKEN_MESSAGE = "This password reset link is invalid or has expired. Please ask for a new one.";

/**
 * Stores a new one-time password link for a customer in the caller's transaction and answers its token
 * (only its hash is kept). `ttlMs` is longer for a staff invitation than for a lost password.
 */
export async function issueResetToken(tx: Queryable, customerId: number, now: Date, ttlMs = RESET_TOKEN_TTL_MS): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await tx.insert(passwordResetTokens).values({ tokenHash: sha256(token), customerId, createdAt: now, expiresAt: new Date(now.getTime() + ttlMs) });
  return token;
}

/**
 * Writes a reset mail with a one-time link for the account of this (normalised) e-mail, in one
 * transaction with its token. Does nothing for an unknown e-mail or when the account already had
 * MAX_RESET_MAILS_PER_TTL mails within the hour; the caller answers the same in every case.
 */
export async function requestReset(db: Db, mail: MailService, email: string, now: Date, origin: string): Promise<void> {
  const [customer] = await db
    .select({ id: customers.id, email: customers.email, displayName: customers.displayName })
    .from(customers)
    .where(eq(sql`lower(${customers.email})`, email))
    .limit(1);
  if (!customer) return;
  await db.transaction(async (tx) => {
    // The customer row is the lock: parallel requests cannot both slip under the per-hour cap.
    await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customer.id)).for("update");
    const [recent] = await tx
      .select({ n: count() })
      .from(passwordResetTokens)
      .where(and(eq(passwordResetTokens.customerId, customer.id), gt(passwordResetTokens.createdAt, new Date(now.getTime() - RESET_TOKEN_TTL_MS))));
    if ((recent?.n ?? 0) >= MAX_RESET_MAILS_PER_TTL) return;
    const token = await issueResetToken(tx, customer.id, now);
    const content = resetMail({ name: customer.displayName, link: resetLink(token, origin) });
    await mail.enqueue({ to: customer.email, kind: "password_reset", ...content }, tx);
  });
}

/**
 * Sets a new password with a reset token: the token must be known, unused and unexpired, and is used up
 * in the same transaction. Every session of the customer except `keepSessionId` ends, and so do the
 * account's other reset links. Answers the customer's id.
 */
export async function confirmReset(
  db: Db,
  sessionService: Pick<SessionService, "forget">,
  input: { token: string; password: string; keepSessionId: string | null; now: Date },
): Promise<number> {
  const invalid = () => new ServiceError("invalid", "invalid_reset_token", INVALID_RESET_TOKEN_MESSAGE, { fields: { token: INVALID_RESET_TOKEN_MESSAGE } });
  if (!RESET_TOKEN_PATTERN.test(input.token)) throw invalid();
  const tokenHash = sha256(input.token);
  const [found] = await db
    .select({ customerId: passwordResetTokens.customerId, email: customers.email })
    .from(passwordResetTokens)
    .innerJoin(customers, eq(customers.id, passwordResetTokens.customerId))
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, input.now)))
    .limit(1);
  if (!found) throw invalid();
  const problem = passwordProblem(input.password, found.email);
  if (problem) throw new ServiceError("invalid", problem.code, problem.message, { fields: { password: problem.message } });
  const passwordHash = await hashPassword(input.password);

  const { customerId, ended } = await db.transaction(async (tx) => {
    // Using the token up is the guard: of two confirmations racing with one token, only one updates a row.
    const used = await tx
      .update(passwordResetTokens)
      .set({ usedAt: input.now })
      .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, input.now)))
      .returning({ customerId: passwordResetTokens.customerId });
    if (used.length === 0) throw invalid();
    const customerId = found.customerId;
    await tx.update(customers).set({ passwordHash }).where(eq(customers.id, customerId));
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: input.now })
      .where(and(eq(passwordResetTokens.customerId, customerId), isNull(passwordResetTokens.usedAt)));
    const others = input.keepSessionId ? and(eq(sessions.customerId, customerId), ne(sessions.id, input.keepSessionId)) : eq(sessions.customerId, customerId);
    const ended = await tx
      .update(sessions)
      .set({ expiresAt: input.now })
      .where(and(others, gt(sessions.expiresAt, input.now)))
      .returning({ id: sessions.id });
    await clearAccountFailures(tx, found.email.toLowerCase());
    return { customerId, ended: ended.map((row) => row.id) };
  });
  sessionService.forget(ended);
  return customerId;
}
