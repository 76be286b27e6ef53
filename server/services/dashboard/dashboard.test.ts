import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { products, reviews } from "../../db/schema/index.ts";
import { insertDatedOrders } from "../../testing/dated-orders.ts";
import { withShopServices } from "../../testing/shop-services.ts";
import { testDatabaseKind } from "../../testing/test-database.ts";
import { createDashboardService } from "./index.ts";

const NOW = new Date("2026-11-26T15:00:00Z");
const at = (iso: string) => new Date(iso);

/**
 * Orders with known dates around NOW (26 Nov 2026, 15:00 UTC):
 * today: 4000 completed, 2000 processing with 500 refunded, 9000 cancelled (not revenue), 1000 after NOW's
 * hour yesterday does not count; yesterday before 15:00: 1500 on-hold; yesterday at 18:00: 7000 (after the
 * same time, not compared); this month earlier: 3000 completed on the 3rd; October: 2500 on the 10th and
 * 8000 on the 28th (after "the same day").
 */
const shop = withShopServices(async ({ database, ids }) => {
  await insertDatedOrders(database.db, [
    { number: "DB-1", status: "completed", total: 4000, placedAt: at("2026-11-26T09:00:00Z") },
    { number: "DB-2", status: "processing", total: 2000, refundedTotal: 500, placedAt: at("2026-11-26T10:00:00Z") },
    { number: "DB-3", status: "cancelled", total: 9000, placedAt: at("2026-11-26T11:00:00Z") },
    { number: "DB-4", status: "on-hold", total: 1500, placedAt: at("2026-11-25T08:00:00Z"), email: "waiting@example.com" },
    { number: "DB-5", status: "completed", total: 7000, placedAt: at("2026-11-25T18:00:00Z") },
    { number: "DB-6", status: "completed", total: 3000, placedAt: at("2026-11-03T12:00:00Z") },
    { number: "DB-7", status: "completed", total: 2500, placedAt: at("2026-10-10T12:00:00Z") },
    { number: "DB-8", status: "completed", total: 8000, placedAt: at("2026-10-28T12:00:00Z") },
    { number: "DB-9", status: "pending", total: 100, placedAt: at("2026-11-26T12:00:00Z") },
  ]);
  await database.db
    .update(products)
    .set({ manageStock: true, stockQuantity: 2 })
    .where(eq(products.id, ids.get("kettle")!));
  await database.db
    .update(products)
    .set({ manageStock: true, stockQuantity: 40 })
    .where(eq(products.id, ids.get("red-lamp")!));
  await database.db
    .insert(reviews)
    .values({ productId: ids.get("kettle")!, authorName: "Nora", authorEmail: "nora@example.com", rating: 2, content: "Loud.", status: "pending" });
});

describe(`the dashboard's figures on ${testDatabaseKind}`, () => {
  it("counts today's and this month's revenue orders against the same stretch of the period before", async () => {
    const figures = await createDashboardService(shop.database.db).figures(NOW);
    expect(figures.today.current).toEqual({ orders: 2, revenue: 5500, averageOrderValue: 2750 });
    expect(figures.today.previous).toEqual({ orders: 1, revenue: 1500, averageOrderValue: 1500 });
    expect(figures.today.change).toEqual({ orders: 100, revenue: 266.7, averageOrderValue: 83.3 });
    // 5500 today + 1500 + 7000 on the 25th + 3000 on the 3rd.
    expect(figures.month.current).toEqual({ orders: 5, revenue: 17_000, averageOrderValue: 3400 });
    expect(figures.month.previous).toEqual({ orders: 1, revenue: 2500, averageOrderValue: 2500 });
  });

  it("charts 30 days of revenue, one point a day", async () => {
    const { chart } = await createDashboardService(shop.database.db).figures(NOW);
    expect(chart).toHaveLength(30);
    expect(chart.at(-1)).toEqual({ day: "2026-11-26", revenue: 5500 });
    expect(chart.find((point) => point.day === "2026-11-25")).toEqual({ day: "2026-11-25", revenue: 8500 });
    expect(chart.find((point) => point.day === "2026-10-28")).toEqual({ day: "2026-10-28", revenue: 8000 });
    expect(chart.reduce((sum, point) => sum + point.revenue, 0)).toBe(25_000);
  });

  it("lists low stock, orders waiting for action oldest first and reviews awaiting approval", async () => {
    const figures = await createDashboardService(shop.database.db).figures(NOW);
    expect(figures.lowStock.map((p) => [p.name, p.stockQuantity])).toEqual([["Kettle", 2]]);
    expect(figures.waiting.map((o) => o.number)).toEqual(["DB-4", "DB-2"]);
    expect(figures.pendingReviews).toMatchObject([{ productName: "Kettle", authorName: "Nora", rating: 2 }]);
  });
});

describe(`the admin's search on ${testDatabaseKind}`, () => {
  it("finds orders by number or e-mail, products by name or SKU, customers by e-mail or name", async () => {
    const search = createDashboardService(shop.database.db).search;
    await shop.services.accounts.register(null, { email: "grace.hopper@example.com", password: "a long test password" });
    expect((await search("DB-4")).orders.map((o) => o.number)).toEqual(["DB-4"]);
    expect((await search("#DB-4")).orders.map((o) => o.number)).toEqual(["DB-4"]);
    expect((await search("waiting@")).orders.map((o) => o.number)).toEqual(["DB-4"]);
    expect((await search("lmp-00")).products.map((p) => p.name)).toContain("Red Lamp");
    expect((await search("kettle")).products.map((p) => p.name)).toEqual(["Kettle"]);
    expect((await search("grace.hopper")).customers.map((c) => c.email)).toEqual(["grace.hopper@example.com"]);
    expect(await search("   ")).toEqual({ orders: [], products: [], customers: [] });
    expect(await search("%")).toMatchObject({ orders: [], customers: [] });
  });
});
