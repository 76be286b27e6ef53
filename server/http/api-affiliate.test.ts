/**
 * I: the affiliate dashboard's API (spec call 2 and the payout, chart, CSV and apply calls): who may call,
 * the nonce, validation, the error shape, and the referral link's redirect and cookie.
 */
import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REFERRAL_COOKIE } from "../../domain/affiliates/referral-cookie.ts";
import type { Database } from "../db/connect.ts";
import { affiliates, commissionEntries, customers } from "../db/schema/index.ts";
import { createServices, type Services } from "../services/index.ts";
import { type ApiVisitor, getAs, registerAccount, sendJson, signIn } from "../testing/api-visitors.ts";
import { oneRouteBuild } from "../testing/one-route-build.ts";
import { createTestDatabase, testDatabaseKind } from "../testing/test-database.ts";
import { createPageCache } from "./page-cache.ts";
import { buildServer } from "./server.ts";

let database: Database;
let services: Services;
let app: FastifyInstance;
const ids = { anna: 0, bert: 0 };

beforeAll(async () => {
  database = await createTestDatabase();
  services = createServices(database.db, { mediaDir: "/nonexistent", mailTransport: null });
  for (const name of ["anna", "bert", "carl"] as const) await registerAccount(services, database.db, `${name}@example.com`);
  for (const name of ["anna", "bert"] as const) {
    const [c] = await database.db
      .select()
      .from(customers)
      .where(eq(customers.email, `${name}@example.com`));
    await services.affiliates.apply(c!.id, { website: "", note: "" });
    const [a] = await database.db.select().from(affiliates).where(eq(affiliates.customerId, c!.id));
    ids[name] = a!.id;
    await services.affiliates.setStatus(a!.id, "approved");
  }
  await database.db.update(affiliates).set({ referralCode: "anna-1234" }).where(eq(affiliates.id, ids.anna));
  await database.db.insert(commissionEntries).values({ affiliateId: ids.anna, kind: "commission", amountMinor: 5000, state: "approved" });
  const build = oneRouteBuild(() => new Response("unused", { status: 500 }), { rootHeaders: () => ({ "cache-control": "public, max-age=0, s-maxage=10" }) });
  app = await buildServer({ services, pageCache: createPageCache({ maxEntries: 10, maxBytes: 100_000 }), app: { build, clientDir: "/nonexistent" } });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const post = (v: ApiVisitor | null, url: string, body: unknown, nonce = v?.nonce) => sendJson(app, v, "POST", url, body, nonce);

describe(`affiliate API on ${testDatabaseKind}`, () => {
  it("S-3-6, S-6-5, S-7-4: the settings save needs a signed-in caller, the nonce and the caller's own post_id", async () => {
    const anna = await signIn(app, "anna@example.com");
    const body = { post_id: String(ids.anna), wcu_enable_notifications: "1", payouttype: "banktransfer", bankname: "Bank" };
    expect((await post(null, "/api/affiliate/settings", body)).statusCode).toBe(403);
    expect((await getAs(app, null, "/api/affiliate/chart")).statusCode).toBe(401);
    const noNonce = await post(anna, "/api/affiliate/settings", body, "");
    expect(noNonce.statusCode).toBe(403);
    const wrong = await post(anna, "/api/affiliate/settings", { ...body, post_id: String(ids.bert) });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ error: { code: "not_your_affiliate" } });
    const saved = await post(anna, "/api/affiliate/settings", body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ message: "Your settings have been saved.", updatedPayoutFields: { payouttype: "banktransfer" } });
    const bad = await post(anna, "/api/affiliate/settings", { post_id: String(ids.anna), wcu_enable_reports: "maybe" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty("wcu_enable_reports");
  });

  it("a customer who is not an affiliate cannot change anything (403) and reads nothing (empty chart and CSV)", async () => {
    const carl = await signIn(app, "carl@example.com");
    const refused = await post(carl, "/api/affiliate/settings", { post_id: String(ids.anna) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe("not_an_affiliate");
    expect((await post(carl, "/api/affiliate/payouts", { amountMinor: 100, payouttype: "credit", details: {} })).statusCode).toBe(403);
    const csv = await getAs(app, carl, "/api/affiliate/orders.csv");
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toBe("order,placed_at,total,commission,state,signal,reason\r\n");
    expect((await getAs(app, carl, "/api/affiliate/chart?period=all")).json()).toEqual({ period: "all", points: [] });
  });

  it("S-1-12: a payout request within the balance is accepted; over it, a clear 400", async () => {
    const anna = await signIn(app, "anna@example.com");
    const over = await post(anna, "/api/affiliate/payouts", { amountMinor: 6000, payouttype: "credit", details: {} });
    expect(over.statusCode).toBe(400);
    expect(over.json().error.message).toContain("at most your approved unpaid balance");
    const bank = await post(anna, "/api/affiliate/payouts", { amountMinor: 3000, payouttype: "banktransfer", details: { bankname: "B" } });
    expect(bank.statusCode).toBe(400);
    expect(Object.keys(bank.json().error.fields)).toContain("bankother4");
    const ok = await post(anna, "/api/affiliate/payouts", { amountMinor: 3000, payouttype: "credit", details: {} });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().payout).toMatchObject({ amountMinor: 3000, type: "credit", state: "requested" });
  });

  it("the chart and CSV answer the caller's own figures", async () => {
    const anna = await signIn(app, "anna@example.com");
    const chart = await getAs(app, anna, "/api/affiliate/chart?period=all");
    expect(chart.statusCode).toBe(200);
    expect(chart.json().points.reduce((s: number, p: { commissionMinor: number }) => s + p.commissionMinor, 0)).toBe(5000);
    expect((await getAs(app, anna, "/api/affiliate/chart?period=year")).statusCode).toBe(400);
    const csv = await getAs(app, anna, "/api/affiliate/orders.csv");
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.body.split("\r\n")[0]).toBe("order,placed_at,total,commission,state,signal,reason");
  });

  it("apply: a signed-in customer becomes a pending affiliate", async () => {
    const carl = await signIn(app, "carl@example.com");
    const applied = await post(carl, "/api/affiliate/apply", { website: "https://carl.example", note: "Blog" });
    expect(applied.json()).toEqual({ status: "pending" });
    expect((await post(carl, "/api/affiliate/apply", { website: "ftp://x" })).statusCode).toBe(400);
  });

  it("?ref= answers a no-store redirect without it, setting the HttpOnly referral cookie", async () => {
    const visit = await app.inject({ method: "GET", url: "/shop?ref=anna-1234&page=2" });
    expect(visit.statusCode).toBe(302);
    expect(visit.headers.location).toBe("/shop?page=2");
    expect(visit.headers["cache-control"]).toContain("no-store");
    const cookie = String(visit.headers["set-cookie"]);
    expect(cookie).toMatch(new RegExp(`^${REFERRAL_COOKIE}=anna-1234\\.\\d+;`));
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain(`Max-Age=${30 * 86400}`);
  });

  it("?ref= redirects only within the shop, for a known code or not", async () => {
    for (const url of ["//evil.example/?ref=priya", "/\\evil.example?ref=x", "///evil.example?ref=x", "//evil.example/?ref=anna-1234"]) {
      const visit = await app.inject({ method: "GET", url });
      expect(visit.statusCode, url).toBe(302);
      expect(visit.headers.location, url).toBe("/");
    }
    const kept = await app.inject({ method: "GET", url: "/product/x?ref=priya&a=1" });
    expect(kept.headers.location).toBe("/product/x?a=1");
  });
});
