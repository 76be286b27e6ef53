import { and, eq, gt } from "drizzle-orm";
import { LOGIN_WINDOW_MS, loginDecision, type LoginDecision } from "../../../domain/account/rate-limit.ts";
import type { Db } from "../../db/kit/index.ts";
import { loginAttempts } from "../../db/schema/index.ts";

/** Client addresses are stored as given, cut to a sane length (IPv6 with a zone fits easily). */
const address = (raw: string) => raw.slice(0, 100);

/**
 * The rate-limit decision for a login of this (normalised) e-mail from this address, now. Only this
 * address's failures count: those of this account from here, and those of every account from here.
 */
export async function loginDecisionFor(db: Db, email: string, clientAddress: string, now: Date): Promise<LoginDecision> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const rows = await db
    .select({ email: loginAttempts.email, at: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.address, address(clientAddress)), gt(loginAttempts.createdAt, since)));
  return loginDecision({
    pairFailures: rows.filter((r) => r.email === email).map((r) => r.at),
    addressFailures: rows.map((r) => r.at),
    now,
  });
}

export async function recordFailure(db: Db, email: string, clientAddress: string, now: Date): Promise<void> {
  await db.insert(loginAttempts).values({ email, address: address(clientAddress), createdAt: now });
}

/**
 * Starts the account afresh: from the address that just logged in (failures elsewhere keep their waits,
 * so a success of the owner does not reset an attacker's), or everywhere after a password reset.
 */
export async function clearAccountFailures(q: Pick<Db, "delete">, email: string, clientAddress?: string): Promise<void> {
  const where =
    clientAddress === undefined ? eq(loginAttempts.email, email) : and(eq(loginAttempts.email, email), eq(loginAttempts.address, address(clientAddress)));
  await q.delete(loginAttempts).where(where);
}
