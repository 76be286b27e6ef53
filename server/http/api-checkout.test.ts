import { eq } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/connect.ts";
import { coupons, products } from "../db/schema/index.ts";
import { CHECKOUT_EMAIL_COOKIE } from "../../domain/checkout/checkout-email-cookie.ts";
import { createServices, type Services } from "../services/index.ts";
import { registerAccount, signIn } from "../testing/api-visitors.ts";
import { seedCatalogueFixture } from "../testing/catalogue-fixture.ts";
import { createTestDatabase, testDatabaseKind } from "../testing/test-database.ts";
import { buildServer } from "./server.ts";
import { NONCE_HEADER } from "./session.ts";

let database: Database;
let app: FastifyInstance;
let ids: Map<string, number>;
let services: Services;

const billing = { firstName: "Ada", lastName: "Byrne", country: "IE", address1: "1 Main Street", city: "Dublin", postcode: "D02 X285" };
const checkoutBody = { email: "ada@example.com", billing, shipToDifferentAddress: false, shippingMethod: "flat", paymentMethod: "bacs" };

beforeAll(async () => {
  database = await createTestDatabase();
  ids = await seedCatalogueFixture(database.db);
  await database.db.insert(coupons).values([
    { code: "welcome10", type: "percent", amount: 1000 },
    { code: "team20", type: "percent", amount: 2000, allowedEmails: ["*@vitrine.test"] },
  ]);
  await database.db
    .update(products)
    .set({ manageStock: true, stockQuantity: 1000 })
    .where(eq(products.id, ids.get("red-lamp")!));
  services = createServices(database.db, { mediaDir: "/nonexistent" });
  app = await buildServer({ services });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

type Visitor = { cookie: string; nonce: string };

async function visitor(withItem = true): Promise<Visitor> {
  const response = await app.inject({ method: "POST", url: "/api/nonce" });
  const v = { cookie: String(response.headers["set-cookie"]).split(";")[0]!, nonce: response.json<{ nonce: string }>().nonce };
  if (withItem) expect((await call(v, "POST", "/api/cart/items", { productId: ids.get("red-lamp"), quantity: 1 })).statusCode).toBe(200);
  return v;
}

function call(
  v: Visitor | null,
  method: "POST" | "DELETE" | "GET",
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: {
      ...(payload !== undefined ? { "content-type": "application/json" } : {}),
      ...(v ? { cookie: v.cookie, [NONCE_HEADER]: v.nonce } : {}),
      ...headers,
    },
    ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
  });
}

function expectError(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject({ error: { code, message: expect.any(String) } });
}

