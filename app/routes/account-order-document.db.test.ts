/**
 * The order-document route as React Router calls it, through the real services on a fresh database: the
 * answers the print flow expects (§7 call 1, §8): HTML or PDF, plain text for a refusal to read, 404 for
 * what is not the asker's, a login for a guest without the order's key; never cached, never indexed.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEFAULT_STORE_SETTINGS, STORE_SETTINGS_KEY } from "../../domain/settings/store-settings.ts";
import { customerRoles, orders, settings } from "../../server/db/schema/index.ts";
import { SESSION_COOKIE } from "../../server/services/sessions/cookie.ts";
import { routeArgs } from "../../server/testing/route-args.ts";
import { withShopServices } from "../../server/testing/shop-services.ts";
import { testDatabaseKind } from "../../server/testing/test-database.ts";
import { loader } from "./account-order-document.ts";

const cookies = { owner: "", other: "", manager: "" };
const ids = { owner: 0 };
const shop = withShopServices(async ({ services, database }) => {
  const register = async (email: string) => services.accounts.register(null, { email, password: "correct horse battery" });
  const owner = await register("owner@example.com");
  ids.owner = owner.customer.id;
  cookies.owner = `${SESSION_COOKIE}=${owner.token}`;
  cookies.other = `${SESSION_COOKIE}=${(await register("other@example.com")).token}`;
  const manager = await register("manager@example.com");
  await database.db.insert(customerRoles).values({ customerId: manager.customer.id, role: "shop_manager" });
  cookies.manager = `${SESSION_COOKIE}=${manager.token}`;
});

async function placeOrder(customerId: number | null) {
  const { session } = await shop.services.sessions.create();
  await shop.services.cart.addItems(session.id, { productId: shop.ids.get("kettle")!, quantity: 1 });
  const billing = { firstName: "Ada", lastName: "Byrne", country: "IE", address1: "1 Main Street", city: "Dublin", postcode: "D02 X285" };
  const placed = await shop.services.checkout.placeOrder(
    { id: session.id, customerId },
    { email: "ada@example.com", billing, shipToDifferentAddress: false, shippingMethod: "flat", paymentMethod: "cod" },
    `document-route-${Math.random()}`,
  );
  const [row] = await shop.database.db.select({ id: orders.id, key: orders.key }).from(orders).where(eq(orders.id, placed.order.id));
  return row!;
}

/** The loader's answer, whether returned or thrown (a redirect to log in is thrown). */
async function get(path: string, cookie = ""): Promise<Response> {
  const url = new URL(path, "http://shop.test");
  const [, , , orderId, , kind] = url.pathname.split("/");
  const args = routeArgs(new Request(url, { headers: { cookie, host: "shop.test" } }), shop.services, { params: { orderId: orderId!, kind: kind! } });
  try {
    return (await loader(args as never)) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    const refusal = thrown as { status?: number; headers?: Record<string, string> };
    if (typeof refusal.status === "number") return new Response(null, { status: refusal.status, headers: refusal.headers ?? {} });
    throw thrown;
  }
}

