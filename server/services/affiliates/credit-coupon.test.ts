import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { affiliateCoupons, affiliatePayouts, affiliates, commissionEntries, coupons, orderAttributions } from "../../db/schema/index.ts";
import { withShopServices } from "../../testing/shop-services.ts";
import { testDatabaseKind } from "../../testing/test-database.ts";
import { isServiceError } from "../errors.ts";
import { saveProgramme } from "./programme.ts";

const people = {
  earner: { id: 0, email: "Earner@Example.com" },
  other: { id: 0, email: "other@example.com" },
  staff: { id: 0, email: "staff@example.com" },
};
const affiliateIds = { earner: 0, other: 0 };
let creditCode = "";

const shop = withShopServices(async ({ services, database }) => {
  const db = database.db;
  for (const person of Object.values(people))
    person.id = (await services.accounts.register(null, { email: person.email, password: "a long test password" })).customer.id;
  await saveProgramme(db, { defaultRate: { kind: "percent", basisPoints: 1000 }, tierShares: [], approvalDelayDays: 0, minimumPayoutMinor: 100 });
  for (const key of ["earner", "other"] as const) {
    await services.affiliates.apply(people[key].id, { website: "", note: "" });
    const [row] = await db.select().from(affiliates).where(eq(affiliates.customerId, people[key].id));
    affiliateIds[key] = row!.id;
    await services.affiliates.setStatus(row!.id, "approved");
  }
  // Approved commission to pay out, then a credit payout staff mark paid.
  await db
    .insert(commissionEntries)
    .values({ affiliateId: affiliateIds.earner, kind: "commission", amountMinor: 5000, state: "approved", reason: "Earlier sales" });
  const payout = await services.affiliates.requestPayout(people.earner.id, { amountMinor: 3000, payouttype: "credit", details: {} });
  const paid = await services.affiliates.decidePayout(people.staff.id, payout.id, "paid");
  const [coupon] = await db.select().from(coupons).where(eq(coupons.id, paid.creditCouponId!));
  creditCode = coupon!.code;
});

const billing = { firstName: "Ada", lastName: "Byrne", country: "IE", address1: "1 Main Street", city: "Dublin", postcode: "D02 X285" };

async function placeWithCredit(options: { email: string; customerId?: number | null; referral?: { code: string; at: Date } | null }) {
  const { services, ids } = shop;
  const { session } = await services.sessions.create();
  await services.cart.addItems(session.id, { productId: ids.get("red-lamp")!, quantity: 4 });
  const who = { id: session.id, customerId: options.customerId ?? null };
  await services.checkout.applyCoupon(who, creditCode);
  const input = {
    email: options.email,
    billing,
    shipToDifferentAddress: false,
    shippingMethod: "flat",
    paymentMethod: "bacs",
    referral: options.referral ?? null,
  };
  return services.checkout.placeOrder(who, input, `key-${Math.random().toString(36).slice(2)}`);
}

const attributionOf = async (orderId: number) => (await shop.database.db.select().from(orderAttributions).where(eq(orderAttributions.orderId, orderId)))[0]!;
const entriesOf = (orderId: number) => shop.database.db.select().from(commissionEntries).where(eq(commissionEntries.orderId, orderId));

describe(`the affiliate's store-credit coupon (${testDatabaseKind})`, () => {
  it("a paid credit payout becomes a single-use coupon for the affiliate's own e-mail, owned as credit", async () => {
    const db = shop.database.db;
    const [coupon] = await db.select().from(coupons).where(eq(coupons.code, creditCode));
    expect(coupon).toMatchObject({ type: "fixed_cart", amount: 3000, usageLimit: 1, allowedEmails: ["earner@example.com"] });
    const [owned] = await db.select().from(affiliateCoupons).where(eq(affiliateCoupons.couponId, coupon!.id));
    expect(owned).toMatchObject({ affiliateId: affiliateIds.earner, kind: "credit" });
    const [payout] = await db.select().from(affiliatePayouts).where(eq(affiliatePayouts.creditCouponId, coupon!.id));
    expect(payout).toMatchObject({ state: "paid", type: "credit" });
  });

  it("someone else's e-mail is refused: placing the order as a guest (the coupon leaves their cart), applying it when signed in", async () => {
    const error = await placeWithCredit({ email: "friend@example.com" }).catch((e: unknown) => e);
    expect(isServiceError(error) && error.code).toBe("not_yours");
    expect(isServiceError(error) && error.message).toContain(`the coupon "${creditCode}" is not yours`);
    // Signed in, the account's e-mail is known: the coupon is refused as soon as it is applied.
    const other = await placeWithCredit({ email: people.other.email, customerId: people.other.id }).catch((e: unknown) => e);
    expect(isServiceError(other) && other.code).toBe("email_not_allowed");
  });

  it("shared anyway (its restriction lifted), it earns its owner no commission: it is credit, not an attributing coupon", async () => {
    const db = shop.database.db;
    await db.update(coupons).set({ allowedEmails: [] }).where(eq(coupons.code, creditCode));
    try {
      const { order } = await placeWithCredit({ email: "friend@example.com" });
      expect(order.coupons.map((c) => c.code)).toEqual([creditCode]);
      expect(await attributionOf(order.id)).toMatchObject({ signal: "none", affiliateId: null, couponId: null });
      expect(await entriesOf(order.id)).toEqual([]);
    } finally {
      await db
        .update(coupons)
        .set({ allowedEmails: [people.earner.email.toLowerCase()], usageCount: 0 })
        .where(eq(coupons.code, creditCode));
    }
  });

  it("the affiliate spends it (account e-mail, any billing e-mail); another affiliate's link still credits that one", async () => {
    const [other] = await shop.database.db.select().from(affiliates).where(eq(affiliates.id, affiliateIds.other));
    const { order } = await placeWithCredit({
      email: "earner.shopping@example.org",
      customerId: people.earner.id,
      referral: { code: other!.referralCode, at: new Date() },
    });
    expect(order.coupons).toEqual([{ code: creditCode, discount: expect.any(Number) }]);
    expect(order.discountTotal).toBe(3000);
    const attribution = await attributionOf(order.id);
    expect(attribution).toMatchObject({ signal: "link", affiliateId: affiliateIds.other, couponId: null });
    const entries = await entriesOf(order.id);
    expect(entries.map((e) => e.affiliateId)).toEqual([affiliateIds.other]);
  });
});
