// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { createRoutesStub } from "react-router";
import { IRELAND_RATES } from "../../../domain/tax/fixtures.ts";
import { PRICES_AS_ENTERED, priceDisplayRules, type PriceDisplayRules, type PriceDisplaySettings } from "../../../domain/tax/display.ts";
import { Price } from "./price.tsx";
import { StarRating } from "./star-rating.tsx";

afterEach(cleanup);

/** The element inside a router whose root route answers these price display rules, as the root loader does. */
function withPriceDisplay(element: React.ReactElement, priceDisplay: PriceDisplayRules = PRICES_AS_ENTERED) {
  const Stub = createRoutesStub([{ id: "root", path: "/", loader: () => ({ priceDisplay }), Component: () => element }]);
  return <Stub initialEntries={["/"]} />;
}

const irishShop = (settings: Partial<PriceDisplaySettings>) => priceDisplayRules({ pricesIncludeTax: true, ...settings }, IRELAND_RATES, { country: "IE" });

describe("Price", () => {
  it("strikes the regular price beside the sale price, with words for screen readers", async () => {
    render(withPriceDisplay(<Price price={{ min: 3000, max: 3000 }} regularPrice={{ min: 4000, max: 4000 }} onSale />));
    expect((await screen.findByText(/Original price was/)).closest("del")?.textContent).toBe("Original price was: €40.00");
    expect(screen.getByText(/Current price is/).closest("ins")?.textContent).toBe("Current price is: €30.00");
  });

  it("shows a plain price or range when not on sale", async () => {
    render(withPriceDisplay(<Price price={{ min: 1250, max: 4000 }} regularPrice={{ min: 1250, max: 4000 }} onSale={false} />));
    const price = await screen.findByText("€12.50 – €40.00");
    expect(price.querySelector("del")).toBeNull();
  });

  it("shows prices entered with tax without it when the shop says so, at the product's tax class", async () => {
    const rules = irishShop({ displayShopPrices: "excluding" });
    render(withPriceDisplay(<Price price={{ min: 1135, max: 2460 }} regularPrice={{ min: 1135, max: 2460 }} onSale={false} taxClass="reduced" />, rules));
    // 13.5 % reduced rate: €11.35 and €24.60 with tax are €10.00 and €21.67 without.
    expect(await screen.findByText("€10.00 – €21.67")).toBeTruthy();
  });

  it("follows a shop price with the suffix, its placeholders filled", async () => {
    const rules = irishShop({ priceSuffix: "incl. VAT ({price_excluding_tax} ex. VAT)" });
    const { container } = render(withPriceDisplay(<Price price={{ min: 2460, max: 2460 }} regularPrice={{ min: 2460, max: 2460 }} onSale={false} />, rules));
    expect((await screen.findByText(/incl\. VAT/)).className).toBe("price__suffix");
    expect(container.textContent).toBe("€24.60 incl. VAT (€20.00 ex. VAT)");
  });
});

describe("StarRating", () => {
  it("is an image named by the average", () => {
    render(<StarRating average={4.25} count={8} />);
    expect(screen.getByRole("img", { name: "Rated 4.25 out of 5" })).toBeTruthy();
  });

  it("renders nothing for an unrated product", () => {
    const { container } = render(<StarRating average={0} count={0} />);
    expect(container.innerHTML).toBe("");
  });
});
