/**
 * The order-document route as React Router calls it, through the real services on a fresh database: the
 * answers the print flow expects (§7 call 1, §8): HTML or PDF, plain text for a refusal to read, 404 for
 * what is not the asker's, a login for a guest without the order's key; never cached, never indexed.
 * An invoice or credit note is numbered only by a confirmed POST (the action); a GET writes nothing.
 */
import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEFAULT_STORE_SETTINGS, STORE_SETTINGS_KEY } from "../../domain/settings/store-settings.ts";
import { customerRoles, documentCounters, documents, orders, settings } from "../../server/db/schema/index.ts";
import { SESSION_COOKIE } from "../../server/services/sessions/cookie.ts";
import { routeArgs } from "../../server/testing/route-args.ts";
import { withShopServices } from "../../server/testing/shop-services.ts";
import { testDatabaseKind } from "../../server/testing/test-database.ts";
import { action, loader } from "./account-order-document.ts";
import { loader as issuePageLoader } from "./account-order-document-issue.tsx";

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

/** A route function's answer, whether returned or thrown (a redirect to log in is thrown). */
async function answer(run: (args: never) => Promise<unknown>, request: Request): Promise<Response> {
  const url = new URL(request.url);
  const [, , , orderId, , kind] = url.pathname.split("/");
  const args = routeArgs(request, shop.services, { params: { orderId: orderId!, kind: kind! } });
  try {
    return (await run(args as never)) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    // A refusal of the request context (status and headers), or a page's `throw data(null, { status })`.
    const refusal = thrown as { status?: number; headers?: Record<string, string>; init?: ResponseInit | null };
    const status = refusal.status ?? refusal.init?.status;
    if (typeof status === "number") return new Response(null, { status, headers: refusal.headers ?? {} });
    throw thrown;
  }
}

const get = (path: string, cookie = "") => answer(loader, new Request(new URL(path, "http://shop.test"), { headers: { cookie, host: "shop.test" } }));

/** The issue page's loader: its status, and its view or where it sends the asker. */
async function issuePage(path: string, cookie = ""): Promise<{ status: number; location?: string | null; view?: unknown }> {
  const result = (await answer(issuePageLoader, new Request(new URL(path, "http://shop.test"), { headers: { cookie, host: "shop.test" } }))) as unknown;
  if (result instanceof Response) return { status: result.status, location: result.headers.get("location") };
  const { data, init } = result as { data: { view: unknown } | null; init?: ResponseInit | null };
  return { status: init?.status ?? 200, view: data?.view };
}

/** The confirmed form post of the issue page (or the print flow's), from the shop's own pages unless told otherwise. */
const post = (path: string, fields: Record<string, string> = { intent: "issue" }, cookie = "", headers: Record<string, string> = {}) =>
  answer(
    action,
    new Request(new URL(path, "http://shop.test"), {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { cookie, host: "shop.test", origin: "http://shop.test", ...headers },
    }),
  );

/** The numbered documents stored for an order, and the invoice series' counter: what a GET must never change. */
async function numbering(orderId: number) {
  const [stored] = await shop.database.db.select({ n: count() }).from(documents).where(eq(documents.orderId, orderId));
  const counters = await shop.database.db.select({ next: documentCounters.next }).from(documentCounters);
  return { stored: stored!.n, counters: counters.map((row) => row.next).reduce((a, b) => a + b, 0) };
}

const invoiceNumberOf = async (orderId: number) =>
  (
    await shop.database.db
      .select({ number: documents.number })
      .from(documents)
      .where(and(eq(documents.orderId, orderId), eq(documents.kind, "invoice")))
  ).map((row) => row.number);

