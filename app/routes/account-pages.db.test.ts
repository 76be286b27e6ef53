/**
 * The My Account order and address pages (`/account/orders`, `/account/orders/:id`, `/account/addresses`,
 * `/account/addresses/:kind`) and the checkout's saved-address prefill, called as React Router calls their
 * loaders and actions, through the real services on a fresh database.
 */

import { describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../server/services/sessions/cookie.ts";
import { jarCookies, routeArgs } from "../../server/testing/route-args.ts";
import { withShopServices } from "../../server/testing/shop-services.ts";
import { testDatabaseKind } from "../../server/testing/test-database.ts";
import * as editRoute from "./account-address-edit.tsx";
import * as addressesRoute from "./account-addresses.tsx";
import * as orderRoute from "./account-order.tsx";
import * as ordersRoute from "./account-orders.tsx";
import * as checkoutRoute from "./checkout.tsx";

const shop = withShopServices();

let n = 0;
/** A registered, signed-in customer: their id and Cookie header. */
async function signedIn(): Promise<{ id: number; cookie: string }> {
  const { customer, token } = await shop.services.accounts.register(null, {
    email: `page-${++n}-${Date.now()}@example.com`,
    password: "a long enough secret",
    firstName: "Page",
    lastName: "Tester",
  });
  return { id: customer.id, cookie: `${SESSION_COOKIE}=${token}` };
}

async function orderFor(customer: { cookie: string }) {
  const session = (await shop.services.sessions.find(customer.cookie.split("=")[1]!))!;
  await shop.services.cart.addItems(session.id, { productId: shop.ids.get("red-lamp")!, quantity: 2 });
  const billing = { firstName: "Ada", lastName: "Byrne", country: "IE", address1: "1 Main Street", city: "Dublin", postcode: "D02 X285" };
  const { order } = await shop.services.checkout.placeOrder(
    session,
    { email: "ada@example.com", billing, shipToDifferentAddress: false, shippingMethod: "flat", paymentMethod: "cod" },
    `k-${session.id}`,
  );
  return order;
}

// The cookies a route function sets go into its request's jar: `settle` reads those of the last call.
let last: ReturnType<typeof routeArgs> | undefined;
const args = (request: Request, params: Record<string, string> = {}) => (last = routeArgs(request, shop.services, { params })) as never;
const jar = () => (last ? jarCookies(last) : []);
const get = (path: string, cookie: string) => new Request(`http://shop.test${path}`, { headers: { cookie, host: "shop.test" } });
const post = (path: string, fields: Record<string, string>, cookie: string, headers: Record<string, string> = {}) =>
  new Request(`http://shop.test${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { cookie, host: "shop.test", origin: "http://shop.test", ...headers },
  });

/** A route function's answer: a Response (redirect or thrown data) or `data(…)`. */
async function settle(run: () => unknown): Promise<{ status: number; location: string | null; setCookies: string[]; value: unknown }> {
  let result: unknown;
  try {
    result = await run();
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response)
    return { status: result.status, location: result.headers.get("location"), setCookies: [...result.headers.getSetCookie(), ...jar()], value: null };
  if (result && typeof result === "object" && "type" in result && (result as { type: unknown }).type === "DataWithResponseInit") {
    const { data: value, init } = result as unknown as { data: unknown; init?: ResponseInit | null };
    return { status: init?.status ?? 200, location: null, setCookies: [...new Headers(init?.headers).getSetCookie(), ...jar()], value };
  }
  return { status: 200, location: null, setCookies: jar(), value: result };
}

const address = {
  billing_firstName: "Aoife",
  billing_lastName: "Byrne",
  billing_country: "IE",
  billing_address1: "2 Quay Street",
  billing_city: "Galway",
  billing_postcode: "H91 X2K3",
  billing_phone: "+353 91 123 456",
};

describe(`My Account order and address pages on ${testDatabaseKind}`, () => {
  it("a guest is sent to the login page, brought back afterwards", async () => {
    const answer = await settle(() => ordersRoute.loader(args(get("/account/orders?page=2", ""))));
    expect(answer).toMatchObject({ status: 302, location: "/account/login?next=%2Faccount%2Forders%3Fpage%3D2" });
  });

  it("lists the customer's orders, and opens their own order; another customer's, a missing or a malformed id answer 404", async () => {
    const me = await signedIn();
    const other = await signedIn();
    const empty = await settle(() => ordersRoute.loader(args(get("/account/orders", me.cookie))));
    expect(empty.value).toMatchObject({ orders: [], total: 0, pageCount: 1 });
    const mine = await orderFor(me);
    const theirs = await orderFor(other);
    const list = await settle(() => ordersRoute.loader(args(get("/account/orders", me.cookie))));
    expect(list.value).toMatchObject({ total: 1, orders: [{ id: mine.id, number: mine.number, status: "processing", itemCount: 2, total: mine.total }] });
    const detail = await settle(() => orderRoute.loader(args(get(`/account/orders/${mine.id}`, me.cookie), { id: String(mine.id) })));
    expect(detail.value).toMatchObject({
      order: { number: mine.number, status: "processing", history: [{ to: "processing" }] },
    });
    const rows = (detail.value as { order: { totals: { rows: { kind: string; amount: number }[] } } }).order.totals.rows;
    expect(rows.find((row) => row.kind === "subtotal")?.amount).toBe(2000);
    expect(rows.find((row) => row.kind === "total")?.amount).toBe(mine.total);
    for (const id of [String(theirs.id), "999999", "abc", "1e2", `0${mine.id}`, "-1", "99999999999999"]) {
      const answer = await settle(() => orderRoute.loader(args(get(`/account/orders/${id}`, me.cookie), { id })));
      expect([id, answer.status, answer.value]).toEqual([id, 404, { reason: "order-not-found" }]);
    }
    const past = await settle(() => ordersRoute.loader(args(get("/account/orders?page=2", me.cookie))));
    expect(past.status).toBe(404);
    const junk = await settle(() => ordersRoute.loader(args(get("/account/orders?page=x", me.cookie))));
    expect(junk.status).toBe(404);
  });

  it("a refunded order shows the total it charged, then what was refunded and the net total", async () => {
    const me = await signedIn();
    const order = await orderFor(me);
    await shop.services.orders.refund({ id: me.id, email: "boss@example.com" }, order.id, {
      whole: false,
      lines: [],
      extra: 500,
      restock: false,
      reason: "Goodwill",
    });
    const detail = await settle(() => orderRoute.loader(args(get(`/account/orders/${order.id}`, me.cookie), { id: String(order.id) })));
    const rows = (detail.value as { order: { totals: { rows: { kind: string; label: string; amount: number }[] } } }).order.totals.rows;
    expect(rows.slice(-3).map((row) => [row.label, row.amount])).toEqual([
      ["Total", order.total],
      ["Refunded", -500],
      ["Net total", order.total - 500],
    ]);
  });

  it("answers private, no-store and noindex", () => {
    for (const route of [ordersRoute, orderRoute, addressesRoute, editRoute]) {
      expect(route.headers()).toEqual({ "cache-control": "private, no-store" });
    }
    expect(ordersRoute.meta()).toContainEqual({ name: "robots", content: "noindex" });
  });

  it("edits an address: refused input answers 400 with each field's problem and the typed values; a save answers 303 with a one-time notice", async () => {
    const me = await signedIn();
    const refused = await settle(() =>
      editRoute.action(args(post("/account/addresses/billing", { ...address, billing_postcode: "12", billing_firstName: "" }, me.cookie), { kind: "billing" })),
    );
    expect(refused.status).toBe(400);
    expect(refused.value).toMatchObject({
      message: "Please check the highlighted fields.",
      errors: { firstName: "Billing First name is a required field.", postcode: "Billing Postcode / ZIP is not a valid postcode / ZIP." },
      values: { billing_postcode: "12", billing_city: "Galway" },
    });
    const saved = await settle(() => editRoute.action(args(post("/account/addresses/billing", address, me.cookie), { kind: "billing" })));
    expect(saved).toMatchObject({ status: 303, location: "/account/addresses" });
    const notice = saved.setCookies.find((c) => c.startsWith("vitrine_account_notice="))!;
    // Signed: the browser cannot make up a notice of its own.
    expect(notice).toMatch(/^vitrine_account_notice=[\w-]+\.[\w-]+; Path=\/account; HttpOnly; SameSite=Lax; Max-Age=60$/);
    const withNotice = `${me.cookie}; ${notice.split(";")[0]}`;
    const page = await settle(() => addressesRoute.loader(args(get("/account/addresses", withNotice))));
    expect(page.value).toMatchObject({ notice: "Address changed successfully.", billing: { city: "Galway", phone: "+353 91 123 456" }, shipping: null });
    expect(page.setCookies[0]).toMatch(/^vitrine_account_notice=; .*Max-Age=0$/);
    const again = await settle(() => addressesRoute.loader(args(get("/account/addresses", me.cookie))));
    expect(again.value).toMatchObject({ notice: null });
    const form = await settle(() => editRoute.loader(args(get("/account/addresses/billing", me.cookie), { kind: "billing" })));
    expect(form.value).toMatchObject({ kind: "billing", values: { billing_city: "Galway", billing_postcode: "H91 X2K3" } });
  });

  it("an unknown address kind answers 404, a cross-site post 403", async () => {
    const me = await signedIn();
    expect((await settle(() => editRoute.loader(args(get("/account/addresses/home", me.cookie), { kind: "home" })))).status).toBe(404);
    expect((await settle(() => editRoute.action(args(post("/account/addresses/home", address, me.cookie), { kind: "home" })))).status).toBe(404);
    const crossSite = await settle(() =>
      editRoute.action(args(post("/account/addresses/billing", address, me.cookie, { origin: "https://evil.example" }), { kind: "billing" })),
    );
    expect(crossSite.status).toBe(403);
    expect(await shop.services.customers.addresses(me.id)).toEqual({ billing: null, shipping: null });
  });

  it("the checkout starts from the saved addresses, priced for the saved billing country; a refused post keeps what was typed", async () => {
    const me = await signedIn();
    await shop.services.customers.saveAddress(me.id, "billing", {
      firstName: "Jan",
      lastName: "Bakker",
      country: "NL",
      address1: "Damrak 1",
      city: "Amsterdam",
      postcode: "1012 LG",
    });
    await shop.services.customers.saveAddress(me.id, "shipping", {
      firstName: "Jan",
      lastName: "Bakker",
      country: "NL",
      address1: "Keizersgracht 2",
      city: "Amsterdam",
      postcode: "1015 CJ",
    });
    const session = (await shop.services.sessions.find(me.cookie.split("=")[1]!))!;
    await shop.services.cart.addItems(session.id, { productId: shop.ids.get("red-lamp")!, quantity: 1 });
    const page = (await settle(() => checkoutRoute.loader(args(get("/checkout", me.cookie))))).value as { country: string; prefill: Record<string, string> };
    expect(page.country).toBe("NL");
    expect(page.prefill).toMatchObject({
      billing_firstName: "Jan",
      billing_city: "Amsterdam",
      billing_country: "NL",
      shipping_address1: "Keizersgracht 2",
      ship_to_different_address: "1",
    });
    const refused = await settle(() =>
      checkoutRoute.action(args(post("/checkout", { billing_firstName: "Typed", billing_email: "x@example.com" }, me.cookie, { accept: "text/html" }))),
    );
    expect(refused.status).toBe(400);
    expect((refused.value as { values: Record<string, string> }).values).toMatchObject({ billing_firstName: "Typed" });
    // A guest's checkout has nothing to start from.
    const guest = await shop.services.sessions.create();
    const guestPage = (await settle(() => checkoutRoute.loader(args(get("/checkout", `${SESSION_COOKIE}=${guest.token}`))))).value as {
      country: string;
      prefill: Record<string, string>;
    };
    expect(guestPage).toMatchObject({ country: "IE", prefill: {} });
  });
});
