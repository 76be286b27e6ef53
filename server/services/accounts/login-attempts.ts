import { and, eq, gt, or } from "drizzle-orm";
import { LOGIN_WINDOW_MS, loginDecision, type LoginDecision } from "../../../domain/account/rate-limit.ts";
import type { Db } from "../../db/connect.ts";
import { loginAttempts } from "../../db/schema/index.ts";

/** Client addresses are stored as given, cut to a sane length (IPv6 with a zone fits easily). */
const address = (raw: string) => raw.slice(0, 100);

/** The rate-limit decision for a login of this (normalised) e-mail from this address, now. */
export async function loginDecisionFor(db: Db, email: string, clientAddress: string, now: Date): Promise<LoginDecision> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const rows = await db
    .select({ email: loginAttempts.email, address: loginAttempts.address, at: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(and(gt(loginAttempts.createdAt, since), or(eq(loginAttempts.email, email), eq(loginAttempts.address, address(clientAddress)))));
  return loginDecision({
    accountFailures: rows.filter((r) => r.email === email).map((r) => r.at),
    addressFailures: rows.filter((r) => r.address === address(clientAddress)).map((r) => r.at),
    now,
  });
}

export async function recordFailure(db: Db, email: string, clientAddress: string, now: Date): Promise<void> {
  await db.insert(loginAttempts).values({ email, address: address(clientAddress), createdAt: now });
}

/** After a successful login or a password reset the account starts afresh; the address's count stays. */
export async function clearAccountFailures(q: Pick<Db, "delete">, email: string): Promise<void> {
  await q.delete(loginAttempts).where(eq(loginAttempts.email, email));
}
