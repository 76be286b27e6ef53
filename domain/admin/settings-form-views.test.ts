import { describe, expect, it } from "vitest";
import { fromFormView, hintFor, rowTemplate, toFormView } from "./settings-form-views.ts";

describe("settings form views", () => {
  it("edits tax rates as rows and stores them as a map again, codes upper-cased", () => {
    const view = toFormView("tax", { baseCountry: "IE", rates: { IE: 2300, DE: 1900 } });
    expect(view.rates).toEqual([
      { country: "IE", rate: 2300 },
      { country: "DE", rate: 1900 },
    ]);
    expect(fromFormView("tax", { ...view, rates: [{ country: " fr ", rate: 2000 }] }).rates).toEqual({ FR: 2000 });
  });

  it("shows the price display fields of a tax document saved before them as prices are entered", () => {
    expect(toFormView("tax", { pricesIncludeTax: false, rates: {} })).toMatchObject({
      displayShopPrices: "excluding",
      displayCartPrices: "excluding",
      priceSuffix: "",
    });
    const saved = toFormView("tax", { pricesIncludeTax: true, displayShopPrices: "excluding", priceSuffix: "incl. VAT" });
    expect(saved).toMatchObject({ displayShopPrices: "excluding", displayCartPrices: "including", priceSuffix: "incl. VAT" });
    expect(hintFor("priceSuffix")).toMatch(/\{price_including_tax\}/);
  });

  it("shows a store notice without a link as two empty fields, and stores them empty as no link", () => {
    const view = toFormView("store-notice", { text: "Hi", link: null });
    expect(view.link).toEqual({ text: "", url: "" });
    expect(fromFormView("store-notice", view).link).toBeNull();
    expect(fromFormView("store-notice", { link: { text: "Sale", url: "/shop" } }).link).toEqual({ text: "Sale", url: "/shop" });
  });

  it("edits the documents' customer kinds as a checkbox per kind and every kind's title, and stores a list and the titles given", () => {
    const view = toFormView("documents", { customerKinds: ["credit-note", "invoice"], titles: { invoice: "Tax invoice" }, footer: "Thanks" });
    expect(view.customerKinds).toEqual({
      invoice: true,
      "packing-list": false,
      "delivery-note": false,
      "dispatch-label": false,
      "shipping-label": false,
      "proforma-invoice": false,
      "credit-note": true,
    });
    expect(view.titles).toMatchObject({ invoice: "Tax invoice", "credit-note": "" });
    expect(Object.keys(view.titles as object)).toHaveLength(7);
    const back = fromFormView("documents", { ...view, customerKinds: { ...(view.customerKinds as object), "dispatch-label": true } });
    expect(back).toEqual({ customerKinds: ["invoice", "dispatch-label", "credit-note"], titles: { invoice: "Tax invoice" }, footer: "Thanks" });
  });

  it("leaves other groups as they are", () => {
    const document = { name: "Vitrine" };
    expect(toFormView("store", document)).toBe(document);
    expect(fromFormView("store", document)).toBe(document);
  });

  it("knows the new row of an empty list by its path, numbers ignored", () => {
    expect(rowTemplate("zones.3.methods")).toMatchObject({ type: "flat_rate" });
    expect(rowTemplate("restOfWorld.methods")).toMatchObject({ type: "flat_rate" });
    expect(rowTemplate("layout.mobile.below.center")).toEqual({ type: "search" });
    expect(rowTemplate("footer.primary.columns.2")).toMatchObject({ type: "copyright" });
    expect(rowTemplate("nothing.here")).toBeUndefined();
  });

  it("hints in the merchant's terms: an amount as it is typed, never cents", () => {
    expect(hintFor("zones.0.methods.1.cost")).toMatch(/like 4\.95/);
    expect(hintFor("zones.0.methods.1.cost")).not.toMatch(/cents/);
    expect(hintFor("name")).toBeUndefined();
    expect(hintFor("toString")).toBeUndefined();
  });
});

describe("tax rate rows in the settings form", () => {
  it("both rates are typed as percentages: a rate row's with up to four decimals", () => {
    expect(hintFor("taxRates.3.rate")).toMatch(/0\.8875/);
    expect(hintFor("rates.0.rate")).toMatch(/percentage, like 23/);
    expect(hintFor("taxRates.0.postcodes")).toMatch(/wildcards/);
  });
  it("a new rate row starts as a standard rate for every place", () => {
    expect(rowTemplate("taxRates")).toMatchObject({ taxClass: "standard", priority: 1, postcodes: [], cities: [] });
  });
});
