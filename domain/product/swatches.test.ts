import { describe, expect, it } from "vitest";
import { combinationsFromVariations } from "./combinations.ts";
import { resolveSwatchOptions, type SwatchOptions } from "./swatch-options.ts";
import { clickSwatch, keyActivatesSwatch, limitSwatchItems, stockLeftBadge, swatchItemStates } from "./swatches.ts";
import { variation } from "./testing.ts";

const slugs = ["colour", "size"];
const colour = { slug: "colour", terms: ["red", "blue", "green", "black"] };
const size = { slug: "size", terms: ["s", "m"] };
const combos = combinationsFromVariations([
  variation({ colour: "red", size: "s" }, { stockQuantity: 3 }),
  variation({ colour: "red", size: "m" }, { stockQuantity: 12 }),
  variation({ colour: "blue", size: "s" }, { stockStatus: "outofstock", stockQuantity: 0 }),
  variation({ colour: "green", size: "s" }, { purchasable: false }),
]);
const opts = (o: Partial<SwatchOptions> = {}) => resolveSwatchOptions({}, o);
const byTerm = (states: ReturnType<typeof swatchItemStates>) => Object.fromEntries(states.map(({ term, ...s }) => [term, s]));

describe("swatchItemStates", () => {
  it("P-4-28 P-4-29 P-4-30 P-4-32 P-3-7 P-3-8 marks selected, out-of-stock, unavailable and impossible items", () => {
    const states = byTerm(swatchItemStates(colour, combos, { colour: "red", size: "s" }, opts()));
    expect(states).toEqual({
      red: { selected: true, disabled: false, outOfStock: false, unavailable: false, tooltip: null },
      blue: { selected: false, disabled: true, outOfStock: true, unavailable: false, tooltip: "Out of stock" },
      green: { selected: false, disabled: false, outOfStock: false, unavailable: true, tooltip: "Unavailable" },
      black: { selected: false, disabled: true, outOfStock: false, unavailable: true, tooltip: "Unavailable" },
    });
  });

  it("P-4-31 an out-of-stock item stays clickable with clickable_out_of_stock", () => {
    const states = byTerm(swatchItemStates(colour, combos, { size: "s" }, opts({ clickable_out_of_stock: true })));
    expect(states.blue).toMatchObject({ outOfStock: true, disabled: false });
  });

  it("P-5-10 disable_out_of_stock disables an out-of-stock item even when out-of-stock items are clickable", () => {
    const states = byTerm(swatchItemStates(colour, combos, { size: "s" }, opts({ clickable_out_of_stock: true, disable_out_of_stock: true })));
    expect(states.blue).toMatchObject({ outOfStock: true, disabled: true });
  });

  it("P-3-7 P-3-8 tooltips use the configured texts", () => {
    const o = opts({ out_of_stock_tooltip_text: "Sold out", unavailable_tooltip_text: "Not this one" });
    const states = byTerm(swatchItemStates(colour, combos, { size: "s" }, o));
    expect([states.blue?.tooltip, states.black?.tooltip]).toEqual(["Sold out", "Not this one"]);
  });

  it("P-4-36 recomputed states follow the other attribute's choice", () => {
    expect(byTerm(swatchItemStates(size, combos, { colour: "red" }, opts())).m?.disabled).toBe(false);
    expect(byTerm(swatchItemStates(size, combos, { colour: "blue" }, opts())).m?.disabled).toBe(true);
  });

  it("P-4-29 P-4-34 a selected item is never disabled, so clear_on_reselect can take it back", () => {
    const states = byTerm(swatchItemStates(size, combos, { colour: "blue", size: "m" }, opts()));
    expect(states.m).toMatchObject({ selected: true, disabled: false, unavailable: true });
  });

  it("P-4-38 without variation data no item is disabled", () => {
    const states = swatchItemStates(colour, null, { colour: "blue" }, opts());
    expect(states.every((s) => !s.disabled && !s.outOfStock && !s.unavailable && s.tooltip === null)).toBe(true);
    expect(states.filter((s) => s.selected).map((s) => s.term)).toEqual(["blue"]);
  });
});

