/**
 * The payout statement route as React Router calls it, through the real services on a fresh database:
 * with two affiliates, each opens their own statement (HTML and PDF) and neither the other's; staff who
 * manage affiliates open any; a guest is sent to log in; an unknown payout or file is a plain 404.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { affiliateCoupons, affiliates, commissionEntries, coupons, customerRoles } from "../../server/db/schema/index.ts";
import { saveProgramme } from "../../server/services/affiliates/programme.ts";
import { SESSION_COOKIE } from "../../server/services/sessions/cookie.ts";
import { routeArgs } from "../../server/testing/route-args.ts";
import { withShopServices } from "../../server/testing/shop-services.ts";
import { testDatabaseKind } from "../../server/testing/test-database.ts";
import { loader } from "./account-affiliate-statement.ts";

const cookies = { first: "", second: "", manager: "", customer: "" };
const users = { first: 0, second: 0, manager: 0 };
const payouts = { first: 0, second: 0 };
let orderNumber = "";

const billing = { firstName: "Ada", lastName: "Byrne", country: "IE", address1: "1 Main Street", city: "Dublin", postcode: "D02 X285" };

const shop = withShopServices(async ({ services, database }) => {
  const db = database.db;
  const register = async (email: string) => services.accounts.register(null, { email, password: "a long test password" });
  await saveProgramme(db, { minimumPayoutMinor: 100 });
  const affiliateOf = async (key: "first" | "second") => {
    const account = await register(`${key}@example.com`);
    users[key] = account.customer.id;
    cookies[key] = `${SESSION_COOKIE}=${account.token}`;
    await services.affiliates.apply(account.customer.id, { website: "", note: "" });
    const [row] = await db.select().from(affiliates).where(eq(affiliates.customerId, account.customer.id));
    await services.affiliates.setStatus(row!.id, "approved");
    return row!.id;
  };
  const first = await affiliateOf("first");
  const second = await affiliateOf("second");
  await services.affiliates.saveSettings(users.first, {
    post_id: String(first),
    "wcu-company": "First Media Ltd",
    "wcu-billing1": "12 Quay Street",
    "wcu-taxid": "IE1234567T",
    wcu_display_name: "Fiona First",
  });
  const manager = await register("manager@example.com");
  await db.insert(customerRoles).values({ customerId: manager.customer.id, role: "shop_manager" });
  cookies.manager = `${SESSION_COOKIE}=${manager.token}`;
  users.manager = manager.customer.id;
  cookies.customer = `${SESSION_COOKIE}=${(await register("customer@example.com")).token}`;

  // An order through the first affiliate's coupon: its commission, approved, is what the payout settles.
  const [coupon] = await db.insert(coupons).values({ code: "first10", type: "percent", amount: 1000 }).returning({ id: coupons.id });
  await db.insert(affiliateCoupons).values({ couponId: coupon!.id, affiliateId: first });
  const { session } = await services.sessions.create();
  await services.cart.addItems(session.id, { productId: shop.ids.get("kettle")!, quantity: 1 });
  const who = { id: session.id, customerId: null };
  await services.checkout.applyCoupon(who, "first10");
  const { order } = await services.checkout.placeOrder(
    who,
    { email: "buyer@example.com", billing, shipToDifferentAddress: false, shippingMethod: "flat", paymentMethod: "cod" },
    `statement-${Math.random()}`,
  );
  orderNumber = order.number;
  await db.update(commissionEntries).set({ state: "approved" }).where(eq(commissionEntries.orderId, order.id));
  const [entry] = await db.select().from(commissionEntries).where(eq(commissionEntries.affiliateId, first));
  const details = {
    bankname: "AIB",
    banksort: "AIBKIE2D",
    bankaccount: "IE29AIBK93115212345678",
    bankother: "Fiona First",
    bankother2: "Dublin",
    bankother3: "IE",
    bankother4: "Statement test",
  };
  payouts.first = (await services.affiliates.requestPayout(users.first, { amountMinor: entry!.amountMinor, payouttype: "banktransfer", details })).id;
  await services.affiliates.decidePayout(users.manager, payouts.first, "paid");

  await db.insert(commissionEntries).values({ affiliateId: second, kind: "commission", amountMinor: 900, state: "approved", reason: "test" });
  payouts.second = (await services.affiliates.requestPayout(users.second, { amountMinor: 900, payouttype: "credit", details: {} })).id;
});

async function get(path: string, cookie = ""): Promise<Response> {
  const url = new URL(path, "http://shop.test");
  const [, , , , payoutId, file] = url.pathname.split("/");
  const args = routeArgs(new Request(url, { headers: { cookie, host: "shop.test" } }), shop.services, { params: { payoutId: payoutId!, file: file! } });
  try {
    return (await loader(args as never)) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    const refusal = thrown as { status?: number; headers?: Record<string, string> };
    if (typeof refusal.status === "number") return new Response(null, { status: refusal.status, headers: refusal.headers ?? {} });
    throw thrown;
  }
}

const statement = (payoutId: number, pdf = false) => `/account/affiliate/payouts/${payoutId}/statement${pdf ? ".pdf" : ""}`;

describe(`GET /account/affiliate/payouts/:payoutId/statement on ${testDatabaseKind}`, () => {
  it("answers the affiliate their paid payout's statement: the shop, the payee, masked details, the settled order", async () => {
    const html = await get(statement(payouts.first), cookies.first);
    expect(html.status).toBe(200);
    expect(html.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(html.headers.get("cache-control")).toBe("private, no-store");
    const body = await html.text();
    expect(body).toContain(`<title>Payout statement – PS-${String(payouts.first).padStart(5, "0")} – `);
    for (const text of ["Fiona First", "First Media Ltd", "12 Quay Street", "Tax id: IE1234567T", "IE29 •••• 5678", "Bank transfer", "Paid", orderNumber])
      expect(body).toContain(text);
    expect(body).not.toContain("IE29AIBK93115212345678");
    const pdf = await get(statement(payouts.first, true), cookies.first);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
  });

  it("a requested payout's statement says nothing is settled yet", async () => {
    const body = await (await get(statement(payouts.second), cookies.second)).text();
    expect(body).toContain("Store credit");
    expect(body).toContain("Ledger entries are settled when the payout is paid.");
  });

  it("refuses each affiliate the other's statement and a customer any, as not found", async () => {
    expect((await get(statement(payouts.second), cookies.first)).status).toBe(404);
    expect((await get(statement(payouts.first, true), cookies.second)).status).toBe(404);
    expect((await get(statement(payouts.first), cookies.customer)).status).toBe(404);
  });

  it("lets staff who manage affiliates open any statement", async () => {
    expect((await get(statement(payouts.first), cookies.manager)).status).toBe(200);
    expect((await get(statement(payouts.second, true), cookies.manager)).status).toBe(200);
  });

  it("sends a guest to log in, and answers 404 for an unknown payout or file", async () => {
    const guest = await get(statement(payouts.first));
    expect(guest.status).toBe(302);
    expect(guest.headers.get("location")).toContain("/account/login");
    expect((await get(statement(999_999), cookies.manager)).status).toBe(404);
    expect((await get(`/account/affiliate/payouts/abc/statement`, cookies.first)).status).toBe(404);
    expect((await get(`/account/affiliate/payouts/${payouts.first}/statement.docx`, cookies.first)).status).toBe(404);
  });

  it("fills the dashboard's payout rows with their statement's address", async () => {
    const dashboard = await shop.services.affiliates.dashboardFor(users.first);
    expect(dashboard!.payouts.map((p) => p.statementUrl)).toEqual([statement(payouts.first)]);
  });
});
