import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/connect.ts";
import { customerRoles, mailOutbox, orders } from "../db/schema/index.ts";
import { createServices, type Services } from "../services/index.ts";
import { type ApiVisitor, getAs, registerAccount, sendJson, signIn, startSession, TEST_PASSWORD } from "../testing/api-visitors.ts";
import { seedCatalogueFixture } from "../testing/catalogue-fixture.ts";
import { oneRouteBuild } from "../testing/one-route-build.ts";
import { createTestDatabase, testDatabaseKind } from "../testing/test-database.ts";
import { buildServer } from "./server.ts";

let database: Database;
let services: Services;
let app: FastifyInstance;
let ids: Map<string, number>;
let admin: ApiVisitor;
let manager: ApiVisitor;
let editor: ApiVisitor;
let shopper: ApiVisitor;

const idOf = async (email: string) => (await services.people.customers.list({ q: email, sort: "created", dir: "desc", page: 1 })).customers[0]!.id;

beforeAll(async () => {
  database = await createTestDatabase();
  ids = await seedCatalogueFixture(database.db);
  services = createServices(database.db, { mediaDir: "/nonexistent", mailTransport: null });
  await registerAccount(services, database.db, "boss@example.com", "admin");
  await registerAccount(services, database.db, "writer@example.com", "editor");
  await registerAccount(services, database.db, "manager@example.com");
  await database.db.insert(customerRoles).values({ customerId: await idOf("manager@example.com"), role: "shop_manager" });
  await registerAccount(services, database.db, "shopper@example.com");
  const build = oneRouteBuild(() => new Response("unused", { status: 500 }));
  app = await buildServer({ services, app: { build, clientDir: "/nonexistent" } });
  await app.ready();
  admin = await signIn(app, "boss@example.com");
  manager = await signIn(app, "manager@example.com");
  editor = await signIn(app, "writer@example.com");
  shopper = await signIn(app, "shopper@example.com");
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function placeOrder(customerId: number, email: string) {
  const { session } = await services.sessions.create();
  await services.cart.addItems(session.id, { productId: ids.get("red-lamp")!, quantity: 1 });
  const billing = {
    firstName: "Ada",
    lastName: "Byrne",
    country: "IE",
    address1: "1 Main Street",
    city: "Dublin",
    postcode: "D02 X285",
    phone: "+353 1 234 5678",
  };
  return (
    await services.checkout.placeOrder(
      { id: session.id, customerId },
      { email, billing, shipToDifferentAddress: false, shippingMethod: "flat", paymentMethod: "bacs" },
      `api-${session.id}`,
    )
  ).order;
}

describe(`/api/admin/customers and /api/admin/staff on ${testDatabaseKind}`, () => {
  it("lists, reads, sets roles and sends a reset mail for a shop manager; refuses an editor, a customer and a missing nonce", async () => {
    const id = await idOf("shopper@example.com");
    const list = await getAs(app, manager, "/api/admin/customers?q=shopper&sort=email&dir=asc");
    expect(list.statusCode, list.body).toBe(200);
    expect(list.headers["cache-control"]).toBe("no-store");
    expect(list.json()).toMatchObject({ total: 1, customers: [{ id, email: "shopper@example.com", roles: ["customer"] }] });
    expect((await getAs(app, manager, `/api/admin/customers/${id}`)).json()).toMatchObject({
      customer: { id, email: "shopper@example.com", sessions: [{}, {}] },
    });
    expect((await getAs(app, manager, "/api/admin/customers/999999")).statusCode).toBe(404);
    expect((await getAs(app, manager, "/api/admin/customers/abc")).statusCode).toBe(404);

    const roles = await sendJson(app, manager, "PATCH", `/api/admin/customers/${id}/roles`, { roles: ["customer", "affiliate"] });
    expect(roles.json()).toEqual({ roles: ["affiliate", "customer"] });
    expect((await sendJson(app, manager, "PATCH", `/api/admin/customers/${id}/roles`, { roles: ["admin"] })).statusCode).toBe(400);
    expect((await sendJson(app, manager, "PATCH", `/api/admin/customers/${id}/roles`, { roles: [] }, "")).json()).toMatchObject({
      error: { code: "invalid_nonce" },
    });

    const reset = await sendJson(app, manager, "POST", `/api/admin/customers/${id}/password-reset`, {});
    expect(reset.statusCode).toBe(202);
    expect((await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, "shopper@example.com"))).map((m) => m.kind)).toEqual(["password_reset"]);

    for (const visitor of [editor, shopper]) {
      expect((await getAs(app, visitor, "/api/admin/customers")).statusCode).toBe(403);
      expect((await sendJson(app, visitor, "POST", `/api/admin/customers/${id}/password-reset`, {})).statusCode).toBe(403);
    }
    expect((await getAs(app, null, "/api/admin/customers")).statusCode).toBe(401);
    // A shop manager may not sign an administrator out, nor change a staff account's roles.
    const boss = await idOf("boss@example.com");
    expect((await sendJson(app, manager, "POST", `/api/admin/customers/${boss}/sessions/end-all`, {})).json()).toMatchObject({
      error: { code: "staff_account" },
    });
    expect((await sendJson(app, manager, "PATCH", `/api/admin/customers/${boss}/roles`, { roles: ["customer"] })).statusCode).toBe(403);
  });

  it("exports and erases a customer, keeping their order anonymised", async () => {
    await registerAccount(services, database.db, "leaving@example.com");
    const id = await idOf("leaving@example.com");
    const order = await placeOrder(id, "leaving@example.com");
    const exported = await getAs(app, admin, `/api/admin/customers/${id}/export`);
    expect(exported.json()).toMatchObject({ format: "vitrine-customer-export", account: { email: "leaving@example.com" }, orders: [{ number: order.number }] });

    const wrong = await sendJson(app, admin, "POST", `/api/admin/customers/${id}/erase`, { confirmEmail: "someone@example.com", reason: "Asked" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: { code: "confirmation_mismatch", fields: { confirmEmail: expect.any(String) } } });
    const erased = await sendJson(app, admin, "POST", `/api/admin/customers/${id}/erase`, { confirmEmail: "leaving@example.com", reason: "Asked by letter" });
    expect(erased.json()).toEqual({ ordersAnonymised: 1, addressesDeleted: expect.any(Number), reviewsAnonymised: 0, sessionsEnded: 1 });
    const [kept] = await database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept).toMatchObject({ email: `anonymised-${id}@invalid`, total: order.total });
    const staffErase = await sendJson(app, admin, "POST", `/api/admin/customers/${await idOf("manager@example.com")}/erase`, {
      confirmEmail: "manager@example.com",
      reason: "Asked by phone",
    });
    expect(staffErase.json()).toMatchObject({ error: { code: "staff_account" } });
  });

  it("invites, re-roles, deactivates and reactivates staff; a shop manager may not", async () => {
    expect((await getAs(app, manager, "/api/admin/staff")).statusCode).toBe(403);
    expect((await sendJson(app, manager, "POST", "/api/admin/staff/invite", { email: "x@example.com", role: "editor" })).statusCode).toBe(403);

    const invited = await sendJson(app, admin, "POST", "/api/admin/staff/invite", { email: "New.Hire@Example.com", role: "editor", firstName: "New" });
    expect(invited.statusCode, invited.body).toBe(201);
    const { id } = invited.json<{ id: number; created: boolean }>();
    expect(invited.json()).toEqual({ id, created: true });
    expect((await sendJson(app, admin, "POST", "/api/admin/staff/invite", { email: "bad", role: "editor" })).json()).toMatchObject({
      error: { code: "invalid_body", fields: { email: expect.any(String) } },
    });
    const staff = (await getAs(app, admin, "/api/admin/staff")).json<{ staff: { id: number; role: string; hasPassword: boolean }[] }>().staff;
    expect(staff.find((m) => m.id === id)).toMatchObject({ role: "editor", hasPassword: false });

    expect((await sendJson(app, admin, "PATCH", `/api/admin/staff/${id}/role`, { role: "shop_manager" })).json()).toEqual({ id, role: "shop_manager" });
    const writer = await idOf("writer@example.com");
    expect((await sendJson(app, admin, "POST", `/api/admin/staff/${writer}/deactivate`, {})).json()).toEqual({ id: writer, sessionsEnded: 2 });
    expect((await getAs(app, editor, "/api/admin/staff")).statusCode).toBe(401);
    const refused = await sendJson(app, await startSession(app), "POST", "/api/auth/login", { email: "writer@example.com", password: TEST_PASSWORD });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { code: "account_deactivated", message: expect.stringContaining("deactivated") } });
    expect((await sendJson(app, admin, "POST", `/api/admin/staff/${writer}/reactivate`, {})).statusCode).toBe(200);

    const boss = await idOf("boss@example.com");
    expect((await sendJson(app, admin, "POST", `/api/admin/staff/${boss}/deactivate`, {})).json()).toMatchObject({ error: { code: "cannot_change_self" } });
    expect((await sendJson(app, admin, "PATCH", `/api/admin/staff/${boss}/role`, { role: "editor" })).statusCode).toBe(403);
    expect((await sendJson(app, admin, "PATCH", "/api/admin/staff/999999/role", { role: "editor" })).statusCode).toBe(404);
  });

  it("publishes its schemas in the OpenAPI document", async () => {
    const doc = (await app.inject({ method: "GET", url: "/api/openapi.json" })).json<{ paths: Record<string, unknown> }>();
    for (const path of ["/api/admin/customers", "/api/admin/customers/{id}/erase", "/api/admin/staff/invite", "/api/admin/staff/{id}/role"])
      expect(doc.paths).toHaveProperty([path]);
  });
});
