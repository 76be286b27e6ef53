import { and, asc, eq, gt, lte, sql } from "drizzle-orm";
import { retryAfterSeconds, slidingWindowRetryAt, type SlidingWindow } from "../../../domain/rate-limit.ts";
import { rateLimitHits } from "../schema/index.ts";
import type { Db } from "./types.ts";

/** A named limit: at most `limit` calls per subject in any `windowMs` (domain/rate-limit.ts). */
export type RateLimit = SlidingWindow & { name: string };

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Subjects are stored as given, cut to a sane length (an IPv6 address with a zone fits easily). */
const subjectOf = (raw: string) => raw.slice(0, 100);

/**
 * Counts a call of `subject` under `rule`, now: allowed and recorded while the subject is below the
 * limit, else refused with the seconds until it may call again (a refused call is not recorded, so a
 * client that waits as told gets through). One transaction holding an advisory lock on the subject, so
 * concurrent calls, on any server process, are counted one after another and the limit is exact.
 */
export async function hitRateLimit(db: Db, rule: RateLimit, subject: string, now: Date): Promise<RateLimitVerdict> {
  const who = subjectOf(subject);
  const since = new Date(now.getTime() - rule.windowMs);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${rule.name}:${who}`}, 0))`);
    const mine = and(eq(rateLimitHits.bucket, rule.name), eq(rateLimitHits.subject, who));
    await tx.delete(rateLimitHits).where(and(mine, lte(rateLimitHits.at, since)));
    const hits = await tx
      .select({ at: rateLimitHits.at })
      .from(rateLimitHits)
      .where(and(mine, gt(rateLimitHits.at, since)))
      .orderBy(asc(rateLimitHits.at));
    const retryAt = slidingWindowRetryAt(
      hits.map((h) => h.at.getTime()),
      rule,
      now.getTime(),
    );
    if (retryAt !== null) return { allowed: false, retryAfterSeconds: retryAfterSeconds(retryAt, now.getTime()) };
    await tx.insert(rateLimitHits).values({ bucket: rule.name, subject: who, at: now, expiresAt: new Date(now.getTime() + rule.windowMs) });
    return { allowed: true };
  });
}
