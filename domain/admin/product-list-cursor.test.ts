import { describe, expect, it } from "vitest";
import { CURSOR_MAX_LENGTH, formatPosition, parseCursor, parsePosition } from "./product-list-cursor.ts";

describe("seek positions of the products list", () => {
  it.each([
    [{ id: 12, value: "Heritage Coat 58" }, "name", "12:Heritage Coat 58"],
    [{ id: 7, value: "a:b:c" }, "sku", "7:a:b:c"],
    [{ id: 7, value: null }, "sku", "7"],
    [{ id: 3, value: "-5" }, "stock", "3:-5"],
    [{ id: 3, value: null }, "stock", "3"],
    [{ id: 9, value: "1999" }, "price", "9:1999"],
    [{ id: 1, value: "2026-11-26 12:00:00.123456+00" }, "updated", "1:2026-11-26 12:00:00.123456+00"],
  ] as const)("writes %o for sort %s as %s and reads it back", (position, sort, token) => {
    expect(formatPosition(position)).toBe(token);
    expect(parsePosition(token, sort)).toEqual(position);
  });

  it.each([
    ["12", "name", "a name is never empty"],
    ["12", "price", "a price is never empty"],
    ["0:x", "name", "ids start at 1"],
    ["12:abc", "price", "a price is a whole number"],
    ["12:yesterday", "updated", "a time is a timestamp"],
    ["x:Lamp", "name", "the id is a number"],
    ["99999999999:Lamp", "name", "the id fits an int4"],
    [`1:${"a".repeat(CURSOR_MAX_LENGTH)}`, "name", "a position has a length limit"],
  ] as const)("refuses %s for sort %s: %s", (token, sort, _why) => {
    expect(parsePosition(token, sort)).toBeUndefined();
  });

  it("reads after, before and the end, and says when a link cannot be one of this sort", () => {
    expect(parseCursor({}, "name")).toBeUndefined();
    expect(parseCursor({ after: "4:Lamp" }, "name")).toEqual({ after: { id: 4, value: "Lamp" } });
    expect(parseCursor({ before: "4:Lamp" }, "name")).toEqual({ before: { id: 4, value: "Lamp" } });
    expect(parseCursor({ before: "end" }, "price")).toEqual({ before: "end" });
    expect(parseCursor({ after: "4:Lamp" }, "price")).toBe("invalid");
    expect(parseCursor({ before: "4" }, "name")).toBe("invalid");
  });
});
