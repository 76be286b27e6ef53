import { Link } from "react-router";
import { FIELD_LABELS, fieldValue } from "./format.ts";

/** A job's item as pages show it (the domain's JobItem, repeated here so the browser imports no server code). */
export type ChangeItem = {
  id?: number | undefined;
  line?: number | undefined;
  name: string;
  outcome: "changed" | "skipped" | "failed";
  reason?: string | undefined;
  before?: Record<string, unknown> | undefined;
  after?: Record<string, unknown> | undefined;
};

/** "Regular price: 10.00 → 11.00; Sale price: 9.00 → —" for the fields that moved. */
export function ChangeText({ item, categoryNames }: { item: ChangeItem; categoryNames: ReadonlyMap<number, string> }) {
  if (!item.before || !item.after) return null;
  const fields = Object.keys(item.after).filter((field) => JSON.stringify(item.before![field] ?? null) !== JSON.stringify(item.after![field] ?? null));
  return (
    <ul className="admin-products__changes" role="list">
      {fields.map((field) => (
        <li key={field}>
          {FIELD_LABELS[field] ?? field}: {fieldValue(field, item.before![field], categoryNames)} <span aria-hidden="true">→</span>
          <span className="visually-hidden">becomes</span> {fieldValue(field, item.after![field], categoryNames)}
        </li>
      ))}
    </ul>
  );
}

const OUTCOME_LABELS = { changed: "Changed", skipped: "Skipped", failed: "Failed" } as const;

/** The items of a preview or report as a table: product (or CSV line), outcome, what changed or why not. */
export function ChangeTable({ caption, items, categoryNames }: { caption: string; items: ChangeItem[]; categoryNames: ReadonlyMap<number, string> }) {
  if (items.length === 0) return null;
  return (
    <div className="admin-table__scroll">
      <table className="admin-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Outcome</th>
            <th scope="col">Details</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item, i) => (
            <tr key={`${item.id ?? "line"}-${item.line ?? i}`}>
              <td>
                {item.line !== undefined && <span className="admin-muted">Line {item.line}: </span>}
                {item.id !== undefined && item.outcome !== "failed" ? <Link to={`/admin/products/${item.id}`}>{item.name}</Link> : item.name}
              </td>
              <td>{OUTCOME_LABELS[item.outcome]}</td>
              <td>{item.reason ?? <ChangeText item={item} categoryNames={categoryNames} />}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Reasons with how many products each: "already published — 3". */
export function ReasonList({ reasons, label }: { reasons: Record<string, number>; label: string }) {
  const entries = Object.entries(reasons);
  if (entries.length === 0) return null;
  return (
    <>
      <h3>{label}</h3>
      <ul>
        {entries.map(([reason, count]) => (
          <li key={reason}>
            {reason}: {count.toLocaleString("en-GB")}
          </li>
        ))}
      </ul>
    </>
  );
}
