import { z } from "zod";
import { ADMIN_ORDER_STATUSES, adminStatusLabel } from "../../../../domain/admin/order-transitions.ts";
import { toCsv } from "../../../../domain/admin/csv.ts";
import { formatMinor } from "../../../../domain/admin/refund-math.ts";
import type { Services } from "../../../../server/services/index.ts";
import { ORDER_SORTS, ORDERS_PER_PAGE, type OrderFilter, type OrderListRow } from "../../../../server/services/orders/index.ts";
import { coercedInt4 } from "../../../../domain/limits.ts";

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .transform((text) => new Date(`${text}T00:00:00Z`))
  .refine((date) => !Number.isNaN(date.getTime()));

/**
 * The list's filters from the query string. A filter that does not parse is dropped rather than refused:
 * a hand-edited address still shows a list, and the form shows which filters took.
 */
const filterSchema = {
  status: z.enum(ADMIN_ORDER_STATUSES),
  from: day,
  to: day,
  payment: z.string().trim().min(1).max(40),
  customer: coercedInt4(1),
  q: z.string().trim().min(1).max(120),
  sort: z.enum(ORDER_SORTS),
  dir: z.enum(["asc", "desc"]),
  page: z.coerce.number().int().min(1).max(100_000),
};

export type ListQuery = { filter: OrderFilter; page: number; values: Record<string, string> };

export function parseListQuery(url: URL): ListQuery {
  const values: Record<string, string> = {};
  const read = <K extends keyof typeof filterSchema>(key: K): z.infer<(typeof filterSchema)[K]> | undefined => {
    const raw = url.searchParams.get(key);
    if (raw === null || raw === "") return undefined;
    const parsed = filterSchema[key].safeParse(raw);
    if (!parsed.success) return undefined;
    values[key] = raw;
    return parsed.data as z.infer<(typeof filterSchema)[K]>;
  };
  const filter: OrderFilter = {
    status: read("status"),
    from: read("from"),
    to: read("to"),
    paymentMethod: read("payment"),
    customerId: read("customer"),
    search: read("q"),
    sort: read("sort"),
    dir: read("dir"),
  };
  return { filter, page: read("page") ?? 1, values };
}

export const ORDER_CSV_HEADER = ["Order", "Date", "Status", "Customer", "E-mail", "Payment", "Currency", "Total", "Refunded", "Net"] as const;

export function ordersCsv(rows: readonly OrderListRow[]): string {
  return toCsv(
    ORDER_CSV_HEADER,
    rows.map((row) => [
      row.number,
      row.createdAt,
      adminStatusLabel(row.status),
      row.name,
      row.email,
      row.paymentMethodTitle ?? "",
      row.currency,
      formatMinor(row.total),
      formatMinor(row.refundedTotal),
      formatMinor(row.total - row.refundedTotal),
    ]),
  );
}

/** `orders-2026-11-26.csv`, dated by the day it was made. */
export function exportFilename(now: Date): string {
  return `orders-${now.toISOString().slice(0, 10)}.csv`;
}

/** What the list page shows: a page of the filtered orders, the filters that took, the payment methods to filter by. */
export async function orderListData(services: Services, url: URL) {
  const { filter, page, values } = parseListQuery(url);
  const [{ rows, total }, paymentMethods] = await Promise.all([services.orders.list(filter, page), services.orders.paymentMethods()]);
  return {
    rows,
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / ORDERS_PER_PAGE)),
    values,
    paymentMethods,
    sorted: { sort: filter.sort ?? "date", dir: filter.dir ?? (filter.sort ? ("asc" as const) : ("desc" as const)) },
  };
}