describe(`GET /account/orders/:orderId/documents/:kind on ${testDatabaseKind}`, () => {
  it("S-1-2 S-7-2 answers the owner's issued invoice as HTML and as PDF, never cached nor indexed", async () => {
    const order = await placeOrder(ids.owner);
    expect((await post(`/account/orders/${order.id}/documents/invoice`, { intent: "issue" }, cookies.owner)).status).toBe(303);
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
      const refused = await post(`/account/orders/${order.id}/documents/invoice`, { intent: "issue" }, cookies.owner);
      expect(refused.status).toBe(409);
      expect(refused.headers.get("content-type")).toBe("text/plain; charset=utf-8");
      expect(await refused.text()).toMatch(/^No invoice can be issued: the shop has no address/);
      expect(await numbering(order.id)).toMatchObject({ stored: 0 });
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
    const creditPath = `/account/orders/${order.id}/documents/credit-note?refund=${refund.refundId}`;
    expect((await get(creditPath, cookies.manager)).headers.get("location")).toBe(
      `/account/orders/${order.id}/documents/credit-note/issue?refund=${refund.refundId}`,
    );
    const issued = await post(creditPath, { intent: "issue" }, cookies.manager);
    expect([issued.status, issued.headers.get("location")]).toEqual([303, creditPath]);
    const credit = await get(creditPath, cookies.manager);
    expect(credit.status).toBe(200);
    expect(await credit.text()).toMatch(/<title>Credit note – CN-\d{4}-\d{5} – /);
    expect((await get(`/account/orders/${order.id}/documents/credit-note?refund=${refund.refundId}`, cookies.owner)).status).toBe(200);
    expect((await get(`/account/orders/${order.id}/documents/shipping-label.pdf`, cookies.manager)).headers.get("content-type")).toBe("application/pdf");
    expect((await get(`/account/orders/${order.id}/documents/invoice?paper=A3`, cookies.owner)).status).toBe(400);
    expect((await get(`/account/orders/${order.id}/documents/credit-note?refund=-1`, cookies.owner)).status).toBe(400);
  });
});

