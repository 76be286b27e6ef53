/** The listings' add to cart (`POST /cart/add`) through the real services: validation, refusals, where it goes after. */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { products, settings } from "../../server/db/schema/index.ts";
import { SESSION_COOKIE } from "../../server/services/sessions/cookie.ts";
import { routeArgs } from "../../server/testing/route-args.ts";
import { withShopServices } from "../../server/testing/shop-services.ts";
import { testDatabaseKind } from "../../server/testing/test-database.ts";
import { THEME_SETTINGS_KEY } from "../../domain/shell/theme-settings.ts";
import { action, loader } from "./cart-add.tsx";

const ORIGIN = "http://shop.test";

const shop = withShopServices(async ({ database, ids }) => {
  await database.db
    .update(products)
    .set({ stockStatus: "outofstock" })
    .where(eq(products.id, ids.get("kettle")!));
  await database.db
    .update(products)
    .set({ soldIndividually: true })
    .where(eq(products.id, ids.get("apron")!));
});

type DataAnswer = { data: { ok: boolean; error?: string; cart?: { count: number }; added?: string[] }; init: ResponseInit | null };

function post(fields: Record<string, string>, options: { token?: string; origin?: string } = {}) {
  const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded", origin: options.origin ?? ORIGIN };
  if (options.token) headers.cookie = `${SESSION_COOKIE}=${options.token}`;
  const request = new Request(`${ORIGIN}/cart/add`, { method: "POST", headers, body: new URLSearchParams(fields).toString() });
  return routeArgs(request, shop.services);
}

async function run(args: ReturnType<typeof post>): Promise<Response | DataAnswer> {
  try {
    return (await action(args as never)) as Response | DataAnswer;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

const enhanced = async (fields: Record<string, string>, token?: string) => {
  const answer = (await run(post({ ...fields, enhanced: "1" }, { token }))) as DataAnswer;
  return { status: answer.init?.status ?? 200, body: answer.data };
};

async function setTheme(value: Record<string, unknown>) {
  await shop.database.db.insert(settings).values({ key: THEME_SETTINGS_KEY, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
  shop.services.settings.invalidate();
}

describe(`POST /cart/add on ${testDatabaseKind}`, () => {
  it("with JavaScript: adds a simple product and answers the cart, as the product page's action does", async () => {
    const { status, body } = await enhanced({ product_id: String(shop.ids.get("red-lamp")), quantity: "1" });
    expect(status).toBe(200);
    expect(body).toMatchObject({ ok: true, cart: { count: 1 } });
  });

  it("answers the names of the products added: a simple product's own, a grouped product's children given a quantity, not the group's", async () => {
    expect((await enhanced({ product_id: String(shop.ids.get("red-lamp")), quantity: "1" })).body.added).toEqual(["Red Lamp"]);
    const grouped = await enhanced({ product_id: String(shop.ids.get("gift-set")), [`quantity[${shop.ids.get("red-lamp")}]`]: "2" });
    expect(grouped.body).toMatchObject({ ok: true, added: ["Red Lamp"] });
  });

  it("refuses bad input with a 400: no such id shape, a zero or huge quantity", async () => {
    const cases: Record<string, string>[] = [
      { product_id: "lamp" },
      { product_id: "-3" },
      { product_id: String(shop.ids.get("red-lamp")), quantity: "0" },
      { product_id: "1", quantity: "1e12" },
    ];
    for (const fields of cases) {
      const { status, body } = await enhanced(fields);
      expect(status, JSON.stringify(fields)).toBe(400);
      expect(body.ok).toBe(false);
    }
  });

  it("a product that does not exist is a 404", async () => {
    const { status, body } = await enhanced({ product_id: "999999", quantity: "1" });
    expect(status).toBe(404);
    expect(body.ok).toBe(false);
  });

  it("refuses an out-of-stock product with its reason (4xx)", async () => {
    const { status, body } = await enhanced({ product_id: String(shop.ids.get("kettle")), quantity: "1" });
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(body.error).toMatch(/out of stock/i);
  });

  it("refuses a sold-individually product the second time (4xx)", async () => {
    const { token } = await shop.services.sessions.create();
    const apron = String(shop.ids.get("apron"));
    expect((await enhanced({ product_id: apron, quantity: "1" }, token)).status).toBe(200);
    const second = await enhanced({ product_id: apron, quantity: "1" }, token);
    expect(second.status).toBeGreaterThanOrEqual(400);
    expect(second.status).toBeLessThan(500);
    expect(second.body.error).toMatch(/cannot add another/i);
  });

  it("without JavaScript: back to the listing with the added flag, or the refusal's code; never off the site", async () => {
    // A card's form names its product as `add-to-cart` and sends no quantity (one).
    const added = (await run(post({ "add-to-cart": String(shop.ids.get("blue-lamp")), return_to: "/category/lamps?page=2" }))) as Response;
    expect(added.status).toBe(303);
    expect(added.headers.get("location")).toBe(`/category/lamps?page=2&added-to-cart=${shop.ids.get("blue-lamp")}`);
    const refused = (await run(post({ product_id: String(shop.ids.get("kettle")), quantity: "1", return_to: "https://evil.example/" }))) as Response;
    expect(refused.headers.get("location")).toBe(`/shop?cart-error=out_of_stock&cart-error-product=${shop.ids.get("kettle")}`);
    const invalid = (await run(post({ product_id: "x", return_to: "/" }))) as Response;
    expect(invalid.headers.get("location")).toBe("/?cart-error=invalid");
  });

  it("without JavaScript: on to the cart or checkout by add_to_cart_options_single", async () => {
    try {
      await setTheme({ add_to_cart_options_single: "cart" });
      const toCart = (await run(post({ product_id: String(shop.ids.get("red-lamp")), quantity: "1", return_to: "/shop" }))) as Response;
      expect(toCart.headers.get("location")).toBe("/cart");
      await setTheme({ add_to_cart_options_single: "checkout" });
      const toCheckout = (await run(post({ product_id: String(shop.ids.get("red-lamp")), quantity: "1", return_to: "/shop" }))) as Response;
      expect(toCheckout.headers.get("location")).toBe("/checkout");
    } finally {
      await setTheme({});
    }
  });

  it("refuses a post from another site, and a GET goes to the cart", async () => {
    const crossSite = (await run(post({ product_id: String(shop.ids.get("red-lamp")) }, { origin: "https://elsewhere.example" }))) as Response;
    expect(crossSite.status).toBe(403);
    let thrown: unknown;
    try {
      loader();
    } catch (error) {
      thrown = error;
    }
    expect((thrown as Response).headers.get("location")).toBe("/cart");
  });
});
