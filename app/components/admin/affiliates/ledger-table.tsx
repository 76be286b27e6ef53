import { formatMoney } from "../../../../domain/money.ts";
import { formatDay, LEDGER_KIND_LABELS, SIGNAL_LABELS } from "./labels.ts";

type Entry = {
  id: number;
  orderId: number | null;
  payoutId: number | null;
  kind: keyof typeof LEDGER_KIND_LABELS;
  level: number;
  amountMinor: number;
  state: "pending" | "approved";
  approveAfter: string | Date | null;
  signal: keyof typeof SIGNAL_LABELS;
  reason: string;
  paidByPayoutId: number | null;
  createdAt: string | Date;
};

/** One affiliate's ledger, newest first: every entry with its order or payout, level, amount, state and reason. */
export function LedgerTable({ entries }: { entries: readonly Entry[] }) {
  return (
    <div className="admin-table__scroll">
      <table className="admin-table">
        <caption>Commission ledger</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Entry</th>
            <th scope="col">Order / payout</th>
            <th scope="col">Level</th>
            <th scope="col" className="admin-table__number">
              Amount
            </th>
            <th scope="col">State</th>
            <th scope="col">Signal and reason</th>
          </tr>
        </thead>
        <tbody>
          {entries.length === 0 && (
            <tr>
              <td colSpan={7} className="admin-table__empty">
                No entries yet.
              </td>
            </tr>
          )}
          {entries.map((e) => (
            <tr key={e.id}>
              <td>{formatDay(e.createdAt)}</td>
              <td>{LEDGER_KIND_LABELS[e.kind]}</td>
              <td>{e.orderId ? `Order #${e.orderId}` : e.payoutId ? `Payout ${e.payoutId}` : "—"}</td>
              <td>{e.kind === "commission" || e.kind === "clawback" ? e.level : ""}</td>
              <td className="admin-table__number">{formatMoney(e.amountMinor)}</td>
              <td>
                {e.paidByPayoutId
                  ? `Paid (payout ${e.paidByPayoutId})`
                  : e.state === "approved"
                    ? "Approved"
                    : e.approveAfter
                      ? `Pending until ${formatDay(e.approveAfter)}`
                      : "Pending (order not completed)"}
              </td>
              <td>
                {e.orderId ? `${SIGNAL_LABELS[e.signal]}: ` : ""}
                {e.reason}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