describe(`issuing an invoice: a confirmed POST numbers it, a GET never does, on ${testDatabaseKind}`, () => {
  it("a GET of an unnumbered invoice writes nothing: the page is sent to its issue page, the files answer 409", async () => {
    const order = await placeOrder(ids.owner);
    const before = await numbering(order.id);
    const html = await get(`/account/orders/${order.id}/documents/invoice?paper=Letter`, cookies.owner);
    expect(html.status).toBe(303);
    expect(html.headers.get("location")).toBe(`/account/orders/${order.id}/documents/invoice/issue?paper=Letter`);
    expect(html.headers.get("cache-control")).toBe("private, no-store");
    for (const file of ["invoice.pdf", "invoice.ubl.xml", "invoice.cii.xml", "invoice.factur-x.pdf"]) {
      const response = await get(`/account/orders/${order.id}/documents/${file}`, cookies.owner);
      expect(response.status, file).toBe(409);
      expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
      expect(await response.text()).toBe("This invoice has not been issued yet, so there is no file of it. Open the invoice and issue it first.");
    }
    expect(await numbering(order.id)).toEqual(before);
  });

  it("a POST numbers it once and answers 303 to the GET of the same document; a second POST keeps its number", async () => {
    const order = await placeOrder(ids.owner);
    const before = await numbering(order.id);
    const path = `/account/orders/${order.id}/documents/invoice?paper=Letter`;
    const first = await post(path, { intent: "issue" }, cookies.owner);
    expect([first.status, first.headers.get("location")]).toEqual([303, path]);
    expect(first.headers.get("cache-control")).toBe("private, no-store");
    const [number] = await invoiceNumberOf(order.id);
    expect(number).toMatch(/^INV-\d{4}-\d{5}$/);
    expect(await numbering(order.id)).toEqual({ stored: 1, counters: before.counters + 1 });
    expect(await (await get(path, cookies.owner)).text()).toContain(`<title>Invoice – ${number} – `);

    const second = await post(path, { intent: "issue" }, cookies.owner);
    expect([second.status, second.headers.get("location")]).toEqual([303, path]);
    expect(await invoiceNumberOf(order.id)).toEqual([number]);
    expect(await numbering(order.id)).toEqual({ stored: 1, counters: before.counters + 1 });
    // Staff print the same invoice, never a second one.
    expect((await post(`/account/orders/${order.id}/documents/invoice`, { intent: "issue" }, cookies.manager)).status).toBe(303);
    expect(await invoiceNumberOf(order.id)).toEqual([number]);
  });

  it("a guest holding the order's key issues it; without the key a guest is sent to log in", async () => {
    const order = await placeOrder(null);
    const login = await post(`/account/orders/${order.id}/documents/invoice`);
    expect(login.status).toBe(302);
    expect(login.headers.get("location")).toBe(`/account/login?next=${encodeURIComponent(`/account/orders/${order.id}/documents/invoice`)}`);
    expect((await post(`/account/orders/${order.id}/documents/invoice?key=wrong`)).status).toBe(404);
    expect(await numbering(order.id)).toMatchObject({ stored: 0 });
    const issued = await post(`/account/orders/${order.id}/documents/invoice?key=${order.key}`);
    expect([issued.status, issued.headers.get("location")]).toEqual([303, `/account/orders/${order.id}/documents/invoice?key=${order.key}`]);
    expect(await invoiceNumberOf(order.id)).toHaveLength(1);
  });

  it("refuses a bad post with a 4xx and numbers nothing", async () => {
    const order = await placeOrder(ids.owner);
    const invoice = `/account/orders/${order.id}/documents/invoice`;
    const cases: [string, () => Promise<Response>, number][] = [
      ["no intent", () => post(invoice, {}, cookies.owner), 400],
      ["another intent", () => post(invoice, { intent: "print" }, cookies.owner), 400],
      ["a kind without a number", () => post(`/account/orders/${order.id}/documents/packing-list`, { intent: "issue" }, cookies.owner), 400],
      ["an unknown kind", () => post(`/account/orders/${order.id}/documents/receipt`, { intent: "issue" }, cookies.owner), 404],
      ["a malformed query", () => post(`${invoice}?refund=-1`, { intent: "issue" }, cookies.owner), 400],
      ["another customer's order", () => post(invoice, { intent: "issue" }, cookies.other), 404],
      ["a credit note without its refund", () => post(`/account/orders/${order.id}/documents/credit-note`, { intent: "issue" }, cookies.owner), 404],
    ];
    for (const [what, send, status] of cases) {
      const answered = await send();
      expect(answered.status, what).toBe(status);
      expect(answered.headers.get("content-type"), what).toBe("text/plain; charset=utf-8");
    }
    const crossSite = await post(invoice, { intent: "issue" }, cookies.owner, { origin: "https://elsewhere.example" });
    expect(crossSite.status).toBe(403);
    expect(await numbering(order.id)).toMatchObject({ stored: 0 });
  });

  it("the issue page asks in the shop's words and posts to the document; it writes nothing, and a numbered invoice is simply shown", async () => {
    const order = await placeOrder(ids.owner);
    const page = `/account/orders/${order.id}/documents/invoice/issue?paper=Letter`;
    expect(await issuePage(page, cookies.owner)).toEqual({
      status: 200,
      view: {
        heading: "Issue invoice",
        orderNumber: expect.any(String),
        documentHref: `/account/orders/${order.id}/documents/invoice?paper=Letter`,
        question: "Printing gives this invoice its number, which cannot be undone. Continue?",
        refusal: null,
      },
    });
    expect(await numbering(order.id)).toMatchObject({ stored: 0 });
    for (const [path, cookie, status] of [
      [page, cookies.other, 404],
      [`/account/orders/${order.id}/documents/packing-list/issue`, cookies.owner, 404],
      [`/account/orders/${order.id}/documents/invoice.pdf/issue`, cookies.owner, 404],
      [`/account/orders/${order.id}/documents/invoice/issue?refund=-1`, cookies.owner, 400],
    ] as const)
      expect((await issuePage(path, cookie)).status, path).toBe(status);
    expect(await issuePage(page)).toMatchObject({ status: 302, location: `/account/login?next=${encodeURIComponent(page)}` });

    await post(`/account/orders/${order.id}/documents/invoice`, { intent: "issue" }, cookies.owner);
    expect(await issuePage(page, cookies.owner)).toEqual({ status: 303, location: `/account/orders/${order.id}/documents/invoice?paper=Letter` });
  });

  it("the issue page of an invoice the shop cannot issue yet says why, with nothing to press (409)", async () => {
    const order = await placeOrder(ids.owner);
    const noAddress = { ...DEFAULT_STORE_SETTINGS, addressLine1: "" };
    await shop.database.db
      .insert(settings)
      .values({ key: STORE_SETTINGS_KEY, value: noAddress })
      .onConflictDoUpdate({ target: settings.key, set: { value: noAddress } });
    try {
      const page = await issuePage(`/account/orders/${order.id}/documents/invoice/issue`, cookies.owner);
      expect(page).toMatchObject({
        status: 409,
        view: { heading: "Issue invoice", question: null, refusal: expect.stringMatching(/^No invoice can be issued/) },
      });
    } finally {
      await shop.database.db.delete(settings).where(eq(settings.key, STORE_SETTINGS_KEY));
    }
  });
});
