// @vitest-environment happy-dom
/**
 * The quantity steppers as a page without JavaScript uses them: the server's markup makes minus and plus the
 * form's submit buttons (plain buttons again once the page runs), with a default button first so Enter
 * still adds to cart or updates the cart.
 */
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ProductDetail } from "../../../domain/catalog/types.ts";
import type { CartLineView, CartTotalsView } from "../../lib/cart-view.ts";
import { useQuantity } from "../../hooks/use-quantity.ts";
import { CartPage } from "../cart/cart-page.tsx";
import { inRouter } from "../catalog/test-router.tsx";
import { SimplePurchaseForm } from "./product-purchase.tsx";
import { QuantityStepper } from "./quantity-stepper.tsx";
import { PRODUCT_PAGE_SETTING_DEFAULTS } from "../../../domain/product/page-settings.ts";

afterEach(cleanup);

/** The server's HTML for `element`, in a detached container to query. */
function serverMarkup(element: React.ReactElement, path = "/product/brass-pen"): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = renderToString(inRouter(element, path));
  return container;
}

const buttons = (root: ParentNode) => [...root.querySelectorAll<HTMLButtonElement>("button")];

const simpleProduct = {
  id: 7,
  slug: "brass-pen",
  name: "Brass Pen",
  type: "simple",
  stockStatus: "instock",
  stockQuantity: 5,
  soldIndividually: false,
  minQuantity: 1,
  maxQuantity: null,
  children: [],
} as unknown as ProductDetail;

function PurchaseForm({ preset = null }: { preset?: number | null }) {
  const quantity = useQuantity(simpleProduct, null, preset);
  return <SimplePurchaseForm product={simpleProduct} quantity={quantity} texts={PRODUCT_PAGE_SETTING_DEFAULTS.texts} />;
}

describe("the quantity stepper without JavaScript", () => {
  it("S-2-41 minus and plus are the form's submit buttons posting quantity-step = -1 and 1, past the form's validation", () => {
    const html = serverMarkup(<QuantityStepper min={1} max={5} value={2} onChange={() => {}} id="quantity" />);
    const [minus, plus] = buttons(html);
    expect([minus!.type, minus!.name, minus!.value, minus!.formNoValidate]).toEqual(["submit", "quantity-step", "-1", true]);
    expect([plus!.type, plus!.name, plus!.value, plus!.formNoValidate]).toEqual(["submit", "quantity-step", "1", true]);
    // The names and links assistive technology reads are the same as with JavaScript.
    expect(minus!.getAttribute("aria-label")).toBe("Decrease quantity");
    expect(plus!.getAttribute("aria-label")).toBe("Increase quantity");
    expect(minus!.getAttribute("aria-controls")).toBe("quantity");
    expect(html.querySelector("input")!.id).toBe("quantity");
    // Where the page's scripts are on their way, a tap is held for them rather than posted (lib/early-clicks.ts).
    expect(minus!.hasAttribute("data-replay-click")).toBe(true);
  });

  it("S-2-41 once the page runs they are plain buttons again: a click steps in place and submits nothing", () => {
    const submitted = vi.fn((event: React.FormEvent) => event.preventDefault());
    function Form() {
      const [value, setValue] = useState(2);
      return (
        <form onSubmit={submitted}>
          <QuantityStepper min={1} max={5} value={value} onChange={setValue} />
        </form>
      );
    }
    render(<Form />);
    const plus = screen.getByRole<HTMLButtonElement>("button", { name: "Increase quantity" });
    expect(plus.type).toBe("button");
    fireEvent.click(plus);
    expect(screen.getByRole<HTMLInputElement>("spinbutton", { name: "Quantity" }).value).toBe("3");
    expect(submitted).not.toHaveBeenCalled();
  });

  it("a click the page handles never submits, even on a button still marked as a submit button", () => {
    const submitted = vi.fn((event: React.FormEvent) => event.preventDefault());
    function Form() {
      const [value, setValue] = useState(2);
      return (
        <form onSubmit={submitted}>
          <QuantityStepper min={1} max={5} value={value} onChange={setValue} />
        </form>
      );
    }
    render(<Form />);
    const minus = screen.getByRole<HTMLButtonElement>("button", { name: "Decrease quantity" });
    // As in the moment between hydration and the re-render that makes it a plain button.
    minus.type = "submit";
    fireEvent.click(minus);
    expect(screen.getByRole<HTMLInputElement>("spinbutton", { name: "Quantity" }).value).toBe("1");
    expect(submitted).not.toHaveBeenCalled();
  });

  it("a cart line's buttons name their line, and its field has an id a step comes back to", () => {
    const key = "a".repeat(32);
    const html = serverMarkup(
      <QuantityStepper min={1} max={null} value={1} onChange={() => {}} name={`cart[${key}][qty]`} id={`cart-qty-${key}`} stepName={`cart[${key}][step]`} />,
    );
    expect(buttons(html).map((b) => [b.name, b.value])).toEqual([
      [`cart[${key}][step]`, "-1"],
      [`cart[${key}][step]`, "1"],
    ]);
    expect(html.querySelector("input")!.id).toBe(`cart-qty-${key}`);
  });
});

