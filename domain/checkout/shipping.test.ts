import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { availableShippingMethods, DEMO_SHIPPING_SETTINGS, defaultShippingMethod, shippingSettingsSchema, zoneForCountry } from "./shipping.ts";

const quote = (country: string, subtotalAfterDiscounts: number, hasFreeShippingCoupon = false) =>
  availableShippingMethods(DEMO_SHIPPING_SETTINGS, { country, subtotalAfterDiscounts, hasFreeShippingCoupon });
const ids = (methods: ReturnType<typeof quote>) => methods.map((m) => `${m.id}:${m.cost}`);

describe("zones", () => {
  it.each([
    ["IE", "ie"],
    ["ie", "ie"],
    ["DE", "eu"],
    ["FR", "eu"],
    ["GB", "rest_of_world"],
    ["US", "rest_of_world"],
  ])("%s → %s", (country, zone) => expect(zoneForCountry(DEMO_SHIPPING_SETTINGS, country).id).toBe(zone));
});

describe("availableShippingMethods", () => {
  it.each<[string, string, number, boolean, string[]]>([
    ["Ireland under €60", "IE", 5999, false, ["flat:495", "pickup:0"]],
    ["Ireland at €60", "IE", 6000, false, ["flat:495", "free:0", "pickup:0"]],
    ["Ireland with a free-shipping coupon", "IE", 100, true, ["flat:495", "free:0", "pickup:0"]],
    ["Germany over €60", "DE", 8000, false, ["flat:495", "free:0"]],
    ["United States, no coupon", "US", 100_000, false, ["flat:1495"]],
    ["United States with a coupon", "US", 100, true, ["flat:1495", "free:0"]],
  ])("%s", (_name, country, subtotal, coupon, expected) => expect(ids(quote(country, subtotal, coupon))).toEqual(expected));

  it.each<["min_amount" | "coupon" | "either" | "both", boolean, boolean, boolean]>([
    ["min_amount", true, false, true],
    ["min_amount", false, true, false],
    ["coupon", true, false, false],
    ["coupon", false, true, true],
    ["either", false, true, true],
    ["either", false, false, false],
    ["both", true, false, false],
    ["both", true, true, true],
  ])("free shipping requiring %s: amount reached %s, coupon %s → %s", (requires, amountReached, coupon, offered) => {
    const settings = shippingSettingsSchema.parse({
      zones: [],
      restOfWorld: { name: "All", methods: [{ id: "free", type: "free_shipping", title: "Free", requires, minAmount: 1000 }] },
    });
    const methods = availableShippingMethods(settings, { country: "IE", subtotalAfterDiscounts: amountReached ? 1000 : 999, hasFreeShippingCoupon: coupon });
    expect(methods.length === 1).toBe(offered);
  });
});

describe("defaultShippingMethod", () => {
  it("keeps the shopper's choice while it is offered", () => expect(defaultShippingMethod(quote("IE", 7000), "pickup")?.id).toBe("pickup"));
  it("keeps a paid choice even after free shipping unlocks", () => expect(defaultShippingMethod(quote("IE", 7000), "flat")?.id).toBe("flat"));
  it("falls back to the cheapest delivery when the choice is gone", () => expect(defaultShippingMethod(quote("IE", 7000), "gone")?.id).toBe("free"));
  it("never picks local pickup while something delivers", () => expect(defaultShippingMethod(quote("IE", 100))?.id).toBe("flat"));
  it("takes pickup when it is all there is", () => {
    expect(defaultShippingMethod([{ id: "p", type: "local_pickup", title: "Pickup", cost: 0 }])?.id).toBe("p");
  });
  it("has nothing to pick from nothing", () => expect(defaultShippingMethod([])).toBeNull());
});

describe("shippingSettingsSchema", () => {
  it("accepts the demo settings and upper-cases country codes", () => {
    const parsed = shippingSettingsSchema.parse({ zones: [{ id: "z", name: "Z", countries: ["ie"], methods: [] }], restOfWorld: { name: "R", methods: [] } });
    expect(parsed.zones[0]?.countries).toEqual(["IE"]);
  });
  it.each([
    { zones: [{ id: "z", name: "Z", countries: ["IRL"], methods: [] }], restOfWorld: { name: "R", methods: [] } },
    { zones: [], restOfWorld: { name: "R", methods: [{ id: "f", type: "flat_rate", title: "F", cost: -1 }] } },
    { zones: [], restOfWorld: { name: "R", methods: [{ id: "f", type: "teleport", title: "F", cost: 1 }] } },
  ])("refuses %j", (input) => expect(shippingSettingsSchema.safeParse(input).success).toBe(false));

  it("offered costs are never negative and free shipping always costs nothing", () => {
    fc.assert(
      fc.property(fc.constantFrom("IE", "DE", "US", "GB"), fc.nat(20_000), fc.boolean(), (country, subtotal, coupon) => {
        for (const method of quote(country, subtotal, coupon)) {
          expect(method.cost).toBeGreaterThanOrEqual(0);
          if (method.type === "free_shipping") expect(method.cost).toBe(0);
        }
      }),
    );
  });
});
