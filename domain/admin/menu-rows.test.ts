import { describe, expect, it } from "vitest";
import { applyMenuRowMove, moveBlock, normalizeDepths, rowsFromTree, treeFromRows, type MenuRow } from "./menu-rows.ts";

const row = (label: string, depth: number): MenuRow => ({ key: label, label, url: `/${label}`, depth, megaWidth: "", megaColumns: "", options: "" });
const outline = (rows: MenuRow[]) => rows.map((r) => `${"-".repeat(r.depth)}${r.label}`);
// A shop menu: Shop with two sub-items, then About, then Contact.
const menu = [row("shop", 0), row("men", 1), row("women", 1), row("about", 0), row("contact", 0)];

describe("menu rows", () => {
  it("moves an item up or down among its siblings, with its sub-items", () => {
    expect(outline(applyMenuRowMove(menu, 3, "up"))).toEqual(["about", "shop", "-men", "-women", "contact"]);
    expect(outline(applyMenuRowMove(menu, 0, "down"))).toEqual(["about", "shop", "-men", "-women", "contact"]);
    expect(outline(applyMenuRowMove(menu, 2, "up"))).toEqual(["shop", "-women", "-men", "about", "contact"]);
  });

  it("does nothing past the ends of a level", () => {
    expect(outline(applyMenuRowMove(menu, 0, "up"))).toEqual(outline(menu));
    expect(outline(applyMenuRowMove(menu, 2, "down"))).toEqual(outline(menu));
    expect(outline(applyMenuRowMove(menu, 4, "down"))).toEqual(outline(menu));
    expect(outline(applyMenuRowMove(menu, 9, "down"))).toEqual(outline(menu));
  });

  it("indents under the item above and outdents a level, sub-items following", () => {
    expect(outline(applyMenuRowMove(menu, 3, "indent"))).toEqual(["shop", "-men", "-women", "-about", "contact"]);
    expect(outline(applyMenuRowMove(menu, 0, "indent"))).toEqual(outline(menu));
    expect(outline(applyMenuRowMove(menu, 1, "outdent"))).toEqual(["shop", "men", "-women", "about", "contact"]);
    expect(outline(applyMenuRowMove(menu, 0, "outdent"))).toEqual(outline(menu));
  });

  it("removes an item with its sub-items", () => {
    expect(outline(applyMenuRowMove(menu, 0, "remove"))).toEqual(["about", "contact"]);
  });

  it("keeps depths a tree can have, at most three levels", () => {
    expect(normalizeDepths([row("a", 2), row("b", 5), row("c", 1)]).map((r) => r.depth)).toEqual([0, 1, 1]);
    expect(normalizeDepths([row("a", 0), row("b", 1), row("c", 2), row("d", 3)]).map((r) => r.depth)).toEqual([0, 1, 2, 2]);
  });

  it("moves a block to a position in the list without it (drag and drop)", () => {
    expect(outline(moveBlock(menu, 0, 2))).toEqual(["about", "contact", "shop", "-men", "-women"]);
  });

  it("goes from a tree to rows and back", () => {
    const tree = [
      {
        label: "Shop",
        url: "/shop",
        mega: { width: "container", columns: 3 },
        options: null,
        children: [{ label: "Men", url: "/men", mega: null, options: null, children: [] }],
      },
      { label: "About", url: "/about", mega: null, options: '{"icon":"i"}', children: [] },
    ];
    const rows = rowsFromTree(tree);
    expect(rows.map((r) => [r.label, r.depth, r.megaWidth, r.megaColumns])).toEqual([
      ["Shop", 0, "container", "3"],
      ["Men", 1, "", ""],
      ["About", 0, "", ""],
    ]);
    expect(treeFromRows(rows)).toEqual(tree);
  });
});
