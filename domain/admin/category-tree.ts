/**
 * The category tree's rules, apart from any storage: where a category may move, how siblings are
 * reordered, and the indented order the admin lists the tree in.
 */

/** A category as the tree sees it: itself and its parent (null at the top). */
export type CategoryLink = { id: number; parentId: number | null };

export type MoveDirection = "up" | "down";

/**
 * True when `candidateId` is `ancestorId` itself or sits anywhere below it. The walk goes up from the
 * candidate and stops on a loop already stored, so a damaged tree cannot hang it.
 */
export function isSelfOrDescendant(links: readonly CategoryLink[], ancestorId: number, candidateId: number): boolean {
  const parentOf = new Map(links.map((link) => [link.id, link.parentId]));
  const seen = new Set<number>();
  let current: number | null | undefined = candidateId;
  while (current !== null && current !== undefined && !seen.has(current)) {
    if (current === ancestorId) return true;
    seen.add(current);
    current = parentOf.get(current);
  }
  return false;
}

/** Whether `id` may be put under `parentId` (null: the top): never under itself or one of its own descendants. */
export function canMoveUnder(links: readonly CategoryLink[], id: number, parentId: number | null): boolean {
  return parentId === null || !isSelfOrDescendant(links, id, parentId);
}

/**
 * The siblings' order after moving `id` one place up or down; the same order when it is already at that
 * end (or not among them).
 */
export function moveSibling(order: readonly number[], id: number, direction: MoveDirection): number[] {
  const next = [...order];
  const from = next.indexOf(id);
  const to = direction === "up" ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= next.length) return next;
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/** True when `proposed` holds exactly the ids of `current`, each once: a reorder may not add, drop or repeat one. */
export function isSameSiblings(current: readonly number[], proposed: readonly number[]): boolean {
  if (current.length !== proposed.length || new Set(proposed).size !== proposed.length) return false;
  const known = new Set(current);
  return proposed.every((id) => known.has(id));
}

/**
 * The tree in reading order, each node with its depth (0 at the top): parents before their children,
 * siblings in the order given (position, then name, as stored). A node whose parent is missing, or that
 * sits in a stored loop, is listed at the top so that nothing disappears from the admin.
 */
export function indentedTree<Node extends CategoryLink>(nodes: readonly Node[]): (Node & { depth: number })[] {
  const ids = new Set(nodes.map((node) => node.id));
  const childrenOf = new Map<number | null, Node[]>();
  for (const node of nodes) {
    const parent = node.parentId !== null && ids.has(node.parentId) ? node.parentId : null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), node]);
  }
  const out: (Node & { depth: number })[] = [];
  const placed = new Set<number>();
  const visit = (node: Node, depth: number) => {
    if (placed.has(node.id)) return;
    placed.add(node.id);
    out.push({ ...node, depth });
    for (const child of childrenOf.get(node.id) ?? []) visit(child, depth + 1);
  };
  for (const root of childrenOf.get(null) ?? []) visit(root, 0);
  // Whatever a loop kept out of reach of the top.
  for (const node of nodes) visit(node, 0);
  return out;
}

/** The ids below a category, at any depth (not itself). */
export function descendantIds(links: readonly CategoryLink[], id: number): number[] {
  return links.filter((link) => link.id !== id && isSelfOrDescendant(links, id, link.id)).map((link) => link.id);
}
