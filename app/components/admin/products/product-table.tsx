import type { ColumnDef, RowSelectionState } from "@tanstack/react-table";
import { Link } from "react-router";
import { PRODUCT_STATUS_LABELS, PRODUCT_TYPE_LABELS } from "../../../../domain/admin/product-list.ts";
import { DataTable, type SortState } from "../data-table.tsx";
import { formatDate, priceLabel, stockLabel } from "./format.ts";

/** A row of the list as the loader sends it (the service's AdminProductRow, without importing the server). */
export type ProductListRow = {
  id: number;
  name: string;
  sku: string | null;
  type: "simple" | "variable" | "grouped";
  status: "publish" | "draft" | "trash";
  priceMin: number;
  priceMax: number;
  regularPrice: number | null;
  salePrice: number | null;
  manageStock: boolean;
  stockQuantity: number | null;
  stockStatus: "instock" | "outofstock" | "onbackorder";
  thumbnail: string | null;
  categories: string[];
  updatedAt: string;
};

const STATUS_BADGE = { publish: "admin-badge admin-badge--good", draft: "admin-badge", trash: "admin-badge admin-badge--bad" } as const;
const STOCK_BADGE = { instock: "", outofstock: "admin-products__out", onbackorder: "admin-products__backorder" } as const;

export const PRODUCT_SORTABLE = ["name", "sku", "price", "stock", "updated"] as const;

const columns: ColumnDef<ProductListRow, unknown>[] = [
  {
    id: "thumbnail",
    header: () => <span className="visually-hidden">Image</span>,
    cell: ({ row }) =>
      row.original.thumbnail ? (
        <img className="admin-products__thumb" src={row.original.thumbnail} alt="" width={40} height={40} loading="lazy" />
      ) : (
        <span className="admin-products__thumb admin-products__thumb--none" aria-hidden="true" />
      ),
  },
  {
    id: "name",
    header: "Name",
    cell: ({ row }) => (
      <Link to={`/admin/products/${row.original.id}`} className="admin-products__name">
        {row.original.name}
      </Link>
    ),
  },
  { id: "sku", header: "SKU", cell: ({ row }) => row.original.sku ?? <span className="admin-muted">—</span> },
  { id: "type", header: "Type", cell: ({ row }) => PRODUCT_TYPE_LABELS[row.original.type] },
  { id: "price", header: "Price", cell: ({ row }) => priceLabel(row.original) },
  { id: "stock", header: "Stock", cell: ({ row }) => <span className={STOCK_BADGE[row.original.stockStatus]}>{stockLabel(row.original)}</span> },
  {
    id: "status",
    header: "Status",
    cell: ({ row }) => <span className={STATUS_BADGE[row.original.status]}>{PRODUCT_STATUS_LABELS[row.original.status]}</span>,
  },
  { id: "categories", header: "Categories", cell: ({ row }) => row.original.categories.join(", ") || <span className="admin-muted">—</span> },
  { id: "updated", header: "Updated", cell: ({ row }) => <time dateTime={row.original.updatedAt}>{formatDate(row.original.updatedAt)}</time> },
];

export function ProductTable({
  rows,
  sorted,
  selection,
  onSelectionChange,
}: {
  rows: ProductListRow[];
  sorted: SortState | undefined;
  selection: RowSelectionState;
  onSelectionChange: (state: RowSelectionState) => void;
}) {
  return (
    <DataTable
      caption="Products"
      rows={rows}
      columns={columns}
      sortable={PRODUCT_SORTABLE}
      {...(sorted ? { sorted } : {})}
      rowId={(row) => String(row.id)}
      selection={{ name: "ids", form: "bulk-form", state: selection, onChange: onSelectionChange }}
      empty="No product matches these filters."
    />
  );
}
