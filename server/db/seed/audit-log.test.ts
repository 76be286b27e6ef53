import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKind } from "../../testing/test-database.ts";
import type { Database } from "../connect.ts";
import { auditLog, coupons, orders, products } from "../schema/index.ts";
import { seedDemoShop } from "./index.ts";

let database: Database;
const NOW = new Date("2026-11-26T00:00:00Z");

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoShop(database.db, { now: NOW });
}, 120_000);
afterAll(() => database?.close());

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