describe(`checkout API on ${testDatabaseKind}`, () => {
  it("applies and removes a coupon and answers the quote", async () => {
    const v = await visitor();
    const applied = await call(v, "POST", "/api/cart/coupons", { code: "WELCOME10" });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({
      message: "Coupon code applied successfully.",
      quote: { coupons: [{ code: "welcome10", discount: 100 }], totals: { subtotal: 1000, discountTotal: 100 } },
    });
    expectError(await call(v, "POST", "/api/cart/coupons", { code: "nope" }), 404, "not_found");
    const removed = await call(v, "DELETE", "/api/cart/coupons/Welcome10");
    expect(removed.json()).toMatchObject({ message: "Coupon has been removed.", quote: { coupons: [] } });
  });

  it("state-changing calls need the nonce", async () => {
    const v = await visitor();
    const bare = { cookie: v.cookie, nonce: "" };
    expectError(
      await app.inject({
        method: "POST",
        url: "/api/cart/coupons",
        headers: { cookie: bare.cookie, "content-type": "application/json" },
        payload: '{"code":"welcome10"}',
      }),
      403,
      "invalid_nonce",
    );
    expectError(await app.inject({ method: "DELETE", url: "/api/cart/coupons/welcome10", headers: { cookie: bare.cookie } }), 403, "invalid_nonce");
    expectError(
      await app.inject({
        method: "POST",
        url: "/api/checkout",
        headers: { cookie: bare.cookie, "idempotency-key": "abcdefgh-1", "content-type": "application/json" },
        payload: JSON.stringify(checkoutBody),
      }),
      403,
      "invalid_nonce",
    );
  });

  it("GET /api/checkout/quote prices for a country and method", async () => {
    const v = await visitor();
    const response = await call(v, "GET", "/api/checkout/quote?country=de&shipping=flat");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ country: "DE", shippingMethod: { id: "flat", cost: 495 }, totals: { total: 1495 } });
    expectError(await call(v, "GET", "/api/checkout/quote?country=Germany"), 400, "invalid_query");
  });

  it("POST /api/checkout answers 201 with the order and redirect, a repeat 200 with the same order", async () => {
    const v = await visitor();
    const first = await call(v, "POST", "/api/checkout", checkoutBody, { "idempotency-key": "http-key-0001" });
    expect(first.statusCode, first.body).toBe(201);
    const body = first.json<{ order: { id: number; key: string; number: string; status: string; total: number }; redirect: string }>();
    expect(body.order).toMatchObject({ status: "on-hold", total: 1495, number: String(body.order.id) });
    expect(body.redirect).toBe(`/checkout/order-received/${body.order.id}?key=${body.order.key}`);
    // P-4-181: the cart is empty now, so the cookies the browser's stored cart and mini-cart widget read go.
    const cookies = ([] as string[]).concat(first.headers["set-cookie"] ?? []);
    expect(cookies.find((c) => c.startsWith("vitrine_items_in_cart="))).toMatch(/Max-Age=0/);
    expect(cookies.find((c) => c.startsWith("vitrine_cart_hash="))).toMatch(/Max-Age=0/);
    const again = await call(v, "POST", "/api/checkout", checkoutBody, { "idempotency-key": "http-key-0001" });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(body);
  });

  it("S-6-4 POST /api/checkout with createAccount creates the account and answers a new session cookie and nonce", async () => {
    const v = await visitor();
    const body = { ...checkoutBody, email: "fresh.account@example.com", createAccount: { password: "a long enough secret" } };
    const placed = await call(v, "POST", "/api/checkout", body, { "idempotency-key": "http-key-account" });
    expect(placed.statusCode, placed.body).toBe(201);
    const cookie = String(placed.headers["set-cookie"]);
    expect(cookie).toMatch(/^vitrine_session=[^;]+;.*HttpOnly/);
    expect(cookie.split(";")[0]).not.toBe(v.cookie);
    expect(placed.json()).toMatchObject({ nonce: expect.any(String), order: { customerId: expect.any(Number), email: "fresh.account@example.com" } });
    const taken = await call(
      await visitor(),
      "POST",
      "/api/checkout",
      { ...body, email: "FRESH.account@example.com" },
      { "idempotency-key": "http-key-account-2" },
    );
    expectError(taken, 409, "email_taken");
    expect(taken.json()).toMatchObject({ error: { fields: { email: expect.any(String) } } });
  });

  it("POST /api/checkout refuses a missing key, an empty cart and bad fields", async () => {
    const v = await visitor(false);
    expectError(await call(v, "POST", "/api/checkout", checkoutBody), 400, "invalid_idempotency_key");
    expectError(await call(v, "POST", "/api/checkout", checkoutBody, { "idempotency-key": "short" }), 400, "invalid_idempotency_key");
    expectError(await call(v, "POST", "/api/checkout", checkoutBody, { "idempotency-key": "http-key-empty" }), 400, "cart_empty");
    const w = await visitor();
    const bad = await call(w, "POST", "/api/checkout", { ...checkoutBody, billing: { ...billing, postcode: "nope!" } }, { "idempotency-key": "http-key-bad" });
    expectError(bad, 400, "invalid_checkout");
    expect(bad.json()).toMatchObject({ error: { fields: { "billing.postcode": expect.any(String) } } });
  });

  it("random and hostile input to every cart and checkout endpoint answers 4xx, never 5xx", async () => {
    const v = await visitor();
    const text = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.constantFrom("welcome10", "", " ", "'; drop table orders; --", "\u0000", "%00", "🙂".repeat(60), "a".repeat(5000)),
    );
    const address = fc.oneof(
      fc.record(
        { firstName: text, lastName: text, country: fc.oneof(text, fc.constantFrom("IE", "US", "ZZ")), address1: text, city: text, postcode: text },
        { requiredKeys: [] },
      ),
      fc.anything(),
    );
    const body = fc.oneof(
      fc.record(
        {
          email: fc.oneof(text, fc.constant("a@b.co")),
          billing: address,
          shipping: address,
          shipToDifferentAddress: fc.anything(),
          shippingMethod: fc.oneof(text, fc.constant("flat")),
          paymentMethod: fc.oneof(text, fc.constant("bacs")),
          note: fc.anything(),
        },
        { requiredKeys: [] },
      ),
      fc.jsonValue(),
    );
    const request = fc.oneof(
      fc.record({ kind: fc.constant("coupon" as const), payload: fc.oneof(fc.record({ code: fc.anything() }), fc.jsonValue()) }),
      fc.record({ kind: fc.constant("remove" as const), code: text }),
      fc.record({ kind: fc.constant("quote" as const), country: text, shipping: text }),
      fc.record({ kind: fc.constant("checkout" as const), payload: body, key: fc.oneof(text, fc.constant("fuzz-key-0001")) }),
    );
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        let response: LightMyRequestResponse;
        if (r.kind === "coupon") response = await call(v, "POST", "/api/cart/coupons", r.payload);
        else if (r.kind === "remove") response = await call(v, "DELETE", `/api/cart/coupons/${encodeURIComponent(r.code)}`);
        else if (r.kind === "quote")
          response = await call(v, "GET", `/api/checkout/quote?country=${encodeURIComponent(r.country)}&shipping=${encodeURIComponent(r.shipping)}`);
        else
          response = await call(
            v,
            "POST",
            "/api/checkout",
            r.payload,
            /^[\x20-\x7e]*$/.test(r.key) && r.key.trim() === r.key ? { "idempotency-key": r.key } : {},
          );
        expect(response.statusCode, response.body).toBeLessThan(500);
        if (response.statusCode >= 400) expect(response.json()).toMatchObject({ error: { code: expect.any(String) } });
      }),
      { numRuns: 150 },
    );
  });
});

