import { describe, expect, it } from "vitest";
import { currencySymbol, formatRating, ratingLabel, resultCountText, safeCssColor, stockLabel } from "./catalog-text.ts";

describe("resultCountText", () => {
  it.each([
    [2, 12, 61, "Showing 13–24 of 61 results"],
    [6, 12, 61, "Showing 61–61 of 61 results"],
    [1, 12, 12, "Showing all 12 results"],
    [1, 12, 7, "Showing all 7 results"],
    [1, 12, 1, "Showing the single result"],
    [1, 12, 0, "No products found"],
  ])("page %i of %i per page with %i results reads %s", (page, perPage, total, expected) => {
    expect(resultCountText(page, perPage, total)).toBe(expected);
  });
});

describe("ratings", () => {
  it("labels the average to at most two decimals", () => {
    expect(ratingLabel(4.25)).toBe("Rated 4.25 out of 5");
    expect(ratingLabel(4)).toBe("Rated 4 out of 5");
    expect(formatRating(3.666)).toBe("3.67");
  });
});

describe("stockLabel", () => {
  it("names each stock state as shoppers read it", () => {
    expect(stockLabel("instock")).toBe("In stock");
    expect(stockLabel("outofstock")).toBe("Out of stock");
    expect(stockLabel("onbackorder")).toBe("Available on backorder");
  });
});

describe("safeCssColor", () => {
  it.each(["#c0392b", "#fff", "rgb(10, 20, 30)", "hsl(120 50% 40%)", "navy"])("keeps the colour %s", (color) => {
    expect(safeCssColor(color)).toBe(color);
  });

  it.each(["red; background: url(x)", "url(javascript:1)", "#12345g", "expression(alert(1))", ""])("refuses %j", (value) => {
    expect(safeCssColor(value)).toBeNull();
  });

  it("passes null through", () => {
    expect(safeCssColor(null)).toBeNull();
  });
});

describe("currencySymbol", () => {
  it("gives the shop currency's sign", () => {
    expect(currencySymbol()).toBe("€");
    expect(currencySymbol("USD", "en-US")).toBe("$");
  });
});
