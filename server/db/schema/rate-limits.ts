import { bigserial, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Calls a rate limit let through (server/db/kit/rate-limiter.ts): one row per call, by the limit's name
 * (`bucket`) and whom it counts (`subject`, a client address say). Each call deletes its subject's rows
 * that have left the window, so a subject keeps at most its limit's worth; `expires_at` (the call's time
 * plus its limit's window) is when a row stops counting, so the maintenance job deletes the rows of
 * subjects that never came back without knowing each limit's window.
 */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    bucket: text().notNull(),
    subject: text().notNull(),
    at: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limit_hits_subject_idx").on(t.bucket, t.subject, t.at)],
);
