import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/connect.ts";
import { customerRoles } from "../db/schema/index.ts";
import { createServices, type Services } from "../services/index.ts";
import { seedCatalogueFixture } from "../testing/catalogue-fixture.ts";
import { createTestDatabase, testDatabaseKind } from "../testing/test-database.ts";
import { buildServer } from "./server.ts";
import { NONCE_HEADER } from "./session.ts";

const PASSWORD = "correct horse battery";
let database: Database;
let services: Services;
let app: FastifyInstance;
let ids: Map<string, number>;

beforeAll(async () => {
  database = await createTestDatabase();
  ids = await seedCatalogueFixture(database.db);
  services = createServices(database.db, { mediaDir: "/nonexistent", mailTransport: null });
  const admin = await services.accounts.register(null, { email: "boss@example.com", password: PASSWORD });
  await database.db.insert(customerRoles).values({ customerId: admin.customer.id, role: "admin" });
  await services.accounts.register(null, { email: "shopper@example.com", password: PASSWORD });
  app = await buildServer({ services });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

type Visitor = { cookie: string; nonce: string };

async function loggedIn(email: string): Promise<Visitor> {
  const first = await app.inject({ method: "POST", url: "/api/nonce" });
  const guest = { cookie: String(first.headers["set-cookie"]).split(";")[0]!, nonce: first.json<{ nonce: string }>().nonce };
  const login = await put(guest, "/api/auth/login", { email, password: PASSWORD }, "POST");
  expect(login.statusCode, login.body).toBe(200);
  return { cookie: String(login.headers["set-cookie"]).split(";")[0]!, nonce: login.json<{ nonce: string }>().nonce };
}

function put(v: Visitor | null, url: string, body: unknown, method: "PUT" | "POST" = "PUT"): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: { "content-type": "application/json", ...(v ? { cookie: v.cookie, [NONCE_HEADER]: v.nonce } : {}) },
    payload: JSON.stringify(body),
  });
}

describe(`PUT /api/settings/checkout on ${testDatabaseKind}`, () => {
  it("S-2-5 S-3-38 an admin switches the layout and wording; the page's reader sees it at once", async () => {
    const admin = await loggedIn("boss@example.com");
    expect((await services.settings.checkout()).layout).toBe("classic");
    const saved = await put(admin, "/api/settings/checkout", { layout: "modern", order_review_toggle_texts: { toggle_show_text: "Open summary" } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.headers["cache-control"]).toBe("no-store");
    expect(saved.json()).toMatchObject({
      settings: { layout: "modern", order_review_toggle_texts: { toggle_show_text: "Open summary", toggle_hide_text: "Hide order summary" } },
    });
    const read = await services.settings.checkout();
    expect(read.layout).toBe("modern");
    expect(read.order_review_toggle_texts.toggle_show_text).toBe("Open summary");

    const back = await put(admin, "/api/settings/checkout", { layout: "classic" });
    expect(back.json()).toMatchObject({ settings: { layout: "classic", order_review_toggle_texts: { toggle_show_text: "Open summary" } } });
    expect((await services.settings.checkout()).layout).toBe("classic");
  });

  it("GET reads the settings for an admin only, as the PUT changes them", async () => {
    const admin = await loggedIn("boss@example.com");
    const read = await app.inject({ method: "GET", url: "/api/settings/checkout", headers: { cookie: admin.cookie } });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.headers["cache-control"]).toBe("no-store");
    expect(read.json()).toEqual({ settings: await services.settings.checkout() });
    const shopper = await loggedIn("shopper@example.com");
    expect((await app.inject({ method: "GET", url: "/api/settings/checkout", headers: { cookie: shopper.cookie } })).statusCode).toBe(403);
    expect((await app.inject({ method: "GET", url: "/api/settings/checkout" })).statusCode).toBe(403);
  });

  it("refuses a body that does not fit with the field named", async () => {
    const admin = await loggedIn("boss@example.com");
    const response = await put(admin, "/api/settings/checkout", { layout: "sideways", colour: "red" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: "invalid_body", fields: { layout: expect.any(String) } } });
  });

  it("a customer without the admin role, a guest and a call without the nonce are refused", async () => {
    const shopper = await loggedIn("shopper@example.com");
    const forbidden = await put(shopper, "/api/settings/checkout", { layout: "modern" });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ error: { code: "forbidden" } });
    const first = await app.inject({ method: "POST", url: "/api/nonce" });
    const guest = { cookie: String(first.headers["set-cookie"]).split(";")[0]!, nonce: first.json<{ nonce: string }>().nonce };
    expect((await put(guest, "/api/settings/checkout", { layout: "modern" })).statusCode).toBe(403);
    expect((await put(null, "/api/settings/checkout", { layout: "modern" })).json()).toMatchObject({ error: { code: "invalid_nonce" } });
    expect((await services.settings.checkout()).layout).toBe("classic");
  });
});

