import type { ColumnDef } from "@tanstack/react-table";
import { Link, useSearchParams } from "react-router";
import { amountLabelOf } from "../../../../domain/admin/coupon-amounts.ts";
import { COUPON_STATUS_LABELS, COUPON_STATUSES, type CouponStatus, usageLabelOf } from "../../../../domain/admin/coupon-status.ts";
import { COUPON_TYPES } from "../../../../domain/cart/coupons.ts";
import { formatMoney } from "../../../../domain/money.ts";
import { couponManager } from "../../../../server/http/access.ts";
import { AdminErrorView } from "../../../components/admin/admin-error-view.tsx";
import { AdminFilters } from "../../../components/admin/admin-filters.tsx";
import { DataTable } from "../../../components/admin/data-table.tsx";
import { AdminPagination } from "../../../components/admin/pagination.tsx";
import { allowedEmailsLabel, COUPON_TYPE_LABELS, formatMoment } from "../../../components/admin/coupons/coupon-labels.ts";
import { requireStaff } from "../../../lib/admin.server.ts";
import { listQueryOf } from "./coupons.server.ts";
import type { Route } from "./+types/list";

export function meta() {
  return [{ title: "Coupons — Vitrine admin" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(context.ctx, couponManager);
  const query = listQueryOf(request);
  const list = await context.services.coupons.list(query);
  return { ...list, query };
}

type Row = Route.ComponentProps["loaderData"]["coupons"][number];

const STATUS_TONE: Record<CouponStatus, string> = { active: "good", expired: "bad", used_up: "warn" };

const columns: ColumnDef<Row, unknown>[] = [
  { id: "code", header: "Code", cell: ({ row }) => <Link to={`/admin/coupons/${row.original.id}`}>{row.original.code}</Link> },
  { id: "type", header: "Type", cell: ({ row }) => COUPON_TYPE_LABELS[row.original.type] },
  { id: "amount", header: "Amount", cell: ({ row }) => amountLabelOf(row.original.type, row.original.amount, (minor) => formatMoney(minor)) },
  { id: "usage", header: "Used / limit", cell: ({ row }) => usageLabelOf(row.original) },
  { id: "for", header: "For", cell: ({ row }) => allowedEmailsLabel(row.original.allowedEmails, 2) },
  { id: "expires", header: "Expires", cell: ({ row }) => (row.original.expiresAt ? formatMoment(row.original.expiresAt) : "Never") },
  {
    id: "status",
    header: "Status",
    cell: ({ row }) => <span className={`admin-badge admin-badge--${STATUS_TONE[row.original.status]}`}>{COUPON_STATUS_LABELS[row.original.status]}</span>,
  },
];

export default function CouponList({ loaderData }: Route.ComponentProps) {
  const { coupons, total, page, pageCount, query } = loaderData;
  const [params] = useSearchParams();
  const filtered = Boolean(query.q || query.status || query.type);
  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <h1>Coupons</h1>
        <Link to="/admin/coupons/new" className="admin-button admin-button--primary">
          Add coupon
        </Link>
      </header>
      {params.get("deleted") && (
        <div role="status" className="admin-notice admin-notice--success">
          The coupon was deleted.
        </div>
      )}
      <AdminFilters
        name="Filter coupons"
        idPrefix="coupons"
        fields={[
          { kind: "search", name: "q", label: "Search codes", maxLength: 100 },
          {
            kind: "select",
            name: "status",
            label: "Status",
            any: "Any status",
            options: COUPON_STATUSES.map((status) => [status, COUPON_STATUS_LABELS[status]]),
          },
          { kind: "select", name: "type", label: "Type", any: "Any type", options: COUPON_TYPES.map((type) => [type, COUPON_TYPE_LABELS[type]]) },
        ]}
        values={{ q: query.q, status: query.status, type: query.type }}
        keep={{ sort: query.sort, dir: query.dir }}
        resetTo="/admin/coupons"
      />
      <DataTable
        caption="Coupons"
        rows={coupons}
        columns={columns}
        rowId={(row) => String(row.id)}
        sortable={["code", "amount", "usage", "expires"]}
        {...(query.sort ? { sorted: { sort: query.sort, dir: query.dir ?? "asc" } } : {})}
        empty={filtered ? "No coupon matches these filters." : "No coupons yet."}
      />
      <AdminPagination page={page} pageCount={pageCount} total={total} noun={total === 1 ? "coupon" : "coupons"} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorView error={error} />;
}
