import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKind } from "../../testing/test-database.ts";
import type { Database } from "../connect.ts";
import { auditLog, coupons, orders, products } from "../schema/index.ts";
import { datesBetween } from "../../testing/dates-between.ts";
import { SEED_LEEWAY_MS, seedDemoShop } from "./index.ts";

let database: Database;
const NOW = new Date("2026-11-26T00:00:00Z");
let seeding: { started: Date; finished: Date };

beforeAll(async () => {
  database = await createTestDatabase();
  const started = new Date();
  await seedDemoShop(database.db, { now: NOW });
  seeding = { started, finished: new Date() };
}, 120_000);
afterAll(() => database?.close());

describe(`demo dates (${testDatabaseKind})`, () => {
  it("lie no later than the seed's moment plus its leeway, at any hour of the day it runs", async () => {
    // Columns the database fills with its own clock hold the real moment of seeding; nothing else lies after NOW.
    expect((await datesBetween(database.db, new Date(NOW.getTime() + SEED_LEEWAY_MS), seeding.started)).found).toEqual([]);
    expect((await datesBetween(database.db, seeding.finished)).found).toEqual([]);
  });
});

describe(`demo audit log (${testDatabaseKind})`, () => {
  it("records a few days of staff work before the seed's moment, each about a real demo record", async () => {
    // The staff seed (people.ts) writes its own entries about the former shop manager.
    const entries = (await database.db.select().from(auditLog)).filter((entry) => !entry.action.startsWith("staff."));
    expect(entries.map((entry) => entry.action).sort()).toEqual(["coupon.update", "menu.update", "order.status", "product.update", "settings.update"]);
    for (const entry of entries) {
      expect(entry.at.getTime()).toBeLessThan(NOW.getTime());
      expect(entry.actorId).not.toBeNull();
      expect(Object.keys(entry.changes).length).toBeGreaterThan(0);
    }
    const ids = async (table: typeof products | typeof orders | typeof coupons) =>
      (await database.db.select({ id: table.id }).from(table)).map((row) => String(row.id));
    const byEntity = Object.fromEntries(entries.map((entry) => [entry.entity, entry.entityId]));
    expect(await ids(products)).toContain(byEntity.product);
    expect(await ids(orders)).toContain(byEntity.order);
    expect(await ids(coupons)).toContain(byEntity.coupon);
  });
});