describe(`shipping, tax and payment settings (/api/settings/shipping|tax|payments) on ${testDatabaseKind}`, () => {
  const shipping = {
    zones: [{ id: "ie", name: "Ireland", countries: ["IE"], methods: [{ id: "courier", type: "flat_rate", title: "Courier", cost: 700 }] }],
    restOfWorld: { name: "Elsewhere", methods: [{ id: "post", type: "flat_rate", title: "Post", cost: 2000 }] },
  };

  /** A guest session with one €10.00 product in the cart. */
  async function shopperSession() {
    const productId = ids.get("red-lamp")!;
    const { session } = await services.sessions.create();
    await services.cart.addItems(session.id, { productId, quantity: 1 });
    return { id: session.id, customerId: null };
  }

  it("an admin reads the demo settings, then replaced shipping, tax and payments price the next quote", async () => {
    const admin = await loggedIn("boss@example.com");
    const read = await app.inject({ method: "GET", url: "/api/settings/shipping", headers: { cookie: admin.cookie } });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ settings: { zones: expect.arrayContaining([expect.objectContaining({ id: "ie" })]) } });

    expect((await put(admin, "/api/settings/shipping", shipping)).statusCode).toBe(200);
    expect((await put(admin, "/api/settings/tax", { pricesIncludeTax: true, taxShipping: false, baseCountry: "IE", rates: { IE: 0 } })).statusCode).toBe(200);
    const payments = (await app.inject({ method: "GET", url: "/api/settings/payments", headers: { cookie: admin.cookie } })).json<{
      settings: Record<string, Record<string, unknown>>;
    }>().settings;
    expect((await put(admin, "/api/settings/payments", { ...payments, cod: { ...payments.cod, enabled: false } })).statusCode).toBe(200);

    const quote = await services.checkout.quote(await shopperSession(), { country: "IE" });
    expect(quote.shippingMethods).toEqual([{ id: "courier", type: "flat_rate", title: "Courier", cost: 700 }]);
    expect(quote.totals.taxTotal).toBe(0);
    expect(quote.totals.total).toBe(1000 + 700);
    expect(quote.paymentMethods.map((m) => m.id)).toEqual(["bacs", "cheque", "card"]);
    expect((await services.checkout.quote(await shopperSession(), { country: "US" })).shippingMethods.map((m) => m.id)).toEqual(["post"]);
  });

  it("refuses settings checkout could not choose from, naming the field", async () => {
    const admin = await loggedIn("boss@example.com");
    const twice = { ...shipping, zones: [{ ...shipping.zones[0]!, methods: [shipping.zones[0]!.methods[0]!, shipping.zones[0]!.methods[0]!] }] };
    const refused = await put(admin, "/api/settings/shipping", twice);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: { code: "invalid_body", fields: { "zones.0.methods": expect.any(String) } } });
    const badRate = await put(admin, "/api/settings/tax", { pricesIncludeTax: true, taxShipping: true, baseCountry: "IE", rates: { IE: 12_000 } });
    expect(badRate.statusCode).toBe(400);
    expect((await put(admin, "/api/settings/payments", "cheap")).statusCode).toBe(400);
  });

  it("a customer without the admin role can neither read nor change them", async () => {
    const shopper = await loggedIn("shopper@example.com");
    expect((await app.inject({ method: "GET", url: "/api/settings/tax", headers: { cookie: shopper.cookie } })).statusCode).toBe(403);
    expect((await app.inject({ method: "GET", url: "/api/settings/tax" })).statusCode).toBe(403);
    expect((await put(shopper, "/api/settings/tax", { pricesIncludeTax: true, taxShipping: true, baseCountry: "IE", rates: {} })).statusCode).toBe(403);
  });
});
