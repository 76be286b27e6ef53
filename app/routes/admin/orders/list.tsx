import type { ColumnDef } from "@tanstack/react-table";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { formatMoney } from "../../../../domain/money.ts";
import { orderManager } from "../../../../server/http/access.ts";
import type { OrderListRow } from "../../../../server/services/orders/index.ts";
import { AdminErrorView } from "../../../components/admin/admin-error-view.tsx";
import { DataTable, type SortState } from "../../../components/admin/data-table.tsx";
import { AdminPagination } from "../../../components/admin/pagination.tsx";
import { BulkPrintForm, BULK_PRINT_FORM_ID } from "../../../components/admin/orders/bulk-print-form.tsx";
import { OrderFilters } from "../../../components/admin/orders/order-filters.tsx";
import { OrderStatusBadge } from "../../../components/admin/orders/status-badge.tsx";
import { FormNotice } from "../../../components/admin/field.tsx";
import { requireStaff } from "../../../lib/admin.server.ts";
import type { Route } from "./+types/list";
import { takeOrderNotice } from "./detail.server.ts";
import { orderListData } from "./list.server.ts";

export function meta() {
  return [{ title: "Orders — Vitrine admin" }];
}

export const handle = { breadcrumb: "Orders" };

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireStaff(context.ctx, orderManager);
  const data = await orderListData(context.services, new URL(request.url));
  // A deleted draft's page is gone: its notice shows here.
  return { ...data, sorted: data.sorted satisfies SortState, saved: takeOrderNotice(context.ctx) };
}

const dateFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Dublin" });

const columns: ColumnDef<OrderListRow, unknown>[] = [
  { id: "number", header: "Order", cell: ({ row }) => <Link to={`/admin/orders/${row.original.id}`}>#{row.original.number}</Link> },
  {
    id: "date",
    header: "Date",
    cell: ({ row }) => <time dateTime={new Date(row.original.createdAt).toISOString()}>{dateFormat.format(new Date(row.original.createdAt))}</time>,
  },
  { id: "status", header: "Status", cell: ({ row }) => <OrderStatusBadge status={row.original.status} /> },
  {
    id: "customer",
    header: "Customer",
    cell: ({ row }) => (
      <>
        {row.original.name || "—"}
        <br />
        <span className="admin-muted">{row.original.email}</span>
      </>
    ),
  },
  { id: "payment", header: "Payment", cell: ({ row }) => row.original.paymentMethodTitle ?? "—" },
  {
    id: "total",
    header: "Total",
    cell: ({ row }) => (
      <span className="orders-money">
        {formatMoney(row.original.total, row.original.currency)}
        {row.original.refundedTotal > 0 && <span className="admin-muted"> (−{formatMoney(row.original.refundedTotal, row.original.currency)})</span>}
      </span>
    ),
  },
];

export default function OrdersList({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  const [selected, setSelected] = useState<Record<string, boolean>>({});
  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <h1>Orders</h1>
        <div className="admin-actions">
          <Link className="admin-button admin-button--primary" to="/admin/orders/new">
            New phone order
          </Link>
          <a className="admin-button" href={`/admin/orders/export.csv${location.search}`} download>
            Export CSV
          </a>
        </div>
      </header>
      <FormNotice saved={loaderData.saved} />
      <OrderFilters values={loaderData.values} paymentMethods={loaderData.paymentMethods} />
      <BulkPrintForm selectedCount={Object.values(selected).filter(Boolean).length} />
      <DataTable
        caption="Orders"
        rows={loaderData.rows}
        columns={columns}
        sortable={["number", "date", "status", "total"]}
        sorted={loaderData.sorted}
        rowId={(row) => String(row.id)}
        selection={{ name: "ids", form: BULK_PRINT_FORM_ID, state: selected, onChange: setSelected }}
        empty="No order matches these filters."
      />
      <AdminPagination page={loaderData.page} pageCount={loaderData.pageCount} total={loaderData.total} noun="orders" />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorView error={error} />;
}
