import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { coupons, orders, products } from "../../db/schema/index.ts";
import { withShopServices } from "../../testing/shop-services.ts";
import { testDatabaseKind } from "../../testing/test-database.ts";
import { refusal } from "../../testing/refusal.ts";

const people = { staffer: { id: 0, email: "Ola@Vitrine.test" }, outsider: { id: 0, email: "ola@example.com" } };
const NOT_YOURS = 'Sorry, it seems the coupon "team20" is not yours. It has been removed from your order.';
const NOT_FOR_YOUR_EMAIL = 'Sorry, coupon "team20" is not for your e-mail address. Please enter an e-mail address it allows.';
const PENDING = "Applies if your e-mail address qualifies";

const shop = withShopServices(async ({ services, database, ids }) => {
  for (const person of Object.values(people))
    person.id = (await services.accounts.register(null, { email: person.email, password: "a long test password" })).customer.id;
  await database.db.insert(coupons).values([
    { code: "team20", type: "percent", amount: 2000, allowedEmails: ["*@vitrine.test", "anna.*@shop.de"] },
    { code: "open5", type: "fixed_cart", amount: 500 },
  ]);
  await database.db
    .update(products)
    .set({ manageStock: true, stockQuantity: 100, stockStatus: "instock" })
    .where(eq(products.id, ids.get("kettle")!));
});

const billing = { firstName: "Ada", lastName: "Byrne", country: "IE", address1: "1 Main Street", city: "Dublin", postcode: "D02 X285" };

async function cartWith(codes: string[], customerId: number | null = null, email: string | null = null) {
  const { session } = await shop.services.sessions.create();
  await shop.services.cart.addItems(session.id, { productId: shop.ids.get("kettle")!, quantity: 2 });
  const who = { id: session.id, customerId, email };
  for (const code of codes) await shop.services.checkout.applyCoupon(who, code);
  return who;
}

const place = (who: { id: string; customerId: number | null }, email: string, key = `key-${Math.random().toString(36).slice(2)}`) =>
  shop.services.checkout.placeOrder(who, { email, billing, shipToDifferentAddress: false, shippingMethod: "flat", paymentMethod: "bacs" }, key);

const stock = async () =>
  (
    await shop.database.db
      .select({ q: products.stockQuantity })
      .from(products)
      .where(eq(products.id, shop.ids.get("kettle")!))
  )[0]!.q;
const usage = async (code: string) => (await shop.database.db.select({ n: coupons.usageCount }).from(coupons).where(eq(coupons.code, code)))[0]!.n;

