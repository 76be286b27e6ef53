import { and, asc, desc, eq, gte, ilike, lt, or, sql, type SQL } from "drizzle-orm";
import type { AdminOrderStatus } from "../../../domain/admin/order-transitions.ts";
import type { Queryable } from "../../db/kit/index.ts";
import { ORDER_BILLING_NAME_SQL, orders } from "../../db/schema/index.ts";

export const ORDER_SORTS = ["date", "number", "total", "status"] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];
export const ORDERS_PER_PAGE = 25;
/** An export is the filtered list, up to this many rows (a year of a busy shop). */
export const ORDER_EXPORT_LIMIT = 20_000;

export type OrderFilter = {
  status?: AdminOrderStatus | undefined;
  /** Inclusive days, in UTC: from the start of `from` to the end of `to`. */
  from?: Date | undefined;
  to?: Date | undefined;
  paymentMethod?: string | undefined;
  customerId?: number | undefined;
  /** An order number, an e-mail address or a part of the billing name. */
  search?: string | undefined;
  sort?: OrderSort | undefined;
  dir?: "asc" | "desc" | undefined;
};

export type OrderListRow = {
  id: number;
  number: string;
  status: AdminOrderStatus;
  createdAt: Date;
  email: string;
  customerId: number | null;
  name: string;
  paymentMethodTitle: string | null;
  currency: string;
  total: number;
  refundedTotal: number;
};

const DAY_MS = 86_400_000;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
/** The same expression as the trigram index orders_billing_name_trgm_idx, so a name search uses it. */
const billingName = sql<string>`${ORDER_BILLING_NAME_SQL}`;

export function orderConditions(filter: OrderFilter): SQL | undefined {
  const search = filter.search?.trim();
  const pattern = search ? `%${escapeLike(search)}%` : "";
  const parts = [
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.from ? gte(orders.createdAt, filter.from) : undefined,
    filter.to ? lt(orders.createdAt, new Date(filter.to.getTime() + DAY_MS)) : undefined,
    filter.paymentMethod ? eq(orders.paymentMethod, filter.paymentMethod) : undefined,
    filter.customerId !== undefined ? eq(orders.customerId, filter.customerId) : undefined,
    search
      ? or(
          eq(orders.number, search.replace(/^#/, "")),
          sql`lower(${orders.email}) = lower(${search})`,
          ilike(orders.email, pattern),
          ilike(billingName, pattern),
        )
      : undefined,
  ];
  return and(...parts.filter((part) => part !== undefined));
}

function orderBy(filter: OrderFilter): SQL[] {
  const direction = filter.dir === "asc" ? asc : desc;
  switch (filter.sort) {
    case "number":
      return [direction(orders.id)];
    case "total":
      return [direction(orders.total), direction(orders.id)];
    case "status":
      return [direction(orders.status), desc(orders.createdAt), desc(orders.id)];
    default:
      // The admin list index: (created_at, id).
      return [direction(orders.createdAt), direction(orders.id)];
  }
}

const listColumns = {
  id: orders.id,
  number: orders.number,
  status: orders.status,
  createdAt: orders.createdAt,
  email: orders.email,
  customerId: orders.customerId,
  name: billingName,
  paymentMethodTitle: orders.paymentMethodTitle,
  currency: orders.currency,
  total: orders.total,
  refundedTotal: orders.refundedTotal,
};

export async function listOrders(q: Queryable, filter: OrderFilter, page: number): Promise<{ rows: OrderListRow[]; total: number }> {
  const where = orderConditions(filter);
  const [rows, [count]] = await Promise.all([
    q
      .select(listColumns)
      .from(orders)
      .where(where)
      .orderBy(...orderBy(filter))
      .limit(ORDERS_PER_PAGE)
      .offset((Math.max(1, page) - 1) * ORDERS_PER_PAGE),
    q
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(where),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

export async function exportOrders(q: Queryable, filter: OrderFilter): Promise<OrderListRow[]> {
  return q
    .select(listColumns)
    .from(orders)
    .where(orderConditions(filter))
    .orderBy(...orderBy(filter))
    .limit(ORDER_EXPORT_LIMIT);
}

/** The payment methods orders were paid with, for the filter's choices. */
export async function paymentMethodsUsed(q: Queryable): Promise<{ id: string; title: string }[]> {
  const rows = await q
    .select({ id: orders.paymentMethod, title: sql<string | null>`max(${orders.paymentMethodTitle})` })
    .from(orders)
    .where(sql`${orders.paymentMethod} is not null`)
    .groupBy(orders.paymentMethod)
    .orderBy(orders.paymentMethod);
  return rows.map((row) => ({ id: row.id!, title: row.title ?? row.id! }));
}
