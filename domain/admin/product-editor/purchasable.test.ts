import { describe, expect, it } from "vitest";
import { publishWarning, unpurchasableReason, type VariationSaleFacts } from "./purchasable.ts";

const variation = (over: Partial<VariationSaleFacts> = {}): VariationSaleFacts => ({
  enabled: true,
  regularPrice: 1200,
  stockStatus: "instock",
  stockQuantity: null,
  ...over,
});
const variable = (variations: VariationSaleFacts[], status = "publish") => ({ type: "variable", status, variations });

describe("a published variable product that cannot sell", () => {
  it.each([
    ["no variations", [], /no variations yet/],
    ["every variation disabled", [variation({ enabled: false })], /every variation is disabled/],
    ["enabled ones without a price", [variation({ regularPrice: 0 }), variation({ enabled: false })], /have no price/],
    ["priced ones out of stock", [variation({ stockStatus: "outofstock" }), variation({ stockQuantity: 0 })], /out of stock/],
  ])("warns when %s, and says why", (_name, variations, why) => {
    const warning = publishWarning(variable(variations));
    expect(warning).toMatch(/^This product is published, but customers cannot buy it: /);
    expect(warning).toMatch(why);
  });

  it("is quiet when one variation sells, for a draft, and for other product types", () => {
    expect(publishWarning(variable([variation({ enabled: false }), variation()]))).toBeNull();
    expect(publishWarning(variable([variation({ stockQuantity: 0, stockStatus: "onbackorder" })]))).toBeNull();
    expect(publishWarning(variable([], "draft"))).toBeNull();
    expect(unpurchasableReason({ type: "simple", variations: [] })).toBeNull();
  });
});
