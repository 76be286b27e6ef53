import { lazy, Suspense, useState } from "react";
import { z } from "zod";
import { type ChartPoint, chartTotals } from "../../../domain/affiliates/chart-series.ts";
import { STATISTICS_PERIOD_LABELS, type StatisticsPeriod } from "../../../domain/affiliates/dashboard.ts";
import { formatMoney } from "../../../domain/money.ts";

// The chart library loads only when the affiliate asks for the chart.
const SalesChartPlot = lazy(() => import("./sales-chart-plot.tsx"));

const day = z.object({ day: z.string(), salesMinor: z.number(), commissionMinor: z.number() });
/** The chart call's answer: `{period, points}`. */
const answer = z.object({ points: z.array(day) }).transform((a) => a.points);

type ChartState = { status: "idle" } | { status: "loading" } | { status: "failed" } | { status: "ready"; period: StatisticsPeriod; days: ChartPoint[] };

/**
 * Sales and commission earned per day, fetched only when asked for (`GET /api/affiliate/chart?period=`) and
 * drawn with Recharts (dates along the bottom, money up the side, each day's values on hover). Its caption
 * adds the days up: the same figures as the period's cards (domain/affiliates/chart-series.ts).
 */
export function SalesChart({ period, currency }: { period: StatisticsPeriod; currency: string }) {
  const [state, setState] = useState<ChartState>({ status: "idle" });

  async function load() {
    setState({ status: "loading" });
    try {
      const response = await fetch(`/api/affiliate/chart?period=${period}`, { credentials: "same-origin" });
      const parsed = answer.safeParse(response.ok ? await response.json() : null);
      setState(parsed.success ? { status: "ready", period, days: parsed.data } : { status: "failed" });
    } catch {
      setState({ status: "failed" });
    }
  }

  const shownFor = state.status === "ready" ? state.period : null;
  return (
    <section className="affiliate-chart" aria-labelledby="affiliate-chart-heading">
      <h3 id="affiliate-chart-heading">Sales and commission over time</h3>
      {shownFor !== period && (
        <button type="button" className="button button--ghost" onClick={load} disabled={state.status === "loading"}>
          {state.status === "loading" ? "Loading chart…" : `Show chart (${STATISTICS_PERIOD_LABELS[period].toLowerCase()})`}
        </button>
      )}
      {state.status === "failed" && <p role="alert">The chart could not be loaded. Please try again.</p>}
      {state.status === "ready" && <ChartFigure days={state.days} currency={currency} />}
      <p>
        <a href="/api/affiliate/orders.csv" download className="button button--ghost">
          Export orders and commissions (CSV)
        </a>
      </p>
    </section>
  );
}

function ChartFigure({ days, currency }: { days: ChartPoint[]; currency: string }) {
  const totals = chartTotals(days);
  const summary = `${days.length} days: sales ${formatMoney(totals.salesMinor, currency)}, commission earned ${formatMoney(totals.commissionMinor, currency)}`;
  return (
    <figure className="affiliate-chart__figure">
      <div role="img" aria-label={`Chart of ${summary}`} data-days={days.length} className="affiliate-chart__plot">
        <Suspense fallback={<p>Loading chart…</p>}>
          <SalesChartPlot points={days} currency={currency} />
        </Suspense>
      </div>
      <figcaption className="affiliate-chart__caption">
        {summary}
        {days.length > 0 && ` (${days[0]!.day} to ${days[days.length - 1]!.day})`}
      </figcaption>
    </figure>
  );
}
