import { formatMoney } from "../../../../domain/money.ts";
import { FigureCard } from "./figure-card.tsx";

type Figures = { orders: number; revenue: number; averageOrderValue: number };
export type PeriodComparison = {
  current: Figures;
  previous: Figures;
  change: { orders: number | null; revenue: number | null; averageOrderValue: number | null };
};

/** A period's orders, revenue and average order value, each against the same stretch of the period before. */
export function PeriodFigures({ title, comparedWith, figures }: { title: string; comparedWith: string; figures: PeriodComparison }) {
  const id = `figures-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section className="admin-card dashboard-period" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <dl className="dashboard-figures">
        <FigureCard
          label="Orders"
          value={figures.current.orders.toLocaleString("en-GB")}
          previous={figures.previous.orders.toLocaleString("en-GB")}
          change={figures.change.orders}
          comparedWith={comparedWith}
        />
        <FigureCard
          label="Revenue"
          value={formatMoney(figures.current.revenue)}
          previous={formatMoney(figures.previous.revenue)}
          change={figures.change.revenue}
          comparedWith={comparedWith}
        />
        <FigureCard
          label="Average order value"
          value={formatMoney(figures.current.averageOrderValue)}
          previous={formatMoney(figures.previous.averageOrderValue)}
          change={figures.change.averageOrderValue}
          comparedWith={comparedWith}
        />
      </dl>
    </section>
  );
}
