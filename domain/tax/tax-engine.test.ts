import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sumOfTaxes, taxesOnAmount } from "./calculate.ts";
import { cartSubtotalNote, priceBothWays, priceDisplayRules, priceSuffix, shownAmount, shownSuffix } from "./display.ts";
import { GERMANY_RATES, IRELAND_RATES, NEW_YORK_RATES, QUEBEC_2012_RATES } from "./fixtures.ts";
import { computeOrderTax } from "./order-tax.ts";
import { applicableRates, ratePercentText, RATE_SCALE, type TaxClass, type TaxLocation, type TaxRate } from "./rates.ts";

const ALL_RATES = [...IRELAND_RATES, ...GERMANY_RATES, ...NEW_YORK_RATES, ...QUEBEC_2012_RATES];
const ids = (rates: TaxRate[]) => rates.map((rate) => rate.id);

describe("which rates apply", () => {
  it.each<[string, TaxLocation, TaxClass, string[]]>([
    ["Dublin, standard", { country: "IE", postcode: "D02 X285" }, "standard", ["ie-standard"]],
    ["Dublin, reduced", { country: "IE" }, "reduced", ["ie-reduced"]],
    ["Dublin, zero", { country: "ie" }, "zero", ["ie-zero"]],
    ["Berlin, reduced", { country: "DE", postcode: "10115" }, "reduced", ["de-reduced"]],
    ["Manhattan", { country: "US", region: "NY", city: "new york", postcode: "10001" }, "standard", ["ny-state", "nyc-city", "nyc-mctd"]],
    ["Brooklyn, ZIP+4", { country: "US", region: "ny", city: "New York", postcode: "11215-1234" }, "standard", ["ny-state", "nyc-city", "nyc-mctd"]],
    ["Buffalo", { country: "US", region: "NY", city: "Buffalo", postcode: "14201" }, "standard", ["ny-state"]],
    ["California", { country: "US", region: "CA", city: "Los Angeles", postcode: "90012" }, "standard", []],
    ["Montreal", { country: "CA", region: "QC" }, "standard", ["ca-gst", "qc-qst"]],
    ["Toronto", { country: "CA", region: "ON" }, "standard", ["ca-gst"]],
    ["Japan", { country: "JP" }, "standard", []],
  ])("%s", (_, location, taxClass, expected) => {
    expect(ids(applicableRates(ALL_RATES, location, taxClass))).toEqual(expected);
  });

  it("at one priority the most specific match wins; listed order breaks ties", () => {
    const base = { label: "VAT", region: "", postcodes: [], cities: [], priority: 1, compound: false, shipping: true, taxClass: "standard" } as const;
    const rates: TaxRate[] = [
      { ...base, id: "anywhere", country: "", rate: 10_000 },
      { ...base, id: "ie", country: "IE", rate: 230_000 },
      { ...base, id: "ie-again", country: "IE", rate: 200_000 },
      { ...base, id: "dublin-2", country: "IE", postcodes: ["D02*"], rate: 100_000 },
    ];
    expect(ids(applicableRates(rates, { country: "IE", postcode: "D02 X285" }, "standard"))).toEqual(["dublin-2"]);
    expect(ids(applicableRates(rates, { country: "IE", postcode: "D04 X285" }, "standard"))).toEqual(["ie"]);
    expect(ids(applicableRates(rates, { country: "FR" }, "standard"))).toEqual(["anywhere"]);
  });

  it.each([
    [230_000, "23"],
    [135_000, "13.5"],
    [3_750, "0.375"],
    [99_750, "9.975"],
  ])("rate %i reads as %s %%", (rate, text) => expect(ratePercentText(rate)).toBe(text));
});

