import { describe, expect, it } from "vitest";
import { coercedInt4, formVersion, int4, isRowId, MAX_INT4, MAX_LINE_QUANTITY, versionSchema } from "./limits.ts";

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

  it("int4 and its coerced twin take whole numbers up to MAX_INT4 only", () => {
    expect(int4(1).safeParse(MAX_INT4).success).toBe(true);
    expect([0, MAX_INT4 + 1, 1.5].map((n) => int4(1).safeParse(n).success)).toEqual([false, false, false]);
    expect(coercedInt4(1).safeParse("2147483647").success).toBe(true);
    expect(coercedInt4(1).safeParse("2147483648").success).toBe(false);
    expect(versionSchema.safeParse(99_999_999_999).success).toBe(false);
  });

  it("a form's version is a whole number from 1 to MAX_INT4, else null", () => {
    expect(formVersion("3")).toBe(3);
    expect(formVersion(String(MAX_INT4))).toBe(MAX_INT4);
    expect([String(MAX_INT4 + 1), "99999999999", "0", "-1", "1.5", "1e3", "", "abc", null, undefined].map(formVersion)).toEqual(Array(10).fill(null));
  });
});
