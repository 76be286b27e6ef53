import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { affiliateCoupons, affiliates, commissionEntries, coupons, orderAttributions } from "../../db/schema/index.ts";
import { withShopServices } from "../../testing/shop-services.ts";
import { testDatabaseKind } from "../../testing/test-database.ts";
import { isServiceError } from "../errors.ts";
import { saveProgramme } from "./programme.ts";

type Person = { id: number; email: string };
const people: Record<"top" | "mid" | "other" | "buyer" | "staff", Person> = {
  top: { id: 0, email: "top@example.com" },
  mid: { id: 0, email: "mid@example.com" },
  other: { id: 0, email: "other@example.com" },
  buyer: { id: 0, email: "buyer@example.com" },
  staff: { id: 0, email: "staff@example.com" },
};
const affiliateIds = { top: 0, mid: 0, other: 0 };

const shop = withShopServices(async ({ services, database }) => {
  for (const person of Object.values(people))
    person.id = (await services.accounts.register(null, { email: person.email, password: "a long test password" })).customer.id;
  await saveProgramme(database.db, { defaultRate: { kind: "percent", basisPoints: 1000 }, tierShares: [2000], approvalDelayDays: 14, minimumPayoutMinor: 100 });
  for (const key of ["top", "mid", "other"] as const) {
    await services.affiliates.apply(people[key].id, { website: "", note: "" });
    const [row] = await database.db.select().from(affiliates).where(eq(affiliates.customerId, people[key].id));
    affiliateIds[key] = row!.id;
    await services.affiliates.setStatus(row!.id, "approved");
  }
  await database.db.update(affiliates).set({ parentId: affiliateIds.top }).where(eq(affiliates.id, affiliateIds.mid));
  await database.db.insert(coupons).values([
    { code: "mid10", type: "percent", amount: 1000 },
    { code: "other5", type: "percent", amount: 500 },
  ]);
  await services.affiliates.assignCoupon(affiliateIds.mid, "MID10");
  await services.affiliates.assignCoupon(affiliateIds.other, "other5");
});

const billing = { firstName: "Ada", lastName: "Byrne", country: "IE", address1: "1 Main Street", city: "Dublin", postcode: "D02 X285" };

async function placeOrder(options: { coupon?: string; referral?: { code: string; at: Date } | null; customerId?: number | null; email?: string }) {
  const { services, ids } = shop;
  const { session } = await services.sessions.create();
  await services.cart.addItems(session.id, { productId: ids.get("red-lamp")!, quantity: 2 });
  const who = { id: session.id, customerId: options.customerId ?? null };
  if (options.coupon) await services.checkout.applyCoupon(who, options.coupon);
  const { order } = await services.checkout.placeOrder(
    who,
    {
      email: options.email ?? people.buyer.email,
      billing,
      shipToDifferentAddress: false,
      shippingMethod: "flat",
      paymentMethod: "bacs",
      referral: options.referral ?? null,
    },
    `key-${Math.random().toString(36).slice(2)}`,
  );
  return order;
}

const entriesOf = (orderId: number) =>
  shop.database.db.select().from(commissionEntries).where(eq(commissionEntries.orderId, orderId)).orderBy(commissionEntries.id);
const attributionOf = async (orderId: number) => (await shop.database.db.select().from(orderAttributions).where(eq(orderAttributions.orderId, orderId)))[0]!;

