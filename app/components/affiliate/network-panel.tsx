import { useState } from "react";
import type { NetworkRow } from "../../../domain/affiliates/dashboard.ts";
import { summarySearchMatches } from "../../../domain/affiliates/table-search.ts";
import { formatMoney } from "../../../domain/money.ts";
import { TableWrap } from "./table-wrap.tsx";

/** The multi-level summary table (spec §1, §5) with its own search: trimmed, case-insensitive, any cell. */
export function NetworkPanel({ rows, currency }: { rows: NetworkRow[]; currency: string }) {
  const [query, setQuery] = useState("");
  const cells = rows.map((r) => [
    String(r.level),
    r.affiliate,
    String(r.orders),
    formatMoney(r.salesMinor, currency),
    formatMoney(r.commissionMinor, currency),
  ]);
  const shown = cells.map((c) => summarySearchMatches(c, query));
  return (
    <>
      <div className="affiliate-table-tools">
        <h2 id="affiliate-network-heading">Multi-level summary</h2>
        <label className="affiliate-search">
          <span className="visually-hidden">Search the multi-level summary</span>
          <input
            type="search"
            placeholder="Search your network"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            aria-controls="affiliate-network-table"
          />
        </label>
      </div>
      {rows.length === 0 ? (
        <p>No affiliates have joined through you yet.</p>
      ) : (
        <TableWrap label="Multi-level summary">
          <table className="affiliate-table" id="affiliate-network-table" aria-labelledby="affiliate-network-heading">
            <thead>
              <tr>
                <th scope="col">Level</th>
                <th scope="col">Affiliate</th>
                <th scope="col">Orders</th>
                <th scope="col">Sales</th>
                <th scope="col">Commission</th>
              </tr>
            </thead>
            <tbody>
              {cells.map((row, i) => (
                <tr key={i} hidden={!shown[i]}>
                  {row.map((cell, c) => (
                    <td key={c}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
      {rows.length > 0 && !shown.some(Boolean) && <p role="status">No affiliate matches your search.</p>}
    </>
  );
}
