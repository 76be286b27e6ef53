import { useState } from "react";
import { z } from "zod";
import { type ChartDay, chartTop, seriesPoints } from "../../../domain/affiliates/chart-geometry.ts";
import { STATISTICS_PERIOD_LABELS, type StatisticsPeriod } from "../../../domain/affiliates/dashboard.ts";
import { formatMoney } from "../../../domain/money.ts";

const BOX = { width: 640, height: 220, padding: 16 };
const day = z.object({ day: z.string(), salesMinor: z.number(), commissionMinor: z.number() });
/** The chart call's answer: `{period, points}`. */
const answer = z.object({ points: z.array(day) }).transform((a) => a.points);

type ChartState = { status: "idle" } | { status: "loading" } | { status: "failed" } | { status: "ready"; period: StatisticsPeriod; days: ChartDay[] };

/** Sales and commission over time, fetched only when asked for (`GET /api/affiliate/chart?period=`), drawn as inline SVG. */
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

function ChartFigure({ days, currency }: { days: ChartDay[]; currency: string }) {
  const top = chartTop(days);
  const total = (pick: (d: ChartDay) => number) =>
    formatMoney(
      days.reduce((sum, d) => sum + pick(d), 0),
      currency,
    );
  const summary = `${days.length} days: sales ${total((d) => d.salesMinor)}, commission ${total((d) => d.commissionMinor)}`;
  return (
    <figure className="affiliate-chart__figure">
      <svg viewBox={`0 0 ${BOX.width} ${BOX.height}`} role="img" aria-label={`Chart of ${summary}`} data-days={days.length}>
        <polyline className="affiliate-chart__sales" fill="none" points={seriesPoints(days, (d) => d.salesMinor, BOX, top)} />
        <polyline className="affiliate-chart__commission" fill="none" points={seriesPoints(days, (d) => d.commissionMinor, BOX, top)} />
      </svg>
      <figcaption>
        <span className="affiliate-chart__key affiliate-chart__key--sales">Sales</span>{" "}
        <span className="affiliate-chart__key affiliate-chart__key--commission">Commission</span> — {summary}
        {days.length > 0 && ` (${days[0]!.day} to ${days[days.length - 1]!.day})`}
      </figcaption>
    </figure>
  );
}
