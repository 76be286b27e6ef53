import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/connect.ts";
import { hitRateLimit } from "../../db/kit/rate-limiter.ts";
import { cartLines, carts, customers, loginAttempts, mailOutbox, passwordResetTokens, rateLimitHits, sessions } from "../../db/schema/index.ts";
import { seedCatalogueFixture } from "../../testing/catalogue-fixture.ts";
import { createTestDatabase, testDatabaseKind } from "../../testing/test-database.ts";
import { createMaintenanceService } from "./index.ts";

const NOW = new Date("2026-11-24T12:00:00Z");
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);
const days = (n: number) => minutes(n * 24 * 60);

let database: Database;
let lamp: number;
let customerId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  lamp = (await seedCatalogueFixture(database.db)).get("red-lamp")!;
  [{ id: customerId }] = (await database.db.insert(customers).values({ email: "keep@vitrine.test" }).returning({ id: customers.id })) as [{ id: number }];
});
afterAll(async () => database?.close());

async function session(id: string, expiresAt: Date, cart: "none" | "guest" | "saved" = "none") {
  await database.db.insert(sessions).values({ id, nonce: "n", customerId: cart === "saved" ? customerId : null, expiresAt });
  if (cart === "none") return;
  const [row] = await database.db
    .insert(carts)
    .values({ sessionId: id, customerId: cart === "saved" ? customerId : null })
    .returning({ id: carts.id });
  await database.db.insert(cartLines).values({ cartId: row!.id, productId: lamp, quantity: 1, lineKey: `k-${id}` });
}

const ids = async <T extends { id: unknown }>(rows: Promise<T[]>) => (await rows).map((r) => r.id).sort();

