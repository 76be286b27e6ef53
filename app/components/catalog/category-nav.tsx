import { Link } from "react-router";
import type { CategoryNode } from "../../../domain/catalog/types.ts";
import { categoryTree, type CategoryTreeNode } from "../../lib/category-tree.ts";
import { categoryNavHref } from "../../lib/listing-links.ts";

type CategoryNavProps = {
  categories: CategoryNode[];
  /** Slug of the category being shown; "all" on the shop page; undefined elsewhere (search). */
  current: string | undefined;
  /** The listing's search terms: the links keep them, and the counts are the search's (searchCounts). */
  search?: string;
  /** Matches per category slug for `search`; categories without a match are left out, the current one kept. */
  searchCounts?: Record<string, number> | null;
};

export function CategoryNav({ categories, current, search, searchCounts }: CategoryNavProps) {
  const counted = searchCounts ? searchCountsOf(categories, searchCounts, current) : categories;
  return (
    <nav aria-labelledby="category-nav-title" className="filter-group category-nav">
      <h2 id="category-nav-title" className="filter-group__title">
        Categories
      </h2>
      <ul role="list" className="category-nav__list">
        <li>
          <Link to={categoryNavHref(null, search)} className="category-nav__link" aria-current={current === "all" || (search && !current) ? "page" : undefined}>
            {search ? "All results" : "All products"}
          </Link>
        </li>
        <CategoryItems nodes={categoryTree(counted)} current={current} search={search} />
      </ul>
    </nav>
  );
}

/** The categories as the search counts them: its own counts, and only those it found something in. */
function searchCountsOf(categories: CategoryNode[], counts: Record<string, number>, current: string | undefined): CategoryNode[] {
  return categories
    .map((category) => ({ ...category, productCount: counts[category.slug] ?? 0 }))
    .filter((category) => category.productCount > 0 || category.slug === current);
}

function CategoryItems({ nodes, current, search }: { nodes: CategoryTreeNode[]; current: string | undefined; search: string | undefined }) {
  return nodes.map((node) => (
    <li key={node.id}>
      <Link to={categoryNavHref(node.slug, search)} className="category-nav__link" aria-current={node.slug === current ? "page" : undefined}>
        <span>{node.name}</span>
        <span className="count">
          {node.productCount}
          <span className="visually-hidden"> products</span>
        </span>
      </Link>
      {node.children.length > 0 && (
        <ul role="list" className="category-nav__list category-nav__list--nested">
          <CategoryItems nodes={node.children} current={current} search={search} />
        </ul>
      )}
    </li>
  ));
}