describe("tax on an amount (minor units)", () => {
  const at = (location: TaxLocation, taxClass: TaxClass = "standard") => applicableRates(ALL_RATES, location, taxClass);
  const manhattan = { country: "US", region: "NY", city: "New York", postcode: "10001" };

  it.each<[string, number, TaxRate[], boolean, number[]]>([
    ["€24.60 with Irish VAT inside", 2460, at({ country: "IE" }), true, [460]],
    ["€11.35 with Irish reduced VAT inside", 1135, at({ country: "IE" }, "reduced"), true, [135]],
    ["€20.00 with Irish zero rate", 2000, at({ country: "IE" }, "zero"), true, [0]],
    ["€119.00 with German VAT inside", 11900, at({ country: "DE" }), true, [1900]],
    ["€10.70 with German reduced VAT inside", 1070, at({ country: "DE" }, "reduced"), true, [70]],
    ["€100.00 plus Irish VAT", 10000, at({ country: "IE" }), false, [2300]],
    // 8.875 % of $100.00 is $8.875: the total rounds up to $8.88 and the half cent goes to the commuter district.
    ["$100.00 in Manhattan", 10000, at(manhattan), false, [400, 450, 38]],
    ["$19.99 in Manhattan", 1999, at(manhattan), false, [80, 90, 7]],
    // GST 5 % of $100 = $5.00; QST 9.5 % of $105.00 = $9.975 → $9.98.
    ["$100.00 in Quebec, 2012", 10000, at({ country: "CA", region: "QC" }), false, [500, 998]],
    // $114.98 gross: net $100.005 → tax $14.975 rounds to $14.98.
    ["$114.98 in Quebec with tax inside", 11498, at({ country: "CA", region: "QC" }), true, [500, 998]],
    ["nothing to tax", 0, at({ country: "IE" }), false, [0]],
  ])("%s", (_, amount, rates, inclusive, expected) => {
    expect(taxesOnAmount(amount, rates, inclusive).map((tax) => tax.amount)).toEqual(expected);
  });

  const rateArbitrary = fc.record({ rate: fc.integer({ min: 0, max: 300_000 }), compound: fc.boolean() });
  const ratesArbitrary = fc
    .array(rateArbitrary, { minLength: 1, maxLength: 4 })
    .map((list) => list.map((entry, i) => ({ ...IRELAND_RATES[0]!, id: `r${i}`, priority: i + 1, ...entry })));

  it("the rows add up to the exact tax rounded half up, inclusive or not", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), ratesArbitrary, fc.boolean(), (amount, rates, inclusive) => {
        const taxes = taxesOnAmount(amount, rates, inclusive);
        const simple = rates.filter((rate) => !rate.compound).reduce((sum, rate) => sum + rate.rate / RATE_SCALE, 0);
        const factor = rates.filter((rate) => rate.compound).reduce((product, rate) => product * (1 + rate.rate / RATE_SCALE), 1 + simple);
        const exact = inclusive ? amount - amount / factor : amount * (factor - 1);
        expect(Math.abs(sumOfTaxes(taxes) - exact)).toBeLessThanOrEqual(0.5 + 1e-6);
        expect(taxes.every((tax) => tax.amount >= 0)).toBe(true);
      }),
    );
  });

  it("a tax-inclusive price never carries more tax than itself", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), ratesArbitrary, (amount, rates) => {
        expect(sumOfTaxes(taxesOnAmount(amount, rates, true))).toBeLessThanOrEqual(amount);
      }),
    );
  });
});

describe("an order's tax", () => {
  it("taxes each line at its class, shipping only where the rate and the shop say so, and itemises per rate", () => {
    const tax = computeOrderTax({
      rates: IRELAND_RATES,
      location: { country: "IE" },
      pricesIncludeTax: true,
      lines: [
        { amount: 2460, taxClass: "standard" },
        { amount: 1135, taxClass: "reduced" },
        { amount: 1500, taxClass: "zero" },
      ],
      shipping: 492,
      taxShipping: true,
    });
    expect(tax.lines.map((line) => line.total)).toEqual([460, 135, 0]);
    expect(tax.shipping.total).toBe(92);
    expect(tax.rows).toEqual([
      { rateId: "ie-standard", label: "VAT", rate: 230_000, compound: false, amount: 552 },
      { rateId: "ie-reduced", label: "VAT", rate: 135_000, compound: false, amount: 135 },
      { rateId: "ie-zero", label: "VAT", rate: 0, compound: false, amount: 0 },
    ]);
    expect(tax.total).toBe(687);
  });

  it("leaves shipping untaxed when the shop does not tax it, or the rate does not", () => {
    const lines = [{ amount: 10000, taxClass: "standard" as const }];
    const untaxed = computeOrderTax({ rates: GERMANY_RATES, location: { country: "DE" }, pricesIncludeTax: false, lines, shipping: 495, taxShipping: false });
    expect(untaxed.shipping.total).toBe(0);
    const notOnShipping = GERMANY_RATES.map((rate) => ({ ...rate, shipping: false }));
    expect(
      computeOrderTax({ rates: notOnShipping, location: { country: "DE" }, pricesIncludeTax: false, lines, shipping: 495, taxShipping: true }).shipping.total,
    ).toBe(0);
  });

  it("itemises the three New York City rates, each the sum over lines and shipping", () => {
    const tax = computeOrderTax({
      rates: NEW_YORK_RATES,
      location: { country: "US", region: "NY", city: "New York", postcode: "10001" },
      pricesIncludeTax: false,
      lines: [
        { amount: 10000, taxClass: "standard" },
        { amount: 1999, taxClass: "standard" },
      ],
      shipping: 1000,
      taxShipping: true,
    });
    expect(tax.rows.map((row) => [row.label, row.amount])).toEqual([
      ["NY state tax", 400 + 80 + 40],
      ["NYC sales tax", 450 + 90 + 45],
      ["MCTD", 38 + 7 + 4],
    ]);
    expect(tax.total).toBe(tax.rows.reduce((sum, row) => sum + row.amount, 0));
  });
});

