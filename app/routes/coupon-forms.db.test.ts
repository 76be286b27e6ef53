/**
 * The coupon form posts of the cart page (`POST /cart`, intents apply-coupon and remove-coupon) and of the
 * checkout (`POST /checkout/coupon`), and the loaders that show their outcome, called as React Router
 * calls them, through the real services on a fresh database.
 */
import { describe, expect, it } from "vitest";
import { CHECKOUT_EMAIL_COOKIE } from "../../domain/checkout/checkout-email-cookie.ts";
import { coupons } from "../../server/db/schema/index.ts";
import { SESSION_COOKIE } from "../../server/services/sessions/cookie.ts";
import { jarCookies, routeArgs } from "../../server/testing/route-args.ts";
import { withShopServices } from "../../server/testing/shop-services.ts";
import { testDatabaseKind } from "../../server/testing/test-database.ts";
import * as cartRoute from "./cart.tsx";
import * as checkoutRoute from "./checkout.tsx";
import * as couponRoute from "./checkout-coupon.tsx";
import * as noticeRoute from "./checkout-coupon-notice.tsx";

const shop = withShopServices(({ database }) =>
  database.db.insert(coupons).values([
    { code: "welcome10", type: "percent", amount: 1000 },
    { code: "save5", type: "fixed_cart", amount: 500, minimumSpend: 3000 },
    { code: "freeship", type: "percent", amount: 0, freeShipping: true },
    { code: "expired", type: "percent", amount: 1000, expiresAt: new Date("2020-01-01") },
    { code: "team20", type: "percent", amount: 2000, allowedEmails: ["*@vitrine.test"] },
  ]),
);

/** A visitor with red-lamp (€10.00) in the cart; `cookie` is their Cookie header. Signed in as `account` when given. */
async function shopper(account?: string): Promise<{ cookie: string }> {
  const { token, session } = account
    ? await shop.services.accounts.register(null, { email: account, password: "a long test password" })
    : await shop.services.sessions.create();
  await shop.services.cart.addItems(session.id, { productId: shop.ids.get("red-lamp")!, quantity: 1 });
  return { cookie: `${SESSION_COOKIE}=${token}` };
}

// The cookies a route function sets go into its request's jar: `answer` reads those of the last call.
let last: ReturnType<typeof routeArgs> | undefined;
const args = (request: Request) => (last = routeArgs(request, shop.services)) as never;
const jar = () => (last ? jarCookies(last) : []);

function post(path: string, fields: Record<string, string>, cookie: string, headers: Record<string, string> = {}): Request {
  return new Request(`http://shop.test${path}`, { method: "POST", body: new URLSearchParams(fields), headers: { cookie, host: "shop.test", ...headers } });
}
const get = (path: string, cookie: string) => new Request(`http://shop.test${path}`, { headers: { cookie, host: "shop.test" } });

/** What a route function answered: a redirect Response or `data(…)` (its value and response headers). */
function answer(result: unknown): { status: number; location: string | null; setCookies: string[]; value: unknown } {
  if (result instanceof Response)
    return { status: result.status, location: result.headers.get("location"), setCookies: [...result.headers.getSetCookie(), ...jar()], value: null };
  if (!(result && typeof result === "object" && (result as { type?: unknown }).type === "DataWithResponseInit"))
    return { status: 200, location: null, setCookies: jar(), value: result };
  const { data: value, init } = result as { data: unknown; init?: ResponseInit | null };
  const headers = new Headers(init?.headers);
  return { status: init?.status ?? 200, location: null, setCookies: [...headers.getSetCookie(), ...jar()], value };
}

