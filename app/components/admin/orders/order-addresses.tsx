import { Link } from "react-router";
import { countryName } from "../../../../domain/checkout/address-fields.ts";
import type { AdminOrder } from "../../../../domain/admin/order-view.ts";

const LINES = [["firstName", "lastName"], ["company"], ["address1"], ["address2"], ["postcode", "city"], ["state"], ["country"]] as const;

function Address({ title, address }: { title: string; address: Record<string, string> }) {
  const lines = LINES.map((keys) =>
    keys
      .map((key) => (key === "country" && address.country ? countryName(address.country) : (address[key] ?? "")))
      .filter(Boolean)
      .join(" "),
  ).filter(Boolean);
  return (
    <div>
      <h3>{title}</h3>
      <address>
        {lines.length === 0
          ? "None given."
          : lines.map((line, i) => (
              <span key={i} className="orders-address__line">
                {line}
              </span>
            ))}
        {address.phone && <span className="orders-address__line">{address.phone}</span>}
        {address.vatNumber && <span className="orders-address__line">VAT number: {address.vatNumber}</span>}
      </address>
    </div>
  );
}

/** Who ordered, how they pay, and where the order goes. */
export function OrderCustomer({ order }: { order: AdminOrder }) {
  return (
    <section className="admin-card" aria-labelledby="order-customer">
      <h2 id="order-customer">Customer</h2>
      <p>
        {order.customerId ? <Link to={`/admin/customers/${order.customerId}`}>{order.customerName ?? order.email}</Link> : "Guest"}
        {" · "}
        <a href={`mailto:${order.email}`}>{order.email}</a>
      </p>
      <p>Payment: {order.paymentMethodTitle ?? "none (nothing to pay)"}</p>
      {order.customerNote && <p>Customer&apos;s note: {order.customerNote}</p>}
      <div className="orders-addresses">
        <Address title="Billing address" address={order.billingAddress} />
        <Address title="Shipping address" address={order.shippingAddress} />
      </div>
    </section>
  );
}
