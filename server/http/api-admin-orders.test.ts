import type { FastifyInstance } from "fastify";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/connect.ts";
import { mailOutbox, products } from "../db/schema/index.ts";
import { createServices, type Services } from "../services/index.ts";
import { type ApiVisitor, getAs, registerAccount, sendJson, signIn } from "../testing/api-visitors.ts";
import { seedCatalogueFixture } from "../testing/catalogue-fixture.ts";
import { oneRouteBuild } from "../testing/one-route-build.ts";
import { createTestDatabase, testDatabaseKind } from "../testing/test-database.ts";
import { createPageCache } from "./page-cache.ts";
import { buildServer } from "./server.ts";
import { NONCE_HEADER } from "./session.ts";

let database: Database;
let services: Services;
let app: FastifyInstance;
let ids: Map<string, number>;
let admin: ApiVisitor;
let shopper: ApiVisitor;

beforeAll(async () => {
  database = await createTestDatabase();
  ids = await seedCatalogueFixture(database.db);
  services = createServices(database.db, { mediaDir: "/nonexistent", mailTransport: null });
  await registerAccount(services, database.db, "boss@example.com", "admin");
  await registerAccount(services, database.db, "shopper@example.com");
  const build = oneRouteBuild(() => new Response("unused", { status: 500 }));
  app = await buildServer({ services, pageCache: createPageCache({ maxEntries: 10, maxBytes: 100_000 }), app: { build, clientDir: "/nonexistent" } });
  await app.ready();
  admin = await signIn(app, "boss@example.com");
  shopper = await signIn(app, "shopper@example.com");
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function placeOrder(email: string, items: [string, number][]) {
  const { session } = await services.sessions.create();
  for (const [slug, quantity] of items) await services.cart.addItems(session.id, { productId: ids.get(slug)!, quantity });
  const billing = { firstName: "Grace", lastName: "Hopper", country: "IE", address1: "2 Quay", city: "Cork", postcode: "T12 A1B2" };
  const placed = await services.checkout.placeOrder(
    { id: session.id, customerId: null },
    { email, billing, shipToDifferentAddress: false, shippingMethod: "flat", paymentMethod: "bacs" },
    `api-${Math.random()}`,
  );
  return placed.order;
}
const post = (visitor: ApiVisitor | null, url: string, body: unknown) => sendJson(app, visitor, "POST", url, body, visitor?.nonce);

describe(`/api/admin/orders on ${testDatabaseKind}`, () => {
  it("lists and reads orders for an order manager, never cached, and refuses a guest and a customer", async () => {
    const order = await placeOrder("api.list@example.com", [["kettle", 1]]);
    const list = await getAs(app, admin, "/api/admin/orders?search=api.list%40example.com");
    expect(list.statusCode, list.body).toBe(200);
    expect(list.headers["cache-control"]).toBe("no-store");
    expect(list.json()).toMatchObject({ total: 1, orders: [{ id: order.id, email: "api.list@example.com", status: order.status }] });
    const one = await getAs(app, admin, `/api/admin/orders/${order.id}`);
    expect(one.json().order).toMatchObject({ id: order.id, refundedTotal: 0, lines: [{ name: expect.any(String), quantity: 1 }] });
    expect((await getAs(app, admin, "/api/admin/orders/999999")).statusCode).toBe(404);
    expect((await getAs(app, admin, "/api/admin/orders?status=shipped")).statusCode).toBe(400);
    expect((await getAs(app, null, "/api/admin/orders")).statusCode).toBe(401);
    expect((await getAs(app, shopper, "/api/admin/orders")).statusCode).toBe(403);
    expect((await post(shopper, `/api/admin/orders/${order.id}/notes`, { body: "hi" })).statusCode).toBe(403);
  });

  it("refunds a line in part with restock, and refuses an over-refund and a missing reason", async () => {
    await database.db
      .update(products)
      .set({ manageStock: true, stockQuantity: 5, stockStatus: "instock" })
      .where(eq(products.id, ids.get("red-lamp")!));
    const order = await placeOrder("api.refund@example.com", [["red-lamp", 2]]);
    const line = (await services.orders.get(order.id))!.lines[0]!;
    const refund = await post(admin, `/api/admin/orders/${order.id}/refunds`, { lines: [{ lineId: line.id, quantity: 1 }], restock: true, reason: "Dented" });
    expect(refund.statusCode, refund.body).toBe(201);
    const half = Math.round(line.total / 2);
    expect(refund.json()).toMatchObject({ refund: { amount: half }, order: { refundedTotal: half } });
    const [stock] = await database.db
      .select({ q: products.stockQuantity })
      .from(products)
      .where(eq(products.id, ids.get("red-lamp")!));
    expect(stock!.q).toBe(4);
    const over = await post(admin, `/api/admin/orders/${order.id}/refunds`, { extra: order.total, reason: "Too much" });
    expect(over.statusCode).toBe(400);
    expect(over.json().error.code).toBe("invalid_refund");
    expect((await post(admin, `/api/admin/orders/${order.id}/refunds`, { whole: true })).statusCode).toBe(400);
    const withoutNonce = await sendJson(app, admin, "POST", `/api/admin/orders/${order.id}/refunds`, { whole: true, reason: "x" }, "wrong");
    expect(withoutNonce.statusCode).toBe(403);
  });

  it("changes the status along allowed transitions only, and mails a note to the customer", async () => {
    const order = await placeOrder("api.status@example.com", [["kettle", 1]]);
    const done = await post(admin, `/api/admin/orders/${order.id}/status`, { status: "completed" });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().order.status).toBe("completed");
    const back = await post(admin, `/api/admin/orders/${order.id}/status`, { status: "processing" });
    expect(back.statusCode).toBe(400);
    expect(back.json().error.code).toBe("invalid_transition");
    const note = await post(admin, `/api/admin/orders/${order.id}/notes`, { body: "Thanks for your order!", toCustomer: true });
    expect(note.statusCode).toBe(201);
    const mails = await database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, "api.status@example.com"), eq(mailOutbox.kind, "order_note")));
    expect(mails).toHaveLength(1);
  });

  it("saves a phone order as a draft and creates it, taking stock only then", async () => {
    await database.db
      .update(products)
      .set({ manageStock: true, stockQuantity: 4, stockStatus: "instock" })
      .where(eq(products.id, ids.get("blue-lamp")!));
    const billing = { firstName: "Ring", lastName: "Back", country: "IE", address1: "9 Pier", city: "Sligo", postcode: "F91 K2V3" };
    const draft = await post(admin, "/api/admin/orders", {
      email: "phone@example.com",
      items: [{ productId: ids.get("blue-lamp")!, quantity: 2 }],
      billing,
      shippingMethod: "flat",
      paymentMethod: "bacs",
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const { order } = draft.json();
    expect(order).toMatchObject({ status: "draft", lines: [{ quantity: 2 }] });
    const stockNow = async () =>
      (
        await database.db
          .select({ q: products.stockQuantity })
          .from(products)
          .where(eq(products.id, ids.get("blue-lamp")!))
      )[0]!.q;
    expect(await stockNow()).toBe(4);
    expect(
      (await post(admin, "/api/admin/orders", { email: "phone@example.com", items: [], billing, shippingMethod: "flat", paymentMethod: "bacs" })).statusCode,
    ).toBe(400);
    const placed = await post(admin, `/api/admin/orders/${order.id}/place`, { version: order.version });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().order).toMatchObject({ status: "on-hold", total: order.total });
    expect(await stockNow()).toBe(2);
    expect((await post(admin, `/api/admin/orders/${order.id}/place`, {})).statusCode).toBe(404);
  });

  it("deletes a draft for an order manager (204, audited), never a placed order, and refuses a customer and a call without the nonce", async () => {
    const billing = { firstName: "Wrong", lastName: "Number", country: "IE", address1: "3 Mall", city: "Galway", postcode: "H91 E2K3" };
    const draft = await post(admin, "/api/admin/orders", {
      email: "wrong.number@example.com",
      items: [{ productId: ids.get("kettle")!, quantity: 1 }],
      billing,
      shippingMethod: "flat",
      paymentMethod: "bacs",
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const { order } = draft.json<{ order: { id: number; version: number } }>();
    const remove = (visitor: ApiVisitor | null, url: string, nonce = visitor?.nonce) =>
      app.inject({ method: "DELETE", url, headers: { ...(visitor ? { cookie: visitor.cookie } : {}), ...(nonce ? { [NONCE_HEADER]: nonce } : {}) } });

    expect((await remove(shopper, `/api/admin/orders/${order.id}`)).statusCode).toBe(403);
    expect((await remove(admin, `/api/admin/orders/${order.id}`, "")).statusCode).toBe(403);
    expect((await remove(admin, `/api/admin/orders/${order.id}?version=${order.version + 5}`)).json()).toMatchObject({ error: { code: "stale_version" } });
    const deleted = await remove(admin, `/api/admin/orders/${order.id}?version=${order.version}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await getAs(app, admin, `/api/admin/orders/${order.id}`)).statusCode).toBe(404);
    expect((await remove(admin, `/api/admin/orders/${order.id}`)).statusCode).toBe(404);
    const [entry] = await services.audit.list({ entity: "order", entityId: String(order.id) });
    expect(entry).toMatchObject({ action: "order.delete", actorEmail: "boss@example.com" });

    const placed = await placeOrder("kept@example.com", [["kettle", 1]]);
    const refused = await remove(admin, `/api/admin/orders/${placed.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { code: "not_a_draft" } });
    expect((await getAs(app, admin, `/api/admin/orders/${placed.id}`)).statusCode).toBe(200);
  });
});
