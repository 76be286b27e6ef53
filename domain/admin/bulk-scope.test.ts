import { describe, expect, it } from "vitest";
import { describeTarget } from "./bulk-scope.ts";

describe("describeTarget", () => {
  it.each([
    [{ ids: [4] }, "1 ticked product"],
    [{ ids: [4, 5] }, "2 ticked products"],
    [{ filter: {} }, "every product not in the trash"],
    [{ filter: { q: "lamp", status: "draft" as const, type: undefined } }, "every product matching “lamp”, status draft"],
  ])("%o is %s", (target, text) => {
    expect(describeTarget(target)).toBe(text);
  });
});
