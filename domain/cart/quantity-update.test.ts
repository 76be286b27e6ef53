import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cartQuantityUpdate } from "./quantity-update.ts";

describe("cartQuantityUpdate", () => {
  it.each<[string, number, string, object, ReturnType<typeof cartQuantityUpdate>]>([
    ["S-5-17 a changed value is sent", 2, "3", {}, { update: true, quantity: 3 }],
    ["S-5-17 surrounding spaces do not matter", 2, " 4 ", {}, { update: true, quantity: 4 }],
    ["S-5-19 an empty value does nothing", 2, "", {}, { update: false, reason: "empty" }],
    ["S-5-19 blanks count as empty", 2, "   ", {}, { update: false, reason: "empty" }],
    ["S-5-17 an unchanged value does nothing", 2, "2", {}, { update: false, reason: "unchanged" }],
    ["leading zeros read as the same number", 2, "02", {}, { update: false, reason: "unchanged" }],
    ["decimals are refused", 2, "2.5", {}, { update: false, reason: "invalid" }],
    ["negatives are refused", 2, "-1", {}, { update: false, reason: "invalid" }],
    ["words are refused", 2, "two", {}, { update: false, reason: "invalid" }],
    ["zero removes the line even under a minimum", 2, "0", { min: 2 }, { update: true, quantity: 0 }],
    ["below the minimum", 3, "1", { min: 2 }, { update: false, reason: "below_min" }],
    ["above the maximum", 3, "6", { max: 5 }, { update: false, reason: "above_max" }],
    ["no maximum", 3, "600", { max: null }, { update: true, quantity: 600 }],
  ])("%s", (_name, previous, typed, limits, expected) => {
    expect(cartQuantityUpdate(previous, typed, limits)).toEqual(expected);
  });

  it("S-5-17 S-5-19 sends exactly the non-empty whole numbers that differ from the previous value", () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.nat(1000), (previous, next) => {
        const decision = cartQuantityUpdate(previous, String(next));
        expect(decision.update).toBe(previous !== next);
        if (decision.update) expect(decision.quantity).toBe(next);
      }),
    );
  });
});
