import { adminStatusLabel } from "../../../../domain/admin/order-transitions.ts";
import type { AdminOrder } from "../../../../domain/admin/order-view.ts";

const when = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Dublin" });

/** Status changes and refunds, oldest first. */
export function OrderHistory({ history }: { history: AdminOrder["history"] }) {
  return (
    <section className="admin-card" aria-labelledby="order-history">
      <h2 id="order-history">Status history</h2>
      <ol className="orders-history">
        {history.map((entry) => (
          <li key={entry.id}>
            <time dateTime={new Date(entry.createdAt).toISOString()}>{when.format(new Date(entry.createdAt))}</time>{" "}
            <strong>
              {entry.fromStatus && entry.fromStatus !== entry.toStatus ? `${adminStatusLabel(entry.fromStatus)} → ` : ""}
              {adminStatusLabel(entry.toStatus)}
            </strong>
            {entry.note && <span className="admin-muted"> — {entry.note}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}

export function formatWhen(at: Date | string): string {
  return when.format(new Date(at));
}
