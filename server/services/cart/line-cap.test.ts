import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CART_FULL_MESSAGE, MAX_CART_LINES } from "../../../domain/cart/line-cap.ts";
import { cartLines, carts } from "../../db/schema/index.ts";
import { withShopServices } from "../../testing/shop-services.ts";
import { testDatabaseKind } from "../../testing/test-database.ts";
import { isServiceError } from "../errors.ts";

const shop = withShopServices();
const id = (slug: string) => shop.ids.get(slug)!;

/** A session whose cart holds a red lamp and enough other lines (written directly) to have `lines` in all. */
async function cartWithLines(lines: number) {
  const { session } = await shop.services.sessions.create();
  await shop.services.cart.addItems(session.id, { productId: id("red-lamp"), quantity: 1 });
  const [cart] = await shop.database.db.select({ id: carts.id }).from(carts).where(eq(carts.sessionId, session.id));
  const filler = Array.from({ length: lines - 1 }, () => ({
    cartId: cart!.id,
    productId: id("green-shade"),
    quantity: 1,
    lineKey: randomBytes(16).toString("hex"),
  }));
  if (filler.length > 0) await shop.database.db.insert(cartLines).values(filler);
  return session.id;
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (isServiceError(error) ? { kind: error.kind, code: error.code, message: error.message } : error),
  );

describe(`the cart line cap on ${testDatabaseKind}`, () => {
  it(`a cart of ${MAX_CART_LINES} lines refuses a new line with 409 cart_full and keeps its lines`, async () => {
    const sessionId = await cartWithLines(MAX_CART_LINES);
    expect(await refusal(shop.services.cart.addItems(sessionId, { productId: id("blue-lamp"), quantity: 1 }))).toEqual({
      kind: "conflict",
      code: "cart_full",
      message: CART_FULL_MESSAGE,
    });
    const cart = await shop.services.cart.getCart(sessionId);
    expect(cart.items.length + cart.removed.length).toBe(MAX_CART_LINES);
  });

  it("a cart one line short takes one more line; more of a line already there is always fine", async () => {
    const sessionId = await cartWithLines(MAX_CART_LINES - 1);
    await shop.services.cart.addItems(sessionId, { productId: id("blue-lamp"), quantity: 1 });
    const cart = await shop.services.cart.addItems(sessionId, { productId: id("red-lamp"), quantity: 2 });
    expect(cart.items.find((item) => item.productId === id("red-lamp"))?.quantity).toBe(3);
  });

  it("restoring an undone line counts too: it is refused once the cart filled up meanwhile", async () => {
    const sessionId = await cartWithLines(MAX_CART_LINES);
    const lamp = (await shop.services.cart.getCart(sessionId)).items.find((item) => item.productId === id("red-lamp"))!;
    const { removed } = await shop.services.cart.removeLine(sessionId, lamp.key);
    await shop.services.cart.addItems(sessionId, { productId: id("blue-lamp"), quantity: 1 });
    expect(await refusal(shop.services.cart.restoreLine(sessionId, removed))).toMatchObject({ code: "cart_full" });
  });
});
