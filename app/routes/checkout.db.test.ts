/**
 * The checkout page's post without JavaScript (`POST /checkout`), called as React Router calls it, through
 * the real services on a fresh database. The form is read through the API's place-order and login schemas,
 * so what the API refuses never reaches the services from the page either.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loginAttempts, orders } from "../../server/db/schema/index.ts";
import { SESSION_COOKIE } from "../../server/services/sessions/cookie.ts";
import { routeArgs } from "../../server/testing/route-args.ts";
import { withShopServices } from "../../server/testing/shop-services.ts";
import { testDatabaseKind } from "../../server/testing/test-database.ts";
import * as checkoutRoute from "./checkout.tsx";

const shop = withShopServices();
let counter = 0;

/** A guest with red-lamp in the cart; `cookie` is their Cookie header, `email` one no order has used. */
async function shopper(): Promise<{ cookie: string; email: string }> {
  const { token, session } = await shop.services.sessions.create();
  await shop.services.cart.addItems(session.id, { productId: shop.ids.get("red-lamp")!, quantity: 1 });
  return { cookie: `${SESSION_COOKIE}=${token}`, email: `checkout-${++counter}@vitrine.test` };
}

const args = (request: Request) => routeArgs(request, shop.services) as never;

/** A document post, as a browser without JavaScript sends it. */
const post = (fields: Record<string, string>, cookie: string) =>
  new Request("http://shop.test/checkout", {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { cookie, host: "shop.test", origin: "http://shop.test", accept: "text/html" },
  });

const orderFields = (email: string): Record<string, string> => ({
  idempotency_key: `page-${email}`,
  billing_firstName: "Ada",
  billing_lastName: "Byrne",
  billing_country: "IE",
  billing_address1: "1 Main Street",
  billing_city: "Dublin",
  billing_postcode: "D02 X285",
  billing_email: email,
  shipping_method: "flat",
  payment_method: "bacs",
});

type Refusal = { problem: { code: string; message: string; fields: Record<string, string> }; idempotencyKey: string; values: Record<string, string> };

/** A refusal's status and value (`data(…)`), or the redirect's status and location. */
function answer(result: unknown): { status: number; location: string | null; value: Refusal | null } {
  if (result instanceof Response) return { status: result.status, location: result.headers.get("location"), value: null };
  const { data: value, init } = result as { data: Refusal; init?: ResponseInit | null };
  return { status: init?.status ?? 200, location: null, value };
}

const ordersOf = (email: string) => shop.database.db.select({ note: orders.customerNote }).from(orders).where(eq(orders.email, email));

describe(`the checkout page's post on ${testDatabaseKind}`, () => {
  it("places the order without JavaScript: 303 to the order-received page, the note kept", async () => {
    const { cookie, email } = await shopper();
    const placed = answer(await checkoutRoute.action(args(post({ ...orderFields(email), order_comments: " Ring twice. " }, cookie))));
    expect(placed.status).toBe(303);
    expect(placed.location).toMatch(/^\/checkout\/order-received\/\d+\?key=/);
    expect(await ordersOf(email)).toEqual([{ note: "Ring twice." }]);
  });

  it("refuses a note past the API's bound beside the notes field, keeps what was typed, and places nothing", async () => {
    const { cookie, email } = await shopper();
    const refused = answer(await checkoutRoute.action(args(post({ ...orderFields(email), order_comments: "n".repeat(2001) }, cookie))));
    expect(refused.status).toBe(400);
    expect(refused.value?.problem).toEqual({
      code: "invalid_checkout",
      message: "Please check the highlighted fields.",
      fields: { note: "Order notes may have at most 2000 characters." },
    });
    expect(refused.value?.values).toMatchObject({ billing_email: email, billing_city: "Dublin" });
    expect(await ordersOf(email)).toEqual([]);
  });

  it("asks again for a post without an idempotency key, with a fresh key that then places the order once", async () => {
    const { cookie, email } = await shopper();
    const { idempotency_key: _key, ...withoutKey } = orderFields(email);
    const refused = answer(await checkoutRoute.action(args(post(withoutKey, cookie))));
    expect(refused.status).toBe(400);
    expect(refused.value?.problem.code).toBe("invalid_idempotency_key");
    expect(await ordersOf(email)).toEqual([]);
    const again = { ...withoutKey, idempotency_key: refused.value!.idempotencyKey };
    expect(answer(await checkoutRoute.action(args(post(again, cookie)))).status).toBe(303);
    expect(answer(await checkoutRoute.action(args(post(again, cookie)))).status).toBe(303);
    expect(await ordersOf(email)).toHaveLength(1);
  });

  it("refuses an empty login password before the login service, so it counts as no failed login", async () => {
    const { cookie, email } = await shopper();
    const refused = answer(await checkoutRoute.action(args(post({ intent: "login", billing_email: email, login_password: "" }, cookie))));
    expect(refused.status).toBe(400);
    expect(refused.value?.problem).toEqual({ code: "invalid_login", message: "Please enter your password.", fields: {} });
    expect(await shop.database.db.select().from(loginAttempts).where(eq(loginAttempts.email, email))).toEqual([]);
  });
});
