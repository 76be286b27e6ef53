import { describe, expect, it } from "vitest";
import { canMoveUnder, descendantIds, indentedTree, isSameSiblings, isSelfOrDescendant, moveSibling } from "./category-tree.ts";

// lighting(1) → desk(2) → reading(3); furniture(4)
const TREE = [
  { id: 1, parentId: null },
  { id: 2, parentId: 1 },
  { id: 3, parentId: 2 },
  { id: 4, parentId: null },
];

describe("category tree rules", () => {
  it("recognises a category itself and everything below it as its descendants", () => {
    expect(isSelfOrDescendant(TREE, 1, 1)).toBe(true);
    expect(isSelfOrDescendant(TREE, 1, 3)).toBe(true);
    expect(isSelfOrDescendant(TREE, 3, 1)).toBe(false);
    expect(isSelfOrDescendant(TREE, 4, 3)).toBe(false);
  });

  it("never lets a parent become its own descendant, but allows any other move", () => {
    expect(canMoveUnder(TREE, 1, 1)).toBe(false);
    expect(canMoveUnder(TREE, 1, 2)).toBe(false);
    expect(canMoveUnder(TREE, 1, 3)).toBe(false);
    expect(canMoveUnder(TREE, 3, 1)).toBe(true);
    expect(canMoveUnder(TREE, 1, 4)).toBe(true);
    expect(canMoveUnder(TREE, 2, null)).toBe(true);
  });

  it("stops on a loop already stored instead of walking forever", () => {
    const loop = [
      { id: 1, parentId: 2 },
      { id: 2, parentId: 1 },
    ];
    expect(isSelfOrDescendant(loop, 3, 1)).toBe(false);
    expect(canMoveUnder(loop, 1, 2)).toBe(false);
  });

  it("moves a sibling one place up or down, and leaves the order alone at either end", () => {
    expect(moveSibling([5, 6, 7], 6, "up")).toEqual([6, 5, 7]);
    expect(moveSibling([5, 6, 7], 6, "down")).toEqual([5, 7, 6]);
    expect(moveSibling([5, 6, 7], 5, "up")).toEqual([5, 6, 7]);
    expect(moveSibling([5, 6, 7], 7, "down")).toEqual([5, 6, 7]);
    expect(moveSibling([5, 6, 7], 9, "down")).toEqual([5, 6, 7]);
  });

  it("accepts a reorder only of exactly the same siblings", () => {
    expect(isSameSiblings([1, 2, 3], [3, 1, 2])).toBe(true);
    expect(isSameSiblings([1, 2, 3], [1, 2])).toBe(false);
    expect(isSameSiblings([1, 2, 3], [1, 2, 2])).toBe(false);
    expect(isSameSiblings([1, 2, 3], [1, 2, 4])).toBe(false);
  });

  it("lists the tree parents first with depths, keeping orphans and loops visible at the top", () => {
    expect(indentedTree(TREE).map(({ id, depth }) => [id, depth])).toEqual([
      [1, 0],
      [2, 1],
      [3, 2],
      [4, 0],
    ]);
    const damaged = [
      { id: 1, parentId: 2 },
      { id: 2, parentId: 1 },
      { id: 3, parentId: 99 },
    ];
    expect(indentedTree(damaged).map(({ id, depth }) => [id, depth])).toEqual([
      [3, 0],
      [1, 0],
      [2, 1],
    ]);
  });

  it("finds every descendant of a category", () => {
    expect(descendantIds(TREE, 1).sort()).toEqual([2, 3]);
    expect(descendantIds(TREE, 4)).toEqual([]);
  });
});
