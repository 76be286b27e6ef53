import { describe, expect, it } from "vitest";
import { allCombinations, covers, missingCombinations } from "./variation-matrix.ts";

const colourSize = [
  { attribute: "colour", terms: ["red", "blue", "green"] },
  { attribute: "size", terms: ["s", "m"] },
];

describe("allCombinations", () => {
  it("crosses the axes in order: 3 colours × 2 sizes make 6", () => {
    expect(allCombinations(colourSize)).toEqual([
      { colour: "red", size: "s" },
      { colour: "red", size: "m" },
      { colour: "blue", size: "s" },
      { colour: "blue", size: "m" },
      { colour: "green", size: "s" },
      { colour: "green", size: "m" },
    ]);
  });

  it("leaves out axes without terms and makes nothing of nothing", () => {
    expect(
      allCombinations([
        { attribute: "colour", terms: ["red"] },
        { attribute: "size", terms: [] },
      ]),
    ).toEqual([{ colour: "red" }]);
    expect(allCombinations([])).toEqual([]);
    expect(allCombinations([{ attribute: "size", terms: [] }])).toEqual([]);
  });
});

describe("missingCombinations", () => {
  it("keeps what exists and adds only the rest, never twice", () => {
    const existing = [
      { colour: "red", size: "s" },
      { colour: "blue", size: "m" },
    ];
    const added = missingCombinations(colourSize, existing);
    expect(added).toHaveLength(4);
    expect(added).not.toContainEqual({ colour: "red", size: "s" });
    expect(missingCombinations(colourSize, [...existing, ...added])).toEqual([]);
  });

  it("treats an 'any' value as covering every term", () => {
    expect(covers({ colour: "red", size: "" }, { colour: "red", size: "m" })).toBe(true);
    expect(missingCombinations(colourSize, [{ colour: "red", size: "" }])).toHaveLength(4);
  });

  it("adds a new term's combinations after the matrix grew", () => {
    const before = allCombinations(colourSize);
    const grown = [colourSize[0]!, { attribute: "size", terms: ["s", "m", "l"] }];
    expect(missingCombinations(grown, before)).toEqual([
      { colour: "red", size: "l" },
      { colour: "blue", size: "l" },
      { colour: "green", size: "l" },
    ]);
  });
});
