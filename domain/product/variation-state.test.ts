import { describe, expect, it } from "vitest";
import type { VariationDetail } from "../catalog/types.ts";
import { variation } from "./testing.ts";
import { applyView, changeAttribute, localVariationView, resetForm, variationView } from "./variation-state.ts";

const slugs = ["colour", "size"];
const image = { id: 9, src: "/img/red.jpg", width: 800, height: 800, alt: "Red", srcset: [] };
const red = variation(
  { colour: "red", size: "s" },
  {
    id: 11,
    sku: "TEE-RED-S",
    price: 1500,
    regularPrice: 2000,
    onSale: true,
    weightGrams: 180,
    dimensionsMm: { length: 300, width: 200, height: 10 },
    image,
    stockQuantity: 4,
  },
);

describe("variationView", () => {
  it.each<[Record<string, string>, boolean]>([
    [{ colour: "", size: "" }, false],
    [{ colour: "red", size: "" }, true],
  ])("P-4-1 P-4-2 P-4-19 an incomplete selection %j needs a selection, hides details, reset shown: %s", (selection, reset) => {
    expect(variationView({ attributeSlugs: slugs, selection, match: null })).toEqual({
      kind: "selection-needed",
      button: "selection-needed",
      details: null,
      noMatchNotice: false,
      resetVisible: reset,
    });
  });

  it("P-4-3 P-4-4 P-4-5 P-4-6 P-4-7 P-4-8 P-4-9 P-4-10 a buyable match shows its details and enables the button", () => {
    const view = variationView({ attributeSlugs: slugs, selection: { colour: "red", size: "s" }, match: red });
    expect(view).toEqual({
      kind: "match",
      button: "enabled",
      noMatchNotice: false,
      resetVisible: true,
      details: {
        variationId: 11,
        sku: "TEE-RED-S",
        weightGrams: 180,
        dimensionsMm: { length: 300, width: 200, height: 10 },
        image,
        price: 1500,
        regularPrice: 2000,
        onSale: true,
        availability: { stockStatus: "instock", stockQuantity: 4 },
      },
    });
  });

  it.each<[string, Partial<VariationDetail>]>([
    ["P-4-11 not purchasable", { purchasable: false }],
    ["P-4-12 out of stock", { stockStatus: "outofstock" }],
    ["P-4-13 not visible", { enabled: false }],
  ])("%s: the match still shows but the button is unavailable", (_, overrides) => {
    const view = variationView({ attributeSlugs: slugs, selection: { colour: "red", size: "s" }, match: { ...red, ...overrides } });
    expect(view.kind).toBe("match");
    expect(view.button).toBe("unavailable");
    expect(view.details?.variationId).toBe(11);
  });

  it("P-4-14 P-4-15 a complete selection without a match resets details and shows the notice", () => {
    expect(variationView({ attributeSlugs: slugs, selection: { colour: "red", size: "xl" }, match: null })).toEqual({
      kind: "no-match",
      button: "unavailable",
      details: null,
      noMatchNotice: true,
      resetVisible: true,
    });
  });

  it("P-4-16 no notice for a non-matching selection during the initial load", () => {
    const view = variationView({ attributeSlugs: slugs, selection: { colour: "red", size: "xl" }, match: null, initialLoad: true });
    expect(view.kind).toBe("no-match");
    expect(view.noMatchNotice).toBe(false);
  });

  it("P-5-9 P-5-10 P-7-3 localVariationView looks the match up in the embedded variations", () => {
    const oos = variation({ colour: "blue", size: "" }, { id: 12, stockStatus: "outofstock" });
    const variations = [red, oos];
    const at = (selection: Record<string, string>, disableOutOfStock = false) =>
      localVariationView({ attributeSlugs: slugs, selection, variations, disableOutOfStock });
    expect(at({ colour: "red", size: "s" }).details?.variationId).toBe(11);
    expect(at({ colour: "blue", size: "m" })).toMatchObject({ kind: "match", button: "unavailable" });
    expect(at({ colour: "blue", size: "m" }, true).kind).toBe("no-match");
    expect(at({ colour: "red", size: "" }).kind).toBe("selection-needed");
  });
});

describe("form transitions", () => {
  it("P-4-17 P-4-18 changing a select clears the variation id and the notice", () => {
    const form = { selection: { colour: "red", size: "xl" }, variationId: 11, noMatchNotice: true };
    expect(changeAttribute(form, "size", "s")).toEqual({ selection: { colour: "red", size: "s" }, variationId: null, noMatchNotice: false });
  });

  it("P-4-9 P-4-15 applying a view sets the variation id on a match and the notice on a miss", () => {
    const form = { selection: { colour: "red", size: "s" }, variationId: null, noMatchNotice: false };
    const match = variationView({ attributeSlugs: slugs, selection: form.selection, match: red });
    expect(applyView(form, match)).toEqual({ ...form, variationId: 11 });
    const miss = variationView({ attributeSlugs: slugs, selection: form.selection, match: null });
    expect(applyView(form, miss)).toEqual({ ...form, noMatchNotice: true });
  });

  it("P-4-20 P-4-22 reset clears every select and puts focus on the first", () => {
    expect(resetForm(slugs)).toEqual({ selection: { colour: "", size: "" }, variationId: null, noMatchNotice: false, focus: "colour" });
    expect(resetForm([]).focus).toBeNull();
  });
});
