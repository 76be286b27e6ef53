/** Each settings group's page as a form: what the page shows, posted back unchanged, saves; a bad value comes back beside its field. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leafText } from "../../../../domain/admin/settings-form.ts";
import type { Database } from "../../../../server/db/connect.ts";
import { createServices, type Services } from "../../../../server/services/index.ts";
import { SETTINGS_GROUP_IDS, type SettingsGroupId } from "../../../../server/services/settings-admin/index.ts";
import { seedCatalogueFixture } from "../../../../server/testing/catalogue-fixture.ts";
import { createTestDatabase, testDatabaseKind } from "../../../../server/testing/test-database.ts";
import { handleGroupPost, loadGroup } from "./settings-group.server.ts";

let database: Database;
let services: Services;
let actor: { id: number; email: string };

beforeAll(async () => {
  database = await createTestDatabase();
  services = createServices(database.db, { mediaDir: "/nonexistent", mailTransport: null });
  const { customer } = await services.accounts.register(null, { email: "boss@vitrine.test", password: "a long enough secret" });
  actor = { id: customer.id, email: customer.email };
});
afterAll(() => database?.close());

/** The form a browser would post for the page as loaded, with `changes` typed over it. */
async function pageForm(group: SettingsGroupId, changes: Record<string, string> = {}, intent = "save") {
  const model = await loadGroup(services, group);
  const form = new FormData();
  form.set("__shape", JSON.stringify(model.shape));
  form.set("intent", intent);
  const valueAt = (path: string) => path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], model.document);
  for (const [path, kind] of model.shape) {
    const text = leafText(valueAt(path), kind);
    // An unticked checkbox is not posted at all.
    if (kind !== "boolean" || text !== "") form.set(path, text);
  }
  for (const [path, value] of Object.entries(changes)) form.set(path, value);
  return { model, form };
}
const post = (group: SettingsGroupId, form: FormData) => handleGroupPost(services, actor, group, form, new URL(`http://shop.test/admin/settings/${group}`));

