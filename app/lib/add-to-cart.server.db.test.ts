/** The product page's add-to-cart form (`addToCartFromForm`) through the real services. */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CART_FULL_MESSAGE, MAX_CART_LINES } from "../../domain/cart/line-cap.ts";
import { cartLines, carts } from "../../server/db/schema/index.ts";
import { SESSION_COOKIE } from "../../server/services/sessions/cookie.ts";
import { routeArgs } from "../../server/testing/route-args.ts";
import { withShopServices } from "../../server/testing/shop-services.ts";
import { testDatabaseKind } from "../../server/testing/test-database.ts";
import { addToCartFromForm, parseAddToCartForm } from "./add-to-cart.server.ts";
import { cartErrorText } from "./cart-notice.ts";

const shop = withShopServices();

const productForm = (productId: number) => {
  const form = new FormData();
  form.set("product_id", String(productId));
  form.set("quantity", "1");
  return parseAddToCartForm(form)!;
};

describe(`the product form's add on ${testDatabaseKind}`, () => {
  it("a full cart: the form shows the cap's message, with JavaScript and without (cart-error=cart_full)", async () => {
    const { token, session } = await shop.services.sessions.create();
    await shop.services.cart.addItems(session.id, { productId: shop.ids.get("red-lamp")!, quantity: 1 });
    const [cart] = await shop.database.db.select({ id: carts.id }).from(carts).where(eq(carts.sessionId, session.id));
    const filler = Array.from({ length: MAX_CART_LINES - 1 }, () => ({
      cartId: cart!.id,
      productId: shop.ids.get("green-shade")!,
      quantity: 1,
      lineKey: randomBytes(16).toString("hex"),
    }));
    await shop.database.db.insert(cartLines).values(filler);
    const request = new Request("http://shop.test/product/blue-lamp", { method: "POST", headers: { cookie: `${SESSION_COOKIE}=${token}` } });
    const outcome = await addToCartFromForm(routeArgs(request, shop.services).context.ctx, productForm(shop.ids.get("blue-lamp")!));
    expect(outcome).toMatchObject({ ok: false, error: CART_FULL_MESSAGE, code: "cart_full" });
    expect(cartErrorText("cart_full")).toBe(CART_FULL_MESSAGE);
  });
});
