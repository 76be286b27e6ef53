import type { MegaMenu } from "../../db/schema/content.ts";
import { sanitizeUrl } from "../../../domain/url-safety.ts";

/** One entry of a navigation menu, with its sub-entries in display order. */
export type MenuItem = {
  id: number;
  label: string;
  /** Safe to put in an href: unsafe stored links (e.g. `javascript:`) arrive here as "#". */
  url: string;
  /** Set on a top-level item whose children open as a mega-menu panel. */
  mega: MegaMenu | null;
  /** The editor's options text, as typed (it may be broken JSON: domain/shell/menu-options.ts). */
  options: string | null;
  children: MenuItem[];
};

export type MenuRow = { id: number; parentId: number | null; label: string; url: string; mega: MegaMenu | null; options?: string | null };

/**
 * Nests flat rows (already in display order) under their parents. A row whose parent is not in the
 * menu becomes a top-level item rather than vanishing, so a half-edited menu still shows every link.
 */
export function buildMenuTree(rows: MenuRow[], onUnsafeUrl?: (url: string) => void): MenuItem[] {
  const items = new Map<number, MenuItem>();
  for (const row of rows) {
    items.set(row.id, { id: row.id, label: row.label, url: sanitizeUrl(row.url, onUnsafeUrl), mega: row.mega, options: row.options ?? null, children: [] });
  }
  const roots: MenuItem[] = [];
  for (const row of rows) {
    const item = items.get(row.id)!;
    const parent = row.parentId === null || row.parentId === row.id ? undefined : items.get(row.parentId);
    if (parent && !isAncestor(item, parent)) parent.children.push(item);
    else roots.push(item);
  }
  return roots;
}

/** Guards against a parent cycle in stored data, which would otherwise detach a whole branch. */
function isAncestor(candidate: MenuItem, of: MenuItem): boolean {
  const stack = [...candidate.children];
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (next === of) return true;
    stack.push(...next.children);
  }
  return false;
}
