import { Form } from "react-router";
import { ADMIN_ORDER_STATUSES, adminStatusLabel } from "../../../../domain/admin/order-transitions.ts";

/** The list's filters as a GET form: works without JavaScript, and the address can be shared or bookmarked. */
export function OrderFilters({ values, paymentMethods }: { values: Record<string, string>; paymentMethods: { id: string; title: string }[] }) {
  return (
    <Form method="get" className="admin-filters orders-filters" role="search" aria-label="Filter orders">
      <div className="admin-field">
        <label htmlFor="orders-q">Search</label>
        <input id="orders-q" name="q" type="search" defaultValue={values.q ?? ""} maxLength={120} placeholder="Number, e-mail or name" />
      </div>
      <div className="admin-field">
        <label htmlFor="orders-status">Status</label>
        <select id="orders-status" name="status" defaultValue={values.status ?? ""}>
          <option value="">Any status</option>
          {ADMIN_ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {adminStatusLabel(status)}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-field">
        <label htmlFor="orders-payment">Payment method</label>
        <select id="orders-payment" name="payment" defaultValue={values.payment ?? ""}>
          <option value="">Any method</option>
          {paymentMethods.map((method) => (
            <option key={method.id} value={method.id}>
              {method.title}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-field">
        <label htmlFor="orders-from">From</label>
        <input id="orders-from" name="from" type="date" defaultValue={values.from ?? ""} />
      </div>
      <div className="admin-field">
        <label htmlFor="orders-to">To</label>
        <input id="orders-to" name="to" type="date" defaultValue={values.to ?? ""} />
      </div>
      {values.customer && <input type="hidden" name="customer" value={values.customer} />}
      {values.sort && <input type="hidden" name="sort" value={values.sort} />}
      {values.dir && <input type="hidden" name="dir" value={values.dir} />}
      <button type="submit" className="admin-button">
        Filter
      </button>
    </Form>
  );
}
