import { describe, expect, it } from "vitest";
import type { CategoryNode } from "../../domain/catalog/types.ts";
import { categoryTree } from "./category-tree.ts";

const node = (id: number, parentId: number | null): CategoryNode => ({ id, slug: `c${id}`, name: `C${id}`, description: "", parentId, productCount: id });

describe("categoryTree", () => {
  it("nests sub-categories under their parents in the given order", () => {
    const tree = categoryTree([node(1, null), node(2, 1), node(3, null), node(4, 1)]);
    expect(tree.map((n) => n.id)).toEqual([1, 3]);
    expect(tree[0]!.children.map((n) => n.id)).toEqual([2, 4]);
  });

  it("lists a category whose parent is missing at the top", () => {
    expect(categoryTree([node(5, 42)]).map((n) => n.id)).toEqual([5]);
  });
});
