import { describe, expect, it } from "vitest";
import { chartDays, dailySeries, dashboardPeriods } from "./dashboard-periods.ts";

const iso = (period: { from: Date; to: Date }) => [period.from.toISOString(), period.to.toISOString()];

describe("the dashboard's periods", () => {
  it("compares today with yesterday up to the same time, and this month with last month to the same day", () => {
    const periods = dashboardPeriods(new Date("2026-11-26T15:30:00Z"));
    expect(iso(periods.today)).toEqual(["2026-11-26T00:00:00.000Z", "2026-11-26T15:30:00.000Z"]);
    expect(iso(periods.yesterday)).toEqual(["2026-11-25T00:00:00.000Z", "2026-11-25T15:30:00.000Z"]);
    expect(iso(periods.month)).toEqual(["2026-11-01T00:00:00.000Z", "2026-11-26T15:30:00.000Z"]);
    expect(iso(periods.lastMonth)).toEqual(["2026-10-01T00:00:00.000Z", "2026-10-26T15:30:00.000Z"]);
  });

  it("takes all of a shorter last month when today is past its end", () => {
    const periods = dashboardPeriods(new Date("2026-03-31T10:00:00Z"));
    expect(iso(periods.lastMonth)).toEqual(["2026-02-01T00:00:00.000Z", "2026-03-01T00:00:00.000Z"]);
  });

  it("crosses the year in January", () => {
    const periods = dashboardPeriods(new Date("2027-01-01T08:00:00Z"));
    expect(iso(periods.yesterday)).toEqual(["2026-12-31T00:00:00.000Z", "2026-12-31T08:00:00.000Z"]);
    expect(iso(periods.lastMonth)).toEqual(["2026-12-01T00:00:00.000Z", "2026-12-01T08:00:00.000Z"]);
  });

  it("has one chart point a day for 30 days, zero where nothing sold", () => {
    const days = chartDays(new Date("2026-11-26T15:30:00Z"));
    expect(days).toHaveLength(30);
    expect(days[0]).toBe("2026-10-28");
    expect(days.at(-1)).toBe("2026-11-26");
    const series = dailySeries(days, new Map([["2026-11-26", 500]]));
    expect(series.at(-1)).toEqual({ day: "2026-11-26", revenue: 500 });
    expect(series[0]).toEqual({ day: "2026-10-28", revenue: 0 });
  });
});
