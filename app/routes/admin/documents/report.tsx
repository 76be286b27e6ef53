import type { ColumnDef } from "@tanstack/react-table";
import { Link } from "react-router";
import { DOCUMENT_KIND_LABELS, isDocumentKind } from "../../../../domain/documents/kinds.ts";
import { orderManager } from "../../../../server/http/access.ts";
import type { IssuedRow, SeriesReport } from "../../../../server/services/documents/index.ts";
import { AdminErrorView } from "../../../components/admin/admin-error-view.tsx";
import { DataTable } from "../../../components/admin/data-table.tsx";
import { formatWhen } from "../../../components/admin/orders/order-history.tsx";
import { requireStaff } from "../../../lib/admin.server.ts";
import type { Route } from "./+types/report";

export function meta() {
  return [{ title: "Documents — Vitrine admin" }];
}

export const handle = { breadcrumb: "Documents" };

/** The numbers issued per series (whole, or with a gap to look into) and the latest numbered documents. */
export async function loader({ context }: Route.LoaderArgs) {
  await requireStaff(context.ctx, orderManager);
  return context.services.documents.numbersReport();
}

const kindLabel = (kind: string) => (isDocumentKind(kind) ? DOCUMENT_KIND_LABELS[kind] : kind);
const documentHref = (row: IssuedRow) => `/account/orders/${row.orderId}/documents/${row.kind}${row.refundId === null ? "" : `?refund=${row.refundId}`}`;

const seriesColumns: ColumnDef<SeriesReport, unknown>[] = [
  { id: "series", header: "Series", cell: ({ row }) => <code>{row.original.seriesKey}</code> },
  { id: "kind", header: "Kind", cell: ({ row }) => kindLabel(row.original.kind) },
  { id: "count", header: "Issued", cell: ({ row }) => row.original.count },
  { id: "range", header: "Numbers", cell: ({ row }) => `${row.original.firstNumber} … ${row.original.lastNumber}` },
  {
    id: "whole",
    header: "Complete",
    cell: ({ row }) => (row.original.gapless ? "Yes, no number missing" : `No: ${row.original.highestSequence - row.original.count} missing`),
  },
];

const recentColumns: ColumnDef<IssuedRow, unknown>[] = [
  {
    id: "number",
    header: "Number",
    cell: ({ row }) => (
      <a href={documentHref(row.original)} target="_blank" rel="noopener">
        {row.original.number}
      </a>
    ),
  },
  { id: "kind", header: "Kind", cell: ({ row }) => kindLabel(row.original.kind) },
  { id: "order", header: "Order", cell: ({ row }) => <Link to={`/admin/orders/${row.original.orderId}`}>#{row.original.orderNumber}</Link> },
  { id: "issued", header: "Issued", cell: ({ row }) => formatWhen(row.original.issuedAt) },
];

export default function DocumentsReport({ loaderData }: Route.ComponentProps) {
  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <h1>Documents</h1>
        <p className="admin-muted">Invoice and credit note numbers issued, per series. A printed document keeps its number and content for good.</p>
      </header>
      <section className="admin-card" aria-labelledby="documents-series">
        <h2 id="documents-series">Numbers per series</h2>
        <DataTable
          caption="Numbers issued per series"
          rows={loaderData.series}
          columns={seriesColumns}
          rowId={(row) => row.seriesKey}
          empty="No document has been numbered yet."
        />
      </section>
      <section className="admin-card" aria-labelledby="documents-recent">
        <h2 id="documents-recent">Latest documents</h2>
        <DataTable
          caption="Latest numbered documents"
          rows={loaderData.recent}
          columns={recentColumns}
          rowId={(row) => String(row.id)}
          empty="No document has been numbered yet."
        />
      </section>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorView error={error} />;
}
