/**
 * The order-received page (`/checkout/order-received/:id?key=`), called as React Router calls its loader,
 * through the real services on a fresh database: who sees an account's order once the session that placed
 * it is gone.
 */
import { describe, expect, it } from "vitest";
import { customerRoles } from "../../server/db/schema/index.ts";
import { SESSION_COOKIE } from "../../server/services/sessions/cookie.ts";
import { routeArgs } from "../../server/testing/route-args.ts";
import { withShopServices } from "../../server/testing/shop-services.ts";
import { testDatabaseKind } from "../../server/testing/test-database.ts";
import * as receivedRoute from "./order-received.tsx";

const shop = withShopServices();
let n = 0;

async function register(): Promise<{ id: number; email: string; password: string; cookie: string }> {
  const email = `received-${++n}-${Date.now()}@example.com`;
  const password = "a long enough secret";
  const { customer, token } = await shop.services.accounts.register(null, { email, password, firstName: "Rita", lastName: "Received" });
  return { id: customer.id, email, password, cookie: `${SESSION_COOKIE}=${token}` };
}

/** Places an order in the session of `cookie` (a guest's when it is a fresh session). */
async function placeIn(cookie: string) {
  const session = (await shop.services.sessions.find(cookie.split("=")[1]!))!;
  await shop.services.cart.addItems(session.id, { productId: shop.ids.get("red-lamp")!, quantity: 1 });
  const billing = { firstName: "Rita", lastName: "Received", country: "IE", address1: "1 Main Street", city: "Dublin", postcode: "D02 X285" };
  const { order } = await shop.services.checkout.placeOrder(
    session,
    { email: "rita@example.com", billing, shipToDifferentAddress: false, shippingMethod: "flat", paymentMethod: "cod" },
    `received-${session.id}`,
  );
  return order;
}

async function guestCookie(): Promise<string> {
  const { token } = await shop.services.sessions.create();
  return `${SESSION_COOKIE}=${token}`;
}

async function open(order: { id: number; key: string }, cookie = "", key = order.key) {
  const path = `/checkout/order-received/${order.id}?key=${encodeURIComponent(key)}`;
  const request = new Request(`http://shop.test${path}`, { headers: { cookie, host: "shop.test" } });
  try {
    return {
      status: 200,
      value: (await receivedRoute.loader(routeArgs(request, shop.services, { params: { id: String(order.id) } }) as never)) as Record<string, unknown>,
    };
  } catch (thrown) {
    return { status: thrown instanceof Response ? thrown.status : ((thrown as { init?: { status?: number } }).init?.status ?? 500), value: null };
  }
}

describe(`the order-received page on ${testDatabaseKind}`, () => {
  it("shows a guest's order to whoever holds its key, in any browser, and marks it a guest's", async () => {
    const order = await placeIn(await guestCookie());
    expect(order.customerId).toBeNull();
    const elsewhere = await open(order);
    expect(elsewhere.value).toMatchObject({ access: "show", guest: true, order: { number: order.number } });
  });

  it("shows an account's order in the session that placed it, and to its customer after logging in again", async () => {
    const customer = await register();
    const order = await placeIn(customer.cookie);
    expect(order.customerId).toBe(customer.id);
    expect((await open(order, customer.cookie)).value).toMatchObject({ access: "show", guest: false });
    const again = await shop.services.accounts.login(null, { email: customer.email, password: customer.password }, { address: "127.0.0.1" });
    expect((await open(order, `${SESSION_COOKIE}=${again.token}`)).value).toMatchObject({ access: "show" });
  });

  it("asks for a log-in, with nothing of the order, once the placing session is gone or in another browser", async () => {
    const customer = await register();
    const order = await placeIn(customer.cookie);
    for (const cookie of ["", await guestCookie(), (await register()).cookie]) {
      const { value } = await open(order, cookie);
      expect(value).toEqual({
        access: "log-in",
        loginUrl: `/account/login?next=${encodeURIComponent(`/checkout/order-received/${order.id}?key=${order.key}`)}`,
      });
    }
  });

  it("shows an account's order to a shop manager, not to an editor", async () => {
    const order = await placeIn((await register()).cookie);
    const manager = await register();
    await shop.database.db.insert(customerRoles).values({ customerId: manager.id, role: "shop_manager" });
    expect((await open(order, manager.cookie)).value).toMatchObject({ access: "show" });
    const editor = await register();
    await shop.database.db.insert(customerRoles).values({ customerId: editor.id, role: "editor" });
    expect((await open(order, editor.cookie)).value).toMatchObject({ access: "log-in" });
  });

  it("hands the page the billing address with the order's e-mail and the shipping address", async () => {
    const order = await placeIn(await guestCookie());
    const { value } = await open(order);
    expect(value).toMatchObject({
      order: {
        email: "rita@example.com",
        billingAddress: { firstName: "Rita", address1: "1 Main Street", city: "Dublin", postcode: "D02 X285", country: "IE" },
        shippingAddress: { firstName: "Rita", address1: "1 Main Street", city: "Dublin" },
      },
    });
  });

  it("answers 404 for a wrong key, whoever asks", async () => {
    const customer = await register();
    const order = await placeIn(customer.cookie);
    expect((await open(order, customer.cookie, "not-the-key")).status).toBe(404);
  });
});
