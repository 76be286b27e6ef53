import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/connect.ts";
import type { Cart } from "../services/cart/index.ts";
import { createServices, type Services } from "../services/index.ts";
import { seedCatalogueFixture } from "../testing/catalogue-fixture.ts";
import { createTestDatabase, testDatabaseKind } from "../testing/test-database.ts";
import { RESET_DONE_MESSAGE, RESET_REQUESTED_MESSAGE } from "./api/auth.ts";
import { buildServer } from "./server.ts";
import { NONCE_HEADER } from "./session.ts";

let database: Database;
let services: Services;
let app: FastifyInstance;
let ids: Map<string, number>;
const PASSWORD = "vitrine-demo";
const EMMA = "emma@vitrine.test";
let addressCounter = 0;
let emailCounter = 0;
const freshEmail = () => `http-${++emailCounter}@vitrine.test`;

beforeAll(async () => {
  database = await createTestDatabase();
  ids = await seedCatalogueFixture(database.db);
  services = createServices(database.db, { mediaDir: "/nonexistent", mailTransport: null });
  await services.accounts.register(null, { email: EMMA, password: PASSWORD, firstName: "Emma", lastName: "Laurent" });
  app = await buildServer({ services, trustProxy: ["127.0.0.1"] });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** A visitor with a session and a client address of their own (so rate limits do not leak between tests). */
type Visitor = { cookie: string; nonce: string; address: string };

const cookieOf = (response: LightMyRequestResponse) => String(response.headers["set-cookie"]).split(";")[0]!;
const setCookies = (response: LightMyRequestResponse) => [response.headers["set-cookie"] ?? []].flat().map(String);

async function visitor(): Promise<Visitor> {
  const address = `198.51.100.${++addressCounter % 250}`;
  const response = await app.inject({ method: "POST", url: "/api/nonce", headers: { "x-forwarded-for": address } });
  expect(response.statusCode).toBe(200);
  return { cookie: cookieOf(response), nonce: response.json<{ nonce: string }>().nonce, address };
}

function post(v: Visitor | null, url: string, payload: unknown, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return app.inject({
    method: "POST",
    url,
    headers: { "content-type": "application/json", ...(v ? { cookie: v.cookie, [NONCE_HEADER]: v.nonce, "x-forwarded-for": v.address } : {}), ...headers },
    payload: JSON.stringify(payload),
  });
}

function expectError(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject({ error: { code, message: expect.any(String) } });
}

/** The visitor after a login or registration answer: the new cookie and nonce. */
function signedIn(before: Visitor, response: LightMyRequestResponse): Visitor {
  return { cookie: cookieOf(response), nonce: response.json<{ nonce: string }>().nonce, address: before.address };
}

const ENDPOINTS: [string, unknown][] = [
  ["/api/auth/register", { email: "x@vitrine.test", password: "long enough" }],
  ["/api/auth/login", { email: EMMA, password: PASSWORD }],
  ["/api/auth/logout", {}],
  ["/api/auth/password-reset", { email: EMMA }],
  ["/api/auth/password-reset/confirm", { token: "A".repeat(43), password: "long enough" }],
  ["/api/checkout/email-check", { email: EMMA }],
];

describe(`accounts API on ${testDatabaseKind}`, () => {
  it.each(ENDPOINTS)("%s without the nonce answers 403 invalid_nonce", async (url, payload) => {
    const response = await post(null, url, payload);
    expectError(response, 403, "invalid_nonce");
    expect(response.headers["cache-control"]).toBe("no-store");
    const v = await visitor();
    expectError(await post(null, url, payload, { cookie: v.cookie }), 403, "invalid_nonce");
    expectError(await post({ ...v, nonce: v.nonce + "x" }, url, payload), 403, "invalid_nonce");
  });

  describe("POST /api/auth/login", () => {
    it("S-6-3/S-7-22/S-7-23: right credentials → 200 {customer, nonce} with a new HttpOnly session cookie", async () => {
      const v = await visitor();
      const response = await post(v, "/api/auth/login", { email: "Emma@Vitrine.TEST", password: PASSWORD });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.json()).toEqual({
        customer: { id: expect.any(Number), email: EMMA, firstName: "Emma", lastName: "Laurent", displayName: "Emma Laurent", roles: ["customer"] },
        nonce: expect.stringMatching(/^[A-Za-z0-9_-]{16,}$/),
      });
      expect(JSON.stringify(response.json())).not.toContain("argon2");
      const cookie = String(response.headers["set-cookie"]);
      expect(cookie).toMatch(/^vitrine_session=[A-Za-z0-9_-]{43}; /);
      expect(cookie).toContain("; HttpOnly");
      expect(cookie).toContain("; SameSite=Lax");
    });

    it("rotates the session: the old cookie and nonce are dead, the new ones work", async () => {
      const v = await visitor();
      const response = await post(v, "/api/auth/login", { email: EMMA, password: PASSWORD });
      const after = signedIn(v, response);
      expect(after.cookie).not.toBe(v.cookie);
      expect(after.nonce).not.toBe(v.nonce);
      expectError(await post(v, "/api/cart/items", { productId: ids.get("red-lamp"), quantity: 1 }), 403, "invalid_nonce");
      expect((await post(after, "/api/cart/items", { productId: ids.get("red-lamp"), quantity: 1 })).statusCode).toBe(200);
      expect(await services.accounts.customerForCookie(after.cookie)).toMatchObject({ email: EMMA });
      expect(await services.accounts.customerForCookie(v.cookie)).toBeNull();
    });

    it("merges the guest cart into the customer's cart", async () => {
      const email = freshEmail();
      const first = await visitor();
      const registered = signedIn(first, await post(first, "/api/auth/register", { email, password: PASSWORD }));
      await post(registered, "/api/cart/items", { productId: ids.get("kettle"), quantity: 1 });
      await post(registered, "/api/auth/logout", {});
      const v = await visitor();
      await post(v, "/api/cart/items", { productId: ids.get("kettle"), quantity: 2 });
      await post(v, "/api/cart/items", { productId: ids.get("blue-lamp"), quantity: 1 });
      const after = signedIn(v, await post(v, "/api/auth/login", { email, password: PASSWORD }));
      const cart = (await app.inject({ method: "GET", url: "/api/cart", headers: { cookie: after.cookie } })).json<Cart>();
      expect(Object.fromEntries(cart.items.map((i) => [i.slug, i.quantity]))).toEqual({ kettle: 3, "blue-lamp": 1 });
    });

    it("P-4-177 P-4-180 P-4-181 login and registration set the items-in-cart and cart-hash cookies of the merged cart; logout clears them", async () => {
      const email = freshEmail();
      const first = await visitor();
      const registered = signedIn(first, await post(first, "/api/auth/register", { email, password: PASSWORD }));
      await post(registered, "/api/cart/items", { productId: ids.get("kettle"), quantity: 1 });
      const out = await post(registered, "/api/auth/logout", {});
      expect(setCookies(out)).toEqual(
        expect.arrayContaining([expect.stringMatching(/^vitrine_items_in_cart=;.*Max-Age=0/), expect.stringMatching(/^vitrine_cart_hash=;.*Max-Age=0/)]),
      );

      const v = await visitor();
      await post(v, "/api/cart/items", { productId: ids.get("blue-lamp"), quantity: 1 });
      const response = await post(v, "/api/auth/login", { email, password: PASSWORD });
      const after = signedIn(v, response);
      const merged = (await app.inject({ method: "GET", url: "/api/cart", headers: { cookie: after.cookie } })).json<Cart>();
      expect(merged.count).toBe(2);
      const cookies = setCookies(response);
      expect(cookies[0]).toMatch(/^vitrine_session=/);
      expect(cookies).toContain("vitrine_items_in_cart=1; Path=/; SameSite=Lax");
      expect(cookies).toContain(`vitrine_cart_hash=${merged.hash}; Path=/; SameSite=Lax`);

      // A new account starts with the guest's cart, or with none.
      const empty = await post(await visitor(), "/api/auth/register", { email: freshEmail(), password: PASSWORD });
      expect(setCookies(empty)).toEqual(expect.arrayContaining([expect.stringMatching(/^vitrine_items_in_cart=;.*Max-Age=0/)]));
    });

    it("S-7-24: a wrong password or unknown e-mail → 401 invalid_credentials, no cookie", async () => {
      const v = await visitor();
      for (const body of [
        { email: EMMA, password: "wrong password" },
        { email: "nobody@vitrine.test", password: PASSWORD },
      ]) {
        const response = await post(v, "/api/auth/login", body);
        expectError(response, 401, "invalid_credentials");
        expect(response.json().error.message).toBe("The e-mail address or password is incorrect.");
        expect(response.headers["set-cookie"]).toBeUndefined();
      }
    });

    it("after 5 failures the waits grow: 429 too_many_attempts with the wait in the message and Retry-After", async () => {
      const email = freshEmail();
      await services.accounts.register(null, { email, password: PASSWORD });
      const v = await visitor();
      for (let i = 0; i < 5; i++) expectError(await post(v, "/api/auth/login", { email, password: `wrong-${i}` }), 401, "invalid_credentials");
      // Each failure past the fifth doubles the wait (1 s, 2 s, 4 s …): keep failing until one is refused.
      let limited = await post(v, "/api/auth/login", { email, password: "wrong-again" });
      for (let i = 0; limited.statusCode === 401 && i < 10; i++) limited = await post(v, "/api/auth/login", { email, password: "wrong-again" });
      expectError(limited, 429, "too_many_attempts");
      expect(limited.json().error.message).toMatch(/^Too many failed login attempts\. Please try again in \d+ (second|seconds|minute|minutes)\.$/);
      expect(Number(limited.headers["retry-after"])).toBeGreaterThanOrEqual(1);
      expect(limited.headers["set-cookie"]).toBeUndefined();
    });

    it("failures from another address do not refuse the owner's login from theirs", async () => {
      const email = freshEmail();
      await services.accounts.register(null, { email, password: PASSWORD });
      const attacker = await visitor();
      for (let i = 0; i < 8; i++) await post(attacker, "/api/auth/login", { email, password: `guess-${i}` });
      expect((await post(attacker, "/api/auth/login", { email, password: PASSWORD })).statusCode).toBe(429);
      const owner = await visitor();
      expect((await post(owner, "/api/auth/login", { email, password: PASSWORD })).statusCode).toBe(200);
    });
  });

  describe("POST /api/auth/register", () => {
    it("S-6-4: 201 {customer, nonce} and a new session cookie; the e-mail then exists", async () => {
      const v = await visitor();
      const email = freshEmail();
      const response = await post(v, "/api/auth/register", {
        email: ` ${email.toUpperCase()} `,
        password: "long enough",
        firstName: "Noah",
        lastName: "Jansen",
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({ customer: { email, displayName: "Noah Jansen", roles: ["customer"] }, nonce: expect.any(String) });
      expect(cookieOf(response)).not.toBe(v.cookie);
      expect((await post(v, "/api/checkout/email-check", { email })).statusCode).toBe(403);
      const after = signedIn(v, response);
      expect((await post(after, "/api/checkout/email-check", { email })).json()).toEqual({ exists: true, loginAllowed: true });
    });

    it("a taken e-mail → 409 email_taken", async () => {
      expectError(await post(await visitor(), "/api/auth/register", { email: "EMMA@vitrine.test", password: "long enough" }), 409, "email_taken");
    });

    it.each<[string, unknown, string, string]>([
      ["a 7-character password", { email: "p7@vitrine.test", password: "1234567" }, "password_too_short", "password"],
      ["a malformed e-mail", { email: "nope", password: "long enough" }, "invalid_body", "email"],
      ["no password", { email: "np@vitrine.test" }, "invalid_body", "password"],
      ["an unknown field", { email: "uf@vitrine.test", password: "long enough", role: "admin" }, "invalid_body", "_"],
      ["a number as e-mail", { email: 42, password: "long enough" }, "invalid_body", "email"],
    ])("%s → 400 %s naming %s", async (_what, payload, code, field) => {
      const response = await post(await visitor(), "/api/auth/register", payload);
      expectError(response, 400, code);
      expect(Object.keys(response.json().error.fields ?? {})).toContain(field);
    });
  });

  describe("POST /api/auth/logout", () => {
    it("ends the session and answers a fresh anonymous session's nonce and cookie", async () => {
      const v = await visitor();
      const after = signedIn(v, await post(v, "/api/auth/login", { email: EMMA, password: PASSWORD }));
      const response = await post(after, "/api/auth/logout", {});
      expect(response.statusCode, response.body).toBe(200);
      const anonymous = signedIn(after, response);
      expect(anonymous.cookie).not.toBe(after.cookie);
      expect(await services.accounts.customerForCookie(after.cookie)).toBeNull();
      expect(await services.accounts.customerForCookie(anonymous.cookie)).toBeNull();
      expectError(await post(after, "/api/auth/logout", {}), 403, "invalid_nonce");
      expect((await post(anonymous, "/api/cart/items", { productId: ids.get("red-lamp"), quantity: 1 })).statusCode).toBe(200);
    });
  });

  describe("password reset", () => {
    it("answers the same for a known and an unknown e-mail; only the known one gets a mail", async () => {
      const v = await visitor();
      const known = await post(v, "/api/auth/password-reset", { email: EMMA });
      const unknown = await post(v, "/api/auth/password-reset", { email: "ghost@vitrine.test" });
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(known.json()).toEqual({ message: RESET_REQUESTED_MESSAGE });
      expect(unknown.body).toBe(known.body);
      expect(await services.mail.listOutbox({ to: EMMA })).toHaveLength(1);
      expect(await services.mail.listOutbox({ to: "ghost@vitrine.test" })).toEqual([]);
    });

    it("the link's token sets a new password once; the old password stops working", async () => {
      const email = freshEmail();
      await services.accounts.register(null, { email, password: PASSWORD });
      const v = await visitor();
      await post(v, "/api/auth/password-reset", { email });
      const token = /token=([A-Za-z0-9_-]{43})/.exec((await services.mail.listOutbox({ to: email }))[0]!.text)![1]!;
      const done = await post(v, "/api/auth/password-reset/confirm", { token, password: "a new password" });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json()).toEqual({ message: RESET_DONE_MESSAGE });
      const again = await post(v, "/api/auth/password-reset/confirm", { token, password: "another password" });
      expectError(again, 400, "invalid_reset_token");
      expect(again.json().error.fields).toHaveProperty("token");
      expectError(await post(v, "/api/auth/login", { email, password: PASSWORD }), 401, "invalid_credentials");
      expect((await post(v, "/api/auth/login", { email, password: "a new password" })).statusCode).toBe(200);
    });

    it.each<[string, unknown, string]>([
      ["a malformed e-mail", { email: "not an email" }, "email"],
      ["no e-mail", {}, "email"],
    ])("request with %s → 400 invalid_body", async (_what, payload, field) => {
      const response = await post(await visitor(), "/api/auth/password-reset", payload);
      expectError(response, 400, "invalid_body");
      expect(response.json().error.fields).toHaveProperty(field);
    });

    it("confirm with a short password → 400 naming the password; without a token → 400 invalid_body", async () => {
      const v = await visitor();
      expectError(await post(v, "/api/auth/password-reset/confirm", { password: "long enough" }), 400, "invalid_body");
      expectError(await post(v, "/api/auth/password-reset/confirm", { token: "A".repeat(43), password: "long enough" }), 400, "invalid_reset_token");
    });
  });

  describe("POST /api/checkout/email-check", () => {
    it("S-4-78/S-4-79/S-4-80/S-7-20: {exists, loginAllowed} for a known and an unknown e-mail", async () => {
      const v = await visitor();
      const known = await post(v, "/api/checkout/email-check", { email: " Emma@Vitrine.test" });
      expect(known.statusCode).toBe(200);
      expect(known.headers["cache-control"]).toBe("no-store");
      expect(known.json()).toEqual({ exists: true, loginAllowed: true });
      expect((await post(v, "/api/checkout/email-check", { email: "new.shopper@vitrine.test" })).json()).toEqual({ exists: false, loginAllowed: false });
    });

    it("S-4-81: an empty or malformed e-mail → 400 invalid_body", async () => {
      const v = await visitor();
      expectError(await post(v, "/api/checkout/email-check", { email: "" }), 400, "invalid_body");
      expectError(await post(v, "/api/checkout/email-check", { email: "abc" }), 400, "invalid_body");
    });
  });

  it("malformed JSON answers 400 on every endpoint", async () => {
    const v = await visitor();
    for (const [url] of ENDPOINTS) {
      const response = await app.inject({
        method: "POST",
        url,
        headers: { "content-type": "application/json", cookie: v.cookie, [NONCE_HEADER]: v.nonce },
        payload: "{",
      });
      expect(response.statusCode, url).toBe(400);
    }
  });

  it("random and hostile JSON bodies answer 4xx (or 2xx), never 5xx, on every endpoint", async () => {
    const hostileString = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom(
        "",
        " ",
        EMMA,
        "EMMA@VITRINE.TEST",
        "a@b.co",
        "<script>alert(1)</script>@x.io",
        "' or 1=1 --",
        "\u0000@x.io",
        "x".repeat(3000),
        "😀".repeat(300),
        "A".repeat(43),
      ),
    );
    const body = fc.oneof(
      fc.record(
        {
          email: fc.oneof(hostileString, fc.anything()),
          password: fc.oneof(hostileString, fc.anything()),
          token: fc.oneof(hostileString, fc.anything()),
          firstName: fc.anything(),
        },
        { requiredKeys: [] },
      ),
      fc.jsonValue(),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ENDPOINTS.map(([url]) => url)), body, async (url, payload) => {
        const v = await visitor();
        const response = await post(v, url, payload);
        expect(response.statusCode, `${url} ${response.body}`).toBeLessThan(500);
        if (response.statusCode >= 400) expect(response.json()).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
      }),
      { numRuns: 120 },
    );
  });
});
