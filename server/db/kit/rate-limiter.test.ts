import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../connect.ts";
import { createTestDatabase, testDatabaseKind } from "../../testing/test-database.ts";
import { rateLimitHits } from "../schema/index.ts";
import { hitRateLimit } from "./rate-limiter.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

const rule = { name: "test", limit: 3, windowMs: 60_000 };
const start = new Date("2026-11-25T10:00:00Z");
const at = (ms: number) => new Date(start.getTime() + ms);

describe(`the rate limiter on ${testDatabaseKind}`, () => {
  it("lets `limit` calls through in the window, then refuses with the seconds until the oldest leaves it", async () => {
    for (const ms of [0, 10_000, 20_000]) expect(await hitRateLimit(database.db, rule, "192.0.2.1", at(ms))).toEqual({ allowed: true });
    expect(await hitRateLimit(database.db, rule, "192.0.2.1", at(30_000))).toEqual({ allowed: false, retryAfterSeconds: 30 });
    // Refused calls are not counted: waiting as told is enough.
    expect(await hitRateLimit(database.db, rule, "192.0.2.1", at(59_999))).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(await hitRateLimit(database.db, rule, "192.0.2.1", at(60_000))).toEqual({ allowed: true });
  });

  it("counts each subject and each limit on its own", async () => {
    for (let i = 0; i < 3; i++) await hitRateLimit(database.db, rule, "198.51.100.1", at(i));
    expect(await hitRateLimit(database.db, rule, "198.51.100.1", at(5))).toMatchObject({ allowed: false });
    expect(await hitRateLimit(database.db, rule, "198.51.100.2", at(5))).toEqual({ allowed: true });
    expect(await hitRateLimit(database.db, { ...rule, name: "other" }, "198.51.100.1", at(5))).toEqual({ allowed: true });
  });

  it("keeps the limit exact under concurrent calls", async () => {
    const verdicts = await Promise.all(Array.from({ length: 12 }, () => hitRateLimit(database.db, rule, "203.0.113.9", at(0))));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(3);
  });

  it("forgets a subject's calls once they leave the window", async () => {
    await hitRateLimit(database.db, rule, "203.0.113.50", at(0));
    await hitRateLimit(database.db, rule, "203.0.113.50", at(120_000));
    const rows = await database.db.select().from(rateLimitHits);
    expect(rows.filter((r) => r.subject === "203.0.113.50").map((r) => [r.at, r.expiresAt])).toEqual([[at(120_000), at(120_000 + rule.windowMs)]]);
  });
});