describe(`affiliates service (${testDatabaseKind})`, () => {
  it("checkout writes the attribution and pending commission in the order's transaction, with the parent's tier share", async () => {
    const order = await placeOrder({ coupon: "mid10", referral: { code: "whatever", at: new Date() } });
    const attribution = await attributionOf(order.id);
    expect(attribution).toMatchObject({ affiliateId: affiliateIds.mid, signal: "coupon" });
    expect(attribution.reason).toContain("Coupon MID10 was used");
    const entries = await entriesOf(order.id);
    expect(entries.map((e) => [e.affiliateId, e.level, e.state])).toEqual([
      [affiliateIds.mid, 0, "pending"],
      [affiliateIds.top, 1, "pending"],
    ]);
    const direct = entries[0]!.amountMinor;
    expect(direct).toBeGreaterThan(0);
    expect(entries[1]!.amountMinor).toBe(Math.floor(direct * 0.2));
  });

  it("the coupon beats the link of another affiliate; a link alone credits its affiliate", async () => {
    const [other] = await shop.database.db.select().from(affiliates).where(eq(affiliates.id, affiliateIds.other));
    const withBoth = await placeOrder({ coupon: "mid10", referral: { code: other!.referralCode, at: new Date() } });
    expect((await attributionOf(withBoth.id)).affiliateId).toBe(affiliateIds.mid);
    const linkOnly = await placeOrder({ referral: { code: other!.referralCode.toUpperCase(), at: new Date(Date.now() - 2 * 86_400_000) } });
    const attribution = await attributionOf(linkOnly.id);
    expect(attribution).toMatchObject({ affiliateId: affiliateIds.other, signal: "link", reason: "Arrived through the referral link 2 days before" });
    const expired = await placeOrder({ referral: { code: other!.referralCode, at: new Date(Date.now() - 400 * 86_400_000) } });
    expect((await attributionOf(expired.id)).signal).toBe("none");
  });

  it("self-referral earns nothing: the affiliate's own account or e-mail", async () => {
    const own = await placeOrder({ coupon: "mid10", customerId: people.mid.id, email: people.mid.email });
    expect((await attributionOf(own.id)).reason).toContain("own account");
    expect(await entriesOf(own.id)).toEqual([]);
    const ownEmail = await placeOrder({ coupon: "mid10", email: "MID@example.com" });
    expect((await attributionOf(ownEmail.id)).reason).toContain("own e-mail address");
    expect(await entriesOf(ownEmail.id)).toEqual([]);
  });

  it("completion starts the approval delay; the dashboard then counts it approved, and a payout may be requested", async () => {
    const { services } = shop;
    const order = await placeOrder({ coupon: "other5" });
    await services.orders.changeStatus(people.staff, order.id, { status: "completed" });
    const [entry] = await entriesOf(order.id);
    expect(entry!.approveAfter).not.toBeNull();
    const later = new Date(Date.now() + 15 * 86_400_000);
    const view = await services.affiliates.dashboardFor(people.other.id, later);
    expect(view!.balance.approvedUnpaidMinor).toBeGreaterThanOrEqual(entry!.amountMinor);
    const before = await services.affiliates.dashboardFor(people.other.id, new Date());
    expect(before!.balance.pendingMinor).toBeGreaterThanOrEqual(entry!.amountMinor);
  });

  it("two affiliates never see each other's data", async () => {
    const { services } = shop;
    const mid = (await services.affiliates.dashboardFor(people.mid.id))!;
    const other = (await services.affiliates.dashboardFor(people.other.id))!;
    expect(mid.coupons.map((c) => c.code)).toEqual(["mid10"]);
    expect(other.coupons.map((c) => c.code)).toEqual(["other5"]);
    const midOrders = new Set(mid.orders.map((o) => o.orderId));
    expect(other.orders.some((o) => midOrders.has(o.orderId))).toBe(false);
    expect(other.network).toEqual([]);
    expect(await services.affiliates.dashboardFor(people.buyer.id)).toBeNull();
    // The settings save refuses another affiliate's post_id.
    const refused = await services.affiliates.saveSettings(people.other.id, { post_id: String(affiliateIds.mid), wcu_company: "x" }).catch((e: unknown) => e);
    expect(isServiceError(refused) && refused.code).toBe("not_your_affiliate");
    const csv = await services.affiliates.ordersCsv(people.other.id);
    for (const id of midOrders) expect(csv).not.toMatch(new RegExp(`^${id},`, "m"));
  });

  it("S-1-10: the top affiliate's network lists the affiliate below with their orders and the share earned", async () => {
    const top = (await shop.services.affiliates.dashboardFor(people.top.id))!;
    expect(top.network).toHaveLength(1);
    expect(top.network[0]).toMatchObject({ level: 1, affiliate: expect.any(String) });
    expect(top.network[0]!.orders).toBeGreaterThan(0);
    expect(top.network[0]!.commissionMinor).toBeGreaterThan(0);
  });

  it("S-1-9: statistics per period agree with the orders; the chart adds up to the cards", async () => {
    const mid = (await shop.services.affiliates.dashboardFor(people.mid.id))!;
    expect(mid.statistics.all.orders).toBe(mid.orders.length);
    expect(mid.statistics.last7.orders).toBe(mid.orders.length);
    expect(mid.statistics.all.couponUses).toBe(mid.orders.filter((o) => o.signal === "coupon").length);
    expect(mid.statistics.all.couponUses).toBe(mid.coupons.reduce((n, c) => n + c.uses, 0));
    expect(mid.statistics.all.earnedMinor).toBe(mid.orders.reduce((s, o) => s + o.commissionMinor, 0));
    expect(mid.statistics.all.discountsMinor).toBeGreaterThan(0);
    const chart = await shop.services.affiliates.chart(people.mid.id, "last30");
    expect(chart).toHaveLength(30);
    expect(chart.reduce((s, d) => s + d.commissionMinor, 0)).toBe(mid.statistics.last30.earnedMinor);
  });

  it("S-1-11: settings save stores every field and reports a payout type change only when it changed", async () => {
    const { services } = shop;
    const first = await services.affiliates.saveSettings(people.mid.id, {
      post_id: String(affiliateIds.mid),
      payouttype: "paypalapi",
      paypalemailapi: "m@pay.example",
      "wcu-company": "Mid Ltd",
    });
    expect(first).toEqual({ message: "Your settings have been saved.", updatedPayoutFields: { payouttype: "paypalapi" } });
    const again = await services.affiliates.saveSettings(people.mid.id, {
      post_id: String(affiliateIds.mid),
      payouttype: "paypalapi",
      wcu_enable_reports: "1",
    });
    expect(again.updatedPayoutFields.payouttype).toBe("");
    const view = (await services.affiliates.dashboardFor(people.mid.id))!;
    expect(view.settings).toMatchObject({ post_id: String(affiliateIds.mid), payouttype: "paypalapi", "wcu-company": "Mid Ltd", wcu_enable_reports: "1" });
  });

  it("S-1-12: concurrent payout requests cannot overdraw the approved balance", async () => {
    const { services, database } = shop;
    await database.db.update(commissionEntries).set({ state: "approved" }).where(eq(commissionEntries.affiliateId, affiliateIds.mid));
    const view = (await services.affiliates.dashboardFor(people.mid.id))!;
    const balance = view.balance.approvedUnpaidMinor;
    expect(balance).toBeGreaterThan(200);
    const amount = Math.floor(balance * 0.6);
    const results = await Promise.allSettled(
      [1, 2, 3].map(() => services.affiliates.requestPayout(people.mid.id, { amountMinor: amount, payouttype: "credit", details: {} })),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const after = (await services.affiliates.dashboardFor(people.mid.id))!;
    expect(after.balance.approvedUnpaidMinor).toBe(balance - amount);
    const tooMuch = await services.affiliates
      .requestPayout(people.mid.id, { amountMinor: balance, payouttype: "credit", details: {} })
      .catch((e: unknown) => e);
    expect(isServiceError(tooMuch) && tooMuch.fields?.amountMinor).toContain("at most your approved unpaid balance");
  });

  it("a refund after the payout was paid claws the commission back: the balance carries it", async () => {
    const { services, database } = shop;
    const [payout] = (await services.affiliates.payouts("requested")).filter((p) => p.payout.affiliateId === affiliateIds.mid);
    await services.affiliates.decidePayout(people.staff.id, payout!.payout.id, "paid");
    // A credit payout becomes a coupon of its value owned by the affiliate.
    const owned = await database.db
      .select({ code: coupons.code, amount: coupons.amount })
      .from(affiliateCoupons)
      .innerJoin(coupons, eq(coupons.id, affiliateCoupons.couponId))
      .where(eq(affiliateCoupons.affiliateId, affiliateIds.mid));
    expect(owned.some((c) => c.code.startsWith("credit-") && c.amount === payout!.payout.amountMinor)).toBe(true);
    const paidOrder = (await services.affiliates.dashboardFor(people.mid.id))!.orders.find((o) => o.state === "paid");
    expect(paidOrder).toBeDefined();
    const before = (await services.affiliates.dashboardFor(people.mid.id))!.balance.approvedUnpaidMinor;
    await services.orders.refund(people.staff, paidOrder!.orderId, { whole: true, lines: [], extra: 0, restock: false, reason: "Broken" });
    const entries = await entriesOf(paidOrder!.orderId);
    const net = entries.filter((e) => e.affiliateId === affiliateIds.mid).reduce((s, e) => s + e.amountMinor, 0);
    expect(net).toBe(0);
    const after = (await services.affiliates.dashboardFor(people.mid.id))!;
    expect(after.balance.approvedUnpaidMinor).toBe(before - paidOrder!.commissionMinor);
    expect(after.orders.find((o) => o.orderId === paidOrder!.orderId)!.state).toBe("reversed");
    // The parent's share went too.
    const topNet = entries.filter((e) => e.affiliateId === affiliateIds.top).reduce((s, e) => s + e.amountMinor, 0);
    expect(topNet).toBe(0);
    // The balance is the sum of the ledger's entries.
    const all = await database.db
      .select({ amount: commissionEntries.amountMinor })
      .from(commissionEntries)
      .where(eq(commissionEntries.affiliateId, affiliateIds.mid));
    expect(after.balance.approvedUnpaidMinor + after.balance.pendingMinor).toBe(all.reduce((s, e) => s + e.amount, 0));
  });
});
