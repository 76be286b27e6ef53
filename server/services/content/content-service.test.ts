import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/connect.ts";
import { menuItems, menus } from "../../db/schema/index.ts";
import { createTestDatabase, testDatabaseKind } from "../../testing/test-database.ts";
import { createContentService } from "./index.ts";

describe(`content service getMenu (${testDatabaseKind})`, () => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
    const [primary] = await database.db.insert(menus).values({ location: "primary", name: "Main" }).returning();
    const [footer] = await database.db.insert(menus).values({ location: "footer", name: "Footer" }).returning();
    const [shop] = await database.db
      .insert(menuItems)
      .values({ menuId: primary!.id, label: "Shop", url: "/shop", position: 1, mega: { width: "container", columns: 3 } })
      .returning();
    await database.db.insert(menuItems).values([
      { menuId: primary!.id, label: "Journal", url: "/journal", position: 2 },
      { menuId: primary!.id, parentId: shop!.id, label: "Lamps", url: "/category/lamps", position: 2 },
      { menuId: primary!.id, parentId: shop!.id, label: "Chairs", url: "/category/chairs", position: 1 },
      { menuId: footer!.id, label: "Contact", url: "/contact", position: 1 },
    ]);
  });

  afterAll(async () => {
    await database?.close();
  });

  it("S-1-14 returns the menu of one location as a tree in position order", async () => {
    const tree = await createContentService(database.db).getMenu("primary");
    expect(tree.map((i) => i.label)).toEqual(["Shop", "Journal"]);
    expect(tree[0]!.mega).toEqual({ width: "container", columns: 3 });
    expect(tree[0]!.children.map((i) => [i.label, i.url])).toEqual([
      ["Chairs", "/category/chairs"],
      ["Lamps", "/category/lamps"],
    ]);
    expect(tree[1]!.mega).toBeNull();
  });

  it("serves a menu from memory until invalidated, and reads it fresh without the cache", async () => {
    const cached = createContentService(database.db);
    const uncached = createContentService(database.db, { cache: { freshMs: 0 } });
    expect((await cached.getMenu("footer")).map((i) => i.label)).toEqual(["Contact"]);
    const [footer] = await database.db.select({ id: menus.id }).from(menus).where(eq(menus.location, "footer"));
    const [added] = await database.db.insert(menuItems).values({ menuId: footer!.id, label: "Returns", url: "/returns", position: 2 }).returning();
    try {
      expect((await cached.getMenu("footer")).map((i) => i.label)).toEqual(["Contact"]);
      expect((await uncached.getMenu("footer")).map((i) => i.label)).toEqual(["Contact", "Returns"]);
      cached.invalidate();
      expect((await cached.getMenu("footer")).map((i) => i.label)).toEqual(["Contact", "Returns"]);
    } finally {
      await database.db.delete(menuItems).where(eq(menuItems.id, added!.id));
    }
  });

  it("answers an empty menu for a location without one", async () => {
    expect(await createContentService(database.db).getMenu("nowhere")).toEqual([]);
  });
});
