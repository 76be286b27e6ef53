import type { ColumnDef } from "@tanstack/react-table";
import { formatMoney } from "../../../../domain/money.ts";
import type { AdminOrderLine } from "../../../../domain/admin/order-view.ts";
import { DataTable } from "../data-table.tsx";

function columnsFor(currency: string): ColumnDef<AdminOrderLine, unknown>[] {
  const money = (minor: number) => formatMoney(minor, currency);
  return [
    {
      id: "item",
      header: "Item",
      cell: ({ row }) => (
        <>
          {row.original.productId ? <a href={`/admin/products/${row.original.productId}`}>{row.original.name}</a> : row.original.name}
          {row.original.attributes.length > 0 && (
            <span className="orders-line__options">{row.original.attributes.map((a) => `${a.name}: ${a.value}`).join(", ")}</span>
          )}
          {row.original.sku && <span className="orders-line__options">SKU {row.original.sku}</span>}
        </>
      ),
    },
    { id: "stock", header: "In stock now", cell: ({ row }) => (row.original.stockQuantity === null ? "Not tracked" : row.original.stockQuantity) },
    { id: "price", header: "Price", cell: ({ row }) => <span className="orders-money">{money(row.original.unitPrice)}</span> },
    { id: "quantity", header: "Qty", cell: ({ row }) => row.original.quantity },
    {
      id: "discount",
      header: "Discount",
      cell: ({ row }) => (row.original.discount > 0 ? <span className="orders-money">−{money(row.original.discount)}</span> : "—"),
    },
    { id: "tax", header: "Tax", cell: ({ row }) => <span className="orders-money">{money(row.original.tax)}</span> },
    { id: "total", header: "Total", cell: ({ row }) => <span className="orders-money">{money(row.original.total)}</span> },
    {
      id: "refunded",
      header: "Refunded",
      cell: ({ row }) =>
        row.original.refundedAmount > 0 || row.original.refundedQuantity > 0
          ? `${row.original.refundedQuantity} × · −${money(row.original.refundedAmount)}`
          : "—",
    },
  ];
}

export function OrderLines({ lines, currency }: { lines: AdminOrderLine[]; currency: string }) {
  return <DataTable caption="Items on the order" rows={lines} columns={columnsFor(currency)} rowId={(line) => String(line.id)} />;
}
