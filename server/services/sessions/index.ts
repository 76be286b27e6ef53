import { hash, randomBytes, timingSafeEqual } from "node:crypto";
import { and, gt, inArray } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { sessions } from "../../db/schema/index.ts";
import { createBatcher } from "../batching.ts";

/** How long a session (and its cookie) lives. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** 32 random bytes in base64url: what a cookie token looks like; anything else is ignored unread. */
export const SESSION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/**
 * How long find() answers a session from this process's cache before reading it again. This process
 * forgets the sessions it changes at once (forget()), so the bound only matters for a change made by
 * ANOTHER server process (a logout or a password change handled there): it can go unseen here this long.
 */
export const SESSION_CACHE_TTL_MS = 5_000;
/** The most sessions the cache holds; the one filled longest ago goes first. */
export const SESSION_CACHE_MAX = 10_000;

export type Session = { id: string; nonce: string; customerId: number | null; expiresAt: Date };

export type SessionService = {
  /**
   * The live session a cookie token names, or null (unknown, expired or malformed token). A session found
   * less than SESSION_CACHE_TTL_MS ago is answered from this process's cache, without a query.
   */
  find(token: string | undefined): Promise<Session | null>;
  /** A new session; the token goes into the cookie and is never stored. */
  create(): Promise<{ token: string; session: Session }>;
  /** The id (hash) a token is stored under, or null for a malformed token; no database query. */
  idOf(token: string | undefined): string | null;
  /**
   * Drops these sessions from the cache, and keeps every lookup already under way from caching what it
   * read. Call it after a write that ends or changes sessions has committed (before, a lookup could read
   * the old row again and cache it).
   */
  forget(sessionIds: Iterable<string>): void;
};

export function hashToken(token: string): string {
  return hash("sha256", token, "hex");
}

/** Compares a sent nonce with the session's in constant time (both are hashed to equal lengths first). */
export function nonceMatches(session: Session, sent: string | undefined): boolean {
  if (typeof sent !== "string" || sent.length === 0 || sent.length > 200) return false;
  return timingSafeEqual(hash("sha256", sent, "buffer"), hash("sha256", session.nonce, "buffer"));
}

/** A new session's token (for the cookie) and row values; the caller inserts the row (see create()). */
export function newSession(now: Date, customerId: number | null = null): { token: string; session: Session } {
  const token = randomBytes(32).toString("base64url");
  return {
    token,
    session: { id: hashToken(token), nonce: randomBytes(16).toString("base64url"), customerId, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) },
  };
}

export function createSessionService(db: Db, now: () => Date = () => new Date()): SessionService {
  const idOf = (token: string | undefined) => (token && SESSION_TOKEN_PATTERN.test(token) ? hashToken(token) : null);
  // Live sessions by id, oldest fill first; unknown tokens are never cached, so garbage cookies cost no memory.
  const cache = new Map<string, { session: Session; filledAt: number }>();
  // Bumped by every forget(): a lookup caches what it read only if no forget() came since its query began.
  let generation = 0;
  const remember = (session: Session, at: number) => {
    cache.delete(session.id);
    cache.set(session.id, { session, filledAt: at });
    if (cache.size > SESSION_CACHE_MAX) cache.delete(cache.keys().next().value!);
  };
  // Every API call and page looks its session up first: under load, one query finds the sessions of all
  // the requests that arrived meanwhile.
  const findLive = createBatcher<string, Session | null>(
    async (ids) => {
      const [startedIn, at] = [generation, now()];
      const rows = await db
        .select({ id: sessions.id, nonce: sessions.nonce, customerId: sessions.customerId, expiresAt: sessions.expiresAt })
        .from(sessions)
        .where(and(inArray(sessions.id, [...new Set(ids)]), gt(sessions.expiresAt, at)));
      // Aged from before the query, so no answer is older than SESSION_CACHE_TTL_MS.
      if (generation === startedIn) for (const row of rows) remember(row, at.getTime());
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id) ?? null);
    },
    { maxInFlight: 2, maxBatch: 200 },
  );
  return {
    idOf,
    async find(token) {
      const id = idOf(token);
      if (!id) return null;
      const cached = cache.get(id);
      if (cached) {
        const at = now().getTime();
        const age = at - cached.filledAt;
        if (age >= 0 && age < SESSION_CACHE_TTL_MS && cached.session.expiresAt.getTime() > at) return cached.session;
        cache.delete(id);
      }
      return findLive(id);
    },
    async create() {
      const { token, session } = newSession(now());
      await db.insert(sessions).values({ id: session.id, nonce: session.nonce, expiresAt: session.expiresAt });
      return { token, session };
    },
    forget(sessionIds) {
      generation += 1;
      for (const id of sessionIds) cache.delete(id);
    },
  };
}
