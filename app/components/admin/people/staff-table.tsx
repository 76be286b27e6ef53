import type { ColumnDef } from "@tanstack/react-table";
import { Form, Link } from "react-router";
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from "../../../../domain/admin/permissions.ts";
import { DataTable } from "../data-table.tsx";
import { formatDate } from "./format.ts";
import { AccountStatus } from "./status-badge.tsx";

export type StaffRow = { id: number; email: string; name: string; role: StaffRole; createdAt: Date; deactivatedAt: Date | null; hasPassword: boolean };

/** A row's role picker with its own save: "No staff access" takes the account back to a customer. */
function RoleForm({ row, disabled }: { row: StaffRow; disabled: boolean }) {
  const id = `staff-role-${row.id}`;
  return (
    <Form method="post" className="admin-people__row-form">
      <input type="hidden" name="intent" value="role" />
      <input type="hidden" name="id" value={row.id} />
      <label htmlFor={id} className="visually-hidden">
        Role of {row.email}
      </label>
      <select id={id} name="role" defaultValue={row.role} disabled={disabled}>
        {STAFF_ROLES.map((role) => (
          <option key={role} value={role}>
            {STAFF_ROLE_LABELS[role]}
          </option>
        ))}
        <option value="none">No staff access</option>
      </select>
      {!disabled && (
        <button type="submit" className="admin-button" aria-label={`Save the role of ${row.email}`}>
          Save
        </button>
      )}
    </Form>
  );
}

function ActiveForm({ row }: { row: StaffRow }) {
  const active = row.deactivatedAt === null;
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={active ? "deactivate" : "reactivate"} />
      <input type="hidden" name="id" value={row.id} />
      <button
        type="submit"
        className={`admin-button${active ? " admin-button--danger" : ""}`}
        aria-label={`${active ? "Deactivate" : "Reactivate"} ${row.email}`}
      >
        {active ? "Deactivate" : "Reactivate"}
      </button>
    </Form>
  );
}

/** Every staff account with its role and status; an administrator's own row cannot be changed from here. */
export function StaffTable({ rows, me }: { rows: StaffRow[]; me: number }) {
  const columns: ColumnDef<StaffRow, unknown>[] = [
    { id: "name", header: "Name", cell: ({ row }) => <Link to={`/admin/customers/${row.original.id}`}>{row.original.name || "(no name)"}</Link> },
    { id: "email", header: "E-mail", cell: ({ row }) => row.original.email },
    { id: "role", header: "Role", cell: ({ row }) => <RoleForm row={row.original} disabled={row.original.id === me} /> },
    {
      id: "status",
      header: "Status",
      cell: ({ row }) => <AccountStatus deactivatedAt={row.original.deactivatedAt} hasPassword={row.original.hasPassword} />,
    },
    { id: "since", header: "Account since", cell: ({ row }) => formatDate(row.original.createdAt) },
    {
      id: "actions",
      header: "Access",
      cell: ({ row }) => (row.original.id === me ? <span className="admin-muted">You</span> : <ActiveForm row={row.original} />),
    },
  ];
  return <DataTable caption="Staff" rows={rows} columns={columns} rowId={(row) => String(row.id)} empty="No staff yet." />;
}