describe(`maintenance on ${testDatabaseKind}`, () => {
  it("deletes what nothing reads any more and keeps everything else", async () => {
    const db = database.db;
    await session("guest-expired", days(-1), "guest");
    await session("guest-expired-empty", days(-40));
    await session("expired-minutes-ago", minutes(-5));
    await session("expires-now", NOW);
    await session("guest-live", days(1), "guest");
    await session("customer-expired-saved-cart", days(-20), "saved");
    await session("customer-live", days(10), "saved");

    await db.insert(passwordResetTokens).values([
      { tokenHash: "used-long-ago", customerId, createdAt: minutes(-120), expiresAt: minutes(-60), usedAt: minutes(-110) },
      { tokenHash: "expired-unused", customerId, createdAt: minutes(-180), expiresAt: minutes(-120) },
      { tokenHash: "used-recently", customerId, createdAt: minutes(-20), expiresAt: minutes(40), usedAt: minutes(-10) },
      { tokenHash: "live", customerId, createdAt: minutes(-10), expiresAt: minutes(50) },
    ]);
    await db.insert(loginAttempts).values([
      { email: "old@vitrine.test", address: "1.1.1.1", createdAt: minutes(-16) },
      { email: "old@vitrine.test", address: "1.1.1.1", createdAt: days(-3) },
      { email: "recent@vitrine.test", address: "1.1.1.1", createdAt: minutes(-14) },
    ]);
    const mail = { text: "x", kind: "test" };
    await db.insert(mailOutbox).values([
      { ...mail, to: "old-sent@vitrine.test", subject: "old sent", createdAt: days(-31), sentAt: days(-31), attempts: 1 },
      { ...mail, to: "recent-sent@vitrine.test", subject: "recent sent", createdAt: days(-29), sentAt: days(-29), attempts: 1 },
      { ...mail, to: "old-pending@vitrine.test", subject: "old pending", createdAt: days(-40), attempts: 2, lastError: "421" },
      { ...mail, to: "old-failed@vitrine.test", subject: "old failed", createdAt: days(-60), attempts: 5, lastError: "550" },
    ]);

    const maintenance = createMaintenanceService(db, { now: () => NOW });
    expect(await maintenance.run()).toEqual({ sessions: 4, resetTokens: 2, loginAttempts: 2, rateLimitHits: 0, sentMails: 1 });

    expect(await ids(db.select({ id: sessions.id }).from(sessions))).toEqual(["customer-expired-saved-cart", "customer-live", "guest-live"]);
    // The guest cart went with its session; both saved carts and the live guest cart stay, with their lines.
    expect(await ids(db.select({ id: carts.sessionId }).from(carts))).toEqual(["customer-expired-saved-cart", "customer-live", "guest-live"]);
    expect(await ids(db.select({ id: cartLines.lineKey }).from(cartLines))).toEqual(["k-customer-expired-saved-cart", "k-customer-live", "k-guest-live"]);
    expect(await ids(db.select({ id: passwordResetTokens.tokenHash }).from(passwordResetTokens))).toEqual(["live", "used-recently"]);
    expect(await ids(db.select({ id: loginAttempts.email }).from(loginAttempts))).toEqual(["recent@vitrine.test"]);
    expect(await ids(db.select({ id: mailOutbox.subject }).from(mailOutbox))).toEqual(["old failed", "old pending", "recent sent"]);

    expect(await maintenance.run()).toEqual({ sessions: 0, resetTokens: 0, loginAttempts: 0, rateLimitHits: 0, sentMails: 0 });
  });

  it("deletes the calls a rate limit counted once they have left its window, whatever the window", async () => {
    const db = database.db;
    const perMinute = { name: "per-minute", limit: 5, windowMs: 60_000 };
    const perHour = { name: "per-hour", limit: 5, windowMs: 60 * 60_000 };
    // Subjects that called once and never again: nothing but the maintenance job deletes their rows.
    await hitRateLimit(db, perMinute, "192.0.2.1", minutes(-2));
    await hitRateLimit(db, perMinute, "192.0.2.2", minutes(-1));
    await hitRateLimit(db, perMinute, "192.0.2.3", minutes(-0.5));
    await hitRateLimit(db, perHour, "192.0.2.1", minutes(-61));
    await hitRateLimit(db, perHour, "192.0.2.4", minutes(-30));

    const maintenance = createMaintenanceService(db, { now: () => NOW });
    expect((await maintenance.run()).rateLimitHits).toBe(3);
    const left = await db.select({ bucket: rateLimitHits.bucket, subject: rateLimitHits.subject }).from(rateLimitHits);
    expect(left.map((r) => `${r.bucket} ${r.subject}`).sort()).toEqual(["per-hour 192.0.2.4", "per-minute 192.0.2.3"]);
    // What is left still counts: the per-minute subject is refused at its limit as before.
    for (let i = 0; i < 4; i++) await hitRateLimit(db, perMinute, "192.0.2.3", NOW);
    expect(await hitRateLimit(db, perMinute, "192.0.2.3", NOW)).toMatchObject({ allowed: false });
    expect((await maintenance.run()).rateLimitHits).toBe(0);
  });

  it("deletes in batches and stops after its batch allowance, leaving the rest for the next run", async () => {
    const db = database.db;
    await db.delete(loginAttempts);
    await db.insert(loginAttempts).values(Array.from({ length: 7 }, (_, i) => ({ email: `b${i}@vitrine.test`, address: "2.2.2.2", createdAt: days(-1) })));
    await db.insert(loginAttempts).values({ email: "fresh@vitrine.test", address: "2.2.2.2", createdAt: minutes(-1) });

    const limited = createMaintenanceService(db, { now: () => NOW, batchSize: 2, maxBatches: 2 });
    expect((await limited.run()).loginAttempts).toBe(4);
    expect((await limited.run()).loginAttempts).toBe(3);
    expect((await limited.run()).loginAttempts).toBe(0);
    expect(await db.select({ email: loginAttempts.email }).from(loginAttempts)).toEqual([{ email: "fresh@vitrine.test" }]);
  });
});
