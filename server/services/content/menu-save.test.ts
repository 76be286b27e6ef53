import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/connect.ts";
import { createTestDatabase, testDatabaseKind } from "../../testing/test-database.ts";
import { createContentService } from "./index.ts";

describe(`content service saveMenu (${testDatabaseKind})`, () => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it("creates a location's menu, replaces its items on the next save, and tells its listeners each time", async () => {
    const content = createContentService(database.db);
    let changes = 0;
    content.onChange(() => (changes += 1));
    expect(await content.getMenu("secondary")).toEqual([]);

    const first = await content.saveMenu("secondary", {
      items: [
        {
          label: "Shop",
          url: "/shop",
          mega: { width: "custom", customWidth: 900 },
          options: "{not json",
          children: [{ label: "Lamps", url: "/category/lamps", children: [{ label: "Desk", url: "/d" }] }],
        },
        { label: "About", url: "/about" },
      ],
    });
    expect(first.name).toBe("Secondary menu");
    expect(first.items.map((i) => [i.label, i.mega, i.options])).toEqual([
      ["Shop", { width: "custom", customWidth: 900 }, "{not json"],
      ["About", null, null],
    ]);
    expect(first.items[0]!.children[0]!.children.map((i) => i.label)).toEqual(["Desk"]);
    expect((await content.getMenu("secondary")).map((i) => i.label)).toEqual(["Shop", "About"]);

    const second = await content.saveMenu("secondary", { name: "Help", items: [{ label: "Contact", url: "mailto:hi@example.com" }] });
    expect(second).toMatchObject({ name: "Help", items: [{ label: "Contact", url: "mailto:hi@example.com", children: [] }] });
    expect(await content.listMenus()).toEqual([{ location: "secondary", name: "Help" }]);
    expect(changes).toBe(2);
  });

  it("keeps the old menu when a save fails part way", async () => {
    const content = createContentService(database.db);
    await content.saveMenu("footer", { items: [{ label: "Cart", url: "/cart" }] });
    // A label the database cannot store (a NUL byte) fails the insert after the old items were deleted.
    await expect(
      content.saveMenu("footer", {
        items: [
          { label: "ok", url: "/" },
          { label: "bad\u0000", url: "/" },
        ],
      }),
    ).rejects.toThrow();
    content.invalidate();
    expect((await content.getMenu("footer")).map((i) => i.label)).toEqual(["Cart"]);
  });
});