describe(`GET /account/orders/:orderId/documents/:kind on ${testDatabaseKind}`, () => {
  it("S-1-2 S-7-2 answers the owner's invoice as HTML and as PDF, never cached nor indexed", async () => {
    const order = await placeOrder(ids.owner);
    const html = await get(`/account/orders/${order.id}/documents/invoice`, cookies.owner);
    expect(html.status).toBe(200);
    expect(html.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(html.headers.get("cache-control")).toBe("private, no-store");
    expect(html.headers.get("x-robots-tag")).toContain("noindex");
    const body = await html.text();
    expect(body).toMatch(/<title>Invoice – INV-\d{4}-\d{5} – /);
    const pdf = await get(`/account/orders/${order.id}/documents/invoice.pdf?paper=Letter`, cookies.owner);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
  });

  it("answers another customer 404 (not 403), and an unknown kind or order 404", async () => {
    const order = await placeOrder(ids.owner);
    for (const [path, cookie] of [
      [`/account/orders/${order.id}/documents/invoice`, cookies.other],
      [`/account/orders/${order.id}/documents/receipt`, cookies.owner],
      [`/account/orders/${order.id}/documents/invoice.docx`, cookies.owner],
      [`/account/orders/999999/documents/invoice`, cookies.owner],
      [`/account/orders/abc/documents/invoice`, cookies.owner],
    ] as const) {
      const response = await get(path, cookie);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("content-type")).toContain("text/plain");
    }
  });

  it("S-4-2 sends a guest without the order's key to log in and back; a guest with it opens the packing list", async () => {
    const order = await placeOrder(null);
    const guest = await get(`/account/orders/${order.id}/documents/packing-list`);
    expect(guest.status).toBe(302);
    expect(guest.headers.get("location")).toBe(`/account/login?next=${encodeURIComponent(`/account/orders/${order.id}/documents/packing-list`)}`);
    const withKey = await get(`/account/orders/${order.id}/documents/packing-list?key=${order.key}&wt_dont_show_again=1`);
    expect(withKey.status).toBe(200);
    expect(await withKey.text()).toContain("Packing list");
    expect((await get(`/account/orders/${order.id}/documents/packing-list?key=wrong`)).status).toBe(404);
  });

  it("an account order's key opens its documents to no one else: a guest is sent to log in, another customer gets 404", async () => {
    const order = await placeOrder(ids.owner);
    const path = `/account/orders/${order.id}/documents/packing-list?key=${order.key}`;
    const guest = await get(path);
    expect(guest.status).toBe(302);
    expect(guest.headers.get("location")).toMatch(/^\/account\/login\?next=/);
    expect((await get(path, cookies.other)).status).toBe(404);
    expect((await get(`/account/orders/${order.id}/documents/invoice.pdf?key=${order.key}`, cookies.other)).status).toBe(404);
    expect((await get(path, cookies.owner)).status).toBe(200);
  });

  it("S-8-2 answers a refusal the shopper should read as plain text with 200: no invoice without the shop's address", async () => {
    const order = await placeOrder(ids.owner);
    const noAddress = { ...DEFAULT_STORE_SETTINGS, addressLine1: "" };
    await shop.database.db
      .insert(settings)
      .values({ key: STORE_SETTINGS_KEY, value: noAddress })
      .onConflictDoUpdate({ target: settings.key, set: { value: noAddress } });
    try {
      const response = await get(`/account/orders/${order.id}/documents/invoice`, cookies.owner);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
      expect(await response.text()).toMatch(/^No invoice can be issued: the shop has no address/);
    } finally {
      await shop.database.db.delete(settings).where(eq(settings.key, STORE_SETTINGS_KEY));
    }
  });

  it("S-1-8 opens a refund's credit note by ?refund=, for staff any order's, and refuses a malformed query 400", async () => {
    const order = await placeOrder(ids.owner);
    const refund = await shop.services.orders.refund({ id: 1, email: "boss@example.com" }, order.id, {
      whole: true,
      lines: [],
      extra: 0,
      restock: false,
      reason: "Returned",
    });
    const credit = await get(`/account/orders/${order.id}/documents/credit-note?refund=${refund.refundId}`, cookies.manager);
    expect(credit.status).toBe(200);
    expect(await credit.text()).toMatch(/<title>Credit note – CN-\d{4}-\d{5} – /);
    expect((await get(`/account/orders/${order.id}/documents/credit-note?refund=${refund.refundId}`, cookies.owner)).status).toBe(200);
    expect((await get(`/account/orders/${order.id}/documents/shipping-label.pdf`, cookies.manager)).headers.get("content-type")).toBe("application/pdf");
    expect((await get(`/account/orders/${order.id}/documents/invoice?paper=A3`, cookies.owner)).status).toBe(400);
    expect((await get(`/account/orders/${order.id}/documents/credit-note?refund=-1`, cookies.owner)).status).toBe(400);
  });
});
