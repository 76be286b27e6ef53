import { describe, expect, it } from "vitest";
import { fieldsOf, formId, formIds, withParent } from "./taxonomy.server.ts";

describe("taxonomy form values", () => {
  it("reads an id only when it is a positive 32-bit integer", () => {
    expect(formId("12")).toBe(12);
    for (const text of [undefined, "", "0", "-1", "1.5", "abc", "99999999999", "1e3"]) expect(formId(text)).toBeNull();
  });

  it("reads a reorder's comma-separated ids, dropping anything else", () => {
    expect(formIds("3, 1,2")).toEqual([3, 1, 2]);
    expect(formIds("3,x,")).toEqual([3]);
    expect(formIds(undefined)).toEqual([]);
  });

  it("turns the parent field into a number or null and leaves the page's own fields out", () => {
    expect(withParent({ intent: "create", id: "4", name: "Lamps", parentId: "" })).toEqual({ name: "Lamps", parentId: null });
    expect(withParent({ name: "Lamps", parentId: "7" })).toEqual({ name: "Lamps", parentId: 7 });
    expect(fieldsOf({ intent: "create-term", id: "2", name: "Red", color: "#f00" })).toEqual({ name: "Red", color: "#f00" });
  });
});
