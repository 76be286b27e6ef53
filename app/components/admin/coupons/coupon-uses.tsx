import type { ColumnDef } from "@tanstack/react-table";
import { Link } from "react-router";
import { formatMoney } from "../../../../domain/money.ts";
import { DataTable } from "../data-table.tsx";
import { AdminPagination } from "../pagination.tsx";
import { formatMoment } from "./coupon-labels.ts";

type Use = { orderId: number; number: string; placedAt: Date | string; email: string; customerName: string; discount: number; currency: string };

const columns: ColumnDef<Use, unknown>[] = [
  { id: "order", header: "Order", cell: ({ row }) => <Link to={`/admin/orders/${row.original.orderId}`}>#{row.original.number}</Link> },
  { id: "date", header: "Date", cell: ({ row }) => formatMoment(row.original.placedAt) },
  {
    id: "customer",
    header: "Customer",
    cell: ({ row }) => (
      <>
        {row.original.customerName}
        <br />
        <span className="admin-muted">{row.original.email}</span>
      </>
    ),
  },
  { id: "discount", header: "Discount", cell: ({ row }) => formatMoney(row.original.discount, row.original.currency) },
];

/** The orders that used a coupon, newest first, with their links in the orders section. */
export function CouponUses({ uses, total, page, pageCount }: { uses: Use[]; total: number; page: number; pageCount: number }) {
  return (
    <section className="admin-card" aria-labelledby="coupon-uses-title">
      <h2 id="coupon-uses-title">Orders that used it</h2>
      <DataTable
        caption="Orders that used this coupon"
        rows={uses}
        columns={columns}
        rowId={(use) => String(use.orderId)}
        empty="No order has used this coupon yet."
      />
      <AdminPagination page={page} pageCount={pageCount} total={total} noun={total === 1 ? "order" : "orders"} />
    </section>
  );
}
