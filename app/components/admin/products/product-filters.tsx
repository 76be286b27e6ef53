import { PRODUCT_STATUS_LABELS, PRODUCT_TYPE_LABELS, STOCK_STATUS_LABELS } from "../../../../domain/admin/product-list.ts";
import { AdminFilters } from "../admin-filters.tsx";

export type ListFilters = {
  q?: string | undefined;
  type?: string | undefined;
  category?: string | undefined;
  stock?: string | undefined;
  status?: string | undefined;
};
export type CategoryOption = { id: number; slug: string; name: string };

/** The products list's filters: search, type, category, stock status and status (all but the trash by default). */
export function ProductFilters({
  filters,
  sort,
  categories,
}: {
  filters: ListFilters;
  sort: { sort?: string | undefined; dir?: string | undefined };
  categories: CategoryOption[];
}) {
  return (
    <AdminFilters
      name="Filter products"
      idPrefix="products"
      fields={[
        { kind: "search", name: "q", label: "Search products", maxLength: 100, placeholder: "Name or SKU" },
        { kind: "select", name: "type", label: "Type", any: "Every type", options: Object.entries(PRODUCT_TYPE_LABELS) },
        { kind: "select", name: "category", label: "Category", any: "Every category", options: categories.map((c) => [c.slug, c.name]) },
        { kind: "select", name: "stock", label: "Stock status", any: "Any stock", options: Object.entries(STOCK_STATUS_LABELS) },
        { kind: "select", name: "status", label: "Status", any: "All but trash", options: Object.entries(PRODUCT_STATUS_LABELS) },
      ]}
      values={{ ...filters }}
      keep={sort}
      resetTo="/admin/products"
    />
  );
}
