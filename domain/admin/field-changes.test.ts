import { describe, expect, it } from "vitest";
import { fieldChanges, hasChanges } from "./field-changes.ts";

describe("fieldChanges", () => {
  it("records only the fields that differ, with their values before and after", () => {
    const changes = fieldChanges({ name: "Mug", price: 1200, stock: 4 }, { name: "Mug", price: 1500, stock: 4 });
    expect(changes).toEqual({ price: { before: 1200, after: 1500 } });
  });

  it("compares arrays and objects by value, and treats undefined as null", () => {
    expect(fieldChanges({ tags: [1, 2], note: undefined }, { tags: [1, 2], note: null })).toEqual({});
    expect(fieldChanges({ tags: [1, 2] }, { tags: [2, 1] })).toEqual({ tags: { before: [1, 2], after: [2, 1] } });
  });

  it("compares only the fields the change names, narrowed by a list when given", () => {
    expect(fieldChanges({ a: 1, b: 2 }, { a: 3 })).toEqual({ a: { before: 1, after: 3 } });
    expect(fieldChanges({ a: 1, b: 2 }, { a: 3, b: 4 }, ["b"])).toEqual({ b: { before: 2, after: 4 } });
  });

  it("records every field of a new record against nothing", () => {
    expect(fieldChanges(null, { code: "SPRING" })).toEqual({ code: { before: null, after: "SPRING" } });
  });

  it("says whether anything changed", () => {
    expect(hasChanges({})).toBe(false);
    expect(hasChanges({ a: { before: 1, after: 2 } })).toBe(true);
  });
});
