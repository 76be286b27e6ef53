// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Price } from "./price.tsx";
import { StarRating } from "./star-rating.tsx";

afterEach(cleanup);

describe("Price", () => {
  it("strikes the regular price beside the sale price, with words for screen readers", () => {
    const { container } = render(<Price price={{ min: 3000, max: 3000 }} regularPrice={{ min: 4000, max: 4000 }} onSale />);
    expect(container.querySelector("del")?.textContent).toBe("Original price was: €40.00");
    expect(container.querySelector("ins")?.textContent).toBe("Current price is: €30.00");
  });

  it("shows a plain price or range when not on sale", () => {
    const { container } = render(<Price price={{ min: 1250, max: 4000 }} regularPrice={{ min: 1250, max: 4000 }} onSale={false} />);
    expect(container.textContent).toBe("€12.50 – €40.00");
    expect(container.querySelector("del")).toBeNull();
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
