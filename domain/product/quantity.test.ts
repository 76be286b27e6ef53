import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  clampQuantity,
  formatQuantity,
  QUANTITY_STEPPER_DEFAULTS,
  quantityOnLoad,
  stepDown,
  stepperBounds,
  stepUp,
  variationMaxQuantity,
  variationQuantityField,
} from "./quantity.ts";
import { variation } from "./testing.ts";

describe("stepperBounds", () => {
  it("P-5-5 P-5-6 S-5-10 without attributes the stepper starts at min 0 with step 1", () => {
    expect(QUANTITY_STEPPER_DEFAULTS).toEqual({ min: 0, step: 1 });
    expect(stepperBounds()).toEqual({ min: 0, max: null, step: 1, keepPositive: false });
  });

  it.each([
    [
      { min: -1, step: 0 },
      { min: 0, max: null, step: 1, keepPositive: false },
    ],
    [
      { min: 2, max: 1, step: Number.NaN },
      { min: 2, max: 2, step: 1, keepPositive: false },
    ],
    [
      { min: 1, max: 10, step: 0.5, keepPositive: true },
      { min: 1, max: 10, step: 0.5, keepPositive: true },
    ],
  ])("reads %j as %j", (input, expected) => {
    expect(stepperBounds(input)).toEqual(expected);
  });
});

describe("stepper buttons", () => {
  const page = (input: Parameters<typeof stepperBounds>[0] = {}) => stepperBounds({ keepPositive: true, ...input });
  it.each<[string, number, ReturnType<typeof stepperBounds>, number]>([
    ["S-2-41 P-4-147 plus adds a step", 1, page(), 2],
    ["S-5-10 P-5-6 plus adds 1 by default", 4, stepperBounds(), 5],
    ["S-5-6 P-5-7 plus is capped at max", 3, page({ max: 3 }), 3],
    ["S-5-6 plus never passes max", 2.5, page({ max: 3 }), 3],
    ["S-5-11 plus by a half step", 1, page({ step: 0.5 }), 1.5],
    ["decimal steps do not drift", 0.2, page({ step: 0.1 }), 0.3],
  ])("%s: %d → %d", (_, from, bounds, expected) => {
    expect(stepUp(from, bounds)).toBe(expected);
  });

  it.each<[string, number, ReturnType<typeof stepperBounds>, number]>([
    ["S-2-41 minus takes a step", 2, page(), 1],
    ["S-5-7 P-5-8 minus is floored at min", 2, page({ min: 2 }), 2],
    ["S-5-7 minus stops at min rather than stepping past it", 3, page({ min: 2, step: 2 }), 2],
    ["S-5-8 minus never reaches zero on the page stepper", 1, page(), 1],
    ["S-5-8 nor below it", 0.5, page({ step: 1 }), 0.5],
    ["P-5-5 P-5-8 the quick-view stepper rests at its default min 0", 0, stepperBounds(), 0],
    ["P-5-5 the quick-view stepper may go down to 0", 1, stepperBounds(), 0],
  ])("%s: %d → %d", (_, from, bounds, expected) => {
    expect(stepDown(from, bounds)).toBe(expected);
  });

  const boundsArb = fc
    .record({
      min: fc.integer({ min: 0, max: 10 }),
      span: fc.option(fc.integer({ min: 0, max: 20 })),
      step: fc.constantFrom(1, 2, 0.5, 0.25),
      keepPositive: fc.boolean(),
    })
    .map(({ min, span, step, keepPositive }) => stepperBounds({ min, max: span === null ? null : min + span, step, keepPositive }));

  it("S-5-6 S-5-7 P-5-7 P-5-8 either button always lands within [min, max]", () => {
    fc.assert(
      fc.property(boundsArb, fc.double({ min: -5, max: 40, noNaN: true }), (b, value) => {
        for (const next of [stepUp(value, b), stepDown(value, b)]) {
          expect(next).toBeGreaterThanOrEqual(b.min);
          if (b.max !== null) expect(next).toBeLessThanOrEqual(b.max);
        }
      }),
    );
  });

  it("S-2-41 plus then minus returns to the start inside bounds", () => {
    fc.assert(
      fc.property(boundsArb, fc.integer({ min: 0, max: 80 }), (b, k) => {
        const start = b.min + k * b.step;
        fc.pre(b.max === null || start + b.step <= b.max);
        fc.pre(!b.keepPositive || start > 0);
        expect(stepDown(stepUp(start, b), b)).toBe(start);
      }),
    );
  });

  it("S-5-8 minus keeps a positive value positive on the page stepper", () => {
    fc.assert(
      fc.property(boundsArb, fc.double({ min: 0.01, max: 40, noNaN: true }), (b, value) => {
        fc.pre(b.keepPositive && (b.max === null || value <= b.max) && value >= b.min);
        expect(stepDown(value, b)).toBeGreaterThan(0);
      }),
    );
  });
});

