// @vitest-environment happy-dom
/**
 * Where an add without JavaScript comes back to, as the server renders it: the one-time flags each teller
 * reads (the product form's own, a card's naming its product), which must never be read as each other's.
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