describe("clickSwatch", () => {
  const click = (selection: Record<string, string>, attribute: string, term: string, o: Partial<SwatchOptions> = {}, disabled = false) =>
    clickSwatch({ attributeSlugs: slugs, selection, attribute, item: { term, disabled }, combinations: combos, options: opts(o) });

  it("P-4-33 sets the attribute to the item's value", () => {
    expect(click({ colour: "", size: "" }, "colour", "red")).toEqual({ selection: { colour: "red", size: "" }, changed: true });
  });

  it("P-4-29 a disabled item does nothing", () => {
    expect(click({ colour: "", size: "" }, "colour", "black", {}, true)).toEqual({ selection: { colour: "", size: "" }, changed: false });
  });

  it.each([
    [false, { colour: "red", size: "s" }, false],
    [true, { colour: "", size: "s" }, true],
  ])("P-4-34 clicking the selected item with clear_on_reselect %s", (clear, expected, changed) => {
    expect(click({ colour: "red", size: "s" }, "colour", "red", { clear_on_reselect: clear })).toEqual({ selection: expected, changed });
  });

  it.each([
    [false, { colour: "red", size: "xl" }],
    [true, { colour: "red", size: "" }],
  ])("P-4-35 picking a value with no match: deselect_unavailable %s", (deselect, expected) => {
    expect(click({ colour: "", size: "xl" }, "colour", "red", { deselect_unavailable: deselect }).selection).toEqual(expected);
  });

  it("P-4-35 P-5-10 a value whose only match is out of stock counts as no match under disable_out_of_stock", () => {
    const o = { deselect_unavailable: true, disable_out_of_stock: true };
    expect(click({ colour: "", size: "s" }, "colour", "blue", o).selection).toEqual({ colour: "blue", size: "" });
    expect(click({ colour: "", size: "s" }, "colour", "red", o).selection).toEqual({ colour: "red", size: "s" });
  });

  it("P-4-35 P-4-38 without variation data nothing is deselected", () => {
    const result = clickSwatch({
      attributeSlugs: slugs,
      selection: { size: "xl" },
      attribute: "colour",
      item: { term: "red", disabled: false },
      combinations: null,
      options: opts({ deselect_unavailable: true }),
    });
    expect(result.selection).toEqual({ colour: "red", size: "xl" });
  });
});

describe("keyActivatesSwatch", () => {
  it.each([
    [" ", false, true],
    ["Enter", false, true],
    ["Enter", true, false],
    ["a", false, false],
    ["Tab", false, false],
  ])("P-4-41 key %j on an item disabled=%s activates: %s", (key, disabled, expected) => {
    expect(keyActivatesSwatch(key, { disabled })).toBe(expected);
  });
});

describe("stockLeftBadge", () => {
  const badge = (selection: Record<string, string>, attribute: string, term: string, o: Partial<SwatchOptions> = {}) =>
    stockLeftBadge({
      attributeSlugs: slugs,
      selection,
      attribute,
      term,
      combinations: combos,
      options: opts({ show_variation_stock: true, ...o }),
    });

  it.each<[string, Record<string, string>, string, string, Partial<SwatchOptions>, number | null]>([
    ["P-4-39 other attribute chosen, in stock, 3 left at threshold 5", { size: "s" }, "colour", "red", {}, 3],
    ["P-4-39 at the threshold exactly", { size: "s" }, "colour", "red", { stock_label_threshold: 3 }, 3],
    ["P-4-40 above the threshold", { size: "s" }, "colour", "red", { stock_label_threshold: 2 }, null],
    ["P-4-40 12 left is above 5", { size: "m" }, "colour", "red", {}, null],
    ["P-4-40 the other attribute unchosen", { size: "" }, "colour", "red", {}, null],
    ["P-4-39 out of stock", { size: "s" }, "colour", "blue", {}, null],
    ["P-4-39 stock not counted", { size: "s" }, "colour", "green", {}, null],
    ["P-4-39 its own choice does not matter", { colour: "blue", size: "s" }, "colour", "red", {}, 3],
    ["P-3-9 show_variation_stock off", { size: "s" }, "colour", "red", { show_variation_stock: false }, null],
  ])("%s", (_, selection, attribute, term, o, expected) => {
    expect(badge(selection, attribute, term, o)).toBe(expected);
  });
});

describe("limitSwatchItems", () => {
  const items = ["a", "b", "c", "d", "e"];
  it.each<[number, boolean, string[], number]>([
    [3, false, ["a", "b", "c"], 2],
    [3, true, items, 0],
    [0, false, items, 0],
    [5, false, items, 0],
    [8, false, items, 0],
  ])("P-4-42 limit %i expanded %s shows %j and a 'more' of %i", (limit, expanded, visible, moreCount) => {
    expect(limitSwatchItems(items, limit, expanded)).toEqual({ visible, moreCount });
  });
});
