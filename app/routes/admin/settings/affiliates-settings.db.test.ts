/**
 * The affiliate programme's settings page (/admin/settings/affiliates) as a form through the settings admin
 * service: what it shows, a save (stored, audited, in force for payout requests), and the field errors of
 * values the programme refuses.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leafText } from "../../../../domain/admin/settings-form.ts";
import type { Database } from "../../../../server/db/connect.ts";
import { affiliates, commissionEntries } from "../../../../server/db/schema/index.ts";
import { isServiceError } from "../../../../server/services/errors.ts";
import { createServices, type Services } from "../../../../server/services/index.ts";
import { createTestDatabase, testDatabaseKind } from "../../../../server/testing/test-database.ts";
import { handleGroupPost, loadGroup } from "./settings-group.server.ts";

let database: Database;
let services: Services;
let actor: { id: number; email: string };
let affiliateUser = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createServices(database.db, { mediaDir: "/nonexistent", mailTransport: null });
  const { customer } = await services.accounts.register(null, { email: "boss@vitrine.test", password: "a long enough secret" });
  actor = { id: customer.id, email: customer.email };
  affiliateUser = (await services.accounts.register(null, { email: "partner@vitrine.test", password: "a long enough secret" })).customer.id;
  await services.affiliates.apply(affiliateUser, { website: "", note: "" });
  const [row] = await database.db.select().from(affiliates).where(eq(affiliates.customerId, affiliateUser));
  await services.affiliates.setStatus(row!.id, "approved");
  await database.db.insert(commissionEntries).values({ affiliateId: row!.id, kind: "commission", amountMinor: 10_000, state: "approved", reason: "test" });
});
afterAll(() => database?.close());

async function pageForm(changes: Record<string, string | null> = {}) {
  const model = await loadGroup(services, "affiliates");
  const form = new FormData();
  form.set("__shape", JSON.stringify(model.shape));
  form.set("intent", "save");
  const valueAt = (path: string) => path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], model.document);
  for (const [path, kind] of model.shape) {
    const text = leafText(valueAt(path), kind);
    if (kind !== "boolean" || text !== "") form.set(path, text);
  }
  for (const [path, value] of Object.entries(changes))
    if (value === null) form.delete(path);
    else form.set(path, value);
  return { model, form };
}
const post = (form: FormData) => handleGroupPost(services, actor, "affiliates", form, new URL("http://shop.test/admin/settings/affiliates"));
type Refusal = { data: { problem: { message: string; fields: Record<string, string> } }; init: { status: number } };

describe(`affiliate programme settings page (${testDatabaseKind})`, () => {
  it("shows every field of the programme's document, the rate kinds and payout types as choices", async () => {
    const { model } = await pageForm();
    const paths = model.shape.map(([path]) => path);
    for (const path of [
      "defaultRate.kind",
      "defaultRate.basisPoints",
      "defaultRate.amountMinor",
      "tierShares",
      "approvalDelayDays",
      "referralDays",
      "minimumPayoutMinor",
      "autoApprove",
      "payoutTypes.banktransfer",
      "payoutTypes.credit",
      "sepaDebtor.iban",
    ])
      expect(paths).toContain(path);
    expect(model.choices["defaultRate.kind"]).toEqual([
      ["percent", "Percent"],
      ["fixed", "Fixed"],
    ]);
    // Money in the shop's currency, shares as percentages: never cents or basis points.
    expect(model.shape.find(([path]) => path === "tierShares")![1]).toBe("percent-list");
    expect(model.shape.find(([path]) => path === "minimumPayoutMinor")![1]).toBe("money");
    expect(model.hints.minimumPayoutMinor).toMatch(/like 20\.00/);
  });

  it("saves the changes, records them in the audit log, and payout requests follow them", async () => {
    const { form } = await pageForm({
      "defaultRate.kind": "fixed",
      "defaultRate.amountMinor": "3.00",
      tierShares: "15, 5",
      minimumPayoutMinor: "50",
      referralDays: "45",
      autoApprove: "true",
      "payoutTypes.custom1": null,
      "payoutTypes.custom2": null,
    });
    const answer = await post(form);
    expect((answer as Response).headers.get("location")).toBe("/admin/settings/affiliates?saved=1");
    const programme = await services.affiliates.programme();
    expect(programme).toMatchObject({
      defaultRate: { kind: "fixed", amountMinor: 300 },
      tierShares: [1500, 500],
      minimumPayoutMinor: 5000,
      referralDays: 45,
      autoApprove: true,
      payoutTypes: ["banktransfer", "paypalapi", "stripeapi", "credit"],
    });
    const [entry] = await services.audit.list({ entityId: "affiliate-programme" });
    expect(entry).toMatchObject({ action: "settings.update", entity: "settings" });
    expect(entry!.changes.minimumPayoutMinor).toEqual({ before: 2000, after: 5000 });

    const dashboard = await services.affiliates.dashboardFor(affiliateUser);
    expect(dashboard!.balance.minimumPayoutMinor).toBe(5000);
    expect(dashboard!.payoutTypes).not.toContain("custom1");
    const refusal = async (input: Parameters<Services["affiliates"]["requestPayout"]>[1]) => {
      try {
        await services.affiliates.requestPayout(affiliateUser, input);
      } catch (error) {
        if (isServiceError(error)) return error;
        throw error;
      }
      throw new Error("the payout was not refused");
    };
    expect((await refusal({ amountMinor: 4000, payouttype: "credit", details: {} })).fields).toEqual({ amountMinor: "The minimum payout is 50.00 EUR." });
    expect((await refusal({ amountMinor: 6000, payouttype: "custom1", details: { paypalemail: "a@b.co" } })).fields).toHaveProperty("payouttype");
  });

  it("answers the programme's refusals beside their fields and saves nothing", async () => {
    const before = await services.affiliates.programme();
    const { form } = await pageForm({
      minimumPayoutMinor: "-1",
      referralDays: "0",
      "defaultRate.basisPoints": "200",
      "defaultRate.kind": "percent",
      ...Object.fromEntries(["custom1", "custom2", "banktransfer", "paypalapi", "stripeapi", "credit"].map((type) => [`payoutTypes.${type}`, null])),
    });
    const answer = (await post(form)) as unknown as Refusal;
    expect(answer.init.status).toBe(400);
    expect(answer.data.problem.message).toBe("Please correct the fields marked below.");
    expect(Object.keys(answer.data.problem.fields).sort()).toEqual(["defaultRate.basisPoints", "minimumPayoutMinor", "payoutTypes", "referralDays"]);
    expect(answer.data.problem.fields.payoutTypes).toBe("Offer at least one payout type.");
    expect(await services.affiliates.programme()).toEqual(before);
  });

  it("refuses a level's share out of range, and more than five levels", async () => {
    const tooHigh = (await post((await pageForm({ tierShares: "2000, 10001" })).form)) as unknown as Refusal;
    expect(tooHigh.data.problem.fields).toHaveProperty(["tierShares.1"]);
    const tooMany = (await post((await pageForm({ tierShares: "1, 2, 3, 4, 5, 6" })).form)) as unknown as Refusal;
    expect(tooMany.data.problem.fields).toHaveProperty("tierShares");
  });
});
