import { Link } from "react-router";

/** Shown on the dashboard and the payment settings while checkout offers the test card gateway. */
export function TestPaymentsNotice() {
  return (
    <p className="admin-notice admin-notice--error" role="status">
      <strong>Test payments are on:</strong> checkout offers the test card gateway, and card orders are &ldquo;paid&rdquo; with no real money. Turn off{" "}
      <em>card → testPayments</em> in the <Link to="/admin/settings/payments">payment settings</Link> before taking real orders.
    </p>
  );
}
