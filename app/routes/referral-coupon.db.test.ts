/**
 * Issue 19: a referral link puts the affiliate's coupon on the cart. The cart and checkout loaders, called
 * as React Router calls them with the referral cookie the `?ref=` redirect set, through the real services.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { REFERRAL_COOKIE, referralCookieValue } from "../../domain/affiliates/referral-cookie.ts";
import { REFERRAL_COUPON_COOKIE } from "../../domain/affiliates/referral-coupon.ts";
import { affiliates, coupons, customers } from "../../server/db/schema/index.ts";
import { SESSION_COOKIE } from "../../server/services/sessions/cookie.ts";
import { registerAccount } from "../../server/testing/api-visitors.ts";
import { jarCookies, routeArgs } from "../../server/testing/route-args.ts";
import { type ShopServices, withShopServices } from "../../server/testing/shop-services.ts";
import { testDatabaseKind } from "../../server/testing/test-database.ts";
import * as cartRoute from "./cart.tsx";
import * as checkoutRoute from "./checkout.tsx";
import * as noticeRoute from "./checkout-coupon-notice.tsx";

const DAY_MS = 86_400_000;

/** An approved affiliate with a referral code, owning the coupons given (in that order). */
async function affiliate(shop: ShopServices, name: string, owned: (typeof coupons.$inferInsert)[], status: "approved" | "suspended" = "approved") {
  const { services, database } = shop;
  await registerAccount(services, database.db, `${name}@example.com`);
  const [customer] = await database.db
    .select()
    .from(customers)
    .where(eq(customers.email, `${name}@example.com`));
  await services.affiliates.apply(customer!.id, { website: "", note: "" });
  const [row] = await database.db.select().from(affiliates).where(eq(affiliates.customerId, customer!.id));
  await services.affiliates.setStatus(row!.id, status);
  await database.db.update(affiliates).set({ referralCode: name }).where(eq(affiliates.id, row!.id));
  for (const coupon of owned) {
    await database.db.insert(coupons).values(coupon);
    await services.affiliates.assignCoupon(row!.id, coupon.code);
  }
}

const shop = withShopServices(async (shop) => {
  await shop.database.db.insert(coupons).values({ code: "welcome10", type: "percent", amount: 1000 });
  await affiliate(shop, "anna", [{ code: "anna10", type: "percent", amount: 1000 }]);
  await affiliate(shop, "bert", [{ code: "bert-big", type: "fixed_cart", amount: 500, minimumSpend: 100_000 }]);
  await affiliate(shop, "cleo", [
    { code: "cleo-old", type: "percent", amount: 2000, expiresAt: new Date("2020-01-01") },
    { code: "cleo-used", type: "percent", amount: 2000, usageLimit: 1, usageCount: 1 },
    { code: "cleo5", type: "fixed_cart", amount: 500 },
  ]);
  await affiliate(shop, "dora", [{ code: "dora10", type: "percent", amount: 1000 }], "suspended");
});

/** A visitor with red-lamp (€10.00) in the cart who followed `code`'s link `daysAgo` days ago. */
async function referred(code: string, daysAgo = 1, lines = 1): Promise<{ cookie: string; ref: string }> {
  const { token, session } = await shop.services.sessions.create();
  if (lines > 0) await shop.services.cart.addItems(session.id, { productId: shop.ids.get("red-lamp")!, quantity: lines });
  const ref = referralCookieValue(code, new Date(Date.now() - daysAgo * DAY_MS));
  return { cookie: `${SESSION_COOKIE}=${token}; ${REFERRAL_COOKIE}=${ref}`, ref };
}

