import { and, eq, gt } from "drizzle-orm";
import type { Queryable } from "../../db/kit/index.ts";
import { sessions } from "../../db/schema/index.ts";

/**
 * Ends a customer's live sessions (all, or the one named) inside the caller's transaction and answers their
 * ids, which the caller hands to the session service's forget() once the transaction has committed. Ended
 * sessions are expired rather than deleted, like a logout, and lose what they held.
 */
export async function endLiveSessions(tx: Queryable, customerId: number, now: Date, sessionId?: string): Promise<string[]> {
  const which = sessionId ? and(eq(sessions.customerId, customerId), eq(sessions.id, sessionId)) : eq(sessions.customerId, customerId);
  const ended = await tx
    .update(sessions)
    .set({ expiresAt: now, data: {} })
    .where(and(which, gt(sessions.expiresAt, now)))
    .returning({ id: sessions.id });
  return ended.map((row) => row.id);
}
