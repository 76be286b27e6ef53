import { describe, expect, it } from "vitest";
import { MAX_INT4, MAX_LINE_QUANTITY } from "../limits.ts";
import { addGroupedItemsBody, addItemsBody, addItemsShape, addSingleItemBody, lineKeyParams, restoreLineBody, updateLineBody } from "./operations.ts";

describe("cart operation schemas", () => {
  it("an add takes 1 to MAX_LINE_QUANTITY of a product whose id fits an int4", () => {
    expect(addItemsBody.safeParse({ productId: 1, quantity: MAX_LINE_QUANTITY }).success).toBe(true);
    expect(addItemsBody.safeParse({ productId: MAX_INT4, quantity: 1 }).success).toBe(true);
    expect(addItemsBody.safeParse({ productId: MAX_INT4 + 1, quantity: 1 }).success).toBe(false);
    expect(addItemsBody.safeParse({ productId: 1, quantity: MAX_LINE_QUANTITY + 1 }).success).toBe(false);
    expect(addItemsBody.safeParse({ productId: 1, quantity: 0 }).success).toBe(false);
  });

  it("a grouped add takes child id → quantity, 0 skipping a child", () => {
    expect(addItemsBody.safeParse({ productId: 7, quantities: { "8": 0, "9": 2 } }).success).toBe(true);
    expect(addItemsBody.safeParse({ productId: 7, quantities: { "08": 1 } }).success).toBe(false);
  });

  it("addItemsShape: a body with quantities means a grouped add, any other a single one", () => {
    expect(addItemsShape({ productId: 1, quantities: {} })).toBe(addGroupedItemsBody);
    expect(addItemsShape({ productId: 1, quantity: 1 })).toBe(addSingleItemBody);
    expect(addItemsShape(null)).toBe(addSingleItemBody);
    const mixed = addItemsShape({ productId: 1, quantity: 1, quantities: {} }).safeParse({ productId: 1, quantity: 1, quantities: {} });
    expect(mixed.success).toBe(false);
  });

  it("a line's quantity is 0 (remove) to MAX_LINE_QUANTITY; a restore re-adds at least one", () => {
    expect(updateLineBody.safeParse({ quantity: 0 }).success).toBe(true);
    expect(updateLineBody.safeParse({ quantity: MAX_LINE_QUANTITY + 1 }).success).toBe(false);
    expect(restoreLineBody.safeParse({ productId: 1, quantity: 0 }).success).toBe(false);
  });

  it("a line key is 32 lower-case hex characters", () => {
    expect(lineKeyParams.safeParse({ key: "a".repeat(32) }).success).toBe(true);
    expect(lineKeyParams.safeParse({ key: "A".repeat(32) }).success).toBe(false);
  });
});
