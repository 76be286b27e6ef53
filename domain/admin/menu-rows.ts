/**
 * A menu edited as a flat list of rows with a depth (0 for a top-level item), which is how a form can
 * carry a tree and how keyboard buttons and drag and drop move it: an item moves with its sub-items,
 * indenting makes it the child of the item above, outdenting lifts it (and its sub-items) a level.
 */
import type { MenuItemInput } from "../shell/menu-input.ts";

export const MENU_MAX_DEPTH_INDEX = 2;
export type MenuRow = { key: string; label: string; url: string; depth: number; megaWidth: string; megaColumns: string; options: string };
export type MenuRowMove = "up" | "down" | "indent" | "outdent" | "remove";
export const MENU_ROW_MOVES: readonly MenuRowMove[] = ["up", "down", "indent", "outdent", "remove"];

/** The index just past the row's sub-items: [index, end) is the row with everything under it. */
export function subtreeEnd(rows: readonly MenuRow[], index: number): number {
  let end = index + 1;
  while (end < rows.length && rows[end]!.depth > rows[index]!.depth) end += 1;
  return end;
}

/** Depths that make a tree: the first row at 0, no row more than one deeper than the one above, none past the limit. */
export function normalizeDepths(rows: readonly MenuRow[]): MenuRow[] {
  let previous = -1;
  return rows.map((row) => {
    const depth = Math.max(0, Math.min(row.depth, previous + 1, MENU_MAX_DEPTH_INDEX));
    previous = depth;
    return depth === row.depth ? row : { ...row, depth };
  });
}

/** The start of the previous sibling's block (same depth, same parent), or -1. */
function previousSibling(rows: readonly MenuRow[], index: number): number {
  const depth = rows[index]!.depth;
  for (let i = index - 1; i >= 0; i -= 1) {
    if (rows[i]!.depth === depth) return i;
    if (rows[i]!.depth < depth) return -1;
  }
  return -1;
}

/** Moves the block [from, end) so that it starts where `to` was (an index in the list without the block). */
export function moveBlock(rows: readonly MenuRow[], from: number, to: number): MenuRow[] {
  const end = subtreeEnd(rows, from);
  const block = rows.slice(from, end);
  const rest = [...rows.slice(0, from), ...rows.slice(end)];
  const at = Math.max(0, Math.min(to, rest.length));
  return [...rest.slice(0, at), ...block, ...rest.slice(at)];
}

export function applyMenuRowMove(rows: readonly MenuRow[], index: number, move: MenuRowMove): MenuRow[] {
  if (index < 0 || index >= rows.length) return [...rows];
  const row = rows[index]!;
  const end = subtreeEnd(rows, index);
  switch (move) {
    case "remove":
      return normalizeDepths([...rows.slice(0, index), ...rows.slice(end)]);
    case "up": {
      const sibling = previousSibling(rows, index);
      return sibling < 0 ? [...rows] : moveBlock(rows, index, sibling);
    }
    case "down": {
      if (end >= rows.length || rows[end]!.depth !== row.depth) return [...rows];
      const nextEnd = subtreeEnd(rows, end);
      return moveBlock(rows, index, nextEnd - (end - index));
    }
    case "indent": {
      if (previousSibling(rows, index) < 0 || row.depth >= MENU_MAX_DEPTH_INDEX) return [...rows];
      return normalizeDepths(rows.map((r, i) => (i >= index && i < end ? { ...r, depth: r.depth + 1 } : r)));
    }
    case "outdent":
      if (row.depth === 0) return [...rows];
      return normalizeDepths(rows.map((r, i) => (i >= index && i < end ? { ...r, depth: r.depth - 1 } : r)));
  }
}

type TreeItem = { label: string; url: string; mega?: { width: string; columns?: number } | null; options?: string | null; children?: TreeItem[] };

/** A menu tree as rows (keys are their first positions, so a form's rows keep their identity). */
export function rowsFromTree(items: readonly TreeItem[]): MenuRow[] {
  const rows: MenuRow[] = [];
  const visit = (list: readonly TreeItem[], depth: number) => {
    for (const item of list) {
      rows.push({
        key: `r${rows.length}`,
        label: item.label,
        url: item.url,
        depth,
        megaWidth: item.mega?.width ?? "",
        megaColumns: item.mega?.columns !== undefined ? String(item.mega.columns) : "",
        options: item.options ?? "",
      });
      visit(item.children ?? [], depth + 1);
    }
  };
  visit(items, 0);
  return rows;
}

/** Rows back to the tree a menu save takes; a mega layout only where a width is chosen (the schema judges the rest). */
export function treeFromRows(rows: readonly MenuRow[]): MenuItemInput[] {
  const roots: MenuItemInput[] = [];
  const stack: { depth: number; children: MenuItemInput[] }[] = [{ depth: -1, children: roots }];
  for (const row of normalizeDepths(rows)) {
    const columns = row.megaColumns.trim() === "" ? undefined : Number(row.megaColumns);
    const item: MenuItemInput = {
      label: row.label,
      url: row.url,
      mega: row.megaWidth ? ({ width: row.megaWidth, ...(columns !== undefined ? { columns } : {}) } as MenuItemInput["mega"]) : null,
      options: row.options === "" ? null : row.options,
      children: [],
    };
    while (stack.at(-1)!.depth >= row.depth) stack.pop();
    stack.at(-1)!.children.push(item);
    stack.push({ depth: row.depth, children: item.children! });
  }
  return roots;
}