describe(`coupons for certain e-mail addresses through the API on ${testDatabaseKind}`, () => {
  const NOT_FOR_YOUR_EMAIL = 'Sorry, coupon "team20" is not for your e-mail address. Please enter an e-mail address it allows.';
  /** The visitor with the billing e-mail typed at checkout, in the cookie the page keeps it in (S-3-46). */
  const typing = (v: Visitor, email: string): Visitor => ({ ...v, cookie: `${v.cookie}; ${CHECKOUT_EMAIL_COOKIE}=${encodeURIComponent(email)}` });

  it("no e-mail known: the coupon is applied as pending, with no discount; the quote for a qualifying typed e-mail counts it", async () => {
    const v = await visitor();
    const applied = await call(v, "POST", "/api/cart/coupons", { code: "TEAM20" });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({
      message: "Coupon code applied. It applies if your e-mail address qualifies: the discount counts once you enter it at checkout.",
      quote: { coupons: [], pendingCoupons: [{ code: "team20", message: "Applies if your e-mail address qualifies" }], totals: { discountTotal: 0 } },
    });
    const typed = await call(typing(v, "ada@vitrine.test"), "GET", "/api/checkout/quote?country=IE");
    expect(typed.json()).toMatchObject({ coupons: [{ code: "team20", discount: 200 }], pendingCoupons: [], totals: { discountTotal: 200 } });
    const other = await call(typing(v, "ada@example.com"), "GET", "/api/checkout/quote?country=IE");
    expect(other.json()).toMatchObject({
      coupons: [],
      couponProblems: [{ code: "team20", error: "email_not_allowed", message: NOT_FOR_YOUR_EMAIL }],
      totals: { discountTotal: 0 },
    });
    // Placing the order with the qualifying e-mail takes the discount, as before.
    const placed = await call(
      typing(v, "ada@vitrine.test"),
      "POST",
      "/api/checkout",
      { ...checkoutBody, email: "ada@vitrine.test" },
      { "idempotency-key": "team20-key-1" },
    );
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({ order: { coupons: [{ code: "team20" }], discountTotal: 200 } });
  });

  it("an e-mail typed at checkout that does not qualify: 400 email_not_allowed like any coupon refusal, and nothing is applied", async () => {
    const v = typing(await visitor(), "ada@example.com");
    const refused = await call(v, "POST", "/api/cart/coupons", { code: "team20" });
    expectError(refused, 400, "email_not_allowed");
    expect(refused.json<{ error: { message: string } }>().error.message).toBe(NOT_FOR_YOUR_EMAIL);
    expect((await call(v, "GET", "/api/checkout/quote")).json()).toMatchObject({ coupons: [], pendingCoupons: [], couponProblems: [] });
  });

  it("signed in, the account's e-mail is known: one that does not qualify is refused, one that does counts at once", async () => {
    await registerAccount(services, database.db, "ola@example.com");
    await registerAccount(services, database.db, "ola@vitrine.test");
    const outsider = await signIn(app, "ola@example.com");
    expect((await call(outsider, "POST", "/api/cart/items", { productId: ids.get("red-lamp"), quantity: 1 })).statusCode).toBe(200);
    expectError(await call(outsider, "POST", "/api/cart/coupons", { code: "team20" }), 400, "email_not_allowed");
    const staffer = await signIn(app, "ola@vitrine.test");
    expect((await call(staffer, "POST", "/api/cart/items", { productId: ids.get("red-lamp"), quantity: 1 })).statusCode).toBe(200);
    const applied = await call(staffer, "POST", "/api/cart/coupons", { code: "team20" });
    expect(applied.json()).toMatchObject({ message: "Coupon code applied successfully.", quote: { coupons: [{ code: "team20", discount: 200 }] } });
  });
});
