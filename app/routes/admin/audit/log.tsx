import type { ColumnDef } from "@tanstack/react-table";
import { Link } from "react-router";
import { auditReader } from "../../../../server/http/access.ts";
import { AdminErrorView } from "../../../components/admin/admin-error-view.tsx";
import { AuditFilters } from "../../../components/admin/audit/audit-filters.tsx";
import { DataTable } from "../../../components/admin/data-table.tsx";
import { FormNotice } from "../../../components/admin/field.tsx";
import { requireStaff } from "../../../lib/admin.server.ts";
import type { Route } from "./+types/log";
import { loadAuditLog } from "./audit.server.ts";

export function meta() {
  return [{ title: "Audit log — Vitrine admin" }];
}

export const handle = { breadcrumb: "Audit log" };

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireStaff(context.ctx, auditReader);
  return loadAuditLog(context.services, new URL(request.url));
}

type Entry = Awaited<ReturnType<typeof loadAuditLog>> extends infer L ? (L extends { entries: (infer E)[] } ? E : never) : never;

/** UTC on the server and in the browser alike, so hydration sees the same text. */
const timeFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

const columns: ColumnDef<Entry, unknown>[] = [
  { id: "at", header: "When", cell: ({ row }) => <time dateTime={row.original.at}>{timeFormat.format(new Date(row.original.at))} UTC</time> },
  { id: "actor", header: "Who", cell: ({ row }) => row.original.actor },
  { id: "action", header: "Action", cell: ({ row }) => <code>{row.original.action}</code> },
  {
    id: "record",
    header: "Record",
    cell: ({ row }) => {
      const { record, href } = row.original;
      return href ? <Link to={href}>{record}</Link> : record;
    },
  },
  {
    id: "changes",
    header: "Changes",
    cell: ({ row }) =>
      row.original.changes.length === 0 ? (
        <span className="admin-muted">—</span>
      ) : (
        <ul className="audit-changes" role="list">
          {row.original.changes.map((change) => (
            <li key={change.field}>
              <strong>{change.label}</strong>: <del>{change.before}</del> <span aria-hidden="true">→</span>
              <span className="visually-hidden"> changed to </span> <ins>{change.after}</ins>
            </li>
          ))}
        </ul>
      ),
  },
  { id: "reason", header: "Reason", cell: ({ row }) => row.original.reason ?? "" },
];

/** Who changed what and when, newest first, filtered, a page at a time ("Older entries"). */
export default function AuditLogPage({ loaderData }: Route.ComponentProps) {
  const { typed, fields, facets, entries, olderHref } = loaderData;
  const refused = Object.keys(fields).length > 0;
  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <h1>Audit log</h1>
      </header>
      <AuditFilters typed={typed} fields={fields} facets={facets} />
      {refused && <FormNotice problem={{ message: "Please correct the filters marked above.", fields, values: typed }} />}
      <DataTable
        caption="Audit log entries, newest first"
        rows={entries}
        columns={columns}
        rowId={(entry) => String(entry.id)}
        empty="No entries match these filters."
      />
      <nav aria-label="Older and newer entries" className="admin-pagination">
        {typed.after && (
          <Link to={`?${new URLSearchParams(Object.entries(typed).filter(([name, value]) => name !== "after" && value !== ""))}`}>Newest entries</Link>
        )}
        {olderHref && (
          <Link to={olderHref} rel="next">
            Older entries
          </Link>
        )}
      </nav>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorView error={error} />;
}
