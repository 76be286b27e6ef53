import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServices, type Services } from "../../services/index.ts";
import { createTestDatabase, testDatabaseKind } from "../../testing/test-database.ts";
import type { Database } from "../connect.ts";
import { affiliatePayouts, affiliates, commissionEntries, customers } from "../schema/index.ts";
import { DEMO_BANK_DETAILS } from "./affiliate-payouts.ts";
import { DEMO_AFFILIATES } from "./affiliates.ts";
import { STATISTICS_PERIODS } from "../../../domain/affiliates/dashboard.ts";
import { seedDemoShop } from "./index.ts";
import { isValidBic, isValidIban } from "../../../domain/affiliates/bank-codes.ts";

let database: Database;
let services: Services;
const NOW = new Date("2026-11-20T00:00:00Z");
const idOf = async (email: string) => (await database.db.select({ id: customers.id }).from(customers).where(eq(customers.email, email)))[0]!.id;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoShop(database.db, { now: NOW });
  services = createServices(database.db, { mediaDir: "/nonexistent", mailTransport: null });
});
afterAll(async () => database?.close());

describe(`demo affiliate programme (${testDatabaseKind})`, () => {
  it("the demo affiliate tops a network on three tiers", async () => {
    const view = (await services.affiliates.dashboardFor(await idOf("affiliate@vitrine.test"), NOW))!;
    expect(view.affiliate.status).toBe("approved");
    expect(view.coupons.map((c) => c.code)).toEqual(["priya10"]);
    expect(view.network.map((r) => r.level)).toEqual([1, 2, 3]);
    expect(view.network.every((r) => r.orders > 0 || r.level === 3)).toBe(true);
    expect(view.creatives.length).toBe(2);
    expect(view.statistics.all.orders).toBeGreaterThan(view.statistics.last30.orders);
    expect(view.statistics.last30.orders).toBeGreaterThan(0);
  });

  it("commission in every state, a refunded order's clawback after payout, payouts of several types", async () => {
    const view = (await services.affiliates.dashboardFor(await idOf("affiliate@vitrine.test"), NOW))!;
    const states = new Set(view.orders.map((o) => o.state));
    expect([...states].sort()).toEqual(["approved", "paid", "pending", "reversed"]);
    const entries = await database.db.select().from(commissionEntries);
    expect(
      entries.some((e) => e.kind === "clawback" && e.reason.startsWith("Refund") && entries.some((p) => p.orderId === e.orderId && p.paidByPayoutId !== null)),
    ).toBe(true);
    const payouts = await database.db.select().from(affiliatePayouts);
    expect(new Set(payouts.map((p) => p.type)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(payouts.map((p) => p.state))).toEqual(new Set(["requested", "approved", "paid", "rejected"]));
    const pending = await database.db.select().from(affiliates).where(eq(affiliates.status, "pending"));
    expect(pending).toHaveLength(1);
  });

  it("every paid payout settles entries adding up to exactly its amount, and its statement says so", async () => {
    const payouts = await database.db.select().from(affiliatePayouts).where(eq(affiliatePayouts.state, "paid"));
    expect(payouts.length).toBeGreaterThanOrEqual(2);
    const staff = { id: 0, roles: ["admin"] };
    for (const payout of payouts) {
      const settled = await database.db.select().from(commissionEntries).where(eq(commissionEntries.paidByPayoutId, payout.id));
      expect(settled.length).toBeGreaterThan(0);
      expect(settled.reduce((sum, e) => sum + e.amountMinor, 0)).toBe(payout.amountMinor);
      const statement = await services.affiliates.statement(staff, payout.id);
      expect(statement.totals.settledMinor).toBe(statement.amountMinor);
      expect(statement.entries.reduce((sum, e) => sum + e.amountMinor, 0)).toBe(payout.amountMinor);
    }
  });

  it.each(DEMO_AFFILIATES.map((a) => a.email))("%s: the dashboard's figures reconcile (cards, balance, chart, coupon rows)", async (email) => {
    const userId = await idOf(email);
    const view = (await services.affiliates.dashboardFor(userId, NOW))!;
    const all = view.statistics.all;
    expect(all.earnedMinor).toBe(all.paidMinor + view.balance.requestedMinor + view.balance.approvedUnpaidMinor + all.pendingMinor);
    expect(all.pendingMinor).toBe(view.balance.pendingMinor);
    expect(all.couponUses).toBe(view.coupons.reduce((n, c) => n + c.uses, 0));
    for (const period of STATISTICS_PERIODS) {
      const stats = view.statistics[period];
      expect(stats.unpaidMinor).toBeLessThanOrEqual(stats.earnedMinor);
      expect(stats.earnedMinor).toBe(stats.paidMinor + stats.unpaidMinor);
      const chart = await services.affiliates.chart(userId, period, NOW);
      expect(chart.reduce((sum, p) => sum + p.commissionMinor, 0)).toBe(stats.earnedMinor);
      expect(chart.reduce((sum, p) => sum + p.salesMinor, 0)).toBe(stats.salesMinor);
    }
  });

  it("the approved bank payout exports as a SEPA file", async () => {
    const result = await services.affiliates.sepaExport((await services.affiliates.programme()).sepaDebtor);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.xml).toContain(`<IBAN>${DEMO_BANK_DETAILS.bankaccount}</IBAN>`);
      expect(result.xml).toContain(`<BIC>${DEMO_BANK_DETAILS.banksort}</BIC>`);
    }
  });

  it("the demo affiliate is paid by bank transfer with valid bank details, and has enough approved commission to request a payout", async () => {
    const view = (await services.affiliates.dashboardFor(await idOf("affiliate@vitrine.test"), NOW))!;
    expect(view.settings).toMatchObject({ payouttype: "banktransfer", ...DEMO_BANK_DETAILS });
    expect(isValidIban(DEMO_BANK_DETAILS.bankaccount)).toBe(true);
    expect(isValidBic(DEMO_BANK_DETAILS.banksort)).toBe(true);
    expect(view.balance.approvedUnpaidMinor).toBeGreaterThanOrEqual(view.balance.minimumPayoutMinor);
  });
});
