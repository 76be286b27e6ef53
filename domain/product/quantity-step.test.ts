import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_LINE_QUANTITY } from "../limits.ts";
import { stepDown, stepUp } from "./quantity.ts";
import { fieldStepperBounds, parsePostedQuantity, parseStepDirection, presetQuantity, stepQuantity } from "./quantity-step.ts";

describe("parseStepDirection", () => {
  it.each<[unknown, -1 | 1 | null]>([
    ["-1", -1],
    ["1", 1],
    ["+1", 1],
    ["2", null],
    ["-2", null],
    ["0", null],
    ["", null],
    ["up", null],
    [" 1", null],
    [null, null],
  ])("%j → %s", (value, expected) => {
    expect(parseStepDirection(value)).toBe(expected);
  });
});

describe("parsePostedQuantity", () => {
  it.each<[unknown, number | null]>([
    ["3", 3],
    [" 4 ", 4],
    ["007", 7],
    ["", 0],
    ["0", 0],
    [String(MAX_LINE_QUANTITY), MAX_LINE_QUANTITY],
    [String(MAX_LINE_QUANTITY + 1), null],
    ["-1", null],
    ["1.5", null],
    ["1e3", null],
    ["two", null],
    ["9999999999999", null],
    [null, null],
  ])("%j → %s", (value, expected) => {
    expect(parsePostedQuantity(value)).toBe(expected);
  });

  it("an address's preset ignores an empty value rather than reading 0", () => {
    expect(presetQuantity(null)).toBeNull();
    expect(presetQuantity("")).toBeNull();
    expect(presetQuantity("5")).toBe(5);
    expect(presetQuantity("lots")).toBeNull();
  });
});

describe("stepQuantity", () => {
  it.each<[string, number, -1 | 1, { min: number; max: number | null }, number]>([
    ["S-2-41 plus adds one", 1, 1, { min: 1, max: null }, 2],
    ["S-2-41 minus takes one", 2, -1, { min: 1, max: null }, 1],
    ["S-5-6 plus stops at max (the stock left)", 5, 1, { min: 1, max: 5 }, 5],
    ["S-5-6 a value typed over max steps down from max", 9, -1, { min: 1, max: 5 }, 4],
    ["S-5-7 minus stops at min", 2, -1, { min: 2, max: null }, 2],
    ["S-5-8 minus never reaches zero", 1, -1, { min: 0, max: null }, 1],
    ["an emptied field (0) steps up to min", 0, 1, { min: 3, max: null }, 3],
    ["an emptied field steps down to min", 0, -1, { min: 1, max: null }, 1],
  ])("%s: %d, %d → %d", (_, value, direction, field, expected) => {
    expect(stepQuantity(value, direction, fieldStepperBounds(field))).toBe(expected);
  });

  it("takes the browser stepper's own step, so a post and a click give the same number", () => {
    fc.assert(
      fc.property(fc.nat(50), fc.integer({ min: 0, max: 10 }), fc.option(fc.nat(30)), (value, min, span) => {
        const bounds = fieldStepperBounds({ min, max: span === null ? null : min + span });
        expect(stepQuantity(value, 1, bounds)).toBe(stepUp(value, bounds));
        expect(stepQuantity(value, -1, bounds)).toBe(stepDown(value, bounds));
      }),
    );
  });
});
