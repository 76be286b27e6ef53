import { describe, expect, it } from "vitest";
import { activePrice, summarizeItems, type PricedItem } from "./product-summary.ts";

const item = (overrides: Partial<PricedItem>): PricedItem => ({
  regularPrice: 2000,
  salePrice: null,
  stockStatus: "instock",
  ...overrides,
});

describe("activePrice", () => {
  it.each([
    ["no sale price", 2000, null, 2000],
    ["a lower sale price", 2000, 1500, 1500],
    ["a sale price equal to the regular price", 2000, 2000, 2000],
    ["a sale price above the regular price", 2000, 2500, 2000],
    ["a free sale", 2000, 0, 0],
  ])("with %s pays %i/%j → %i", (_label, regularPrice, salePrice, expected) => {
    expect(activePrice({ regularPrice, salePrice })).toBe(expected);
  });
});

describe("summarizeItems", () => {
  it("summarises a simple product from its own price", () => {
    expect(summarizeItems([item({ salePrice: 1500 })])).toEqual({
      priceMin: 1500,
      priceMax: 1500,
      onSale: true,
      stockStatus: "instock",
    });
  });

  it("spans the active prices of a variable product's enabled variations", () => {
    const items = [
      item({ regularPrice: 1000 }),
      item({ regularPrice: 3000, salePrice: 2500 }),
      item({ regularPrice: 500, enabled: false }),
      item({ regularPrice: 9000, stockStatus: "outofstock" }),
    ];
    expect(summarizeItems(items)).toEqual({ priceMin: 1000, priceMax: 9000, onSale: true, stockStatus: "instock" });
  });

  it("is not on sale when no enabled item is", () => {
    const items = [item({ salePrice: 2000 }), item({ salePrice: 900, enabled: false })];
    expect(summarizeItems(items).onSale).toBe(false);
  });

  it.each<[string, PricedItem["stockStatus"][], PricedItem["stockStatus"]]>([
    ["any item in stock", ["outofstock", "onbackorder", "instock"], "instock"],
    ["none in stock but one on backorder", ["outofstock", "onbackorder"], "onbackorder"],
    ["every item out of stock", ["outofstock", "outofstock"], "outofstock"],
  ])("is %s → %s", (_label, statuses, expected) => {
    expect(summarizeItems(statuses.map((stockStatus) => item({ stockStatus }))).stockStatus).toBe(expected);
  });

  it("ignores a disabled item's stock", () => {
    const items = [item({ stockStatus: "outofstock" }), item({ stockStatus: "instock", enabled: false })];
    expect(summarizeItems(items).stockStatus).toBe("outofstock");
  });

  it("treats a product with no enabled items as out of stock at zero", () => {
    expect(summarizeItems([])).toEqual({ priceMin: 0, priceMax: 0, onSale: false, stockStatus: "outofstock" });
    expect(summarizeItems([item({ enabled: false })]).stockStatus).toBe("outofstock");
  });
});
