/**
 * A cart line's minus and plus posted without JavaScript (`POST /cart` with `cart[<key>][step]`) through the
 * real services: the line is updated one step within its limits, the cart comes back at that line, and a
 * step the buttons never send is a 400 that changes nothing.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { products } from "../../server/db/schema/index.ts";
import { SESSION_COOKIE } from "../../server/services/sessions/cookie.ts";
import { jarCookies, routeArgs } from "../../server/testing/route-args.ts";
import { withShopServices } from "../../server/testing/shop-services.ts";
import { testDatabaseKind } from "../../server/testing/test-database.ts";
import { CART_NOTICE, takeCartNotice } from "./cart.server.ts";
import { action } from "./cart.tsx";

const ORIGIN = "http://shop.test";

// Blue lamp: at most 3 in one order.
const shop = withShopServices(({ database, ids }) =>
  database.db
    .update(products)
    .set({ maxQuantity: 3 })
    .where(eq(products.id, ids.get("blue-lamp")!)),
);

/** A session with 2 red lamps and 3 blue lamps, and the two line keys. */
async function cart() {
  const { token, session } = await shop.services.sessions.create();
  await shop.services.cart.addItems(session.id, { productId: shop.ids.get("red-lamp")!, quantity: 2 });
  const added = await shop.services.cart.addItems(session.id, { productId: shop.ids.get("blue-lamp")!, quantity: 3 });
  const [red, blue] = added.items.map((item) => item.key);
  return { token, sessionId: session.id, red: red!, blue: blue! };
}

async function post(token: string, fields: [string, string][]) {
  const headers = { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, cookie: `${SESSION_COOKIE}=${token}` };
  const request = new Request(`${ORIGIN}/cart`, { method: "POST", headers, body: new URLSearchParams(fields).toString() });
  const args = routeArgs(request, shop.services);
  let outcome: Response | { init: ResponseInit | null };
  try {
    outcome = (await action(args as never)) as Response;
  } catch (thrown) {
    outcome = thrown as Response | { init: ResponseInit | null };
  }
  // The notice travels in the flash cookie to the cart page the redirect leads to: read it as that page does.
  const flash = jarCookies(args).find((cookie) => cookie.startsWith(`${CART_NOTICE.name}=`));
  const next = new Request(`${ORIGIN}/cart`, { headers: flash ? { cookie: flash.split(";")[0]! } : {} });
  const notice = takeCartNotice(routeArgs(next, shop.services).context.ctx);
  if (outcome instanceof Response) return { status: outcome.status, location: outcome.headers.get("location"), notice };
  return { status: outcome.init?.status ?? 200, location: null, notice };
}

const quantities = async (sessionId: string) => (await shop.services.cart.getCart(sessionId)).items.map((item) => item.quantity);
const qty = (key: string, value: string): [string, string] => [`cart[${key}][qty]`, value];
const stepOf = (key: string, value: string): [string, string] => [`cart[${key}][step]`, value];

describe(`a cart line's minus and plus without JavaScript on ${testDatabaseKind}`, () => {
  it("S-2-41 plus and minus update the line and come back to the cart at its field, with the notice", async () => {
    const { token, sessionId, red, blue } = await cart();
    const up = await post(token, [qty(red, "2"), stepOf(red, "1"), qty(blue, "3")]);
    expect(up).toEqual({ status: 303, location: `/cart#cart-qty-${red}`, notice: { kind: "success", text: "Cart updated." } });
    expect(await quantities(sessionId)).toEqual([3, 3]);
    const down = await post(token, [qty(red, "3"), qty(blue, "3"), stepOf(blue, "-1")]);
    expect(down.location).toBe(`/cart#cart-qty-${blue}`);
    expect(await quantities(sessionId)).toEqual([3, 2]);
  });

  it("a step saves the other lines' typed quantities too, as Update cart would", async () => {
    const { token, sessionId, red, blue } = await cart();
    await post(token, [qty(red, "5"), qty(blue, "2"), stepOf(blue, "-1")]);
    expect(await quantities(sessionId)).toEqual([5, 1]);
  });

  it("S-5-6 S-5-8 plus at the line's maximum keeps it and says why, in that line; minus never goes below one", async () => {
    const { token, sessionId, red, blue } = await cart();
    const capped = await post(token, [qty(red, "2"), qty(blue, "3"), stepOf(blue, "1")]);
    expect(capped.notice).toEqual({ kind: "error", text: "You can buy at most 3 of this product.", key: blue });
    expect(await quantities(sessionId)).toEqual([2, 3]);
    await post(token, [qty(red, "1"), qty(blue, "3"), stepOf(red, "-1")]);
    expect(await quantities(sessionId)).toEqual([1, 3]);
  });

  it("refuses a step the buttons never send with a 400 and changes nothing", async () => {
    const { token, sessionId, red, blue } = await cart();
    const nonsense: [string, string][][] = [
      [qty(red, "2"), stepOf(red, "2")],
      [qty(red, "2"), stepOf(red, "down")],
      [qty(red, "two"), stepOf(red, "1")],
      [qty(red, "-2"), stepOf(red, "1")],
      [stepOf(red, "1")],
      [qty(red, "2"), qty(blue, "3"), stepOf(red, "1"), stepOf(blue, "1")],
      [qty(red, "2"), stepOf(red, "1"), ["intent", "update"]],
      [
        ["cart[not-a-key][qty]", "2"],
        ["cart[not-a-key][step]", "1"],
      ],
    ];
    for (const fields of nonsense) expect((await post(token, fields)).status, JSON.stringify(fields)).toBe(400);
    expect(await quantities(sessionId)).toEqual([2, 3]);
  });

  it("a step for a line no longer in the cart is told, and changes nothing", async () => {
    const { token, sessionId, red } = await cart();
    const gone = "0".repeat(32);
    const outcome = await post(token, [qty(red, "2"), qty(gone, "1"), stepOf(gone, "1")]);
    expect(outcome.status).toBe(303);
    expect(outcome.notice?.kind).toBe("error");
    expect(await quantities(sessionId)).toEqual([2, 3]);
  });
});
