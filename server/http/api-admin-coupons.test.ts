import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customerRoles } from "../db/schema/index.ts";
import type { Database } from "../db/connect.ts";
import { createServices, type Services } from "../services/index.ts";
import { type ApiVisitor, getAs, registerAccount, sendJson, signIn, TEST_PASSWORD } from "../testing/api-visitors.ts";
import { insertDatedOrders, recordCouponUse } from "../testing/dated-orders.ts";
import { oneRouteBuild } from "../testing/one-route-build.ts";
import { createTestDatabase, testDatabaseKind } from "../testing/test-database.ts";
import { NONCE_HEADER } from "./session.ts";
import { createPageCache } from "./page-cache.ts";
import { buildServer } from "./server.ts";

let database: Database;
let services: Services;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createServices(database.db, { mediaDir: "/nonexistent", mailTransport: null });
  await registerAccount(services, database.db, "boss@example.com", "admin");
  await registerAccount(services, database.db, "editor@example.com", "editor");
  await registerAccount(services, database.db, "shopper@example.com");
  const manager = await services.accounts.register(null, { email: "manager@example.com", password: TEST_PASSWORD });
  await database.db.insert(customerRoles).values({ customerId: manager.customer.id, role: "shop_manager" });
  const build = oneRouteBuild(() => new Response("unused", { status: 500 }));
  app = await buildServer({ services, pageCache: createPageCache({ maxEntries: 10, maxBytes: 100_000 }), app: { build, clientDir: "/nonexistent" } });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const BODY = {
  code: "API-TEN",
  type: "percent",
  amount: 1000,
  expiresAt: null,
  usageLimit: 100,
  usageLimitPerCustomer: 1,
  minimumSpend: 2000,
  maximumSpend: null,
  productIds: [],
  excludedProductIds: [],
  categoryIds: [],
  excludedCategoryIds: [],
  individualUse: false,
  freeShipping: false,
  excludeSaleItems: false,
};

const del = (visitor: ApiVisitor | null, url: string, nonce = visitor?.nonce) =>
  app.inject({ method: "DELETE", url, headers: { ...(visitor ? { cookie: visitor.cookie } : {}), ...(nonce ? { [NONCE_HEADER]: nonce } : {}) } });

