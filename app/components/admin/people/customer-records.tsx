import type { ColumnDef } from "@tanstack/react-table";
import { Form, Link } from "react-router";
import { DataTable } from "../data-table.tsx";
import { formatDateTime, formatMoney } from "./format.ts";
import type { CustomerView } from "./types.ts";

type Order = CustomerView["orders"][number];
type Session = CustomerView["sessions"][number];

const orderColumns: ColumnDef<Order, unknown>[] = [
  { id: "number", header: "Order", cell: ({ row }) => <Link to={`/admin/orders/${row.original.id}`}>#{row.original.number}</Link> },
  { id: "date", header: "Placed", cell: ({ row }) => formatDateTime(row.original.createdAt) },
  { id: "status", header: "Status", cell: ({ row }) => row.original.status },
  { id: "items", header: "Items", cell: ({ row }) => row.original.itemCount },
  { id: "total", header: "Total", cell: ({ row }) => formatMoney(row.original.total, row.original.currency) },
];

/** The customer's latest orders, each a link to the order screen. */
export function CustomerOrders({ customer }: { customer: CustomerView }) {
  return (
    <section className="admin-card" aria-labelledby="customer-orders">
      <h2 id="customer-orders">Orders ({customer.orderCount})</h2>
      <DataTable caption="Orders" rows={customer.orders} columns={orderColumns} rowId={(row) => String(row.id)} empty="No orders yet." />
      {customer.orderCount > customer.orders.length && <p className="admin-muted">The latest {customer.orders.length} are shown.</p>}
    </section>
  );
}

/** The saved billing and shipping addresses, as the customer keeps them in My Account. */
export function CustomerAddresses({ customer }: { customer: CustomerView }) {
  return (
    <section className="admin-card" aria-labelledby="customer-addresses">
      <h2 id="customer-addresses">Saved addresses</h2>
      {customer.addresses.length === 0 ? (
        <p className="admin-muted">No saved address.</p>
      ) : (
        <div className="admin-people__addresses">
          {customer.addresses.map((address) => (
            <address key={address.id} aria-label={address.kind === "billing" ? "Billing address" : "Shipping address"}>
              <strong>{address.kind === "billing" ? "Billing" : "Shipping"}</strong>
              {[
                `${address.firstName} ${address.lastName}`.trim(),
                address.company,
                address.address1,
                address.address2,
                [address.postcode, address.city].filter(Boolean).join(" "),
                address.state,
                address.country,
                address.phone,
              ]
                .filter(Boolean)
                .map((line, index) => (
                  <span key={index}>{line}</span>
                ))}
            </address>
          ))}
        </div>
      )}
    </section>
  );
}

/** The live sessions (devices signed in), each with its own "end" form, and one to end them all (none when `disabled`). */
export function CustomerSessions({ customer, disabled }: { customer: CustomerView; disabled: boolean }) {
  const dates: ColumnDef<Session, unknown>[] = [
    { id: "created", header: "Signed in", cell: ({ row }) => formatDateTime(row.original.createdAt) },
    { id: "expires", header: "Expires", cell: ({ row }) => formatDateTime(row.original.expiresAt) },
  ];
  const end: ColumnDef<Session, unknown>[] = [
    {
      id: "end",
      header: "Action",
      cell: ({ row }) => (
        <Form method="post">
          <input type="hidden" name="intent" value="end-session" />
          <input type="hidden" name="session" value={row.original.id} />
          <button type="submit" className="admin-button" aria-label={`End the session signed in ${formatDateTime(row.original.createdAt)}`}>
            End this session
          </button>
        </Form>
      ),
    },
  ];
  const columns = disabled ? dates : [...dates, ...end];
  return (
    <section className="admin-card" aria-labelledby="customer-sessions">
      <h2 id="customer-sessions">Active sessions</h2>
      <DataTable caption="Active sessions" rows={customer.sessions} columns={columns} rowId={(row) => row.id} empty="Not signed in anywhere." />
      {customer.sessions.length > 0 && !disabled && (
        <Form method="post" className="admin-actions">
          <input type="hidden" name="intent" value="end-sessions" />
          <button type="submit" className="admin-button admin-button--danger">
            End all sessions
          </button>
        </Form>
      )}
    </section>
  );
}
