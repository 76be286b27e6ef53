/**
 * Issue 19: the admin's order page shows which signal credited the order (coupon, link or none), the
 * affiliate and the reason recorded at checkout. The loader as React Router calls it, on real services.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { OrderAttributionView } from "../../../../domain/affiliates/attribution.ts";
import { affiliates, coupons, customerRoles, customers } from "../../../../server/db/schema/index.ts";
import { SESSION_COOKIE } from "../../../../server/services/sessions/cookie.ts";
import { registerAccount } from "../../../../server/testing/api-visitors.ts";
import { routeArgs } from "../../../../server/testing/route-args.ts";
import { withShopServices } from "../../../../server/testing/shop-services.ts";
import { testDatabaseKind } from "../../../../server/testing/test-database.ts";
import * as detail from "./detail.tsx";

const state = { admin: "", anna: 0, bert: 0 };
const shop = withShopServices(async ({ services, database }) => {
  const admin = await services.accounts.register(null, { email: "boss@example.com", password: "correct horse battery" });
  await database.db.insert(customerRoles).values({ customerId: admin.customer.id, role: "admin" });
  state.admin = `${SESSION_COOKIE}=${admin.token}`;
  for (const name of ["anna", "bert"] as const) {
    await registerAccount(services, database.db, `${name}@example.com`);
    const [customer] = await database.db
      .select()
      .from(customers)
      .where(eq(customers.email, `${name}@example.com`));
    await database.db
      .update(customers)
      .set({ displayName: `${name[0]!.toUpperCase()}${name.slice(1)} Affiliate` })
      .where(eq(customers.id, customer!.id));
    await services.affiliates.apply(customer!.id, { website: "", note: "" });
    const [row] = await database.db.select().from(affiliates).where(eq(affiliates.customerId, customer!.id));
    await services.affiliates.setStatus(row!.id, "approved");
    await database.db.update(affiliates).set({ referralCode: name }).where(eq(affiliates.id, row!.id));
    await database.db.insert(coupons).values({ code: `${name}10`, type: "percent", amount: 1000 });
    await services.affiliates.assignCoupon(row!.id, `${name}10`);
    state[name] = row!.id;
  }
});

async function placeOrder(options: { coupon?: string; referral?: string }) {
  const { session } = await shop.services.sessions.create();
  const checkoutSession = { id: session.id, customerId: null };
  await shop.services.cart.addItems(session.id, { productId: shop.ids.get("kettle")!, quantity: 1 });
  if (options.coupon) await shop.services.checkout.applyCoupon(checkoutSession, options.coupon);
  const billing = { firstName: "Ada", lastName: "Byrne", country: "IE", address1: "1 Main Street", city: "Dublin", postcode: "D02 X285" };
  const placed = await shop.services.checkout.placeOrder(
    checkoutSession,
    {
      email: "ada@example.com",
      billing,
      shipToDifferentAddress: false,
      shippingMethod: "flat",
      paymentMethod: "bacs",
      referral: options.referral ? { code: options.referral, at: new Date(Date.now() - 3_600_000) } : null,
    },
    `attribution-${Math.random()}`,
  );
  return placed.order.id;
}

async function attributionShown(orderId: number): Promise<OrderAttributionView | null> {
  const args = routeArgs(new Request(`http://shop.test/admin/orders/${orderId}`, { headers: { cookie: state.admin, host: "shop.test" } }), shop.services, {
    params: { id: String(orderId) },
  });
  return (await detail.loader(args as never)).attribution;
}

describe(`the admin order page's attribution on ${testDatabaseKind}`, () => {
  it("the coupon wins over another affiliate's link: the coupon's affiliate, the signal and the reason", async () => {
    const shown = await attributionShown(await placeOrder({ coupon: "anna10", referral: "bert" }));
    expect(shown).toMatchObject({ signal: "coupon", couponCode: "anna10", affiliate: { id: state.anna, referralCode: "anna", name: "Anna Affiliate" } });
    expect(shown!.reason).toMatch(/coupon/i);
  });

  it("a referral link alone credits the link's affiliate", async () => {
    const shown = await attributionShown(await placeOrder({ referral: "bert" }));
    expect(shown).toMatchObject({ signal: "link", couponCode: null, affiliate: { id: state.bert, referralCode: "bert", email: "bert@example.com" } });
    expect(shown!.reason).toMatch(/link/i);
  });

  it("an order with neither says none, and why", async () => {
    expect(await attributionShown(await placeOrder({}))).toEqual({
      signal: "none",
      affiliate: null,
      couponCode: null,
      reason: "No affiliate coupon or referral link",
    });
  });
});
