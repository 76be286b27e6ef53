import { describe, expect, it } from "vitest";
import { isRowId, MAX_INT4, MAX_LINE_QUANTITY } from "./limits.ts";

describe("limits", () => {
  it("MAX_INT4 is PostgreSQL's largest integer, 2^31 - 1", () => {
    expect(MAX_INT4).toBe(2 ** 31 - 1);
  });

  it("a cart line holds at most 10,000 of one product", () => {
    expect(MAX_LINE_QUANTITY).toBe(10_000);
  });

  it("a row id is a whole number from 1 to MAX_INT4", () => {
    expect([1, 42, MAX_INT4].map(isRowId)).toEqual([true, true, true]);
    expect([0, -1, 1.5, MAX_INT4 + 1, Number.NaN, Number.POSITIVE_INFINITY].map(isRowId)).toEqual([false, false, false, false, false, false]);
  });
});
