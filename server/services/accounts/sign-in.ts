import { and, eq, isNull } from "drizzle-orm";
import { sessions } from "../../db/schema/index.ts";
import type { Tx } from "../../db/kit/index.ts";
import { mergeCartsAtLogin } from "../cart/merge.ts";
import { newSession, type Session } from "../sessions/index.ts";

/**
 * Attaches a customer to a fresh session inside the caller's transaction: a new token (so a session id
 * planted before login is worthless afterwards), the guest cart merged into the customer's cart, and the
 * old session ended. A guest session is deleted (its cart was merged away); a session that belonged to a
 * customer is only expired, so that customer's cart stays theirs for their next login.
 */
export async function rotateIntoCustomerSession(
  tx: Tx,
  input: { previous: Session | null; customerId: number; now: Date },
): Promise<{ token: string; session: Session }> {
  const fresh = newSession(input.now, input.customerId);
  await tx.insert(sessions).values({ id: fresh.session.id, nonce: fresh.session.nonce, customerId: input.customerId, expiresAt: fresh.session.expiresAt });
  await mergeCartsAtLogin(tx, { guestSessionId: input.previous?.id ?? null, newSessionId: fresh.session.id, customerId: input.customerId });
  if (input.previous) {
    await tx.delete(sessions).where(and(eq(sessions.id, input.previous.id), isNull(sessions.customerId)));
    await tx.update(sessions).set({ expiresAt: input.now }).where(eq(sessions.id, input.previous.id));
  }
  return fresh;
}