/** The Cookie header a browser would send next: the visitor's cookies with the answer's applied. */
function nextCookie(cookie: string, setCookies: string[]): string {
  const jar = new Map(cookie.split("; ").map((c) => [c.slice(0, c.indexOf("=")), c] as const));
  for (const set of setCookies) {
    const pair = set.split(";")[0]!;
    const name = pair.slice(0, pair.indexOf("="));
    if (/Max-Age=0/i.test(set)) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join("; ");
}

type CartLoaderValue = {
  notice: { kind: string; text: string } | null;
  totals: { coupons: { code: string; discount: number }[]; shipping: { cost: number } | null; total: number; taxTotal: number };
};

describe(`cart page coupon forms on ${testDatabaseKind}`, () => {
  it("S-2-46 without JavaScript: apply answers 303 to /cart, whose loader shows the notice once and the discounted totals", async () => {
    const { cookie } = await shopper();
    const posted = answer(await cartRoute.action(args(post("/cart", { intent: "apply-coupon", coupon_code: "  WeLcOmE10 " }, cookie))));
    expect(posted).toMatchObject({ status: 303, location: "/cart" });
    const after = nextCookie(cookie, posted.setCookies);
    const page = answer(await cartRoute.loader(args(get("/cart", after))));
    const value = page.value as CartLoaderValue;
    expect(value.notice).toEqual({ kind: "success", text: "Coupon code applied successfully." });
    expect(value.totals.coupons).toEqual([{ code: "welcome10", discount: 100, freeShipping: false }]);
    // €10.00 − €1.00, plus standard delivery to Ireland (€4.95).
    expect(value.totals).toMatchObject({ subtotal: 1000, shipping: { title: "Standard delivery", cost: 495 }, total: 1395, country: "IE" });
    const again = answer(await cartRoute.loader(args(get("/cart", nextCookie(after, page.setCookies)))));
    expect((again.value as CartLoaderValue).notice).toBeNull();
  });

  it("S-8-15 with JavaScript: a refusal answers the domain's text as data, and nothing is applied", async () => {
    const { cookie } = await shopper();
    const cases: [string, string][] = [
      ["expired", "This coupon has expired."],
      ["save5", "The minimum spend for this coupon is €30.00."],
      ["", "Please enter a coupon code."],
      ["nope", 'Coupon "nope" cannot be applied because it does not exist.'],
      ["x".repeat(60), `Coupon "${"x".repeat(50)}…" cannot be applied because it does not exist.`],
    ];
    for (const [code, text] of cases) {
      const posted = answer(await cartRoute.action(args(post("/cart", { intent: "apply-coupon", coupon_code: code, enhanced: "1" }, cookie))));
      expect(posted.status).toBe(200);
      expect(posted.value).toEqual({ notice: { kind: "error", text } });
    }
    const page = answer(await cartRoute.loader(args(get("/cart", cookie))));
    expect((page.value as CartLoaderValue).totals.coupons).toEqual([]);
  });

  it("remove-coupon takes it off; a free-shipping coupon makes shipping free; the cart total is the checkout's", async () => {
    const { cookie } = await shopper();
    for (const code of ["freeship", "welcome10"])
      await cartRoute.action(args(post("/cart", { intent: "apply-coupon", coupon_code: code, enhanced: "1" }, cookie)));
    const cart = (answer(await cartRoute.loader(args(get("/cart", cookie)))).value as CartLoaderValue).totals;
    expect(cart.shipping).toMatchObject({ cost: 0 });
    expect(cart.total).toBe(900);
    const checkout = (await checkoutRoute.loader(args(get("/checkout", cookie)))) as { quote: { totals: { total: number; taxTotal: number } } };
    expect(checkout.quote.totals).toMatchObject({ total: cart.total, taxTotal: cart.taxTotal });

    const removed = answer(await cartRoute.action(args(post("/cart", { intent: "remove-coupon", coupon: "FREESHIP", enhanced: "1" }, cookie))));
    expect(removed.value).toEqual({ notice: { kind: "success", text: "Coupon has been removed." } });
    const after = (answer(await cartRoute.loader(args(get("/cart", cookie)))).value as CartLoaderValue).totals;
    expect(after.coupons.map((c) => c.code)).toEqual(["welcome10"]);
    expect(after.total).toBe(900 + 495);
  });
});

describe(`checkout coupon form on ${testDatabaseKind}`, () => {
  it("S-2-52 without JavaScript: 303 back to /checkout; the layout's loader hands the notice over once and clears it", async () => {
    const { cookie } = await shopper();
    const posted = answer(await couponRoute.action(args(post("/checkout/coupon", { intent: "apply-coupon", coupon_code: "WELCOME10" }, cookie))));
    expect(posted).toMatchObject({ status: 303, location: "/checkout" });
    const after = nextCookie(cookie, posted.setCookies);
    const layout = answer(await noticeRoute.loader(args(get("/checkout", after))));
    expect(layout.value).toEqual({ couponNotice: { kind: "success", text: "Coupon code applied successfully." } });
    expect(layout.setCookies.join()).toMatch(/vitrine_checkout_coupon_notice=;.*Max-Age=0/);
    expect(answer(await noticeRoute.loader(args(get("/checkout", nextCookie(after, layout.setCookies))))).value).toEqual({ couponNotice: null });
    const checkout = (await checkoutRoute.loader(args(get("/checkout", after)))) as { quote: { totals: { discountTotal: number } } };
    expect(checkout.quote.totals.discountTotal).toBe(100);
  });

  it("S-8-16 with JavaScript: a refusal answers data and leaves the notice for the revalidating layout loader", async () => {
    const { cookie } = await shopper();
    const posted = answer(await couponRoute.action(args(post("/checkout/coupon", { intent: "apply-coupon", coupon_code: "expired", enhanced: "1" }, cookie))));
    expect(posted.value).toEqual({ notice: { kind: "error", text: "This coupon has expired." } });
    const layout = answer(await noticeRoute.loader(args(get("/checkout.data", nextCookie(cookie, posted.setCookies)))));
    expect(layout.value).toEqual({ couponNotice: { kind: "error", text: "This coupon has expired." } });
  });

  it("refuses another site's post, and answers a visitor without a cart", async () => {
    const { cookie } = await shopper();
    const crossSite = await couponRoute
      .action(args(post("/checkout/coupon", { intent: "apply-coupon", coupon_code: "welcome10" }, cookie, { origin: "https://evil.example" })))
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(answer(crossSite).status).toBe(403);
    const stranger = answer(await couponRoute.action(args(post("/checkout/coupon", { intent: "apply-coupon", coupon_code: "welcome10", enhanced: "1" }, ""))));
    expect(stranger.value).toEqual({ notice: { kind: "error", text: "Your cart is currently empty." } });
    expect(answer(await couponRoute.loader())).toMatchObject({ status: 303, location: "/checkout" });
  });
});

/** The cookie the checkout page keeps the typed billing e-mail in (S-3-46). */
const typedEmail = (email: string) => `${CHECKOUT_EMAIL_COOKIE}=${encodeURIComponent(email)}`;
const PENDING_APPLIED = "Coupon code applied. It applies if your e-mail address qualifies: the discount counts once you enter it at checkout.";
const NOT_FOR_YOUR_EMAIL = 'Sorry, coupon "team20" is not for your e-mail address. Please enter an e-mail address it allows.';
type CheckoutLoaderValue = {
  quote: {
    coupons: { code: string }[];
    pendingCoupons: { code: string; message: string }[];
    couponProblems: { code: string; message: string }[];
    totals: { discountTotal: number; total: number };
  };
};

describe(`coupons for certain e-mail addresses through the forms on ${testDatabaseKind}`, () => {
  it("S-2-46 a guest whose e-mail is not known yet: the coupon is kept as pending, with its note in the totals and no discount", async () => {
    const { cookie } = await shopper();
    const full = (answer(await cartRoute.loader(args(get("/cart", cookie)))).value as CartLoaderValue).totals.total;
    const posted = answer(await cartRoute.action(args(post("/cart", { intent: "apply-coupon", coupon_code: "TEAM20" }, cookie))));
    expect(posted).toMatchObject({ status: 303, location: "/cart" });
    const page = answer(await cartRoute.loader(args(get("/cart", nextCookie(cookie, posted.setCookies)))));
    const value = page.value as CartLoaderValue & { totals: { pendingCoupons: unknown[] } };
    expect(value.notice).toEqual({ kind: "success", text: PENDING_APPLIED });
    expect(value.totals.coupons).toEqual([]);
    expect(value.totals.pendingCoupons).toEqual([{ code: "team20", message: "Applies if your e-mail address qualifies" }]);
    expect(value.totals.total).toBe(full);
  });

  it("S-2-52 then at checkout the typed billing e-mail decides: a qualifying one counts the discount, another shows why and counts nothing", async () => {
    const { cookie } = await shopper();
    await cartRoute.action(args(post("/cart", { intent: "apply-coupon", coupon_code: "team20", enhanced: "1" }, cookie)));
    const before = ((await checkoutRoute.loader(args(get("/checkout", cookie)))) as CheckoutLoaderValue).quote;
    expect(before.pendingCoupons.map((c) => c.code)).toEqual(["team20"]);
    expect(before.totals.discountTotal).toBe(0);
    // The page's script keeps the typed e-mail in its cookie; the repricing request carries it.
    const typed = ((await checkoutRoute.loader(args(get("/checkout?country=IE", `${cookie}; ${typedEmail("Ada@Vitrine.test")}`)))) as CheckoutLoaderValue)
      .quote;
    expect(typed.pendingCoupons).toEqual([]);
    expect(typed.coupons.map((c) => c.code)).toEqual(["team20"]);
    expect(typed.totals.discountTotal).toBe(200);
    expect(typed.totals.total).toBe(before.totals.total - 200);
    const other = ((await checkoutRoute.loader(args(get("/checkout?country=IE", `${cookie}; ${typedEmail("ada@example.com")}`)))) as CheckoutLoaderValue).quote;
    expect(other.couponProblems).toEqual([{ code: "team20", error: "email_not_allowed", message: NOT_FOR_YOUR_EMAIL }]);
    expect(other.totals.discountTotal).toBe(0);
  });

  it("S-8-15 an e-mail already typed at checkout that does not qualify: applying in the cart is refused in the notices and nothing is kept", async () => {
    const { cookie } = await shopper();
    const withEmail = `${cookie}; ${typedEmail("ada@example.com")}`;
    const posted = answer(await cartRoute.action(args(post("/cart", { intent: "apply-coupon", coupon_code: "team20", enhanced: "1" }, withEmail))));
    expect(posted.value).toEqual({ notice: { kind: "error", text: NOT_FOR_YOUR_EMAIL } });
    const totals = (answer(await cartRoute.loader(args(get("/cart", withEmail)))).value as CartLoaderValue & { totals: { pendingCoupons: unknown[] } }).totals;
    expect(totals.coupons).toEqual([]);
    expect(totals.pendingCoupons).toEqual([]);
  });

  it("S-8-16 signed in with an account e-mail that does not qualify: the checkout's coupon block refuses it at once; a qualifying account counts it", async () => {
    const outsider = await shopper(`ada.${Date.now()}@example.com`);
    const refused = answer(
      await couponRoute.action(args(post("/checkout/coupon", { intent: "apply-coupon", coupon_code: "team20", enhanced: "1" }, outsider.cookie))),
    );
    expect(refused.value).toEqual({ notice: { kind: "error", text: NOT_FOR_YOUR_EMAIL } });
    const staffer = await shopper(`ada.${Date.now()}@vitrine.test`);
    const applied = answer(await couponRoute.action(args(post("/checkout/coupon", { intent: "apply-coupon", coupon_code: "team20" }, staffer.cookie))));
    expect(applied).toMatchObject({ status: 303, location: "/checkout" });
    const quote = ((await checkoutRoute.loader(args(get("/checkout", staffer.cookie)))) as CheckoutLoaderValue).quote;
    expect(quote.coupons.map((c) => c.code)).toEqual(["team20"]);
    expect(quote.totals.discountTotal).toBe(200);
  });

  it("S-2-52 without JavaScript: a checkout post refused for its fields is priced for the e-mail it carried, which is remembered for the coupon form", async () => {
    const { cookie } = await shopper();
    await couponRoute.action(args(post("/checkout/coupon", { intent: "apply-coupon", coupon_code: "team20" }, cookie)));
    const request = post("/checkout", { billing_email: "ada@vitrine.test", billing_country: "IE" }, cookie, { accept: "text/html" });
    const refused = answer(await checkoutRoute.action(args(request)));
    expect(refused.status).toBe(400);
    const value = refused.value as CheckoutLoaderValue & { problem: { code: string } };
    expect(value.problem.code).toBe("invalid_checkout");
    expect(value.quote.coupons.map((c) => c.code)).toEqual(["team20"]);
    expect(value.quote.totals.discountTotal).toBe(200);
    expect(refused.setCookies.join()).toContain(`${CHECKOUT_EMAIL_COOKIE}=ada%40vitrine.test; Path=/; SameSite=Lax`);
    // The page's loader runs after the action in the same request: it prices for that e-mail too.
    const sameRequest = (await checkoutRoute.loader(last as never)) as CheckoutLoaderValue;
    expect(sameRequest.quote.totals.discountTotal).toBe(200);
    // Another shopper's refused post remembers an e-mail that does not qualify: their next coupon post is judged by it.
    const stranger = await shopper();
    const typed = answer(await checkoutRoute.action(args(post("/checkout", { billing_email: "ada@example.com" }, stranger.cookie, { accept: "text/html" }))));
    const after = nextCookie(stranger.cookie, typed.setCookies);
    const applied = answer(await couponRoute.action(args(post("/checkout/coupon", { intent: "apply-coupon", coupon_code: "team20", enhanced: "1" }, after))));
    expect(applied.value).toEqual({ notice: { kind: "error", text: NOT_FOR_YOUR_EMAIL } });
  });
});