describe("the product form without JavaScript", () => {
  it("Enter in the quantity field adds to cart: the form's first submit button is a hidden add to cart, not minus", () => {
    const form = serverMarkup(<PurchaseForm />).querySelector("form")!;
    const first = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    expect([first.name, first.value, first.hidden]).toEqual(["intent", "add-to-cart", true]);
    // Then the stepper, then the visible add to cart.
    expect(buttons(form).map((b) => b.value)).toEqual(["add-to-cart", "-1", "1", "add-to-cart", "buy-now"]);
  });

  it("the field shows the quantity a step came back with, kept within the product's limits", () => {
    const field = (preset: number | null) => serverMarkup(<PurchaseForm preset={preset} />).querySelector<HTMLInputElement>("#quantity")!;
    expect(field(3).value).toBe("3");
    expect(field(9).value).toBe("5");
    expect(field(null).value).toBe("1");
  });

  it("once the page runs there is no hidden button: Enter presses the visible add to cart", () => {
    render(inRouter(<PurchaseForm />));
    expect(document.querySelectorAll("button[hidden]")).toHaveLength(0);
  });
});

describe("the cart page without JavaScript", () => {
  const line: CartLineView = {
    key: "b".repeat(32),
    productId: 7,
    variationId: null,
    name: "Brass Pen",
    slug: "brass-pen",
    image: null,
    attributes: [],
    unitPrice: 3400,
    quantity: 2,
    lineTotal: 6800,
    soldIndividually: false,
    minQuantity: 1,
    maxQuantity: null,
  };
  const totals: CartTotalsView = {
    subtotal: 6800,
    coupons: [],
    couponProblems: [],
    pendingCoupons: [],
    needsShipping: false,
    shipping: null,
    shippingMethods: [],
    destination: null,
    country: "IE",
    taxTotal: 0,
    shippingTax: 0,
    taxRows: [],
    pricesIncludeTax: true,
    total: 6800,
  };
  const cart = { items: [line], count: 2, subtotal: 6800, totals: { subtotal: 6800, total: 6800 }, removed: [], hash: "" };

  it("Enter in a quantity field updates the cart: the form's first submit button is a hidden Update cart", () => {
    const html = serverMarkup(<CartPage cart={cart} totals={totals} notice={null} stickyTotals={false} />, "/cart");
    const form = html.querySelector("form.cart-form")!;
    const first = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    expect([first.name, first.value, first.hidden]).toEqual(["intent", "update", true]);
    const plus = form.querySelector<HTMLButtonElement>('button[aria-label="Increase quantity of brass pen"]')!;
    expect([plus.type, plus.name, plus.value]).toEqual(["submit", `cart[${line.key}][step]`, "1"]);
  });

  it("a step held at a line's limit is told in that line, as a click's is, not above the cart", () => {
    const notice = { kind: "error" as const, text: "You can buy at most 2 of this product.", key: line.key };
    const html = serverMarkup(<CartPage cart={cart} totals={totals} notice={notice} stickyTotals={false} />, "/cart");
    expect(html.querySelector(`tr[data-key="${line.key}"] .cart-line__limit`)!.textContent).toBe(notice.text);
    expect(html.querySelector("[data-testid=cart-page-notice]")).toBeNull();
  });
});
