/**
 * The dashboard chart's series: sales and earned commission per day over a period, every day present
 * (a day without orders is a zero, so the X axis is a true time line). Built from the same lines and the
 * same rules as the cards (figures.ts), so the chart's totals are the card's figures for that period.
 */
import type { StatisticsPeriod } from "./dashboard.ts";
import { addDays, commissionFigures, type FigureLine, inPeriod, orderFigures, periodFirstDay, type ReferredOrders } from "./figures.ts";

/** One day of the chart; `commissionMinor` is the commission earned on that day's orders. */
export type ChartPoint = { day: string; salesMinor: number; commissionMinor: number };

export function chartSeries(lines: readonly FigureLine[], orders: readonly ReferredOrders[], period: StatisticsPeriod, today: string): ChartPoint[] {
  const linesOf = new Map<string, FigureLine[]>();
  for (const line of lines)
    if ((line.kind === "commission" || line.kind === "clawback") && inPeriod(line.day, period, today))
      linesOf.set(line.day, [...(linesOf.get(line.day) ?? []), line]);
  const ordersOf = new Map<string, ReferredOrders[]>();
  for (const o of orders) if (inPeriod(o.day, period, today)) ordersOf.set(o.day, [...(ordersOf.get(o.day) ?? []), o]);
  const days = [...linesOf.keys(), ...ordersOf.keys()].sort();
  const first = periodFirstDay(period, today) ?? days[0] ?? today;
  const latest = days[days.length - 1];
  const last = latest !== undefined && latest > today ? latest : today;
  const points: ChartPoint[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) {
    points.push({
      day,
      salesMinor: orderFigures(ordersOf.get(day) ?? []).salesMinor,
      commissionMinor: commissionFigures(linesOf.get(day) ?? []).earnedMinor,
    });
  }
  return points;
}

/** The chart's totals, as its caption shows them. */
export function chartTotals(points: readonly ChartPoint[]): { salesMinor: number; commissionMinor: number } {
  return points.reduce((t, p) => ({ salesMinor: t.salesMinor + p.salesMinor, commissionMinor: t.commissionMinor + p.commissionMinor }), {
    salesMinor: 0,
    commissionMinor: 0,
  });
}