describe("prices shown with or without tax", () => {
  const irish = applicableRates(IRELAND_RATES, { country: "IE" }, "standard");
  const euro = (minor: number) => `€${(minor / 100).toFixed(2)}`;
  it.each<[string, number, boolean, "including" | "excluding", number]>([
    ["entered with, shown with", 2460, true, "including", 2460],
    ["entered with, shown without", 2460, true, "excluding", 2000],
    ["entered without, shown with", 2000, false, "including", 2460],
    ["entered without, shown without", 2000, false, "excluding", 2000],
  ])("%s", (_, price, pricesIncludeTax, mode, shown) => {
    const rules = priceDisplayRules({ pricesIncludeTax, displayShopPrices: mode }, IRELAND_RATES, { country: "IE" });
    expect(shownAmount(price, "standard", rules, "shop")).toBe(shown);
  });

  it("the shop and the cart show prices their own way, each at the product's tax class", () => {
    const rules = priceDisplayRules({ pricesIncludeTax: true, displayShopPrices: "excluding", displayCartPrices: "including" }, IRELAND_RATES, {
      country: "IE",
    });
    expect(shownAmount(2460, "standard", rules, "shop")).toBe(2000);
    expect(shownAmount(2460, "standard", rules, "cart")).toBe(2460);
    // Irish reduced rate 13.5 %: 1135 with tax is 1000 without.
    expect(shownAmount(1135, "reduced", rules, "shop")).toBe(1000);
    expect(shownAmount(1000, "zero", rules, "shop")).toBe(1000);
    expect(cartSubtotalNote(rules)).toBe("");
    expect(cartSubtotalNote({ ...rules, cart: "excluding" })).toBe("(ex. tax)");
  });

  it("unset modes show prices as entered, and no rates travel when nothing is converted", () => {
    const rules = priceDisplayRules({ pricesIncludeTax: false }, IRELAND_RATES, { country: "IE" });
    expect(rules).toMatchObject({ shop: "excluding", cart: "excluding", suffix: "", rates: {} });
    expect(shownAmount(2000, "standard", rules, "shop")).toBe(2000);
  });

  it("the suffix names the price both ways at the shop's base location", () => {
    const rules = priceDisplayRules({ pricesIncludeTax: true, priceSuffix: " ({price_excluding_tax} ex. VAT) " }, IRELAND_RATES, { country: "IE" });
    expect(rules.suffix).toBe("({price_excluding_tax} ex. VAT)");
    expect(shownSuffix(2460, "standard", rules, euro)).toBe("(€20.00 ex. VAT)");
    expect(shownSuffix(2460, "standard", { ...rules, suffix: "" }, euro)).toBe("");
  });

  it("a price both ways, and the suffix with its placeholders filled", () => {
    expect(priceBothWays(2460, irish, true)).toEqual({ including: 2460, excluding: 2000 });
    expect(priceSuffix(" incl. VAT ", { including: "€24.60", excluding: "€20.00" })).toBe("incl. VAT");
    expect(priceSuffix("({price_excluding_tax} ex. VAT)", { including: "€24.60", excluding: "€20.00" })).toBe("(€20.00 ex. VAT)");
    expect(priceSuffix("", { including: "€24.60", excluding: "€20.00" })).toBe("");
  });
});
