/**
 * The cart's shipping calculator (`POST /cart`, intent `calculate-shipping`) and how its choice carries into
 * checkout, called as React Router calls the cart's and checkout's loaders and actions, through the real
 * services on a fresh database.
 */
import { describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../server/services/sessions/cookie.ts";
import { jarCookies, routeArgs } from "../../server/testing/route-args.ts";
import { withShopServices } from "../../server/testing/shop-services.ts";
import { testDatabaseKind } from "../../server/testing/test-database.ts";
import type { CartTotalsView } from "../lib/cart-view.ts";
import * as cartRoute from "./cart.tsx";
import * as checkoutRoute from "./checkout.tsx";

const shop = withShopServices();

async function shopper(): Promise<string> {
  const { token, session } = await shop.services.sessions.create();
  await shop.services.cart.addItems(session.id, { productId: shop.ids.get("red-lamp")!, quantity: 1 });
  return `${SESSION_COOKIE}=${token}`;
}

/** Posts the calculator; answers the redirect and the destination cookie it set ("name=value"), if any. */
async function calculate(cookie: string, fields: Record<string, string>) {
  const request = new Request("http://shop.test/cart", {
    method: "POST",
    body: new URLSearchParams({ intent: "calculate-shipping", ...fields }),
    headers: { cookie, host: "shop.test", origin: "http://shop.test", accept: "text/html" },
  });
  const args = routeArgs(request, shop.services);
  const answer = (await cartRoute.action(args as never)) as Response;
  const destination = jarCookies(args).find((c) => c.startsWith("vitrine_ship_to="));
  return { status: answer.status, location: answer.headers.get("location"), destination: destination?.split(";")[0] ?? null };
}

async function cartTotals(cookie: string): Promise<CartTotalsView> {
  const request = new Request("http://shop.test/cart", { headers: { cookie, host: "shop.test" } });
  const result = (await cartRoute.loader(routeArgs(request, shop.services) as never)) as unknown as { data: { totals: CartTotalsView } };
  return result.data.totals;
}

async function checkout(cookie: string) {
  const request = new Request("http://shop.test/checkout", { headers: { cookie, host: "shop.test" } });
  return (await checkoutRoute.loader(routeArgs(request, shop.services) as never)) as {
    country: string;
    prefill: Record<string, string>;
    quote: { shippingMethod: { id: string } | null } | null;
  };
}

describe(`the cart's shipping calculator on ${testDatabaseKind}`, () => {
  it("prices the cart for the destination given, lists the methods there with their prices, and remembers it", async () => {
    const cookie = await shopper();
    const sent = await calculate(cookie, { calc_shipping_country: "de", calc_shipping_postcode: " 10115 " });
    expect(sent).toMatchObject({ status: 303, location: "/cart" });
    expect(sent.destination).not.toBeNull();
    const totals = await cartTotals(`${cookie}; ${sent.destination}`);
    expect(totals.country).toBe("DE");
    expect(totals.destination).toEqual({ country: "DE", state: "", city: "", postcode: "10115", method: null, label: "Germany, 10115" });
    expect(totals.shippingMethods.map((m) => m.id)).toEqual(["flat"]);
    expect(totals.shipping).toMatchObject({ id: "flat", cost: 495 });
  });

  it("taxes the cart at the city's rate once the city is given, and checkout starts from that city", async () => {
    const cookie = await shopper();
    const labels = async (fields: Record<string, string>) => {
      const sent = await calculate(cookie, { calc_shipping_country: "US", calc_shipping_state: "NY", calc_shipping_postcode: "10001", ...fields });
      const totals = await cartTotals(`${cookie}; ${sent.destination}`);
      return { labels: totals.taxRows.map((row) => row.label), destination: sent.destination!, totals };
    };
    const withoutCity = await labels({});
    expect(withoutCity.labels).toEqual(["NY state tax", "MCTD"]);
    const inTheCity = await labels({ calc_shipping_city: " New York " });
    expect(inTheCity.labels).toEqual(["NY state tax", "NYC sales tax", "MCTD"]);
    expect(inTheCity.totals.destination?.label).toBe("United States, NY, New York, 10001");
    expect(inTheCity.totals.taxTotal).toBeGreaterThan(withoutCity.totals.taxTotal);
    const page = await checkout(`${cookie}; ${inTheCity.destination}`);
    expect(page.prefill).toMatchObject({ billing_country: "US", billing_state: "NY", billing_city: "New York", billing_postcode: "10001" });
  });

  it("charges the method picked there, and checkout starts from the same country, postcode and method", async () => {
    const cookie = await shopper();
    const sent = await calculate(cookie, {
      calc_shipping_country: "IE",
      calc_shipping_state: "Co. Galway",
      calc_shipping_postcode: "H91 X2K3",
      shipping_method: "pickup",
    });
    const withDestination = `${cookie}; ${sent.destination}`;
    const totals = await cartTotals(withDestination);
    expect(totals.shippingMethods.map((m) => m.id)).toEqual(["flat", "pickup"]);
    expect(totals.shipping).toMatchObject({ id: "pickup", cost: 0 });
    const page = await checkout(withDestination);
    expect(page.country).toBe("IE");
    expect(page.prefill).toMatchObject({ billing_country: "IE", billing_state: "Co. Galway", billing_postcode: "H91 X2K3" });
    expect(page.quote?.shippingMethod?.id).toBe("pickup");
  });

  it("a rest-of-world destination gets the methods of that zone", async () => {
    const cookie = await shopper();
    const sent = await calculate(cookie, { calc_shipping_country: "US", calc_shipping_state: "CA", calc_shipping_postcode: "94103" });
    const totals = await cartTotals(`${cookie}; ${sent.destination}`);
    expect(totals.shippingMethods).toEqual([{ id: "flat", title: "International delivery", cost: 1495 }]);
    expect(totals.destination?.label).toBe("United States, CA, 94103");
  });

  it.each([
    ["no country", {}],
    ["an unknown country", { calc_shipping_country: "XX" }],
    ["a postcode far too long", { calc_shipping_country: "IE", calc_shipping_postcode: "1".repeat(200) }],
  ])("refuses %s with a notice and remembers nothing", async (_, fields) => {
    const cookie = await shopper();
    const sent = await calculate(cookie, fields);
    expect(sent).toMatchObject({ status: 303, location: "/cart", destination: null });
  });

  it("a tampered destination cookie prices for the shop's own country", async () => {
    const cookie = await shopper();
    const totals = await cartTotals(`${cookie}; vitrine_ship_to=${encodeURIComponent('{"country":"<b>"}')}`);
    expect(totals.destination).toBeNull();
    expect(totals.country).toBe("IE");
  });
});
