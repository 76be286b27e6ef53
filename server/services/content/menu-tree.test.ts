import { describe, expect, it } from "vitest";
import { buildMenuTree, type MenuRow } from "./menu-tree.ts";

const row = (id: number, parentId: number | null, url = `/p/${id}`): MenuRow => ({ id, parentId, label: `Item ${id}`, url, mega: null });

describe("buildMenuTree", () => {
  it("S-1-14 nests rows under their parents and keeps the given order", () => {
    const tree = buildMenuTree([row(1, null), row(2, 1), row(3, null), row(4, 1), row(5, 2)]);
    expect(tree.map((i) => i.id)).toEqual([1, 3]);
    expect(tree[0]!.children.map((i) => i.id)).toEqual([2, 4]);
    expect(tree[0]!.children[0]!.children.map((i) => i.id)).toEqual([5]);
    expect(tree[1]!.children).toEqual([]);
  });

  it("keeps a row whose parent is missing as a top-level item", () => {
    const tree = buildMenuTree([row(1, null), row(2, 99)]);
    expect(tree.map((i) => i.id)).toEqual([1, 2]);
  });

  it("breaks a parent cycle instead of losing both items", () => {
    const tree = buildMenuTree([row(1, 2), row(2, 1)]);
    expect(tree.map((i) => i.id)).toEqual([2]);
    expect(tree[0]!.children.map((i) => i.id)).toEqual([1]);
  });

  it("replaces script links with # and reports them", () => {
    const reported: string[] = [];
    const tree = buildMenuTree([row(1, null, "javascript:alert(1)"), row(2, null, "https://example.com/")], (u) => reported.push(u));
    expect(tree.map((i) => i.url)).toEqual(["#", "https://example.com/"]);
    expect(reported).toEqual(["javascript:alert(1)"]);
  });

  it("carries the mega-menu layout of an item", () => {
    const [item] = buildMenuTree([{ ...row(1, null), mega: { width: "full", columns: 4 } }]);
    expect(item!.mega).toEqual({ width: "full", columns: 4 });
  });
});
