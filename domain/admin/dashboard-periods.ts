/**
 * The dashboard's periods, in UTC (the shop's reports day): today so far against yesterday up to the same
 * time, this month so far against last month up to the same day and time, clamped to last month's length
 * (on 31 March, "last month to the same day" is all of February).
 */
export type Period = { from: Date; to: Date };
export type DashboardPeriods = { today: Period; yesterday: Period; month: Period; lastMonth: Period };

/** Days in the revenue chart, today included. */
export const CHART_DAYS = 30;
const DAY_MS = 86_400_000;

export function startOfUtcDay(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

function daysInUtcMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

export function dashboardPeriods(now: Date): DashboardPeriods {
  const today = startOfUtcDay(now);
  const sinceMidnight = now.getTime() - today.getTime();
  const yesterday = new Date(today.getTime() - DAY_MS);
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const lastMonthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const lastMonthDays = daysInUtcMonth(lastMonthStart.getUTCFullYear(), lastMonthStart.getUTCMonth());
  const sameDay = Math.min(now.getUTCDate(), lastMonthDays);
  const lastMonthTo =
    now.getUTCDate() > lastMonthDays ? monthStart : new Date(Date.UTC(lastMonthStart.getUTCFullYear(), lastMonthStart.getUTCMonth(), sameDay) + sinceMidnight);
  return {
    today: { from: today, to: now },
    yesterday: { from: yesterday, to: new Date(yesterday.getTime() + sinceMidnight) },
    month: { from: monthStart, to: now },
    lastMonth: { from: lastMonthStart, to: lastMonthTo },
  };
}

/** The chart's days, oldest first, as ISO dates ("2026-11-26"). */
export function chartDays(now: Date, days: number = CHART_DAYS): string[] {
  const today = startOfUtcDay(now).getTime();
  return Array.from({ length: days }, (_, i) => new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

/** Fills the days without orders with zero, so the chart has one point a day. */
export function dailySeries(days: readonly string[], totals: ReadonlyMap<string, number>): { day: string; revenue: number }[] {
  return days.map((day) => ({ day, revenue: totals.get(day) ?? 0 }));
}
