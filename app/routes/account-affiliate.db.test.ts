/**
 * The affiliate dashboard page (`/account/affiliate`), its loader and its form posts without JavaScript,
 * called as React Router calls them, through the real services on a fresh database: who gets what, the
 * settings save's nonce and post id, the payout amount rule, and the application.
 */
import { describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../server/services/sessions/cookie.ts";
import { routeArgs } from "../../server/testing/route-args.ts";
import { withShopServices } from "../../server/testing/shop-services.ts";
import { testDatabaseKind } from "../../server/testing/test-database.ts";
import * as affiliateRoute from "./account-affiliate.tsx";

const shop = withShopServices();

let n = 0;
async function signedIn() {
  const email = `affiliate-page-${++n}-${Date.now()}@example.com`;
  const { customer, token, session } = await shop.services.accounts.register(null, {
    email,
    password: "a long enough secret",
    firstName: "Aff",
    lastName: `Tester ${n}`,
  });
  return { id: customer.id, email, cookie: `${SESSION_COOKIE}=${token}`, nonce: session.nonce };
}

/** A signed-in customer who applied and was approved. */
async function approvedAffiliate() {
  const who = await signedIn();
  await shop.services.affiliates.apply(who.id, { website: "", note: "" });
  const [row] = (await shop.services.affiliates.list({})).filter((a) => a.email === who.email);
  await shop.services.affiliates.setStatus(row!.id, "approved");
  return who;
}

const args = (request: Request) => routeArgs(request, shop.services) as never;
const get = (path: string, cookie: string) => new Request(`http://shop.test${path}`, { headers: { cookie, host: "shop.test" } });
const post = (fields: Record<string, string>, cookie: string) =>
  new Request("http://shop.test/account/affiliate", {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { cookie, host: "shop.test", origin: "http://shop.test", accept: "text/html" },
  });

async function settle(run: () => unknown): Promise<{ status: number; location: string | null; value: unknown }> {
  let result: unknown;
  try {
    result = await run();
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) return { status: result.status, location: result.headers.get("location"), value: null };
  if (result && typeof result === "object" && "type" in result && (result as { type: unknown }).type === "DataWithResponseInit") {
    const { data: value, init } = result as unknown as { data: unknown; init?: ResponseInit | null };
    return { status: init?.status ?? 200, location: null, value };
  }
  return { status: 200, location: null, value: result };
}

type PageData = {
  dashboard: { affiliate: { id: number; status: string }; referralUrl: string; settings: { post_id: string } & Record<string, string> } | null;
  nonce: string;
  tab: string;
};
const page = async (cookie: string, path = "/account/affiliate") => (await settle(() => affiliateRoute.loader(args(get(path, cookie))))).value as PageData;

describe(`the affiliate dashboard page on ${testDatabaseKind}`, () => {
  it("a guest is sent to log in and brought back", async () => {
    const answer = await settle(() => affiliateRoute.loader(args(get("/account/affiliate?tab=payouts", ""))));
    expect(answer).toMatchObject({ status: 302, location: "/account/login?next=%2Faccount%2Faffiliate%3Ftab%3Dpayouts" });
  });

  it("a plain customer gets no dashboard (the page offers the application); the application is sent and the page says so", async () => {
    const customer = await signedIn();
    expect((await page(customer.cookie)).dashboard).toBeNull();
    const applied = await settle(() =>
      affiliateRoute.action(args(post({ intent: "apply", website: "https://blog.example.com", note: "Reviews" }, customer.cookie))),
    );
    expect(applied).toMatchObject({ status: 303, location: "/account/affiliate?applied=1" });
    const after = await page(customer.cookie, "/account/affiliate?applied=1");
    expect(after.dashboard?.affiliate.status).toBe("pending");
  });

  it("refuses an application whose website is not a web address, with the field's error", async () => {
    const customer = await signedIn();
    const refused = await settle(() => affiliateRoute.action(args(post({ intent: "apply", website: "ftp://nope", note: "" }, customer.cookie))));
    expect(refused.status).toBe(400);
    expect(refused.value).toMatchObject({ problem: { form: "apply", fields: { website: expect.any(String) } } });
  });

  it("two affiliates each get their own dashboard: own post id, own referral link (absolute), the session's nonce, the tab asked for", async () => {
    const priya = await approvedAffiliate();
    const lukas = await approvedAffiliate();
    const a = await page(priya.cookie, "/account/affiliate?tab=settings");
    const b = await page(lukas.cookie);
    expect(a.dashboard!.settings.post_id).toBe(String(a.dashboard!.affiliate.id));
    expect(a.dashboard!.affiliate.id).not.toBe(b.dashboard!.affiliate.id);
    expect(a.dashboard!.referralUrl).toMatch(/^http:\/\/shop\.test\/\?ref=/);
    expect(a.dashboard!.referralUrl).not.toBe(b.dashboard!.referralUrl);
    expect(a.nonce).toBe(priya.nonce);
    expect(a.tab).toBe("settings");
    expect(b.tab).toBe("statistics");
  });

  it("S-6-5 the settings post without JavaScript needs the session's nonce from the hidden field, and saves every field", async () => {
    const priya = await approvedAffiliate();
    const { dashboard } = await page(priya.cookie);
    const fields = { intent: "settings", post_id: dashboard!.settings.post_id, "wcu-company": "Raman Media", payouttype: "credit", wcu_enable_reports: "1" };
    const forged = await settle(() => affiliateRoute.action(args(post({ ...fields, nonce: "forged" }, priya.cookie))));
    expect(forged.status).toBe(403);
    expect(forged.value).toMatchObject({ problem: { form: "settings" } });
    const saved = await settle(() => affiliateRoute.action(args(post({ ...fields, nonce: priya.nonce }, priya.cookie))));
    expect(saved).toMatchObject({ status: 303, location: "/account/affiliate?tab=settings&saved=1" });
    const after = (await page(priya.cookie)).dashboard!.settings;
    expect(after).toMatchObject({ "wcu-company": "Raman Media", payouttype: "credit", wcu_enable_reports: "1", wcu_enable_notifications: "0" });
  });

  it("S-3-6 the settings post refuses another affiliate's post id", async () => {
    const priya = await approvedAffiliate();
    const lukas = await approvedAffiliate();
    const theirs = (await page(lukas.cookie)).dashboard!.settings.post_id;
    const refused = await settle(() =>
      affiliateRoute.action(args(post({ intent: "settings", post_id: theirs, nonce: priya.nonce, "wcu-company": "Not mine" }, priya.cookie))),
    );
    expect(refused.status).toBe(403);
    expect((await page(lukas.cookie)).dashboard!.settings["wcu-company"]).not.toBe("Not mine");
  });

  it("a payout request above the approved unpaid balance is refused with the balance rule's message; an unknown type too", async () => {
    const priya = await approvedAffiliate();
    const refused = await settle(() => affiliateRoute.action(args(post({ intent: "payout", amount: "50", payouttype: "credit" }, priya.cookie))));
    expect(refused.status).toBe(400);
    expect(refused.value).toMatchObject({
      problem: { form: "payout", fields: { amount: "Your approved unpaid balance (€0.00) is below the minimum payout of €20.00." } },
    });
    const unknown = await settle(() => affiliateRoute.action(args(post({ intent: "payout", amount: "50", payouttype: "cash" }, priya.cookie))));
    expect(unknown).toMatchObject({ status: 400, value: { problem: { form: "payout", fields: { payouttype: "Choose a payout type." } } } });
  });

  it("an unknown intent is refused", async () => {
    const customer = await signedIn();
    expect((await settle(() => affiliateRoute.action(args(post({ intent: "delete-everything" }, customer.cookie))))).status).toBe(400);
  });
});
