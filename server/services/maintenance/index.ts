import { and, eq, inArray, isNotNull, lt, lte, notExists, or, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { MAINTENANCE_BATCH, MAINTENANCE_MAX_BATCHES, retentionCutoffs } from "../../../domain/maintenance/retention.ts";
import type { Db } from "../../db/connect.ts";
import { carts, loginAttempts, mailOutbox, passwordResetTokens, rateLimitHits, sessions } from "../../db/schema/index.ts";

/** Rows deleted by one run, per kind of record. */
export type MaintenanceReport = { sessions: number; resetTokens: number; loginAttempts: number; rateLimitHits: number; sentMails: number };

export type MaintenanceService = {
  /**
   * Deletes what nothing reads any more (domain/maintenance/retention.ts): expired sessions with their
   * guest carts, spent reset tokens, failed logins older than the rate-limit window, the calls a rate
   * limit counted once they have left its window, and old sent mails.
   * Each delete is a batch of at most MAINTENANCE_BATCH rows in its own short statement.
   */
  run(): Promise<MaintenanceReport>;
};

/**
 * Deletes the rows of `table` matching `where`, a batch per statement, until a batch comes back short
 * or `maxBatches` ran. Answers how many rows went.
 */
async function deleteInBatches(db: Db, table: PgTable, id: PgColumn, where: SQL, batch: number, maxBatches: number): Promise<number> {
  let total = 0;
  for (let i = 0; i < maxBatches; i++) {
    const chosen = db.select({ id }).from(table).where(where).limit(batch);
    const deleted = await db.delete(table).where(inArray(id, chosen)).returning({ id });
    total += deleted.length;
    if (deleted.length < batch) break;
  }
  return total;
}

export function createMaintenanceService(db: Db, options: { now?: () => Date; batchSize?: number; maxBatches?: number } = {}): MaintenanceService {
  const now = options.now ?? (() => new Date());
  const batch = options.batchSize ?? MAINTENANCE_BATCH;
  const maxBatches = options.maxBatches ?? MAINTENANCE_MAX_BATCHES;
  return {
    async run() {
      const at = now();
      const cut = retentionCutoffs(at);
      // A customer's saved cart lives on the session it was last used in; deleting that session would
      // cascade to the cart, so such a session stays. A guest cart goes with its session (cascade).
      const holdsSavedCart = db
        .select({ id: carts.id })
        .from(carts)
        .where(and(eq(carts.sessionId, sessions.id), isNotNull(carts.customerId)));
      const expiredSessions = and(lte(sessions.expiresAt, cut.sessionsExpiredBy), notExists(holdsSavedCart))!;
      const spentTokens = and(
        lt(passwordResetTokens.createdAt, cut.resetTokensCreatedBefore),
        or(isNotNull(passwordResetTokens.usedAt), lte(passwordResetTokens.expiresAt, at)),
      )!;
      const oldAttempts = lt(loginAttempts.createdAt, cut.loginAttemptsBefore);
      // A subject's own calls delete its expired rows (server/db/kit/rate-limiter.ts); these are the rows
      // of subjects that did not call again. The table stays small (an hour's calls at most), so the
      // delete reads it without an index of its own.
      const expiredHits = lte(rateLimitHits.expiresAt, cut.rateLimitHitsExpiredBy);
      const oldSentMails = and(isNotNull(mailOutbox.sentAt), lt(mailOutbox.sentAt, cut.sentMailsBefore))!;
      return {
        sessions: await deleteInBatches(db, sessions, sessions.id, expiredSessions, batch, maxBatches),
        resetTokens: await deleteInBatches(db, passwordResetTokens, passwordResetTokens.id, spentTokens, batch, maxBatches),
        loginAttempts: await deleteInBatches(db, loginAttempts, loginAttempts.id, oldAttempts, batch, maxBatches),
        rateLimitHits: await deleteInBatches(db, rateLimitHits, rateLimitHits.id, expiredHits, batch, maxBatches),
        sentMails: await deleteInBatches(db, mailOutbox, mailOutbox.id, oldSentMails, batch, maxBatches),
      };
    },
  };
}
