import type { ColumnDef } from "@tanstack/react-table";
import { Link } from "react-router";
import { CUSTOMER_ROLE_FILTERS, CUSTOMER_SEARCH_MAX, roleLabel } from "../../../../domain/admin/people.ts";
import { AdminErrorView } from "../../../components/admin/admin-error-view.tsx";
import { AdminFilters } from "../../../components/admin/admin-filters.tsx";
import { DataTable } from "../../../components/admin/data-table.tsx";
import { AdminPagination } from "../../../components/admin/pagination.tsx";
import { formatDate } from "../../../components/admin/people/format.ts";
import { AccountStatus } from "../../../components/admin/people/status-badge.tsx";
import { loadCustomerList } from "./customers.server.ts";
import peopleStylesheet from "../../../styles/admin-people.css?url";
import type { Route } from "./+types/list";

// Also @imported at the end of admin.css, but the build drops an @import that follows rules (see the report).
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: peopleStylesheet, precedence: "default" }];

export function meta() {
  return [{ title: "Customers — Vitrine admin" }];
}

export const handle = { breadcrumb: "Customers" };

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadCustomerList(context.ctx, new URL(request.url));
}

type Row = Route.ComponentProps["loaderData"]["customers"][number];

const columns: ColumnDef<Row, unknown>[] = [
  {
    id: "name",
    header: "Name",
    cell: ({ row }) => <Link to={`/admin/customers/${row.original.id}`}>{row.original.name || "(no name)"}</Link>,
  },
  { id: "email", header: "E-mail", cell: ({ row }) => row.original.email },
  { id: "roles", header: "Roles", cell: ({ row }) => row.original.roles.map(roleLabel).join(", ") },
  { id: "orders", header: "Orders", cell: ({ row }) => row.original.orderCount },
  { id: "created", header: "Registered", cell: ({ row }) => formatDate(row.original.createdAt) },
  { id: "status", header: "Status", cell: ({ row }) => <AccountStatus anonymisedAt={row.original.anonymisedAt} deactivatedAt={row.original.deactivatedAt} /> },
];

export default function CustomerList({ loaderData }: Route.ComponentProps) {
  const { query, customers, page, pageCount, total } = loaderData;
  return (
    <div className="admin-page admin-people">
      <header className="admin-page__header">
        <h1>Customers</h1>
      </header>
      <AdminFilters
        name="Find customers"
        idPrefix="customers"
        submit="Search"
        fields={[
          { kind: "search", name: "q", label: "Search by e-mail or name", maxLength: CUSTOMER_SEARCH_MAX },
          { kind: "select", name: "role", label: "Role", any: "Any role", options: CUSTOMER_ROLE_FILTERS.map((role) => [role, roleLabel(role)]) },
        ]}
        values={{ q: query.q, role: query.role }}
        // Only an order other than the default (newest first) is carried along.
        keep={{ sort: query.sort !== "created" ? query.sort : undefined, dir: query.dir !== "desc" ? query.dir : undefined }}
        resetTo="/admin/customers"
      />
      <DataTable
        caption="Customers"
        rows={customers}
        columns={columns}
        rowId={(row) => String(row.id)}
        sortable={["name", "email", "orders", "created"]}
        sorted={{ sort: query.sort, dir: query.dir }}
        empty={query.q || query.role ? "No customer matches this search." : "No customers yet."}
      />
      <AdminPagination page={page} pageCount={pageCount} total={total} noun={total === 1 ? "customer" : "customers"} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorView error={error} />;
}
