import { eq } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/connect.ts";
import { products, sessions, variations } from "../db/schema/index.ts";
import type { Cart } from "../services/cart/index.ts";
import { createServices, type Services } from "../services/index.ts";
import { seedCatalogueFixture } from "../testing/catalogue-fixture.ts";
import { createTestDatabase, testDatabaseKind } from "../testing/test-database.ts";
import { buildServer } from "./server.ts";
import { NONCE_HEADER } from "./session.ts";

let database: Database;
let app: FastifyInstance;
let services: Services;
let ids: Map<string, number>;
let teeBlueM: number;
const id = (slug: string) => ids.get(slug)!;

beforeAll(async () => {
  database = await createTestDatabase();
  ids = await seedCatalogueFixture(database.db);
  const [v] = await database.db.select({ id: variations.id }).from(variations).where(eq(variations.sku, "TEE-BM"));
  teeBlueM = v!.id;
  services = createServices(database.db, { mediaDir: "/nonexistent" });
  app = await buildServer({ services });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

type Visitor = { cookie: string; nonce: string };

/** A visitor with a session: fetches a nonce the way the page does. */
async function visitor(): Promise<Visitor> {
  const response = await app.inject({ method: "POST", url: "/api/nonce" });
  expect(response.statusCode).toBe(200);
  const setCookie = String(response.headers["set-cookie"]);
  return { cookie: setCookie.split(";")[0]!, nonce: response.json<{ nonce: string }>().nonce };
}

function add(v: Visitor | null, payload: unknown, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return app.inject({
    method: "POST",
    url: "/api/cart/items",
    headers: { "content-type": "application/json", ...(v ? { cookie: v.cookie, [NONCE_HEADER]: v.nonce } : {}), ...headers },
    payload: JSON.stringify(payload),
  });
}

function expectError(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject({ error: { code, message: expect.any(String) } });
}

describe(`cart API on ${testDatabaseKind}`, () => {
  describe("sessions and nonces", () => {
    it("GET /api/cart without a session answers an empty cart and sets no cookie", async () => {
      const response = await app.inject({ method: "GET", url: "/api/cart" });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ items: [], count: 0, subtotal: 0, totals: { subtotal: 0, total: 0 }, removed: [], hash: "" });
      expect(response.headers["set-cookie"]).toBeUndefined();
      expect(response.headers["cache-control"]).toBe("no-store");
    });

    it("POST /api/nonce creates the session: HttpOnly, SameSite=Lax, path /, 30 days, not Secure over http", async () => {
      const response = await app.inject({ method: "POST", url: "/api/nonce" });
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.json()).toEqual({ nonce: expect.stringMatching(/^[A-Za-z0-9_-]{16,}$/) });
      const cookie = String(response.headers["set-cookie"]);
      expect(cookie).toMatch(/^vitrine_session=[A-Za-z0-9_-]{43}; /);
      expect(cookie).toContain("; Path=/");
      expect(cookie).toContain("; Max-Age=2592000");
      expect(cookie).toContain("; HttpOnly");
      expect(cookie).toContain("; SameSite=Lax");
      expect(cookie).not.toContain("Secure");
    });

    it("G: X-Forwarded-Proto from a peer that is no trusted proxy does not make the cookie Secure", async () => {
      const response = await app.inject({ method: "POST", url: "/api/nonce", headers: { "x-forwarded-proto": "https" } });
      expect(String(response.headers["set-cookie"])).not.toMatch(/Secure/);
    });

    it("the cookie is Secure when a trusted proxy (TRUST_PROXY) says the request came over https", async () => {
      const behindProxy = await buildServer({ services, trustProxy: ["127.0.0.1"] });
      try {
        const response = await behindProxy.inject({ method: "POST", url: "/api/nonce", headers: { "x-forwarded-proto": "https" } });
        expect(String(response.headers["set-cookie"])).toMatch(/; Secure$/);
      } finally {
        await behindProxy.close();
      }
    });

    it("the session is stored under the SHA-256 of its token, never the token itself", async () => {
      const v = await visitor();
      const token = v.cookie.split("=")[1]!;
      const { createHash } = await import("node:crypto");
      const rows = await database.db
        .select({ id: sessions.id, nonce: sessions.nonce })
        .from(sessions)
        .where(eq(sessions.id, createHash("sha256").update(token).digest("hex")));
      expect(rows).toEqual([{ id: expect.not.stringContaining(token), nonce: v.nonce }]);
    });

    it("POST /api/nonce with a live session answers its nonce and sets no new cookie", async () => {
      const v = await visitor();
      const again = await app.inject({ method: "POST", url: "/api/nonce", headers: { cookie: v.cookie } });
      expect(again.json()).toEqual({ nonce: v.nonce });
      expect(again.headers["set-cookie"]).toBeUndefined();
    });

    it("S-7-27: no nonce → 403, fetch /api/nonce, retry → 200 with the cart", async () => {
      const first = await add(null, { productId: id("red-lamp"), quantity: 1 });
      expectError(first, 403, "invalid_nonce");
      expect(first.headers["set-cookie"]).toBeUndefined();
      expect(first.headers["cache-control"]).toBe("no-store");
      const v = await visitor();
      expectError(await add(null, { productId: id("red-lamp"), quantity: 1 }, { cookie: v.cookie }), 403, "invalid_nonce");
      const retry = await add(v, { productId: id("red-lamp"), quantity: 1 });
      expect(retry.statusCode, retry.body).toBe(200);
      expect(retry.headers["cache-control"]).toBe("no-store");
      expect(retry.json<Cart>()).toMatchObject({ count: 1, subtotal: 1000, items: [{ productId: id("red-lamp"), quantity: 1 }] });
    });

    it("a wrong nonce, another session's nonce, or an unknown cookie answers 403", async () => {
      const a = await visitor();
      const b = await visitor();
      expectError(await add({ ...a, nonce: a.nonce + "x" }, { productId: id("red-lamp"), quantity: 1 }), 403, "invalid_nonce");
      expectError(await add({ ...a, nonce: b.nonce }, { productId: id("red-lamp"), quantity: 1 }), 403, "invalid_nonce");
      expectError(await add({ cookie: "vitrine_session=" + "A".repeat(43), nonce: a.nonce }, { productId: id("red-lamp"), quantity: 1 }), 403, "invalid_nonce");
    });

    it("an expired session is ignored: its cart is gone and its nonce refused", async () => {
      const v = await visitor();
      expect((await add(v, { productId: id("red-lamp"), quantity: 2 })).statusCode).toBe(200);
      const expired = await database.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.nonce, v.nonce))
        .returning({ id: sessions.id });
      // Written behind the services' back, as another process would: this process's session cache learns of it.
      services.sessions.forget(expired.map((row) => row.id));
      expect((await app.inject({ method: "GET", url: "/api/cart", headers: { cookie: v.cookie } })).json<Cart>().count).toBe(0);
      expectError(await add(v, { productId: id("red-lamp"), quantity: 1 }), 403, "invalid_nonce");
    });
  });

  describe("POST /api/cart/items", () => {
    it("S-7-31/S-7-32: the answer is the cart GET /api/cart then shows, with its hash", async () => {
      const v = await visitor();
      const added = (await add(v, { productId: id("variable-tee"), variationId: teeBlueM, quantity: 2 })).json<Cart>();
      expect(added).toMatchObject({ count: 2, subtotal: 4000, hash: expect.stringMatching(/^[0-9a-f]{32}$/) });
      const read = await app.inject({ method: "GET", url: "/api/cart", headers: { cookie: v.cookie } });
      expect(read.json()).toEqual(added);
      const more = (await add(v, { productId: id("gift-set"), quantities: { [id("red-lamp")]: 1, [id("kettle")]: 1 } })).json<Cart>();
      expect(more.count).toBe(4);
      expect(more.hash).not.toBe(added.hash);
    });

    it.each<[string, unknown]>([
      ["an empty body", {}],
      ["both shapes at once", { productId: 1, quantity: 1, quantities: { 2: 1 } }],
      ["a zero quantity", { productId: 1, quantity: 0 }],
      ["a quantity above 10,000", { productId: 1, quantity: 10_001 }],
      ["a fractional quantity", { productId: 1, quantity: 1.5 }],
      ["a quantity as a string", { productId: 1, quantity: "1" }],
      ["a negative product id", { productId: -3, quantity: 1 }],
      ["an unknown field", { productId: 1, quantity: 1, price: 1 }],
      ["a child id that is not a number", { productId: 1, quantities: { abc: 1 } }],
      ["a negative child quantity", { productId: 1, quantities: { 2: -1 } }],
      ["an array", [1, 2]],
      ["null", null],
    ])("%s answers 400 invalid_body", async (_what, payload) => {
      const v = await visitor();
      expectError(await add(v, payload), 400, "invalid_body");
    });

    it("names the bad field", async () => {
      const v = await visitor();
      expect((await add(v, { productId: id("red-lamp"), quantity: 0 })).json()).toMatchObject({ error: { fields: { quantity: expect.any(String) } } });
    });

    it("malformed JSON answers 400", async () => {
      const v = await visitor();
      const response = await app.inject({
        method: "POST",
        url: "/api/cart/items",
        headers: { "content-type": "application/json", cookie: v.cookie, [NONCE_HEADER]: v.nonce },
        payload: "{",
      });
      expect(response.statusCode).toBe(400);
    });

    it.each([
      ["an unknown product", () => ({ productId: 999_999, quantity: 1 }), 404, "product_not_found"],
      ["a draft product", () => ({ productId: id("draft-lamp"), quantity: 1 }), 404, "product_not_found"],
      ["a variable product without a variation", () => ({ productId: id("variable-tee"), quantity: 1 }), 400, "variation_required"],
      ["a grouped product with zero quantities", () => ({ productId: id("gift-set"), quantities: { [id("kettle")]: 0 } }), 400, "no_quantities"],
    ] as const)("%s answers %i %s", async (_what, payload, status, code) => {
      const v = await visitor();
      expectError(await add(v, payload()), status, code);
    });

    it("stock limits answer 400 insufficient_stock with the message shoppers know", async () => {
      await database.db
        .update(products)
        .set({ manageStock: true, stockQuantity: 3 })
        .where(eq(products.id, id("apron")));
      try {
        const v = await visitor();
        expect((await add(v, { productId: id("apron"), quantity: 2 })).statusCode).toBe(200);
        const refused = await add(v, { productId: id("apron"), quantity: 2 });
        expectError(refused, 400, "insufficient_stock");
        expect(refused.json()).toMatchObject({
          error: { message: "You cannot add that amount to the cart — we have 3 in stock and you already have 2 in your cart." },
        });
      } finally {
        await database.db
          .update(products)
          .set({ manageStock: false, stockQuantity: null })
          .where(eq(products.id, id("apron")));
      }
    });

    it("10 parallel adds of the last units give exactly the stock", async () => {
      await database.db
        .update(products)
        .set({ manageStock: true, stockQuantity: 4 })
        .where(eq(products.id, id("blue-lamp")));
      try {
        const v = await visitor();
        const answers = await Promise.all(Array.from({ length: 10 }, () => add(v, { productId: id("blue-lamp"), quantity: 1 })));
        expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(4);
        for (const a of answers) if (a.statusCode !== 200) expectError(a, 400, "insufficient_stock");
        expect((await app.inject({ method: "GET", url: "/api/cart", headers: { cookie: v.cookie } })).json<Cart>().count).toBe(4);
      } finally {
        await database.db
          .update(products)
          .set({ manageStock: false, stockQuantity: null })
          .where(eq(products.id, id("blue-lamp")));
      }
    });

    it("random JSON bodies never answer 5xx", async () => {
      const v = await visitor();
      const known = [...ids.values(), teeBlueM, 0, -1, 2 ** 31, 999_999];
      const idLike = fc.oneof(fc.constantFrom(...known), fc.integer(), fc.double(), fc.string({ maxLength: 8 }), fc.constant(null));
      const structured = fc.record(
        {
          productId: idLike,
          quantity: fc.oneof(fc.integer({ min: -2, max: 12_000 }), fc.double(), fc.string({ maxLength: 4 })),
          variationId: idLike,
          attributes: fc.oneof(fc.dictionary(fc.constantFrom("colour", "size", "x", ""), fc.constantFrom("red", "blue", "l", "", "zz")), fc.anything()),
          quantities: fc.oneof(
            fc.dictionary(
              fc.oneof(fc.constantFrom(...known.map(String)), fc.string({ maxLength: 6 })),
              fc.oneof(fc.integer({ min: -1, max: 20 }), fc.anything()),
            ),
            fc.anything(),
          ),
        },
        { requiredKeys: [] },
      );
      await fc.assert(
        fc.asyncProperty(fc.oneof(structured, fc.jsonValue()), async (payload) => {
          const response = await add(v, payload);
          expect(response.statusCode, response.body).toBeLessThan(500);
          if (response.statusCode !== 200) expect(response.json()).toMatchObject({ error: { code: expect.any(String) } });
        }),
        { numRuns: 150 },
      );
    });
  });

  describe("line changes: PATCH, DELETE, restore, clear-removed", () => {
    function call(v: Visitor | null, method: "PATCH" | "DELETE" | "POST", url: string, payload?: unknown, headers: Record<string, string> = {}) {
      return app.inject({
        method,
        url,
        headers: {
          ...(payload === undefined ? {} : { "content-type": "application/json" }),
          ...(v ? { cookie: v.cookie, [NONCE_HEADER]: v.nonce } : {}),
          ...headers,
        },
        ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
      });
    }
    async function cartWithLamp(v: Visitor, quantity = 1): Promise<Cart> {
      const response = await add(v, { productId: id("red-lamp"), quantity });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<Cart>();
    }
    const cookies = (response: LightMyRequestResponse) => ([] as string[]).concat(response.headers["set-cookie"] ?? []);

    it("S-7-8 S-4-74: PATCH /api/cart/items/:key {quantity} answers the cart and writes the items-in-cart and hash cookies", async () => {
      const v = await visitor();
      const { items } = await cartWithLamp(v);
      const response = await call(v, "PATCH", `/api/cart/items/${items[0]!.key}`, { quantity: 4 });
      expect(response.statusCode, response.body).toBe(200);
      const cart = response.json<Cart>();
      expect(cart).toMatchObject({ count: 4, subtotal: 4000, totals: { subtotal: 4000, total: 4000 }, removed: [] });
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(cookies(response)).toEqual(["vitrine_items_in_cart=1; Path=/; SameSite=Lax", `vitrine_cart_hash=${cart.hash}; Path=/; SameSite=Lax`]);
      const emptied = await call(v, "PATCH", `/api/cart/items/${items[0]!.key}`, { quantity: 0 });
      expect(emptied.json<Cart>().count).toBe(0);
      expect(cookies(emptied).every((c) => c.includes("Max-Age=0"))).toBe(true);
    });

    it("P-4-180: adding sets the items-in-cart cookie too", async () => {
      const v = await visitor();
      const response = await add(v, { productId: id("red-lamp"), quantity: 1 });
      expect(cookies(response)[0]).toBe("vitrine_items_in_cart=1; Path=/; SameSite=Lax");
    });

    it("every change needs the nonce: 403 invalid_nonce", async () => {
      const v = await visitor();
      const key = (await cartWithLamp(v)).items[0]!.key;
      const bare = { cookie: v.cookie };
      expectError(await call(null, "PATCH", `/api/cart/items/${key}`, { quantity: 2 }, bare), 403, "invalid_nonce");
      expectError(await call(null, "DELETE", `/api/cart/items/${key}`, undefined, bare), 403, "invalid_nonce");
      expectError(await call(null, "POST", `/api/cart/items/${key}/restore`, { productId: id("red-lamp"), quantity: 1 }, bare), 403, "invalid_nonce");
      expectError(await call(null, "POST", "/api/cart/clear-removed", undefined, bare), 403, "invalid_nonce");
      expect((await app.inject({ method: "GET", url: "/api/cart", headers: bare })).json<Cart>().count).toBe(1);
    });

    it("bad bodies answer 400 with fields; unknown or malformed keys 404 line_not_found", async () => {
      const v = await visitor();
      const key = (await cartWithLamp(v)).items[0]!.key;
      const bad = await call(v, "PATCH", `/api/cart/items/${key}`, { quantity: -1 });
      expectError(bad, 400, "invalid_body");
      expect(bad.json()).toMatchObject({ error: { fields: { quantity: expect.any(String) } } });
      expectError(await call(v, "PATCH", `/api/cart/items/${key}`, { quantity: 1, price: 0 }), 400, "invalid_body");
      expectError(await call(v, "PATCH", `/api/cart/items/${"0".repeat(32)}`, { quantity: 1 }), 404, "line_not_found");
      expectError(await call(v, "PATCH", "/api/cart/items/..%2f..%2fetc", { quantity: 1 }), 404, "line_not_found");
      expectError(await call(v, "DELETE", `/api/cart/items/${"0".repeat(32)}`), 404, "line_not_found");
    });

    it("refusals of the add rules answer 400 with their code", async () => {
      await database.db
        .update(products)
        .set({ maxQuantity: 3 })
        .where(eq(products.id, id("apron")));
      try {
        const v = await visitor();
        const key = (await add(v, { productId: id("apron"), quantity: 1 })).json<Cart>().items[0]!.key;
        expectError(await call(v, "PATCH", `/api/cart/items/${key}`, { quantity: 4 }), 400, "above_max_quantity");
      } finally {
        await database.db
          .update(products)
          .set({ maxQuantity: null })
          .where(eq(products.id, id("apron")));
      }
    });

    it("DELETE answers the cart and the removed line; POST …/restore with that line undoes it", async () => {
      const v = await visitor();
      const before = await cartWithLamp(v, 2);
      const key = before.items[0]!.key;
      const removed = await call(v, "DELETE", `/api/cart/items/${key}`);
      expect(removed.statusCode, removed.body).toBe(200);
      const body = removed.json<
        Cart & {
          removedLine: { key: string; productId: number; variationId: number | null; attributes: Record<string, string>; quantity: number; name: string };
        }
      >();
      expect(body).toMatchObject({
        count: 0,
        items: [],
        removedLine: { key, productId: id("red-lamp"), variationId: null, attributes: {}, quantity: 2, name: "Red Lamp" },
      });
      const { productId, variationId, attributes, quantity } = body.removedLine;
      const restored = await call(v, "POST", `/api/cart/items/${key}/restore`, { productId, variationId, attributes, quantity });
      expect(restored.statusCode, restored.body).toBe(200);
      expect(restored.json<Cart>()).toEqual(before);
      expectError(await call(v, "POST", `/api/cart/items/${key}/restore`, { productId: id("blue-lamp"), quantity: 1 }), 400, "line_mismatch");
    });

    it("S-7-34 S-1-25: POST /api/cart/clear-removed answers 200 with the cart; GET /api/cart lists removed lines apart", async () => {
      const v = await visitor();
      await cartWithLamp(v);
      await add(v, { productId: id("kettle"), quantity: 1 });
      await database.db
        .update(products)
        .set({ status: "draft" })
        .where(eq(products.id, id("kettle")));
      try {
        const read = (await app.inject({ method: "GET", url: "/api/cart", headers: { cookie: v.cookie } })).json<Cart>();
        expect(read).toMatchObject({
          count: 1,
          totals: { subtotal: 1000, total: 1000 },
          removed: [{ name: "Kettle", notice: expect.stringContaining("“Kettle” has been removed") }],
        });
        const cleared = await call(v, "POST", "/api/cart/clear-removed");
        expect(cleared.statusCode, cleared.body).toBe(200);
        expect(cleared.json<Cart>()).toMatchObject({ count: 1, removed: [] });
      } finally {
        await database.db
          .update(products)
          .set({ status: "publish" })
          .where(eq(products.id, id("kettle")));
      }
      expect((await app.inject({ method: "GET", url: "/api/cart", headers: { cookie: v.cookie } })).json<Cart>().count).toBe(1);
    });

    it("random and hostile bodies and keys never answer 5xx", async () => {
      const v = await visitor();
      const key = (await cartWithLamp(v)).items[0]!.key;
      const keyArb = fc.oneof(
        fc.constant(key),
        fc.constant("0".repeat(32)),
        fc.string({ maxLength: 40 }).map(encodeURIComponent),
        fc.constantFrom("%00", "..%2F..", "%E0%A4%A", "a".repeat(2000), "%27%3B--", key.toUpperCase()),
      );
      const bodyArb = fc.oneof(
        fc.record(
          { quantity: fc.oneof(fc.integer({ min: -5, max: 20_000 }), fc.double(), fc.string({ maxLength: 4 }), fc.constant(null)) },
          { requiredKeys: [] },
        ),
        fc.record(
          {
            productId: fc.oneof(fc.constant(id("red-lamp")), fc.integer(), fc.string()),
            variationId: fc.oneof(fc.constant(null), fc.integer()),
            attributes: fc.anything(),
            quantity: fc.integer({ min: -1, max: 20 }),
          },
          { requiredKeys: [] },
        ),
        fc.jsonValue(),
      );
      await fc.assert(
        fc.asyncProperty(fc.constantFrom("PATCH", "DELETE", "RESTORE", "CLEAR") as fc.Arbitrary<string>, keyArb, bodyArb, async (kind, k, body) => {
          const response =
            kind === "PATCH"
              ? await call(v, "PATCH", `/api/cart/items/${k}`, body)
              : kind === "DELETE"
                ? await call(v, "DELETE", `/api/cart/items/${k}`)
                : kind === "RESTORE"
                  ? await call(v, "POST", `/api/cart/items/${k}/restore`, body)
                  : await call(v, "POST", "/api/cart/clear-removed", body);
          expect(response.statusCode, response.body).toBeLessThan(500);
          if (response.statusCode >= 400) expect(response.json()).toMatchObject({ error: { code: expect.any(String) } });
        }),
        { numRuns: 200 },
      );
      const raw = await app.inject({
        method: "PATCH",
        url: `/api/cart/items/${key}`,
        headers: { "content-type": "application/json", cookie: v.cookie, [NONCE_HEADER]: v.nonce },
        payload: "{",
      });
      expect(raw.statusCode).toBe(400);
    });
  });
});
