import { lazy, Suspense, useEffect, useState } from "react";
import { formatMoney } from "../../../../domain/money.ts";
import type { RevenuePoint } from "./revenue-chart.tsx";

// The chart library loads in the browser only, and only on this page.
const RevenueChart = lazy(() => import("./revenue-chart.tsx"));

const longDay = (day: string) => new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));

/** The 30-day revenue chart, with a summary and the figures as a table for anyone who cannot see the chart. */
export function RevenueSection({ points }: { points: RevenuePoint[] }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const total = points.reduce((sum, point) => sum + point.revenue, 0);
  const best = points.reduce((top, point) => (point.revenue > top.revenue ? point : top), points[0] ?? { day: "", revenue: 0 });
  return (
    <section className="admin-card dashboard-chart" aria-labelledby="revenue-chart-title">
      <h2 id="revenue-chart-title">Revenue, last 30 days</h2>
      <p id="revenue-chart-summary">
        {formatMoney(total)} in 30 days
        {best.revenue > 0 ? `; the best day was ${longDay(best.day)} with ${formatMoney(best.revenue)}.` : "."}
      </p>
      <figure className="dashboard-chart__figure" aria-describedby="revenue-chart-summary" data-testid="revenue-chart">
        <div aria-hidden="true" className="dashboard-chart__canvas">
          {mounted && (
            <Suspense fallback={null}>
              <RevenueChart points={points} />
            </Suspense>
          )}
        </div>
      </figure>
      <details>
        <summary>Revenue by day as a table</summary>
        <table className="admin-table">
          <caption className="visually-hidden">Revenue by day, last 30 days</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col" className="admin-table__number">
                Revenue
              </th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.day}>
                <th scope="row">{longDay(point.day)}</th>
                <td className="admin-table__number">{formatMoney(point.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
