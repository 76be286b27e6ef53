import { describe, expect, it } from "vitest";
import { chartTop, seriesPoints } from "./chart-geometry.ts";

const box = { width: 120, height: 60, padding: 10 };
const days = [
  { day: "2026-11-01", salesMinor: 0, commissionMinor: 0 },
  { day: "2026-11-02", salesMinor: 1000, commissionMinor: 100 },
  { day: "2026-11-03", salesMinor: 500, commissionMinor: 50 },
];

describe("chart geometry", () => {
  it("scales to the largest value of both series", () => {
    expect(chartTop(days)).toBe(1000);
    expect(chartTop([])).toBe(0);
  });

  it("spreads the days across the box and puts the largest value at the top", () => {
    expect(seriesPoints(days, (d) => d.salesMinor, box, 1000)).toBe("10,50 60,10 110,30");
    expect(seriesPoints(days, (d) => d.commissionMinor, box, 1000)).toBe("10,50 60,46 110,48");
  });

  it("draws nothing for no days and a flat line for all zeros", () => {
    expect(seriesPoints([], (d) => d.salesMinor, box, 0)).toBe("");
    expect(seriesPoints(days.slice(0, 1), (d) => d.salesMinor, box, 0)).toBe("10,50");
  });
});
