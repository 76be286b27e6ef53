/**
 * The product page's form posted without JavaScript (`POST /product/:slug`) through the real services:
 * minus and plus come back with the quantity stepped and add nothing; an add comes back at its notice with a
 * flag that a card on the page's shelves cannot mistake for its own, nor the form a card's.
 */
import { eq } from "drizzle-orm";
import { Window } from "happy-dom";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ProductCard } from "../../domain/catalog/types.ts";
import { products, variations } from "../../server/db/schema/index.ts";
import { SESSION_COOKIE } from "../../server/services/sessions/cookie.ts";
import { routeArgs } from "../../server/testing/route-args.ts";
import { withShopServices } from "../../server/testing/shop-services.ts";
import { testDatabaseKind } from "../../server/testing/test-database.ts";
import { ProductShelf } from "../components/catalog/product-shelf.tsx";
import { inRouter } from "../components/catalog/test-router.tsx";
import { AddToCartButton } from "../components/product/add-to-cart-button.tsx";
import { action as cardAction } from "./cart-add.tsx";
import { action, loader } from "./product.tsx";

const ORIGIN = "http://shop.test";

const shop = withShopServices(async ({ database, ids }) => {
  // Blue lamp: at least 2, at most 4. Green shade: 3 left in stock. The tee's blue M: at most 2.
  await database.db
    .update(products)
    .set({ minQuantity: 2, maxQuantity: 4 })
    .where(eq(products.id, ids.get("blue-lamp")!));
  await database.db
    .update(products)
    .set({ manageStock: true, stockQuantity: 3 })
    .where(eq(products.id, ids.get("green-shade")!));
  await database.db.update(variations).set({ maxQuantity: 2 }).where(eq(variations.sku, "TEE-BM"));
  await database.db
    .update(products)
    .set({ stockStatus: "outofstock" })
    .where(eq(products.id, ids.get("kettle")!));
});

function post(path: string, fields: [string, string][], token?: string) {
  const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN };
  if (token) headers.cookie = `${SESSION_COOKIE}=${token}`;
  const request = new Request(`${ORIGIN}${path}`, { method: "POST", headers, body: new URLSearchParams(fields).toString() });
  const slug = /^\/product\/([^/?]+)/.exec(path)?.[1];
  return routeArgs(request, shop.services, slug ? { params: { slug } } : {});
}

/** The action's answer: a redirect, or what it threw (a 4xx). */
async function answer(run: () => Promise<unknown>): Promise<Response | { init: ResponseInit | null; data: unknown }> {
  try {
    return (await run()) as Response;
  } catch (thrown) {
    return thrown as Response | { init: ResponseInit | null; data: unknown };
  }
}
const statusOf = (outcome: Awaited<ReturnType<typeof answer>>) => (outcome instanceof Response ? outcome.status : (outcome.init?.status ?? 200));

async function postForm(slug: string, fields: [string, string][], token?: string) {
  const outcome = await answer(() => action(post(`/product/${slug}`, [["product_id", String(shop.ids.get(slug))], ...fields], token) as never));
  return { status: statusOf(outcome), location: outcome instanceof Response ? outcome.headers.get("location") : null };
}

const cartCount = async (token: string) => {
  const session = await shop.services.sessions.find(token);
  return session ? (await shop.services.cart.getCart(session.id)).count : 0;
};

