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
              <Stat label="Uses" value={String(stats.uses)} />
              <Stat label="Sales" value={money(stats.salesMinor)} />
              <Stat label="Discounts given" value={money(stats.discountsMinor)} />
              <Stat label="Commission earned" value={money(stats.commissionMinor)} />
              <Stat label="Unpaid commission" value={money(stats.unpaidCommissionMinor)} />
            </dl>
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
