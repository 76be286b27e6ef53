import { describe, expect, it } from "vitest";
import { mergedQuantity } from "./merge-quantity.ts";

const base = { existing: 0, incoming: 0, soldIndividually: false, maxQuantity: null, stockLeft: null };

describe("merged line quantity", () => {
  it.each([
    ["no limits: quantities add", { existing: 2, incoming: 3 }, 5],
    ["a new line keeps the guest's quantity", { incoming: 4 }, 4],
    ["capped by the maximum", { existing: 2, incoming: 3, maxQuantity: 4 }, 4],
    ["capped by the stock left", { existing: 1, incoming: 5, stockLeft: 3 }, 3],
    ["sold individually holds one", { existing: 1, incoming: 1, soldIndividually: true }, 1],
    ["a new sold-individually line holds one", { incoming: 3, soldIndividually: true }, 1],
    ["out of stock: a new line gets nothing", { incoming: 2, stockLeft: 0 }, 0],
    ["a line already above a cap is not cut", { existing: 6, incoming: 2, maxQuantity: 4 }, 6],
  ] as const)("%s", (_what, input, expected) => expect(mergedQuantity({ ...base, ...input })).toBe(expected));
});
