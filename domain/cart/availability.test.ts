import { describe, expect, it } from "vitest";
import { removalNotice, removalReason, type LineState } from "./availability.ts";

const simple: LineState = { name: "Lamp", productStatus: "publish", productStockStatus: "instock", variation: null, variationManagesStock: false };
const variation = { enabled: true, purchasable: true, stockStatus: "instock" };

describe("removalReason (S-1-25)", () => {
  it.each<[string, Partial<LineState>, ReturnType<typeof removalReason>]>([
    ["a published product in stock", {}, null],
    ["on backorder", { productStockStatus: "onbackorder" }, null],
    ["a draft", { productStatus: "draft" }, "unavailable"],
    ["trashed", { productStatus: "trash" }, "unavailable"],
    ["out of stock", { productStockStatus: "outofstock" }, "out_of_stock"],
    ["a variation in stock", { variation }, null],
    ["a disabled variation", { variation: { ...variation, enabled: false } }, "unavailable"],
    ["a variation not for sale", { variation: { ...variation, purchasable: false } }, "unavailable"],
    ["a variation out of stock", { variation: { ...variation, stockStatus: "outofstock" } }, "out_of_stock"],
    ["a variation counting its own stock while the product is out", { variation, variationManagesStock: true, productStockStatus: "outofstock" }, null],
    ["a variation sharing the product's stock while the product is out", { variation, productStockStatus: "outofstock" }, "out_of_stock"],
    ["a variation of an unpublished product", { variation, productStatus: "draft" }, "unavailable"],
  ])("%s", (_what, change, expected) => {
    expect(removalReason({ ...simple, ...change })).toBe(expected);
  });

  it("names the product in the notice", () => {
    expect(removalNotice("Lamp", "out_of_stock")).toBe("“Lamp” has been removed from your cart because it is out of stock.");
    expect(removalNotice("Lamp", "unavailable")).toBe("“Lamp” has been removed from your cart because it can no longer be purchased.");
  });
});
