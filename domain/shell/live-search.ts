/**
 * Live results in the search overlay: products and categories as the shopper types. Pure rules; the
 * overlay (app/components/shell/search-overlay.tsx) asks the JSON API.
 */

/** The wait after the last key before the overlay asks for results. */
export const LIVE_SEARCH_DEBOUNCE_MS = 250;
/** Fewer characters than this ask for nothing: one letter matches half the shop. */
export const LIVE_SEARCH_MIN_LENGTH = 2;
export const LIVE_SEARCH_PRODUCT_LIMIT = 5;
export const LIVE_SEARCH_CATEGORY_LIMIT = 3;

/** What the shopper typed, as the search page would read it: trimmed, inner white space collapsed. */
export function liveSearchTerms(typed: string): string | null {
  const terms = typed.trim().replace(/\s+/g, " ");
  return terms.length >= LIVE_SEARCH_MIN_LENGTH ? terms : null;
}

type CategoryLike = { name: string; slug: string; count: number; children?: CategoryLike[] };

/**
 * Categories whose name contains every typed word (any case, accents ignored), depth first as the tree
 * lists them, empty ones left out.
 */
export function matchingCategories<C extends CategoryLike>(tree: readonly C[], terms: string, limit = LIVE_SEARCH_CATEGORY_LIMIT): C[] {
  const words = fold(terms).split(" ").filter(Boolean);
  const found: C[] = [];
  const visit = (nodes: readonly C[]) => {
    for (const node of nodes) {
      if (found.length >= limit) return;
      const name = fold(node.name);
      if (node.count > 0 && words.length > 0 && words.every((word) => name.includes(word))) found.push(node);
      if (node.children) visit(node.children as C[]);
    }
  };
  visit(tree);
  return found;
}

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

/** The option the arrow keys move to in a list of `count` options (-1: none, back in the field). */
export function nextActiveOption(current: number, count: number, key: "ArrowDown" | "ArrowUp"): number {
  if (count === 0) return -1;
  if (key === "ArrowDown") return current >= count - 1 ? -1 : current + 1;
  return current <= -1 ? count - 1 : current - 1;
}
