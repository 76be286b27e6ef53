/**
 * A production start (no DEMO) on an empty database, through the real services: no accounts, products
 * or orders, the production payment settings (no test card at checkout), and the setup page, called as
 * React Router calls it, making the first administrator once (signed in, sent to the admin) and 404 after.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/connect.ts";
import { prepareShop } from "../../server/db/seed/index.ts";
import { customerRoles, customers, orders, products } from "../../server/db/schema/index.ts";
import { createServices, type Services } from "../../server/services/index.ts";
import { SESSION_COOKIE } from "../../server/services/sessions/cookie.ts";
import { jarCookies, routeArgs } from "../../server/testing/route-args.ts";
import { createTestDatabase, testDatabaseKind } from "../../server/testing/test-database.ts";
import * as setupRoute from "./setup.tsx";

let database: Database;
let services: Services;

beforeAll(async () => {
  database = await createTestDatabase();
  await prepareShop(database.db, { demo: false });
  services = createServices(database.db, { mediaDir: "/nonexistent", mailTransport: null });
});
afterAll(async () => database?.close());

let last: ReturnType<typeof routeArgs> | undefined;
const args = (request: Request, clientAddress = "198.51.100.60") => (last = routeArgs(request, services, { clientAddress })) as never;

function post(fields: Record<string, string>, origin = "http://shop.test"): Request {
  return new Request("http://shop.test/setup", {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { host: "shop.test", origin, accept: "text/html" },
  });
}
const get = () => new Request("http://shop.test/setup", { headers: { host: "shop.test" } });

async function statusOf(call: () => Promise<unknown>): Promise<number> {
  try {
    const answer = await call();
    return (answer as { init?: { status?: number } } | Response) instanceof Response
      ? (answer as Response).status
      : ((answer as { init?: { status?: number } }).init?.status ?? 200);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    return (thrown as { init?: { status?: number } }).init?.status ?? 500;
  }
}

describe(`a start without DEMO on an empty database (${testDatabaseKind})`, () => {
  it("makes no accounts, products or orders, and asks for the first administrator", async () => {
    expect(await database.db.$count(customers)).toBe(0);
    expect(await database.db.$count(products)).toBe(0);
    expect(await database.db.$count(orders)).toBe(0);
    expect(await services.accounts.needsFirstAdministrator()).toBe(true);
  });

  it("offers no test card at checkout and no demo bank account", async () => {
    const { payment } = await services.settings.pricing();
    expect(payment.card.testPayments).toBe(false);
    expect(payment.bacs.enabled).toBe(false);
    expect(payment.bacs.iban).toBe("");
  });

  it("refuses the card's payment while test payments are off", async () => {
    await expect(
      services.payments.pay(1, { card: { number: "4242424242424242", expiry: "12/40", cvc: "123" } as never, idempotencyKey: "k", returnUrl: "/" }),
    ).rejects.toMatchObject({ code: "card_unavailable" });
  });
});

describe(`the setup page (${testDatabaseKind})`, () => {
  it("refuses a cross-site post", async () => {
    expect(await statusOf(() => setupRoute.action(args(post({ name: "X", email: "x@shop.example", password: "long enough pw" }, "http://evil.example"))))).toBe(
      403,
    );
    expect(await services.accounts.needsFirstAdministrator()).toBe(true);
  });

  it("shows each bad field's problem beside it and makes nobody", async () => {
    const answer = (await setupRoute.action(args(post({ name: " ", email: "nope", password: "short" })))) as unknown as {
      data: { problem: { fields: Record<string, string> } };
      init: { status: number };
    };
    expect(answer.init.status).toBe(400);
    expect(Object.keys(answer.data.problem.fields).sort()).toEqual(["email", "name", "password"]);
    expect(await database.db.$count(customers)).toBe(0);
  });

  it("makes the first administrator once, signs them in and opens the admin; afterwards it is 404", async () => {
    expect(await statusOf(() => setupRoute.loader(args(get())))).toBe(200);
    const answer = (await setupRoute.action(args(post({ name: "Ada Owner", email: "Ada@Shop.example", password: "a long enough secret" })))) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/admin");
    expect(jarCookies(last!).some((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))).toBe(true);
    const admins = await database.db.select().from(customerRoles);
    expect(admins).toEqual([expect.objectContaining({ role: "admin" })]);

    expect(await statusOf(() => setupRoute.loader(args(get())))).toBe(404);
    expect(await statusOf(() => setupRoute.action(args(post({ name: "Eve", email: "eve@shop.example", password: "another long secret" }))))).toBe(404);
    expect(await database.db.$count(customers)).toBe(1);
  });
});
