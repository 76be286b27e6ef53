import { ADMIN_ORDER_STATUSES, adminStatusLabel } from "../../../../domain/admin/order-transitions.ts";
import { AdminFilters, type AdminFilterField } from "../admin-filters.tsx";

/** The orders list's filters: number, e-mail or name, status, payment method and a date range. */
export function OrderFilters({ values, paymentMethods }: { values: Record<string, string>; paymentMethods: { id: string; title: string }[] }) {
  const fields: AdminFilterField[] = [
    { kind: "search", name: "q", label: "Search", maxLength: 120, placeholder: "Number, e-mail or name" },
    { kind: "select", name: "status", label: "Status", any: "Any status", options: ADMIN_ORDER_STATUSES.map((status) => [status, adminStatusLabel(status)]) },
    { kind: "select", name: "payment", label: "Payment method", any: "Any method", options: paymentMethods.map((method) => [method.id, method.title]) },
    { kind: "date", name: "from", label: "From" },
    { kind: "date", name: "to", label: "To" },
  ];
  return (
    <AdminFilters
      name="Filter orders"
      idPrefix="orders"
      className="orders-filters"
      fields={fields}
      values={values}
      keep={{ customer: values.customer, sort: values.sort, dir: values.dir }}
      resetTo={values.customer ? `/admin/orders?customer=${encodeURIComponent(values.customer)}` : "/admin/orders"}
    />
  );
}