describe(`the product form's minus and plus without JavaScript on ${testDatabaseKind}`, () => {
  it("S-2-41 plus and minus come back to the page with the quantity stepped, at the field, and add nothing", async () => {
    const { token } = await shop.services.sessions.create();
    const up = await postForm(
      "red-lamp",
      [
        ["quantity", "2"],
        ["quantity-step", "1"],
      ],
      token,
    );
    expect(up).toEqual({ status: 303, location: "/product/red-lamp?quantity=3#quantity" });
    const down = await postForm(
      "red-lamp",
      [
        ["quantity", "2"],
        ["quantity-step", "-1"],
      ],
      token,
    );
    expect(down.location).toBe("/product/red-lamp?quantity=1#quantity");
    expect(await cartCount(token)).toBe(0);
  });

  it("S-5-6 S-5-7 S-5-8 the step keeps to the product's minimum, maximum and stock left", async () => {
    expect(
      (
        await postForm("red-lamp", [
          ["quantity", "1"],
          ["quantity-step", "-1"],
        ])
      ).location,
    ).toBe("/product/red-lamp?quantity=1#quantity");
    expect(
      (
        await postForm("blue-lamp", [
          ["quantity", "2"],
          ["quantity-step", "-1"],
        ])
      ).location,
    ).toBe("/product/blue-lamp?quantity=2#quantity");
    expect(
      (
        await postForm("blue-lamp", [
          ["quantity", "4"],
          ["quantity-step", "1"],
        ])
      ).location,
    ).toBe("/product/blue-lamp?quantity=4#quantity");
    // A value typed over the limit steps down from the limit, as the button does in the browser.
    expect(
      (
        await postForm("blue-lamp", [
          ["quantity", "9"],
          ["quantity-step", "-1"],
        ])
      ).location,
    ).toBe("/product/blue-lamp?quantity=3#quantity");
    expect(
      (
        await postForm("green-shade", [
          ["quantity", "3"],
          ["quantity-step", "1"],
        ])
      ).location,
    ).toBe("/product/green-shade?quantity=3#quantity");
    // An emptied field counts as nothing: plus gives the minimum.
    expect(
      (
        await postForm("blue-lamp", [
          ["quantity", ""],
          ["quantity-step", "1"],
        ])
      ).location,
    ).toBe("/product/blue-lamp?quantity=2#quantity");
  });

  it("P-4-26 a variable product keeps the options chosen and steps within the chosen variation's limits", async () => {
    const fields: [string, string][] = [
      ["variation_id", ""],
      ["attribute_colour", "blue"],
      ["attribute_size", "m"],
      ["quantity", "2"],
      ["quantity-step", "1"],
    ];
    expect((await postForm("variable-tee", fields)).location).toBe("/product/variable-tee?attribute_colour=blue&attribute_size=m&quantity=2#quantity");
    // No variation chosen yet: the product's own limits; a term the product does not have is dropped.
    const partial = await postForm("variable-tee", [
      ["attribute_colour", "plaid"],
      ["attribute_size", ""],
      ["quantity", "2"],
      ["quantity-step", "1"],
    ]);
    expect(partial.location).toBe("/product/variable-tee?quantity=3#quantity");
  });

  it("refuses a step the buttons never send with a 400, and adds nothing", async () => {
    const { token } = await shop.services.sessions.create();
    const nonsense: [string, string][][] = [
      [
        ["quantity", "2"],
        ["quantity-step", "2"],
      ],
      [
        ["quantity", "2"],
        ["quantity-step", "up"],
      ],
      [
        ["quantity", "2"],
        ["quantity-step", ""],
      ],
      [
        ["quantity", "two"],
        ["quantity-step", "1"],
      ],
      [
        ["quantity", "-1"],
        ["quantity-step", "1"],
      ],
      [
        ["quantity", "1.5"],
        ["quantity-step", "1"],
      ],
      [
        ["quantity", "99999"],
        ["quantity-step", "1"],
      ],
      [["quantity-step", "1"]],
      [
        ["quantity", "2"],
        ["quantity-step", "1"],
        ["quantity-step", "-1"],
      ],
      [
        ["quantity", "2"],
        ["quantity-step", "1"],
        ["intent", "add-to-cart"],
      ],
    ];
    for (const fields of nonsense) expect((await postForm("red-lamp", fields, token)).status, JSON.stringify(fields)).toBe(400);
    expect(await cartCount(token)).toBe(0);
  });

  it("a step on a product that does not exist is a 404", async () => {
    const outcome = await answer(() =>
      action(
        post("/product/no-such-thing", [
          ["quantity", "1"],
          ["quantity-step", "1"],
        ]) as never,
      ),
    );
    expect(statusOf(outcome)).toBe(404);
  });

  it("the page shows the quantity its address gives; nonsense there is ignored", async () => {
    const load = async (query: string) => {
      const request = new Request(`${ORIGIN}/product/red-lamp${query}`);
      return (await loader(routeArgs(request, shop.services, { params: { slug: "red-lamp" } }) as never)).initialQuantity;
    };
    expect(await load("?quantity=3")).toBe(3);
    expect(await load("?quantity=lots")).toBeNull();
    expect(await load("")).toBeNull();
  });
});

