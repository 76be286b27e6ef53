import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pageCount, pageWindow } from "./pagination.ts";

describe("pageCount", () => {
  it.each([
    [0, 12, 1],
    [1, 12, 1],
    [12, 12, 1],
    [13, 12, 2],
    [120, 12, 10],
    [121, 12, 11],
    [5, 0, 1],
  ])("%i items at %i per page make %i pages", (total, perPage, expected) => {
    expect(pageCount(total, perPage)).toBe(expected);
  });

  it("holds every item and leaves no empty page", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 100 }), (total, perPage) => {
        const pages = pageCount(total, perPage);
        expect(pages * perPage).toBeGreaterThanOrEqual(total);
        expect((pages - 1) * perPage).toBeLessThan(total);
      }),
    );
  });
});

describe("pageWindow", () => {
  it.each<[number, number, (number | "gap")[]]>([
    [6, 20, [1, "gap", 4, 5, 6, 7, 8, "gap", 20]],
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [1, 20, [1, 2, 3, "gap", 20]],
    [20, 20, [1, "gap", 18, 19, 20]],
    [4, 20, [1, 2, 3, 4, 5, 6, "gap", 20]],
    [5, 20, [1, 2, 3, 4, 5, 6, 7, "gap", 20]],
    [5, 9, [1, 2, 3, 4, 5, 6, 7, 8, 9]],
    [99, 5, [1, 2, 3, 4, 5]],
    [0, 0, [1]],
  ])("current %i of %i gives %j", (current, count, expected) => {
    expect(pageWindow(current, count)).toEqual(expected);
  });

  it("honours a custom reach", () => {
    expect(pageWindow(10, 20, 1)).toEqual([1, "gap", 9, 10, 11, "gap", 20]);
  });

  it("lists each page once, in order, with the ends and the neighbours, and gaps only for 2+ pages", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.nat(), fc.integer({ min: 0, max: 4 }), (count, c, around) => {
        const current = (c % count) + 1;
        const items = pageWindow(current, count, around);
        const pages = items.filter((i): i is number => i !== "gap");
        expect(pages).toEqual([...new Set(pages)].sort((a, b) => a - b));
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(count);
        for (let p = Math.max(1, current - around); p <= Math.min(count, current + around); p++) expect(pages).toContain(p);
        items.forEach((item, i) => {
          if (item !== "gap") return;
          const before = items[i - 1] as number;
          const after = items[i + 1] as number;
          expect(after - before).toBeGreaterThanOrEqual(3);
        });
      }),
    );
  });
});
