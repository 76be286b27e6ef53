import { describe, expect, it } from "vitest";
import { CART_FULL_MESSAGE, MAX_CART_LINES, roomForLine } from "./line-cap.ts";

describe("the cart line cap", () => {
  it("is 100 distinct lines, and the refusal says so", () => {
    expect(MAX_CART_LINES).toBe(100);
    expect(CART_FULL_MESSAGE).toMatch(/^Your cart can hold at most 100 different items\. /);
  });

  it.each([
    [0, true, true],
    [99, true, true],
    [100, true, false],
    [150, true, false],
    [100, false, true],
    [150, false, true],
  ])("a cart of %i lines, new line %s → room %s", (lines, isNew, room) => expect(roomForLine(lines, isNew)).toBe(room));
});
