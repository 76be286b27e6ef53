import { useState } from "react";
import { type AffiliateDashboard, STATISTICS_PERIOD_LABELS, STATISTICS_PERIODS, type StatisticsPeriod } from "../../../domain/affiliates/dashboard.ts";
import { formatMoney } from "../../../domain/money.ts";
import { CouponsTable } from "./coupons-table.tsx";
import { SalesChart } from "./sales-chart.tsx";

type StatisticsPanelProps = { dashboard: AffiliateDashboard; period: StatisticsPeriod };

/**
 * The coupon statistics (spec §1, §4): the period filter shows one block (7 days, 30 days, all time) and
 * hides the others; the coupon list with its search and 'show all coupons' toggle; the chart on demand.
 */
export function StatisticsPanel({ dashboard, period: initial }: StatisticsPanelProps) {
  const [period, setPeriod] = useState(initial);
  const money = (minor: number) => formatMoney(minor, dashboard.currency);
  return (
    <>
      <h2>Coupon statistics</h2>
      <div className="affiliate-periods" role="group" aria-label="Period">
        {STATISTICS_PERIODS.map((p) => (
          <a
            key={p}
            href={`?tab=statistics&period=${p}`}
            className={`affiliate-periods__filter${p === period ? " is-active" : ""}`}
            aria-pressed={p === period}
            role="button"
            onClick={(event) => {
              event.preventDefault();
              setPeriod(p);
            }}
          >
            {STATISTICS_PERIOD_LABELS[p]}
          </a>
        ))}
      </div>
      {STATISTICS_PERIODS.map((p) => {
        const stats = dashboard.statistics[p];
        return (
          <section
            key={p}
            className="affiliate-stats"
            data-period={p}
            hidden={p !== period}
            aria-label={`Statistics, ${STATISTICS_PERIOD_LABELS[p].toLowerCase()}`}
          >
            <dl className="affiliate-stats__grid">
              <Stat label="Referred orders" value={String(stats.orders)} />
              <Stat label="Coupon uses" value={String(stats.couponUses)} />
              <Stat label="Sales" value={money(stats.salesMinor)} />
              <Stat label="Discounts given" value={money(stats.discountsMinor)} />
              <Stat label="Commission earned" value={money(stats.earnedMinor)} />
              <Stat label="Paid out" value={money(stats.paidMinor)} />
              <Stat label="Unpaid commission" value={money(stats.unpaidMinor)} />
            </dl>
            <p className="affiliate-stats__note">
              Orders placed in the period, not counting cancelled or fully refunded ones. Commission earned includes your network&rsquo;s shares, net of
              refunds; of it {money(stats.paidMinor)} is paid out and {money(stats.unpaidMinor)} unpaid ({money(stats.pendingMinor)} of that still pending
              approval).
            </p>
          </section>
        );
      })}
      <CouponsTable coupons={dashboard.coupons} currency={dashboard.currency} />
      <SalesChart period={period} currency={dashboard.currency} />
    </>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="affiliate-stats__item">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
