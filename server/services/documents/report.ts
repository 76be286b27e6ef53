/**
 * The admin's report of numbers issued: per series, how many, the first and last number, and whether the
 * series is whole (its count equals its highest sequence: no number missing); then the latest documents.
 */
import { desc, eq, sql } from "drizzle-orm";
import type { Queryable } from "../../db/kit/index.ts";
import { documents, orders } from "../../db/schema/index.ts";

export const REPORT_RECENT_LIMIT = 100;

export type SeriesReport = {
  seriesKey: string;
  kind: string;
  count: number;
  highestSequence: number;
  firstNumber: string;
  lastNumber: string;
  gapless: boolean;
};
export type IssuedRow = {
  id: number;
  kind: string;
  number: string;
  seriesKey: string;
  orderId: number;
  orderNumber: string;
  refundId: number | null;
  issuedAt: Date;
};
export type NumbersReport = { series: SeriesReport[]; recent: IssuedRow[] };

export async function numbersReport(db: Queryable, options: { seriesKey?: string | undefined } = {}): Promise<NumbersReport> {
  const only = options.seriesKey ? eq(documents.seriesKey, options.seriesKey) : undefined;
  const series = await db
    .select({
      seriesKey: documents.seriesKey,
      kind: sql<string>`min(${documents.kind})`,
      count: sql<number>`count(*)::int`,
      highestSequence: sql<number>`max(${documents.sequence})::int`,
      firstNumber: sql<string>`(array_agg(${documents.number} order by ${documents.sequence}))[1]`,
      lastNumber: sql<string>`(array_agg(${documents.number} order by ${documents.sequence} desc))[1]`,
    })
    .from(documents)
    .where(only)
    .groupBy(documents.seriesKey)
    .orderBy(desc(sql`max(${documents.issuedAt})`));
  const recent = await db
    .select({
      id: documents.id,
      kind: documents.kind,
      number: documents.number,
      seriesKey: documents.seriesKey,
      orderId: documents.orderId,
      orderNumber: orders.number,
      refundId: documents.refundId,
      issuedAt: documents.issuedAt,
    })
    .from(documents)
    .innerJoin(orders, eq(orders.id, documents.orderId))
    .where(only)
    .orderBy(desc(documents.issuedAt), desc(documents.id))
    .limit(REPORT_RECENT_LIMIT);
  return {
    series: series.map((row) => ({
      ...row,
      count: Number(row.count),
      highestSequence: Number(row.highestSequence),
      gapless: Number(row.count) === Number(row.highestSequence),
    })),
    recent,
  };
}
