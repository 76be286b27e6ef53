import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { affiliatePayouts, affiliates, commissionEntries, coupons } from "../../db/schema/index.ts";
import { withShopServices } from "../../testing/shop-services.ts";
import { testDatabaseKind } from "../../testing/test-database.ts";
import { isServiceError } from "../errors.ts";
import { saveProgramme } from "./programme.ts";

const people = { seller: { id: 0, email: "seller@example.com" }, staff: { id: 0, email: "staff@example.com" } };
let affiliateId = 0;

const shop = withShopServices(async ({ services, database }) => {
  for (const person of Object.values(people))
    person.id = (await services.accounts.register(null, { email: person.email, password: "a long test password" })).customer.id;
  await saveProgramme(database.db, { defaultRate: { kind: "percent", basisPoints: 1000 }, tierShares: [], approvalDelayDays: 14, minimumPayoutMinor: 100 });
  await services.affiliates.apply(people.seller.id, { website: "", note: "" });
  const [row] = await database.db.select().from(affiliates).where(eq(affiliates.customerId, people.seller.id));
  affiliateId = row!.id;
  await services.affiliates.setStatus(affiliateId, "approved");
  await database.db.insert(coupons).values({ code: "seller10", type: "percent", amount: 1000 });
  await services.affiliates.assignCoupon(affiliateId, "seller10");
});

const billing = { firstName: "Ada", lastName: "Byrne", country: "IE", address1: "1 Main Street", city: "Dublin", postcode: "D02 X285" };

async function placeOrder(quantity: number) {
  const { services, ids } = shop;
  const { session } = await services.sessions.create();
  await services.cart.addItems(session.id, { productId: ids.get("red-lamp")!, quantity });
  const who = { id: session.id, customerId: null };
  await services.checkout.applyCoupon(who, "seller10");
  const { order } = await services.checkout.placeOrder(
    who,
    { email: "buyer@example.com", billing, shipToDifferentAddress: false, shippingMethod: "flat", paymentMethod: "bacs", referral: null },
    `key-${Math.random().toString(36).slice(2)}`,
  );
  return order;
}

const approveAll = () => shop.database.db.update(commissionEntries).set({ state: "approved" }).where(eq(commissionEntries.affiliateId, affiliateId));
const dashboard = async () => (await shop.services.affiliates.dashboardFor(people.seller.id))!;

describe(`payout settlement and figures (${testDatabaseKind})`, () => {
  it("a paid payout settles exactly its amount (the last entry split), and its statement adds up to it", async () => {
    const { services, database } = shop;
    for (const quantity of [1, 2, 3]) await placeOrder(quantity);
    await approveAll();
    const before = await dashboard();
    const entries = await database.db.select().from(commissionEntries).where(eq(commissionEntries.affiliateId, affiliateId)).orderBy(commissionEntries.id);
    // Past the first entry and into the second: the second is split.
    const amount = entries[0]!.amountMinor + Math.floor(entries[1]!.amountMinor / 2);
    const payout = await services.affiliates.requestPayout(people.seller.id, { amountMinor: amount, payouttype: "credit", details: {} });
    await services.affiliates.decidePayout(people.staff.id, payout.id, "paid");

    const settled = await database.db.select().from(commissionEntries).where(eq(commissionEntries.paidByPayoutId, payout.id));
    expect(settled.reduce((s, e) => s + e.amountMinor, 0)).toBe(amount);
    const statement = await services.affiliates.statement({ id: people.seller.id, roles: ["customer"] }, payout.id);
    expect(statement.totals.settledMinor).toBe(amount);
    expect(statement.entries.map((e) => e.amountMinor).reduce((s, a) => s + a, 0)).toBe(amount);

    const after = await dashboard();
    // Splitting moved nothing: the orders earned what they earned, now partly paid.
    expect(after.statistics.all.earnedMinor).toBe(before.statistics.all.earnedMinor);
    expect(after.statistics.all.paidMinor).toBe(amount);
    expect(after.statistics.all.unpaidMinor).toBe(before.statistics.all.earnedMinor - amount);
    expect(after.balance.approvedUnpaidMinor).toBe(before.balance.approvedUnpaidMinor - amount);
    expect(after.balance.requestedMinor).toBe(0);
  });

  it("a requested payout is shown as requested until it is paid: earned = paid + requested + available + pending", async () => {
    const { services } = shop;
    const before = await dashboard();
    const payout = await services.affiliates.requestPayout(people.seller.id, { amountMinor: 150, payouttype: "credit", details: {} });
    const view = await dashboard();
    expect(view.balance.requestedMinor).toBe(150);
    expect(view.balance.approvedUnpaidMinor).toBe(before.balance.approvedUnpaidMinor - 150);
    const all = view.statistics.all;
    expect(all.earnedMinor).toBe(all.paidMinor + view.balance.requestedMinor + view.balance.approvedUnpaidMinor + view.balance.pendingMinor);
    await services.affiliates.decidePayout(people.staff.id, payout.id, "reject", "Test");
    expect((await dashboard()).balance.requestedMinor).toBe(0);
  });

  it("a cancelled order is no coupon use, in the statistics and on the coupon's row alike", async () => {
    const { services } = shop;
    const before = await dashboard();
    const order = await placeOrder(1);
    const placed = await dashboard();
    expect(placed.statistics.all.couponUses).toBe(before.statistics.all.couponUses + 1);
    await services.orders.changeStatus(people.staff, order.id, { status: "cancelled" });
    const after = await dashboard();
    expect(after.statistics.all.couponUses).toBe(before.statistics.all.couponUses);
    expect(after.coupons.find((c) => c.code === "seller10")!.uses).toBe(after.statistics.all.couponUses);
    expect(after.statistics.last7.couponUses).toBe(after.statistics.all.couponUses);
    expect(after.statistics.all.earnedMinor).toBe(before.statistics.all.earnedMinor);
  });

  it("a payout that clawbacks since its request no longer cover cannot be marked paid (409), only rejected", async () => {
    const { services, database } = shop;
    const available = (await dashboard()).balance.approvedUnpaidMinor;
    const payout = await services.affiliates.requestPayout(people.seller.id, { amountMinor: available, payouttype: "credit", details: {} });
    const refunded = (await dashboard()).orders.find((o) => o.state === "approved" && o.commissionMinor > 0)!;
    await services.orders.refund(people.staff, refunded.orderId, { whole: true, lines: [], extra: 0, restock: false, reason: "Broken" });
    const refused = await services.affiliates.decidePayout(people.staff.id, payout.id, "paid").catch((e: unknown) => e);
    expect(isServiceError(refused) && [refused.kind, refused.code]).toEqual(["conflict", "payout_not_covered"]);
    const [row] = await database.db.select().from(affiliatePayouts).where(eq(affiliatePayouts.id, payout.id));
    expect(row!.state).toBe("requested");
    expect(await database.db.select().from(commissionEntries).where(eq(commissionEntries.paidByPayoutId, payout.id))).toEqual([]);
    await services.affiliates.decidePayout(people.staff.id, payout.id, "reject");
  });
});