describe("clampQuantity", () => {
  it.each<[number, number, number | null, number]>([
    [9, 1, 5, 5],
    [0, 2, 5, 2],
    [3, 1, null, 3],
    [3, 4, 2, 4],
    [Number.NaN, 1, 5, 1],
  ])("P-4-27 %d into [%d, %s] is %d", (value, min, max, expected) => {
    expect(clampQuantity(value, min, max)).toBe(expected);
  });

  it("P-4-27 is idempotent and always within bounds", () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: true, min: -1e6, max: 1e6 }),
        fc.integer({ min: 0, max: 100 }),
        fc.option(fc.integer({ min: 0, max: 100 })),
        (value, min, span) => {
          const max = span === null ? null : min + span;
          const once = clampQuantity(value, min, max);
          expect(clampQuantity(once, min, max)).toBe(once);
          expect(once).toBeGreaterThanOrEqual(min);
          if (max !== null) expect(once).toBeLessThanOrEqual(max);
          // Compared with ===, not Object.is: a -0 typed in stays the same quantity as 0.
          if (value >= min && (max === null || value <= max)) expect(once === value).toBe(true);
        },
      ),
    );
  });
});

describe("load and display", () => {
  it.each([
    [1, 2, 2],
    [3, 2, 3],
    [Number.NaN, 1, 1],
  ])("S-5-9 %d with min %d shows %d after load", (value, min, expected) => {
    expect(quantityOnLoad(value, stepperBounds({ min }))).toBe(expected);
  });

  it.each([
    [2, 1, "2"],
    [1.5, 0.5, "1.5"],
    [2, 0.5, "2.0"],
    [3, 0.25, "3.0"],
  ])("S-5-11 %d with step %d displays %s", (value, step, expected) => {
    expect(formatQuantity(value, step)).toBe(expected);
  });
});

describe("variation quantity", () => {
  it.each<[string, Parameters<typeof variationMaxQuantity>[0], number | null]>([
    ["no cap, stock not counted", { maxQuantity: null, stockQuantity: null, stockStatus: "instock" }, null],
    ["merchant cap", { maxQuantity: 5, stockQuantity: null, stockStatus: "instock" }, 5],
    ["stock left", { maxQuantity: null, stockQuantity: 3, stockStatus: "instock" }, 3],
    ["the smaller of both", { maxQuantity: 5, stockQuantity: 3, stockStatus: "instock" }, 3],
    ["backorders lift the stock limit", { maxQuantity: null, stockQuantity: 3, stockStatus: "onbackorder" }, null],
  ])("P-4-26 %s", (_, v, expected) => {
    expect(variationMaxQuantity(v)).toBe(expected);
  });

  it("P-4-24 P-4-25 sold individually sets 1 and hides the field", () => {
    expect(variationQuantityField(variation({}, { soldIndividually: true, minQuantity: 2 }), 7)).toEqual({
      hidden: true,
      value: 1,
      min: 1,
      max: 1,
    });
  });

  it.each<[number, number]>([
    [9, 5],
    [1, 2],
    [3, 3],
  ])("P-4-26 P-4-27 a chosen variation with min 2 and max 5 turns %d into %d", (current, expected) => {
    const field = variationQuantityField(variation({}, { minQuantity: 2, maxQuantity: 5 }), current);
    expect(field).toEqual({ hidden: false, value: expected, min: 2, max: 5 });
  });

  it("P-4-26 a stock level under the minimum cannot make max smaller than min", () => {
    expect(variationQuantityField(variation({}, { minQuantity: 2, stockQuantity: 1 }), 1)).toEqual({ hidden: false, value: 2, min: 2, max: 2 });
  });
});
