/**
 * Creating an account as part of another write (an order placed with "Create an account?"): the checks
 * and the slow hash happen before the caller's transaction, the rows inside it, so a refused order leaves
 * no account behind.
 */
import { sql } from "drizzle-orm";
import { isEmailShaped, normaliseEmail } from "../../../domain/account/email.ts";
import { passwordProblem, type PasswordProblem } from "../../../domain/account/password-policy.ts";
import type { Db } from "../../db/connect.ts";
import { customerRoles, customers } from "../../db/schema/index.ts";
import type { Tx } from "../../db/kit/index.ts";
import { hashPassword } from "./password-hash.ts";

export { rotateIntoCustomerSession } from "./sign-in.ts";

export type PreparedAccount = { email: string; passwordHash: string; firstName: string; lastName: string };
export type PrepareResult =
  | { ok: true; account: PreparedAccount }
  | { ok: false; problem: PasswordProblem | { code: "invalid_email"; message: string } | { code: "email_taken"; message: string } };

export const EMAIL_TAKEN_MESSAGE = "An account is already registered with this e-mail address. Please log in.";
const NAME_MAX = 100;

/** Checks the e-mail and the password policy, answers early when the e-mail is taken, and hashes the password. */
export async function prepareAccount(
  db: Pick<Db, "select">,
  input: { email: string; password: string; firstName?: string; lastName?: string },
): Promise<PrepareResult> {
  const email = normaliseEmail(input.email);
  if (!isEmailShaped(email)) return { ok: false, problem: { code: "invalid_email", message: "Please enter a valid e-mail address." } };
  const problem = passwordProblem(input.password, email);
  if (problem) return { ok: false, problem };
  if (await emailTaken(db, email)) return { ok: false, problem: { code: "email_taken", message: EMAIL_TAKEN_MESSAGE } };
  return {
    ok: true,
    account: {
      email,
      passwordHash: await hashPassword(input.password),
      firstName: (input.firstName ?? "").trim().slice(0, NAME_MAX),
      lastName: (input.lastName ?? "").trim().slice(0, NAME_MAX),
    },
  };
}

async function emailTaken(db: Pick<Db, "select">, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(sql`lower(${customers.email}) = ${email}`)
    .limit(1);
  return row !== undefined;
}

/**
 * Inserts the customer (role "customer") inside the caller's transaction; null when the e-mail was taken
 * meanwhile (the unique index on lower(email) lets one of two racing writes through).
 */
export async function insertPreparedAccount(tx: Tx, account: PreparedAccount, now: Date): Promise<number | null> {
  const { email, passwordHash, firstName, lastName } = account;
  const inserted = await tx
    .insert(customers)
    .values({ email, passwordHash, firstName, lastName, displayName: `${firstName} ${lastName}`.trim() || email.split("@")[0]!, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: customers.id });
  const id = inserted[0]?.id;
  if (id === undefined) return null;
  await tx.insert(customerRoles).values({ customerId: id, role: "customer" });
  return id;
}
