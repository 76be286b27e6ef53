import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/connect.ts";
import { createTestDatabase, testDatabaseKind } from "../../testing/test-database.ts";
import { createServices, type Services } from "../index.ts";

let database: Database;
let services: Services;
let admin: { id: number; email: string };
let manager: { id: number; email: string };

beforeAll(async () => {
  database = await createTestDatabase();
  services = createServices(database.db, { mediaDir: "/nonexistent", mailTransport: null });
  const actor = async (email: string) => {
    const { customer } = await services.accounts.register(null, { email, password: "a long enough secret" });
    return { id: customer.id, email: customer.email };
  };
  admin = await actor("admin@vitrine.test");
  manager = await actor("manager@vitrine.test");
});
afterAll(() => database?.close());

/** What a service threw, or a failure when it did not. */
async function refusal(run: () => Promise<unknown>) {
  const error = await run().then(
    () => null,
    (e: unknown) => e as { code?: string; status?: number; fields?: Record<string, string> },
  );
  if (!error) throw new Error("expected a refusal");
  return error;
}

describe(`settings admin service (${testDatabaseKind})`, () => {
  it("reads a group with its defaults before anything is stored", async () => {
    expect(await services.settingsAdmin.read("store")).toMatchObject({ name: "Vitrine", currencyDisplay: "symbol" });
    expect(await services.settingsAdmin.read("emails")).toMatchObject({ senderName: "Vitrine", senderAddress: "" });
  });

  it("saves the store settings, records the changed fields before and after, and the storefront's reader sees them at once", async () => {
    const before = await services.settingsAdmin.read("store");
    let heard = 0;
    const stop = services.settings.onChange(() => (heard += 1));
    const saved = await services.settingsAdmin.save(admin, "store", { ...before, name: "Vitrine Dublin", phone: "+353 1 555 0199" });
    stop();
    expect(saved).toMatchObject({ name: "Vitrine Dublin" });
    expect(heard).toBe(1);
    const [entry] = await services.audit.list({ entity: "settings", entityId: "store" });
    expect(entry).toMatchObject({ action: "settings.update", actorEmail: admin.email, entity: "settings", entityId: "store" });
    expect(entry!.changes).toEqual({ name: { before: "Vitrine", after: "Vitrine Dublin" }, phone: { before: "+353 1 555 0100", after: "+353 1 555 0199" } });
  });

  it("refuses a save that does not fit the group's schema with the problems by field path, and changes nothing", async () => {
    const shipping = (await services.settingsAdmin.read("shipping")) as { zones: { methods: { cost?: number }[] }[] };
    shipping.zones[0]!.methods[0]!.cost = -5;
    const error = await refusal(() => services.settingsAdmin.save(admin, "shipping", shipping));
    expect(error).toMatchObject({ code: "invalid_settings", status: 400 });
    expect(Object.keys(error.fields!)).toContain("zones.0.methods.0.cost");
    expect(await services.audit.list({ entityId: "shipping" })).toHaveLength(0);
    const store = await services.settingsAdmin.read("store");
    const emailError = await refusal(() => services.settingsAdmin.save(admin, "store", { ...store, email: "nope" }));
    expect(emailError.fields).toHaveProperty("email");
  });

  it("saves the store notice through its schema, and the settings service serves it to the storefront", async () => {
    const notice = await services.settingsAdmin.read("store-notice");
    await services.settingsAdmin.save(manager, "store-notice", { ...notice, enabled: true, text: "Free delivery this week" });
    expect(await services.settings.storeNotice()).toMatchObject({ enabled: true, text: "Free delivery this week" });
    const [entry] = await services.audit.list({ entityId: "store_notice" });
    expect(entry!.changes.enabled).toEqual({ before: false, after: true });
  });

  it("applies a patch group (checkout) over the current settings", async () => {
    const saved = await services.settingsAdmin.save(admin, "checkout", { layout: "modern" });
    expect(saved).toMatchObject({ layout: "modern", checkout_order_review_sticky: true });
    expect((await services.settings.checkout()).layout).toBe("modern");
  });

  it("reads and saves every group as it reads it (the admin's forms post the whole document back)", async () => {
    for (const group of [
      "store",
      "checkout",
      "shipping",
      "tax",
      "payments",
      "product-page",
      "reviews",
      "emails",
      "header",
      "palettes",
      "store-notice",
      "coming-soon",
      "documents",
    ] as const) {
      const current = await services.settingsAdmin.read(group);
      await expect(services.settingsAdmin.save(admin, group, current), group).resolves.toBeTruthy();
    }
  });

  it("does not record a save that changed nothing", async () => {
    const count = (await services.audit.list({ entity: "settings" })).length;
    await services.settingsAdmin.save(admin, "coming-soon", await services.settingsAdmin.read("coming-soon"));
    expect(await services.audit.list({ entity: "settings" })).toHaveLength(count);
  });

  it("saves a menu with its audit entry (items as lines) and the menu reader sees it", async () => {
    await services.settingsAdmin.saveMenu(admin, "secondary", {
      name: "Help",
      items: [{ label: "FAQ", url: "/faq", children: [{ label: "Returns", url: "/returns" }] }],
    });
    expect((await services.content.getMenu("secondary")).map((item) => [item.label, item.children.map((child) => child.label)])).toEqual([
      ["FAQ", ["Returns"]],
    ]);
    const [entry] = await services.audit.list({ entity: "menu", entityId: "secondary" });
    expect(entry!.changes.items).toEqual({ before: [], after: ["FAQ → /faq", "  Returns → /returns"] });
    const error = await refusal(() => services.settingsAdmin.saveMenu(admin, "secondary", { items: [{ label: "Bad", url: "javascript:alert(1)" }] }));
    expect(error.fields).toHaveProperty("items.0.url");
  });

  it("lists the log for its screens: facets, filters, keyset pages, exports", async () => {
    const reader = services.settingsAdmin.auditLog;
    const facets = await reader.facets();
    expect(facets.entities).toEqual(["menu", "settings"]);
    expect(facets.actions).toEqual(["menu.update", "settings.update"]);
    expect(facets.actors.map((actor) => actor.email)).toEqual(["admin@vitrine.test", "manager@vitrine.test"]);

    const all = await reader.exportEntries({} as never);
    const first = await reader.page({} as never, 2);
    expect(first.entries.map((entry) => entry.id)).toEqual(all.slice(0, 2).map((entry) => entry.id));
    expect(first.older).toBe(true);
    const cursor = `${first.entries[1]!.at.toISOString()}|${first.entries[1]!.id}`;
    const second = await reader.page({ after: cursor } as never, 2);
    expect(second.entries.map((entry) => entry.id)).toEqual(all.slice(2, 4).map((entry) => entry.id));

    expect((await reader.page({ actor: "MANAGER@vitrine.test" } as never)).entries.map((entry) => entry.entityId)).toEqual(["store_notice"]);
    expect((await reader.page({ actor: "nobody@vitrine.test" } as never)).entries).toEqual([]);
    expect((await reader.page({ entity: "menu" } as never)).entries).toHaveLength(1);
    expect((await reader.page({ to: "2000-01-01" } as never)).entries).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await reader.page({ from: today, to: today } as never)).entries.length).toBe(all.length);
  });
});

describe("a group that does not exist", () => {
  it("is not found (404), never a crash", async () => {
    expect(await refusal(() => services.settingsAdmin.read("1" as never))).toMatchObject({ code: "settings_group_not_found", status: 404 });
    expect(await refusal(() => services.settingsAdmin.save(admin, "toString" as never, {}))).toMatchObject({ status: 404 });
  });
});