describe(`the added notice without JavaScript on ${testDatabaseKind}`, () => {
  it("an add comes back to the product page at its notice", async () => {
    const added = await postForm("red-lamp", [
      ["quantity", "2"],
      ["intent", "add-to-cart"],
    ]);
    expect(added.location).toBe("/product/red-lamp?added=yes#add-to-cart-notice");
    const refused = await postForm("kettle", [
      ["quantity", "1"],
      ["intent", "add-to-cart"],
    ]);
    expect(refused.location).toBe("/product/kettle?cart-error=out_of_stock#add-to-cart-notice");
  });

  it("a card's add comes back to the page at its own grid's notice", async () => {
    const fields: [string, string][] = [
      ["add-to-cart", String(shop.ids.get("green-shade"))],
      ["return_to", "/product/red-lamp#cart-notice-related-products"],
    ];
    const outcome = (await answer(() => cardAction(post("/cart/add", fields) as never))) as Response;
    expect(outcome.headers.get("location")).toBe(`/product/red-lamp?added-to-cart=${shop.ids.get("green-shade")}#cart-notice-related-products`);
  });

  it("a quantity step posted to the listings' add is refused with a 400 and adds nothing", async () => {
    const { token } = await shop.services.sessions.create();
    const fields: [string, string][] = [
      ["product_id", String(shop.ids.get("red-lamp"))],
      ["quantity", "1"],
      ["quantity-step", "1"],
    ];
    expect(statusOf(await answer(() => cardAction(post("/cart/add", fields, token) as never)))).toBe(400);
    expect(await cartCount(token)).toBe(0);
  });
});

describe(`the product form's flag and a card's flag on ${testDatabaseKind}`, () => {
  /** A card as a shelf shows it. */
  const card = (id: number, name: string): ProductCard => ({
    id,
    slug: name.toLowerCase().replace(/ /g, "-"),
    name,
    type: "simple",
    price: { min: 1000, max: 1000 },
    regularPrice: { min: 1000, max: 1000 },
    onSale: false,
    averageRating: 0,
    ratingCount: 0,
    stockStatus: "instock",
    image: null,
  });

  /** The product page's two tellers of an add: its own form's notice and a shelf of cards. */
  function renderPage(location: string, shelf: ProductCard[]) {
    const container = new Window().document.createElement("div");
    container.innerHTML = renderToString(
      inRouter(
        <>
          <form method="post" className="cart-form">
            <AddToCartButton state="enabled" onBlockedClick={() => undefined} />
          </form>
          <ProductShelf title="Related products" products={shelf} />
        </>,
        location,
      ),
    );
    return {
      form: container.querySelector(".cart-form [data-testid=cart-notice]")?.textContent ?? null,
      shelf: container.querySelector(".product-shelf [data-testid=cart-notice]")?.textContent ?? null,
    };
  }

  it("the form's add is never read as the add of product 1 on a shelf, nor the add of card 1 as the form's", async () => {
    // Product ids start at 1 on a fresh database: the first of the fixture is the one whose id reads like the old flag.
    const first = [...shop.ids].find(([, id]) => id === 1);
    expect(first, "a product with id 1").toBeDefined();
    const shelf = [card(1, "Red Lamp"), card(shop.ids.get("green-shade")!, "Green Shade")];

    const formAdd = await postForm("blue-lamp", [
      ["quantity", "2"],
      ["intent", "add-to-cart"],
    ]);
    const afterForm = renderPage(formAdd.location!, shelf);
    expect(afterForm.form).toMatch(/has been added to your cart/);
    expect(afterForm.shelf).toBeNull();

    const fields: [string, string][] = [
      ["add-to-cart", "1"],
      ["return_to", "/product/blue-lamp#cart-notice-related-products"],
    ];
    const cardAdd = (await answer(() => cardAction(post("/cart/add", fields) as never))) as Response;
    const afterCard = renderPage(cardAdd.headers.get("location")!, shelf);
    expect(afterCard.form).toBeNull();
    expect(afterCard.shelf).toMatch(/“Red Lamp” has been added to your cart/);
  });
});
