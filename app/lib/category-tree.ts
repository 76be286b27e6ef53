import type { CategoryNode } from "../../domain/catalog/types.ts";

export type CategoryTreeNode = CategoryNode & { children: CategoryTreeNode[] };

/** Nests categories under their parents, keeping the given order; orphans become top-level. */
export function categoryTree(categories: CategoryNode[]): CategoryTreeNode[] {
  const nodes = new Map(categories.map((c) => [c.id, { ...c, children: [] as CategoryTreeNode[] }]));
  const roots: CategoryTreeNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null || node.parentId === node.id ? undefined : nodes.get(node.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}