describe(`coupons restricted to e-mail addresses at checkout (${testDatabaseKind})`, () => {
  it("a guest whose e-mail is not known yet keeps the coupon as pending: listed with its note, no discount counted", async () => {
    const who = await cartWith([]);
    const { message, quote } = await shop.services.checkout.applyCoupon(who, "TEAM20");
    expect(message).toBe("Coupon code applied. It applies if your e-mail address qualifies: the discount counts once you enter it at checkout.");
    expect(quote.coupons).toEqual([]);
    expect(quote.pendingCoupons).toEqual([{ code: "team20", message: PENDING }]);
    expect(quote.couponProblems).toEqual([]);
    expect(quote.totals.discountTotal).toBe(0);
    // Beside a coupon for everyone, only that one counts.
    const both = (await shop.services.checkout.applyCoupon(who, "open5")).quote;
    expect(both.coupons.map((c) => c.code)).toEqual(["open5"]);
    expect(both.totals.discountTotal).toBe(500);
  });

  it("the pending coupon counts once a qualifying billing e-mail is typed, and shows why when the typed one does not qualify", async () => {
    const who = await cartWith(["team20"]);
    const full = (await shop.services.checkout.quote(who)).totals.total;
    const typed = await shop.services.checkout.quote({ ...who, email: "Lea@Vitrine.TEST" });
    expect(typed.pendingCoupons).toEqual([]);
    expect(typed.coupons).toEqual([expect.objectContaining({ code: "team20" })]);
    expect(typed.totals.discountTotal).toBeGreaterThan(0);
    expect(typed.totals.total).toBeLessThan(full);
    const other = await shop.services.checkout.quote({ ...who, email: "lea@example.com" });
    expect(other.coupons).toEqual([]);
    expect(other.couponProblems).toEqual([{ code: "team20", error: "email_not_allowed", message: NOT_FOR_YOUR_EMAIL }]);
    expect(other.totals.discountTotal).toBe(0);
    // Half-typed is not an address yet: still pending.
    expect((await shop.services.checkout.quote({ ...who, email: "lea@vitr" })).pendingCoupons.map((c) => c.code)).toEqual(["team20"]);
  });

  it("a typed billing e-mail that does not qualify refuses the coupon when it is applied, and it is not kept", async () => {
    const who = await cartWith([], null, "lea@example.com");
    const error = await refusal(shop.services.checkout.applyCoupon(who, "team20"));
    expect(error).toMatchObject({ code: "email_not_allowed", status: 400, message: NOT_FOR_YOUR_EMAIL });
    expect(await shop.services.checkout.quote({ ...who, email: null })).toMatchObject({ coupons: [], pendingCoupons: [], couponProblems: [] });
    // A qualifying one is applied and counted at once.
    const allowed = await shop.services.checkout.applyCoupon({ ...who, email: "lea@vitrine.test" }, "team20");
    expect(allowed.message).toBe("Coupon code applied successfully.");
    expect(allowed.quote.coupons.map((c) => c.code)).toEqual(["team20"]);
  });

  it("signed in, the account's e-mail is known: one that does not qualify is refused at once, one that does counts", async () => {
    const outsider = await cartWith([], people.outsider.id);
    expect((await refusal(shop.services.checkout.applyCoupon(outsider, "team20"))).code).toBe("email_not_allowed");
    const staffer = await cartWith(["team20"], people.staffer.id);
    const quote = await shop.services.checkout.quote(staffer);
    expect(quote.pendingCoupons).toEqual([]);
    expect(quote.coupons.map((c) => c.code)).toEqual(["team20"]);
    expect(quote.totals.discountTotal).toBeGreaterThan(0);
  });

  it("refuses another billing e-mail naming the coupon, takes it off the cart, charges nothing and moves no stock", async () => {
    const who = await cartWith(["open5", "team20"]);
    const before = { stock: await stock(), uses: await usage("team20"), orders: (await shop.database.db.select().from(orders)).length };
    const key = "refused-then-placed";
    const error = await refusal(place(who, "lea@example.com", key));
    expect(error).toMatchObject({ code: "not_yours", status: 400, message: NOT_YOURS, fields: { coupon: "team20" } });
    expect(await stock()).toBe(before.stock);
    expect(await usage("team20")).toBe(before.uses);
    expect(await usage("open5")).toBe(0);
    expect(await shop.database.db.select().from(orders)).toHaveLength(before.orders);
    // The shopper sees the new totals: the other coupon stays, the restricted one is gone.
    const quote = await shop.services.checkout.quote(who);
    expect(quote.coupons.map((c) => c.code)).toEqual(["open5"]);
    expect(quote.totals.discountTotal).toBe(500);
    // Sent again as it is, the order goes through without it.
    const { order } = await place(who, "lea@example.com", key);
    expect(order.coupons.map((c) => c.code)).toEqual(["open5"]);
    expect(await stock()).toBe(before.stock! - 2);
  });

  it.each(["lea@vitrine.test", "LEA@VITRINE.TEST", "anna.k@shop.de"])(
    "a billing e-mail the list allows (%s) places the order with the discount",
    async (email) => {
      const who = await cartWith(["team20"]);
      const uses = await usage("team20");
      const { order } = await place(who, email);
      expect(order.coupons).toEqual([expect.objectContaining({ code: "team20" })]);
      expect(order.discountTotal).toBeGreaterThan(0);
      expect(await usage("team20")).toBe(uses + 1);
    },
  );

  it("a wildcard is not a regular expression: anna.*@shop.de does not admit annak@shop.de", async () => {
    const who = await cartWith(["team20"]);
    expect((await refusal(place(who, "annak@shop.de"))).code).toBe("not_yours");
  });

  it("the signed-in customer's own e-mail counts too, whatever the billing e-mail", async () => {
    const staffer = await cartWith(["team20"], people.staffer.id);
    const { order } = await place(staffer, "ola.private@example.com");
    expect(order.coupons.map((c) => c.code)).toEqual(["team20"]);
    // Applied as a guest (pending), then signed in: placing the order still enforces the list.
    const outsider = { ...(await cartWith(["team20"])), customerId: people.outsider.id };
    expect((await refusal(place(outsider, "ola.other@example.com"))).message).toBe(NOT_YOURS);
    expect((await shop.services.checkout.quote(outsider)).coupons).toEqual([]);
  });
});
