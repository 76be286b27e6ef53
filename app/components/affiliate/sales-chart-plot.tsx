import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { ChartPoint } from "../../../domain/affiliates/chart-series.ts";
import { formatMoney } from "../../../domain/money.ts";

/** SVG attributes take no CSS variables: the two series' colours, written out (contrast ≥ 3:1 on white). */
const SALES = "#1f6f5c";
const COMMISSION = "#b4540a";

export const shortDay = (day: string) =>
  new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
const longDay = (day: string) => new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));

/** Sales and commission earned per day (Recharts, loaded in the browser when the chart is asked for). */
export default function SalesChartPlot({ points, currency }: { points: ChartPoint[]; currency: string }) {
  const money = (minor: number) => formatMoney(minor, currency);
  return (
    <ResponsiveContainer width="100%" height={260} initialDimension={{ width: 640, height: 260 }}>
      <LineChart data={points} margin={{ top: 8, right: 16, bottom: 0, left: 8 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="day" tickFormatter={shortDay} minTickGap={24} />
        <YAxis tickFormatter={(minor: number) => money(minor).replace(/\.00$/, "")} width={72} />
        <Tooltip
          labelFormatter={(day) => longDay(String(day))}
          formatter={(value, name) => [money(Number(value)), name === "salesMinor" ? "Sales" : "Commission earned"]}
        />
        <Legend formatter={(name) => (name === "salesMinor" ? "Sales" : "Commission earned")} />
        <Line type="monotone" dataKey="salesMinor" stroke={SALES} strokeWidth={2} dot={false} isAnimationActive={false} />
        <Line type="monotone" dataKey="commissionMinor" stroke={COMMISSION} strokeWidth={2} dot={false} isAnimationActive={false} />
      </LineChart>
    </ResponsiveContainer>
  );
}
