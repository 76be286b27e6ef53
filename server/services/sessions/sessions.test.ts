import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/connect.ts";
import { createTestDatabase, testDatabaseKind } from "../../testing/test-database.ts";
import { SESSION_COOKIE, sessionTokenFromCookieHeader } from "./cookie.ts";
import { createSessionService, hashToken, nonceMatches, SESSION_TTL_MS, type SessionService } from "./index.ts";

let database: Database;
let service: SessionService;
let clock = new Date("2026-11-23T12:00:00Z");

beforeAll(async () => {
  database = await createTestDatabase();
  service = createSessionService(database.db, () => clock);
});
afterAll(async () => database?.close());

describe("session cookie header", () => {
  it.each([
    [undefined, undefined],
    ["", undefined],
    ["a=b", undefined],
    [`${SESSION_COOKIE}=tok`, "tok"],
    [`a=b; ${SESSION_COOKIE}=tok ; c=d`, "tok"],
    [`x${SESSION_COOKIE}=tok`, undefined],
    ["garbage;;;==", undefined],
  ])("%j → %j", (header, token) => expect(sessionTokenFromCookieHeader(header)).toBe(token));
});

describe(`session service on ${testDatabaseKind}`, () => {
  it("creates a session found again by its token until it expires", async () => {
    clock = new Date("2026-11-23T12:00:00Z");
    const { token, session } = await service.create();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session.id).toBe(hashToken(token));
    expect(session.expiresAt.getTime()).toBe(clock.getTime() + SESSION_TTL_MS);
    expect(await service.find(token)).toEqual(session);
    clock = new Date(clock.getTime() + SESSION_TTL_MS + 1);
    expect(await service.find(token)).toBeNull();
  });

  it("ignores missing, malformed and unknown tokens", async () => {
    expect(await service.find(undefined)).toBeNull();
    expect(await service.find("short")).toBeNull();
    expect(await service.find("A".repeat(43))).toBeNull();
    expect(service.idOf("not a token")).toBeNull();
  });

  it("matches only the session's own nonce", async () => {
    const { session } = await service.create();
    expect(nonceMatches(session, session.nonce)).toBe(true);
    for (const sent of [undefined, "", session.nonce + "x", session.nonce.slice(1), "x".repeat(500)]) expect(nonceMatches(session, sent)).toBe(false);
  });
});
