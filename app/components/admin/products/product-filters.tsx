import { Form, Link } from "react-router";
import { PRODUCT_STATUS_LABELS, PRODUCT_TYPE_LABELS, STOCK_STATUS_LABELS } from "../../../../domain/admin/product-list.ts";

export type ListFilters = {
  q?: string | undefined;
  type?: string | undefined;
  category?: string | undefined;
  stock?: string | undefined;
  status?: string | undefined;
};
export type CategoryOption = { id: number; slug: string; name: string };

/** The list's filters: a GET form, so every filter is in the URL and works without JavaScript. */
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
    <Form method="get" className="admin-filters" role="search" aria-label="Filter products">
      <div className="admin-field">
        <label htmlFor="products-q">Search products</label>
        <input id="products-q" type="search" name="q" defaultValue={filters.q ?? ""} maxLength={100} placeholder="Name or SKU" />
      </div>
      <Select id="products-type" label="Type" name="type" value={filters.type} options={Object.entries(PRODUCT_TYPE_LABELS)} all="Every type" />
      <Select
        id="products-category"
        label="Category"
        name="category"
        value={filters.category}
        options={categories.map((c) => [c.slug, c.name])}
        all="Every category"
      />
      <Select id="products-stock" label="Stock status" name="stock" value={filters.stock} options={Object.entries(STOCK_STATUS_LABELS)} all="Any stock" />
      <Select id="products-status" label="Status" name="status" value={filters.status} options={Object.entries(PRODUCT_STATUS_LABELS)} all="All but trash" />
      {sort.sort && <input type="hidden" name="sort" value={sort.sort} />}
      {sort.dir && <input type="hidden" name="dir" value={sort.dir} />}
      <div className="admin-actions">
        <button type="submit">Filter</button>
        <Link to="/admin/products">Clear filters</Link>
      </div>
    </Form>
  );
}

function Select({
  id,
  label,
  name,
  value,
  options,
  all,
}: {
  id: string;
  label: string;
  name: string;
  value: string | undefined;
  options: [string, string][];
  all: string;
}) {
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value ?? ""}>
        <option value="">{all}</option>
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
