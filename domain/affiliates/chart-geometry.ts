/** The dashboard's sales and commission chart as plain geometry: one polyline per series in a fixed box. */

export type ChartDay = { day: string; salesMinor: number; commissionMinor: number };
export type ChartBox = { width: number; height: number; padding: number };

/** The "x,y x,y …" points of a series, scaled so the largest value of both series touches the top. */
export function seriesPoints(days: readonly ChartDay[], pick: (day: ChartDay) => number, box: ChartBox, top: number): string {
  if (days.length === 0) return "";
  const innerW = box.width - 2 * box.padding;
  const innerH = box.height - 2 * box.padding;
  const step = days.length === 1 ? 0 : innerW / (days.length - 1);
  return days
    .map((day, i) => {
      const x = box.padding + i * step;
      const y = box.padding + innerH - (top === 0 ? 0 : (Math.max(pick(day), 0) / top) * innerH);
      return `${round(x)},${round(y)}`;
    })
    .join(" ");
}

/** The scale's top: the largest value either series reaches (0 when there is nothing). */
export function chartTop(days: readonly ChartDay[]): number {
  return days.reduce((top, day) => Math.max(top, day.salesMinor, day.commissionMinor), 0);
}

const round = (n: number) => Math.round(n * 10) / 10;
