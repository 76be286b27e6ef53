import { Link } from "react-router";
import type { TreeCategory } from "./category-form.tsx";
import { DeleteDisclosure, MoveButtons } from "./move-buttons.tsx";
import { SortableArea, SortableList } from "./sortable-list.tsx";

/**
 * The category tree, indented: each level a list its categories can be dragged in (or moved with Up and
 * Down), each with its product count, a link to edit it and a delete that says what happens.
 */
export function CategoryTree({ categories }: { categories: TreeCategory[] }) {
  if (categories.length === 0) return <p>There are no categories yet.</p>;
  const known = new Set(categories.map((category) => category.id));
  const childrenOf = new Map<number | null, TreeCategory[]>();
  for (const category of categories) {
    // Depth 0 includes orphans and loops (see indentedTree): they are listed at the top.
    const parent = category.depth === 0 || category.parentId === null || !known.has(category.parentId) ? null : category.parentId;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), category]);
  }
  const names = new Map(categories.map((category) => [category.id, category.name]));
  return (
    <SortableArea names={names}>
      <Level parentId={null} childrenOf={childrenOf} names={names} />
    </SortableArea>
  );
}

function Level({ parentId, childrenOf, names }: { parentId: number | null; childrenOf: Map<number | null, TreeCategory[]>; names: Map<number, string> }) {
  const items = childrenOf.get(parentId) ?? [];
  const label = parentId === null ? "Top-level categories" : `Subcategories of ${names.get(parentId) ?? ""}`;
  return (
    <SortableList
      items={items}
      fields={{ parentId: parentId === null ? "" : String(parentId) }}
      label={label}
      className={parentId === null ? "category-tree" : "category-tree category-tree--nested"}
      renderItem={(category, { index, count, handle }) => {
        const children = childrenOf.get(category.id) ?? [];
        const where = parentId === null ? "the top level" : `“${names.get(parentId)}”`;
        const products =
          category.productCount === 0
            ? "No product is filed in it."
            : `Its ${category.productCount === 1 ? "product stays" : `${category.productCount} products stay`} in the shop, without this category.`;
        const subcategories = children.length
          ? ` Its ${children.length === 1 ? "subcategory moves" : `${children.length} subcategories move`} up to ${where}.`
          : "";
        const effect = products + subcategories;
        return (
          <>
            <div className="category-tree__row">
              {handle}
              <span className="category-tree__name">{category.name}</span>
              <span className="category-tree__slug admin-muted">{category.slug}</span>
              <span className="category-tree__count">
                {category.productCount} {category.productCount === 1 ? "product" : "products"}
              </span>
              <span className="category-tree__actions">
                <Link to={`?edit=${category.id}`} aria-label={`Edit ${category.name}`} preventScrollReset>
                  Edit
                </Link>
                <MoveButtons id={category.id} name={category.name} first={index === 0} last={index === count - 1} />
                <DeleteDisclosure id={category.id} name={category.name} effect={effect} />
              </span>
            </div>
            {children.length > 0 && <Level parentId={category.id} childrenOf={childrenOf} names={names} />}
          </>
        );
      }}
    />
  );
}
