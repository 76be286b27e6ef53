import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatMoney } from "../../../../domain/money.ts";

/** SVG attributes take no CSS variables: the admin's accent, written out. */
const ACCENT = "#1f6f5c";

export type RevenuePoint = { day: string; revenue: number };

const shortDay = (day: string) => new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));

/** The last 30 days' revenue as an area chart (Recharts, loaded by the dashboard in the browser only). */
export default function RevenueChart({ points }: { points: RevenuePoint[] }) {
  return (
    <ResponsiveContainer width="100%" height={260} initialDimension={{ width: 800, height: 260 }}>
      <AreaChart data={points} margin={{ top: 8, right: 16, bottom: 0, left: 8 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="day" tickFormatter={shortDay} minTickGap={24} />
        <YAxis tickFormatter={(minor: number) => formatMoney(minor).replace(/\.00$/, "")} width={80} />
        <Tooltip labelFormatter={(day) => shortDay(String(day))} formatter={(value) => [formatMoney(Number(value)), "Revenue"]} />
        <Area type="monotone" dataKey="revenue" stroke={ACCENT} fill={ACCENT} fillOpacity={0.15} strokeWidth={2} isAnimationActive={false} />
      </AreaChart>
    </ResponsiveContainer>
  );
}