describe(`/api/admin/coupons on ${testDatabaseKind}`, () => {
  it("a shop manager creates, reads, lists, updates with the version and deletes a coupon", async () => {
    const manager = await signIn(app, "manager@example.com");
    const created = await sendJson(app, manager, "POST", "/api/admin/coupons", BODY);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.headers["cache-control"]).toBe("no-store");
    const coupon = created.json<{ coupon: { id: number; code: string; version: number; status: string } }>().coupon;
    expect(coupon).toMatchObject({ code: "api-ten", version: 1, status: "active" });

    expect((await getAs(app, manager, `/api/admin/coupons/${coupon.id}`)).json()).toMatchObject({
      coupon: { code: "api-ten", minimumSpend: 2000, allowedEmails: [] },
    });
    const list = await getAs(app, manager, "/api/admin/coupons?q=api-&status=active&sort=code");
    expect(list.json()).toMatchObject({ total: 1, page: 1, coupons: [{ code: "api-ten", usageLimit: 100 }] });

    const updated = await sendJson(app, manager, "PUT", `/api/admin/coupons/${coupon.id}`, {
      ...BODY,
      amount: 1250,
      allowedEmails: [" *@Vitrine.test"],
      version: 1,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ coupon: { amount: 1250, allowedEmails: ["*@vitrine.test"], version: 2 } });
    const stale = await sendJson(app, manager, "PUT", `/api/admin/coupons/${coupon.id}`, { ...BODY, amount: 500, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: { code: "stale_version", message: expect.stringContaining("manager@example.com") } });

    // A version past PostgreSQL's integer range is no version: refused 400 with the field named, never a 500.
    const huge = await sendJson(app, manager, "PUT", `/api/admin/coupons/${coupon.id}`, { ...BODY, version: 2_147_483_648 });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().error.fields).toHaveProperty("version");
    expect((await sendJson(app, manager, "POST", `/api/admin/coupons/${coupon.id}/disable`, { version: 99_999_999_999 })).statusCode).toBe(400);
    expect((await del(manager, `/api/admin/coupons/${coupon.id}?version=2147483648`)).statusCode).toBe(400);
    expect((await del(manager, `/api/admin/coupons/${coupon.id}?version=1`)).statusCode).toBe(409);
    expect((await del(manager, `/api/admin/coupons/${coupon.id}?version=2`)).statusCode).toBe(204);
    expect((await getAs(app, manager, `/api/admin/coupons/${coupon.id}`)).statusCode).toBe(404);
  });

  it("refuses a taken code whatever its case, bad amounts and unknown fields, beside the fields", async () => {
    const admin = await signIn(app, "boss@example.com");
    expect((await sendJson(app, admin, "POST", "/api/admin/coupons", { ...BODY, code: "taken" })).statusCode).toBe(201);
    const taken = await sendJson(app, admin, "POST", "/api/admin/coupons", { ...BODY, code: "TAKEN" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: { code: "coupon_code_taken", fields: { code: expect.any(String) } } });
    const cases: [Record<string, unknown>, number, string][] = [
      [{ amount: 10_001 }, 400, "amount"],
      [{ minimumSpend: 5000, maximumSpend: 100 }, 400, "maximumSpend"],
      [{ type: "bogo" }, 400, "type"],
      [{ code: "x".repeat(51) }, 400, "code"],
      [{ productIds: Array.from({ length: 201 }, (_, i) => i + 1) }, 400, "productIds"],
      [{ allowedEmails: ["*@vitrine.test", "anna"] }, 400, "allowedEmails.1"],
    ];
    for (const [change, status, field] of cases) {
      const response = await sendJson(app, admin, "POST", "/api/admin/coupons", { ...BODY, code: "bad-one", ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(status);
      expect(Object.keys(response.json<{ error: { fields: Record<string, string> } }>().error.fields)).toContain(field);
    }
    expect((await sendJson(app, admin, "POST", "/api/admin/coupons", { ...BODY, code: "extra", usageCount: 0 })).statusCode).toBe(400);
  });

  it("lists the orders that used a coupon", async () => {
    const admin = await signIn(app, "boss@example.com");
    const { coupon } = (await sendJson(app, admin, "POST", "/api/admin/coupons", { ...BODY, code: "used-by-api" })).json<{ coupon: { id: number } }>();
    const [orderId] = await insertDatedOrders(database.db, [
      { number: "API-77", status: "completed", total: 3000, placedAt: new Date("2026-11-20T09:00:00Z") },
    ]);
    await recordCouponUse(database.db, coupon.id, orderId!, "api-77@example.com", 300);
    const usage = await getAs(app, admin, `/api/admin/coupons/${coupon.id}/usage`);
    expect(usage.json()).toMatchObject({ total: 1, uses: [{ orderId, number: "API-77", discount: 300 }] });
    expect((await getAs(app, admin, "/api/admin/coupons/999999/usage")).statusCode).toBe(404);
    expect((await del(admin, `/api/admin/coupons/${coupon.id}?version=1`)).json()).toMatchObject({ error: { code: "coupon_used" } });
    const disabled = await sendJson(app, admin, "POST", `/api/admin/coupons/${coupon.id}/disable`, { version: 1 });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json()).toMatchObject({ coupon: { status: "expired", version: 2 } });
    expect((await getAs(app, admin, "/api/admin/coupons/abc")).statusCode).toBe(404);
  });

  it("refuses a guest, a customer and an editor, and a change without the nonce", async () => {
    expect((await getAs(app, null, "/api/admin/coupons")).statusCode).toBe(401);
    for (const email of ["shopper@example.com", "editor@example.com"]) {
      const visitor = await signIn(app, email);
      expect((await getAs(app, visitor, "/api/admin/coupons")).statusCode).toBe(403);
      expect((await getAs(app, visitor, "/api/admin/dashboard")).statusCode).toBe(403);
      expect((await sendJson(app, visitor, "POST", "/api/admin/coupons", { ...BODY, code: "sneaky" })).statusCode).toBe(403);
    }
    const admin = await signIn(app, "boss@example.com");
    expect((await sendJson(app, admin, "POST", "/api/admin/coupons", { ...BODY, code: "no-nonce" }, "")).json()).toMatchObject({
      error: { code: "invalid_nonce" },
    });
    expect((await services.coupons.list({ q: "sneaky" })).total + (await services.coupons.list({ q: "no-nonce" })).total).toBe(0);
  });
});

describe(`/api/admin/dashboard on ${testDatabaseKind}`, () => {
  it("answers the dashboard's figures to staff", async () => {
    const manager = await signIn(app, "manager@example.com");
    const response = await getAs(app, manager, "/api/admin/dashboard");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const body = response.json<{ today: unknown; month: unknown; chart: unknown[]; lowStock: unknown[]; waiting: unknown[] }>();
    expect(body.chart).toHaveLength(30);
    expect(body).toMatchObject({ today: { current: { orders: expect.any(Number) } }, month: { change: expect.any(Object) } });
  });
});
