import { Link } from "react-router";
import type { CategoryNode } from "../../../domain/catalog/types.ts";
import { categoryTree, type CategoryTreeNode } from "../../lib/category-tree.ts";

type CategoryNavProps = {
  categories: CategoryNode[];
  /** Slug of the category being shown; "all" on the shop page; undefined elsewhere (search). */
  current: string | undefined;
};

export function CategoryNav({ categories, current }: CategoryNavProps) {
  return (
    <nav aria-labelledby="category-nav-title" className="filter-group category-nav">
      <h2 id="category-nav-title" className="filter-group__title">
        Categories
      </h2>
      <ul role="list" className="category-nav__list">
        <li>
          <Link to="/shop" className="category-nav__link" aria-current={current === "all" ? "page" : undefined}>
            All products
          </Link>
        </li>
        <CategoryItems nodes={categoryTree(categories)} current={current} />
      </ul>
    </nav>
  );
}

function CategoryItems({ nodes, current }: { nodes: CategoryTreeNode[]; current: string | undefined }) {
  return nodes.map((node) => (
    <li key={node.id}>
      <Link to={`/category/${node.slug}`} className="category-nav__link" aria-current={node.slug === current ? "page" : undefined}>
        <span>{node.name}</span>
        <span className="count">
          {node.productCount}
          <span className="visually-hidden"> products</span>
        </span>
      </Link>
      {node.children.length > 0 && (
        <ul role="list" className="category-nav__list category-nav__list--nested">
          <CategoryItems nodes={node.children} current={current} />
        </ul>
      )}
    </li>
  ));
}