describe(`settings group forms (${testDatabaseKind})`, () => {
  it.each(SETTINGS_GROUP_IDS)("%s: the page's own form saves unchanged", async (group) => {
    const { form } = await pageForm(group);
    const answer = await post(group, form);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get("location")).toBe(`/admin/settings/${group}?saved=1`);
  });

  it("a typed change is saved and recorded", async () => {
    const { model, form } = await pageForm("tax", { "rates.0.rate": "22.5" });
    const country = (model.document.rates as { country: string }[])[0]!.country;
    await post("tax", form);
    expect((await services.settingsAdmin.read("tax")).rates).toMatchObject({ [country]: 2250 });
    const [entry] = await services.audit.list({ entityId: "tax" });
    expect(entry!.changes.rates!.after).toMatchObject({ [country]: 2250 });
  });

  it("a bad value comes back with its error by field name and what was typed kept", async () => {
    const { form } = await pageForm("shipping", { "zones.0.methods.0.cost": "cheap" });
    const answer = (await post("shipping", form)) as unknown as {
      data: { problem: { fields: Record<string, string> }; draft: { shape: [string, string][] } };
      init: { status: number };
    };
    expect(answer.init.status).toBe(400);
    expect(answer.data.problem.fields["zones.0.methods.0.cost"]).toBe("Type an amount like 4.95 (digits, at most two decimals).");
    // The field stays a money field to correct, not text.
    expect(answer.data.draft.shape.find(([path]) => path === "zones.0.methods.0.cost")![1]).toBe("money");
  });

  it("shows money in the shop's currency, rates as percentages and countries by name, and saves them back", async () => {
    const shipping = await pageForm("shipping", { "zones.0.methods.0.cost": "5.50" });
    const kindOf = (model: typeof shipping.model, path: string) => model.shape.find(([leaf]) => leaf === path)![1];
    expect(kindOf(shipping.model, "zones.0.methods.0.cost")).toBe("money");
    const costs = shipping.model.shape.filter(([path]) => path.endsWith(".cost") && path !== "zones.0.methods.0.cost").map(([path]) => shipping.form.get(path));
    expect(costs.length).toBeGreaterThan(0);
    for (const cost of costs) expect(cost).toMatch(/^\d+\.\d{2}$/);
    expect(shipping.model.choices["zones.0.countries"]).toContainEqual(["IE", "Ireland"]);
    // A multiple select posts each country once: they come back as the zone's list.
    shipping.form.delete("zones.0.countries");
    shipping.form.append("zones.0.countries", "IE");
    shipping.form.append("zones.0.countries", "GB");
    const answer = await post("shipping", shipping.form);
    expect((answer as Response).headers.get("location")).toBe("/admin/settings/shipping?saved=1");
    const saved = (await services.settingsAdmin.read("shipping")) as { zones: { countries: string[]; methods: { cost: number }[] }[] };
    expect(saved.zones[0]!.methods[0]!.cost).toBe(550);
    expect(saved.zones[0]!.countries).toEqual(["IE", "GB"]);

    const tax = await pageForm("tax");
    expect(kindOf(tax.model, "rates.0.rate")).toBe("percent");
    expect(tax.form.get("rates.0.rate")).toMatch(/^\d+(\.\d+)?$/);
    expect(Number(tax.form.get("rates.0.rate"))).toBeLessThan(100);
    expect(tax.model.choices["baseCountry"]).toContainEqual(["IE", "Ireland"]);
    expect(tax.model.hints["zones.0.methods.0.cost"]).toBeUndefined();
    const store = await loadGroup(services, "store");
    expect(JSON.stringify(store)).not.toMatch(/cents|basis points|millionths/);
  });

  it("a commission row's product is named as chosen; no other product is read (the rest are searched for)", async () => {
    await seedCatalogueFixture(database.db);
    const added = (await post("affiliates", (await pageForm("affiliates", {}, "add-row:productRates")).form)) as unknown as {
      draft: { choices: Record<string, [string, string][]>; shape: [string, string][] };
    };
    // A new row has no product yet: nothing to name, and no list of the catalogue either.
    expect(added.draft.choices["productRates.0.productId"] ?? []).toEqual([]);
    expect(added.draft.shape).toContainEqual(["productRates.0.productId", "nullable"]);
    expect(added.draft.shape).toContainEqual(["productRates.0.rate.basisPoints", "percent"]);

    const [kettle] = await services.coupons.findProducts("Kettle");
    const programme = await services.settingsAdmin.read("affiliates");
    await services.settingsAdmin.save(actor, "affiliates", {
      ...programme,
      productRates: [{ productId: kettle!.id, rate: { kind: "percent", basisPoints: 500 } }],
    });
    const model = await loadGroup(services, "affiliates");
    expect(model.choices["productRates.0.productId"]).toEqual([[String(kettle!.id), "Kettle"]]);
    // Posted back unchanged, the chosen product stays.
    const { form } = await pageForm("affiliates");
    expect(form.get("productRates.0.productId")).toBe(String(kettle!.id));
    expect(((await post("affiliates", form)) as Response).headers.get("location")).toBe("/admin/settings/affiliates?saved=1");
    expect((await services.settingsAdmin.read("affiliates")).productRates).toEqual([{ productId: kettle!.id, rate: { kind: "percent", basisPoints: 500 } }]);
  });

  it("adds and removes rows without saving", async () => {
    const before = await services.settingsAdmin.read("shipping");
    const added = (await post("shipping", (await pageForm("shipping", {}, "add-row:restOfWorld.methods")).form)) as unknown as {
      draft: { document: { restOfWorld: { methods: unknown[] } } };
    };
    expect(added.draft.document.restOfWorld.methods).toHaveLength((before.restOfWorld as { methods: unknown[] }).methods.length + 1);
    const removed = (await post("shipping", (await pageForm("shipping", {}, "remove-row:zones.1")).form)) as unknown as {
      draft: { document: { zones: unknown[] } };
    };
    expect(removed.draft.document.zones).toHaveLength((before.zones as unknown[]).length - 1);
    expect(await services.settingsAdmin.read("shipping")).toEqual(before);
  });

  it("refuses a post it cannot read", async () => {
    const form = new FormData();
    form.set("__shape", "{not json");
    expect(((await post("store", form)) as unknown as { init: { status: number } }).init.status).toBe(400);
    form.set("__shape", "[]");
    form.set("intent", "drop-table:x");
    expect(((await post("store", form)) as unknown as { init: { status: number } }).init.status).toBe(400);
  });
});
