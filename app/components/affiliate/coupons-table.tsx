import { useState } from "react";
import type { AffiliateCoupon } from "../../../domain/affiliates/dashboard.ts";
import { COUPONS_COLLAPSED_COUNT, visibleCouponIndexes } from "../../../domain/affiliates/table-search.ts";
import { formatMoney } from "../../../domain/money.ts";
import { useHydrated } from "../../hooks/use-hydrated.ts";
import { CopyButton } from "./copy-button.tsx";
import { TableWrap } from "./table-wrap.tsx";

/**
 * The affiliate's coupons (spec §1, §5): a search box (case-insensitive, any cell) and a 'show all
 * coupons' toggle; each code has a copy icon. Before JavaScript runs every coupon is listed.
 */
export function CouponsTable({ coupons, currency }: { coupons: AffiliateCoupon[]; currency: string }) {
  const [query, setQuery] = useState("");
  const [showAll, setShowAll] = useState(false);
  const hydrated = useHydrated();
  const rows = coupons.map((c) => [c.code, c.discount, String(c.uses), formatMoney(c.salesMinor, currency), formatMoney(c.commissionMinor, currency)]);
  const visible = new Set(hydrated ? visibleCouponIndexes(rows, query, showAll) : rows.map((_, i) => i));
  const toggleable = coupons.length > COUPONS_COLLAPSED_COUNT;
  return (
    <section className="affiliate-coupons" aria-labelledby="affiliate-coupons-heading">
      <div className="affiliate-table-tools">
        <h3 id="affiliate-coupons-heading">Your coupons</h3>
        <label className="affiliate-search">
          <span className="visually-hidden">Search coupons</span>
          <input type="search" placeholder="Search coupons" value={query} onChange={(e) => setQuery(e.target.value)} aria-controls="affiliate-coupons-table" />
        </label>
        {toggleable && (
          <button type="button" className="button button--ghost affiliate-coupons__toggle" aria-expanded={showAll} onClick={() => setShowAll((v) => !v)}>
            {showAll ? "Show fewer coupons" : "Show all coupons"}
          </button>
        )}
      </div>
      <TableWrap label="Your coupons">
        <table className="affiliate-table" id="affiliate-coupons-table">
          <thead>
            <tr>
              <th scope="col">Code</th>
              <th scope="col">Discount</th>
              <th scope="col">Uses</th>
              <th scope="col">Sales</th>
              <th scope="col">Commission</th>
            </tr>
          </thead>
          <tbody>
            {coupons.map((coupon, i) => (
              <tr key={coupon.code} hidden={!visible.has(i)} data-coupon={coupon.code}>
                <td>
                  <code>{coupon.code}</code> <CopyButton text={coupon.code} label={`Copy coupon code ${coupon.code}`} />
                </td>
                {rows[i]!.slice(1).map((cell, c) => (
                  <td key={c}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
      {coupons.length === 0 && <p>You have no coupons yet.</p>}
      {coupons.length > 0 && visible.size === 0 && <p role="status">No coupon matches your search.</p>}
    </section>
  );
}
