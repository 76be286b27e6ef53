/**
 * The cart page's "Update cart" post (`cartPageChange`, intent update) through the real services: every
 * quantity field is saved in one transaction, so a refused line leaves the others as they were.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { products } from "../../server/db/schema/index.ts";
import { withShopServices } from "../../server/testing/shop-services.ts";
import { testDatabaseKind } from "../../server/testing/test-database.ts";
import { routeArgs } from "../../server/testing/route-args.ts";
import { addFromLink, cartPageChange } from "./cart.server.ts";
import { CART_INTENT, CART_UPDATED } from "../lib/cart-view.ts";

const shop = withShopServices(({ database, ids }) =>
  database.db
    .update(products)
    .set({ soldIndividually: true })
    .where(eq(products.id, ids.get("kettle")!)),
);

/** A session with one red lamp and one kettle (sold individually), and the two line keys. */
async function cartWithTwoLines() {
  const { session } = await shop.services.sessions.create();
  await shop.services.cart.addItems(session.id, { productId: shop.ids.get("red-lamp")!, quantity: 1 });
  const cart = await shop.services.cart.addItems(session.id, { productId: shop.ids.get("kettle")!, quantity: 1 });
  const [lamp, kettle] = cart.items.map((item) => item.key);
  return { session, lamp: lamp!, kettle: kettle! };
}

function updateForm(quantities: Record<string, string>): FormData {
  const form = new FormData();
  form.set("intent", CART_INTENT.update);
  for (const [key, quantity] of Object.entries(quantities)) form.set(`cart[${key}][qty]`, quantity);
  return form;
}

const quantities = async (sessionId: string) => (await shop.services.cart.getCart(sessionId)).items.map((item) => item.quantity);

describe(`cart page Update cart on ${testDatabaseKind}`, () => {
  it("saves every changed field and says the cart was updated", async () => {
    const { session, lamp, kettle } = await cartWithTwoLines();
    const outcome = await cartPageChange(updateForm({ [lamp]: "3", [kettle]: "1" }), session, shop.services);
    expect(outcome.notice).toEqual({ kind: "success", text: CART_UPDATED });
    expect(outcome.cart?.count).toBe(4);
    expect(await quantities(session.id)).toEqual([3, 1]);
  });

  it("a refused line leaves the other lines unchanged too, with the refusal's text", async () => {
    const { session, lamp, kettle } = await cartWithTwoLines();
    const outcome = await cartPageChange(updateForm({ [lamp]: "3", [kettle]: "2" }), session, shop.services);
    expect(outcome.notice).toMatchObject({ kind: "error" });
    expect(outcome.notice?.text).toMatch(/kettle/i);
    expect(outcome.cart).toBeNull();
    expect(await quantities(session.id)).toEqual([1, 1]);
  });

  it("S-5-19 an empty field changes nothing; a field that is not a whole number refuses the whole post", async () => {
    const { session, lamp, kettle } = await cartWithTwoLines();
    expect((await cartPageChange(updateForm({ [lamp]: "", [kettle]: "" }), session, shop.services)).cart).toBeNull();
    const refused = await cartPageChange(updateForm({ [lamp]: "4", [kettle]: "1.5" }), session, shop.services);
    expect(refused.notice).toEqual({ kind: "error", text: "Please enter a whole number as the quantity." });
    expect(await quantities(session.id)).toEqual([1, 1]);
  });
});

describe(`the add-to-cart link on ${testDatabaseKind}`, () => {
  const link = (query: string) => {
    const request = new Request(`http://shop.test/cart?${query}`, { headers: { host: "shop.test" } });
    const args = routeArgs(request, shop.services);
    return { ctx: args.context.ctx, params: new URL(request.url).searchParams };
  };

  it("names the product by id or by slug, and adds the quantity asked", async () => {
    const byId = link(`add-to-cart=${shop.ids.get("red-lamp")}&quantity=2`);
    expect((await addFromLink(byId.ctx, byId.params)).notice).toMatchObject({ kind: "success" });
    const bySlug = link("add-to-cart=blue-lamp&quantity=3");
    expect((await addFromLink(bySlug.ctx, bySlug.params)).notice).toMatchObject({ kind: "success" });
    const session = (await bySlug.ctx.session())!;
    const cart = await shop.services.cart.getCart(session.id);
    expect(cart.items.map((item) => [item.productId, item.quantity])).toEqual([[shop.ids.get("blue-lamp"), 3]]);
  });

  it("an unknown slug is refused with the link's message", async () => {
    const unknown = link("add-to-cart=no-such-thing&quantity=1");
    expect((await addFromLink(unknown.ctx, unknown.params)).notice).toEqual({
      kind: "error",
      text: "Sorry, that link does not name a product that can be added to the cart.",
    });
  });
});