const get = (path: string, cookie: string) => new Request(`http://shop.test${path}`, { headers: { cookie, host: "shop.test" } });
const post = (path: string, fields: Record<string, string>, cookie: string) =>
  new Request(`http://shop.test${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { cookie, host: "shop.test", origin: "http://shop.test" },
  });

type CartValue = { notice: { kind: string; text: string } | null; totals: { coupons: { code: string }[] } };

/** The cart page's loader: its value and the cookies it set. */
async function openCart(cookie: string): Promise<{ value: CartValue; setCookies: string[] }> {
  const args = routeArgs(get("/cart", cookie), shop.services);
  const result = (await cartRoute.loader(args as never)) as unknown as { data: CartValue };
  return { value: result.data, setCookies: jarCookies(args) };
}

const markerOf = (setCookies: string[]) => setCookies.find((c) => c.startsWith(`${REFERRAL_COUPON_COOKIE}=`));
const codes = (value: CartValue) => value.totals.coupons.map((c) => c.code);

describe(`the referral link's coupon on ${testDatabaseKind}`, () => {
  it("opening the cart applies the affiliate's coupon once, with the usual notice and a marker cookie for this referral", async () => {
    const { cookie, ref } = await referred("anna");
    const first = await openCart(cookie);
    expect(first.value.notice).toEqual({ kind: "success", text: "Coupon code applied successfully." });
    expect(codes(first.value)).toEqual(["anna10"]);
    const marker = markerOf(first.setCookies);
    expect(marker).toMatch(new RegExp(`^${REFERRAL_COUPON_COOKIE}=${ref.replace(".", "\\.")}; Path=/; HttpOnly; SameSite=Lax; Max-Age=\\d+$`));

    const markedCookie = `${cookie}; ${marker!.split(";")[0]}`;
    const again = await openCart(markedCookie);
    expect(again.value.notice).toBeNull();
    expect(codes(again.value)).toEqual(["anna10"]);
  });

  it("removing it sticks: the marker keeps it off on every later visit", async () => {
    const { cookie } = await referred("anna");
    const first = await openCart(cookie);
    const markedCookie = `${cookie}; ${markerOf(first.setCookies)!.split(";")[0]}`;
    const removeArgs = routeArgs(post("/cart", { intent: "remove-coupon", coupon: "anna10", enhanced: "1" }, markedCookie), shop.services);
    await cartRoute.action(removeArgs as never);
    const after = await openCart(markedCookie);
    expect(codes(after.value)).toEqual([]);
    expect(after.value.notice).toBeNull();
    expect(markerOf(after.setCookies)).toBeUndefined();
  });

  it("a cart that has a coupon already keeps it alone", async () => {
    const { cookie } = await referred("anna");
    const applyArgs = routeArgs(post("/cart", { intent: "apply-coupon", coupon_code: "welcome10", enhanced: "1" }, cookie), shop.services);
    await cartRoute.action(applyArgs as never);
    const page = await openCart(cookie);
    expect(codes(page.value)).toEqual(["welcome10"]);
    expect(page.value.notice).toBeNull();
  });

  it("a coupon the cart does not qualify for is left off without a word, and no marker is set", async () => {
    const { cookie } = await referred("bert");
    const page = await openCart(cookie);
    expect(codes(page.value)).toEqual([]);
    expect(page.value.notice).toBeNull();
    expect(markerOf(page.setCookies)).toBeUndefined();
  });

  it("the first active coupon: expired and used-up ones are passed over", async () => {
    const { cookie } = await referred("cleo");
    expect(codes((await openCart(cookie)).value)).toEqual(["cleo5"]);
  });

  it("nothing for a suspended affiliate, an unknown code, a referral past the programme's days, or an empty cart", async () => {
    const { referralDays } = await shop.services.affiliates.programme();
    for (const visitor of [await referred("dora"), await referred("nobody"), await referred("anna", referralDays + 1), await referred("anna", 1, 0)]) {
      const page = await openCart(visitor.cookie);
      expect(codes(page.value)).toEqual([]);
      expect(page.value.notice).toBeNull();
      expect(markerOf(page.setCookies)).toBeUndefined();
    }
  });

  it("opening the checkout applies it too: the checkout is priced with it and the coupon block tells of it", async () => {
    const { cookie } = await referred("anna");
    // React Router runs both loaders of one request with one context; the attempt is made once.
    const args = routeArgs(get("/checkout", cookie), shop.services);
    const [notice, checkout] = await Promise.all([noticeRoute.loader(args as never), checkoutRoute.loader(args as never)]);
    expect(notice.couponNotice).toEqual({ kind: "success", text: "Coupon code applied successfully." });
    const quote = (checkout as { quote: { coupons: { code: string }[] } }).quote;
    expect(quote.coupons.map((c) => c.code)).toEqual(["anna10"]);
    expect(jarCookies(args).filter((c) => c.startsWith(`${REFERRAL_COUPON_COOKIE}=`))).toHaveLength(1);
  });
});
