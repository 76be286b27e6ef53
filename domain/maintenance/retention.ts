/**
 * How long the shop keeps short-lived records, as cut-offs from "now". Pure: the maintenance job passes
 * the time and deletes what falls before each cut-off.
 */
import { LOGIN_WINDOW_MS } from "../account/rate-limit.ts";
import { RESET_TOKEN_TTL_MS } from "../account/reset-mail.ts";

/** Sent mails are kept this long, to answer "did my order e-mail go out?". */
export const SENT_MAIL_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
/** Rows deleted per statement: each delete is short, so it never holds its locks for long. */
export const MAINTENANCE_BATCH = 500;
/** Statements per kind of record per run; what is left waits for the next run. */
export const MAINTENANCE_MAX_BATCHES = 100;

export type RetentionCutoffs = {
  /** Sessions that expired at or before this (a session holding a customer's saved cart is kept). */
  sessionsExpiredBy: Date;
  /**
   * Used or expired reset tokens created before this. The per-hour cap on reset mails counts the
   * account's tokens of the last hour, so a used token stays until it is out of that count.
   */
  resetTokensCreatedBefore: Date;
  /** Failed logins before this no longer count for the rate limit. */
  loginAttemptsBefore: Date;
  /** Calls a rate limit let through that stopped counting at or before this (each row says when). */
  rateLimitHitsExpiredBy: Date;
  /** Mails sent before this. */
  sentMailsBefore: Date;
};

export function retentionCutoffs(now: Date): RetentionCutoffs {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  return {
    sessionsExpiredBy: now,
    resetTokensCreatedBefore: ago(RESET_TOKEN_TTL_MS),
    loginAttemptsBefore: ago(LOGIN_WINDOW_MS),
    rateLimitHitsExpiredBy: now,
    sentMailsBefore: ago(SENT_MAIL_RETENTION_MS),
  };
}
