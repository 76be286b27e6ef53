import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/connect.ts";
import { createTestDatabase, testDatabaseKind } from "../../testing/test-database.ts";
import { createServices, type Services } from "../index.ts";

/** The one writer of menus: settingsAdmin.saveMenu, in one transaction with its audit entry. */
describe(`settings-admin saveMenu (${testDatabaseKind})`, () => {
  let database: Database;
  let services: Services;

  beforeAll(async () => {
    database = await createTestDatabase();
    services = createServices(database.db, { mediaDir: "/nonexistent", mailTransport: null });
  });
  afterAll(async () => {
    await database?.close();
  });

  it("creates a location's menu, replaces its items on the next save, and tells its listeners each time", async () => {
    const { content, settingsAdmin } = services;
    let changes = 0;
    content.onChange(() => (changes += 1));
    expect(await content.getMenu("secondary")).toEqual([]);

    const first = await settingsAdmin.saveMenu(null, "secondary", {
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

    const second = await settingsAdmin.saveMenu(null, "secondary", { name: "Help", items: [{ label: "Contact", url: "mailto:hi@example.com" }] });
    expect(second).toMatchObject({ name: "Help", items: [{ label: "Contact", url: "mailto:hi@example.com", children: [] }] });
    expect(await content.listMenus()).toEqual([{ location: "secondary", name: "Help" }]);
    expect(changes).toBe(2);
    expect((await services.audit.list({ entity: "menu", entityId: "secondary" })).map((entry) => entry.action)).toEqual(["menu.update", "menu.update"]);
  });

  it("keeps the old menu when a save fails part way", async () => {
    const { content, settingsAdmin } = services;
    await settingsAdmin.saveMenu(null, "footer", { items: [{ label: "Cart", url: "/cart" }] });
    // A label the database cannot store (a NUL byte) fails the insert after the old items were deleted.
    await expect(
      settingsAdmin.saveMenu(null, "footer", {
        items: [
          { label: "ok", url: "/" },
          { label: "bad\u0000", url: "/" },
        ],
      }),
    ).rejects.toThrow();
    content.invalidate();
    expect((await content.getMenu("footer")).map((i) => i.label)).toEqual(["Cart"]);
    expect(await services.audit.list({ entity: "menu", entityId: "footer" })).toHaveLength(1);
  });
});
