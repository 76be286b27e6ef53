// @vitest-environment happy-dom
/**
 * Where an add without JavaScript comes back to, as the server renders it: the notice ids the redirects'
 * fragments name, and the one-time flags each teller reads (the product form's own, a card's naming its
 * product), which must never be read as each other's.
 */
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ProductCard } from "../../../domain/catalog/types.ts";
import { AddToCartButton } from "../product/add-to-cart-button.tsx";
import { ProductGrid } from "./product-grid.tsx";
import { inRouter } from "./test-router.tsx";

/** The server's HTML for `element`, in a detached container to query. */
function serverMarkup(element: React.ReactElement, path: string): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = renderToString(inRouter(element, path));
  return container;
}

describe("where an add without JavaScript comes back to", () => {
  const card: ProductCard = {
    id: 1,
    slug: "red-lamp",
    name: "Red Lamp",
    type: "simple",
    price: { min: 1000, max: 1000 },
    regularPrice: { min: 1000, max: 1000 },
    onSale: false,
    averageRating: 0,
    ratingCount: 0,
    stockStatus: "instock",
    image: null,
  };

  it("the product form's notice has the id its redirect's fragment names", () => {
    const html = serverMarkup(<AddToCartButton state="enabled" onBlockedClick={() => {}} />, "/product/brass-pen?added=yes");
    expect(html.querySelector("[data-testid=cart-notice]")!.id).toBe("add-to-cart-notice");
  });

  it("a card's form comes back to this page at its grid's notice, which has that id", () => {
    const grid = (path: string) =>
      serverMarkup(<ProductGrid products={[card]} sizes="100px" label="Related products" cartNotice="own" leadsPage={false} />, path);
    const returnTo = grid("/product/brass-pen").querySelector<HTMLInputElement>('input[name="return_to"]')!;
    expect(returnTo.value).toBe("/product/brass-pen#cart-notice-related-products");
    const shown = grid("/product/brass-pen?added-to-cart=1");
    expect(shown.querySelector(".listing-cart-notice")!.id).toBe("cart-notice-related-products");
  });

  it("a grid that tells no adds sends its cards back without a fragment", () => {
    const html = serverMarkup(<ProductGrid products={[card]} sizes="100px" label="More" />, "/");
    expect(html.querySelector<HTMLInputElement>('input[name="return_to"]')!.value).toBe("/");
  });

  it("the product form's flag is not a card's, and a card's (product 1) is not the form's", () => {
    const page = (path: string) => {
      const html = serverMarkup(
        <>
          <form className="cart-form">
            <AddToCartButton state="enabled" onBlockedClick={() => {}} />
          </form>
          <ProductGrid products={[card]} sizes="100px" label="Related products" cartNotice="own" leadsPage={false} />
        </>,
        path,
      );
      return { form: html.querySelector(".cart-form [data-testid=cart-notice]"), shelf: html.querySelector(".listing-cart-notice") };
    };
    const afterForm = page("/product/brass-pen?added=yes");
    expect(afterForm.form).not.toBeNull();
    expect(afterForm.shelf).toBeNull();
    const afterCard = page("/product/brass-pen?added-to-cart=1");
    expect(afterCard.form).toBeNull();
    expect(afterCard.shelf?.textContent).toContain("“Red Lamp” has been added to your cart.");
  });
});
