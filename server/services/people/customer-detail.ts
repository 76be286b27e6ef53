import { and, asc, desc, eq, gt, sql } from "drizzle-orm";
import type { CustomerAccount, CustomerDetail } from "../../../domain/admin/people.ts";
import type { Queryable } from "../../db/kit/index.ts";
import { customerAddresses, customerRoles, customers, orderLines, orders, sessions } from "../../db/schema/index.ts";

/** How many of a customer's orders the detail screen lists (the orders screen has the rest). */
export const DETAIL_ORDERS_LIMIT = 20;

export type { CustomerAccount, CustomerDetail };

export async function readAccount(q: Queryable, id: number): Promise<CustomerAccount | null> {
  const [row] = await q
    .select({
      id: customers.id,
      email: customers.email,
      firstName: customers.firstName,
      lastName: customers.lastName,
      displayName: customers.displayName,
      createdAt: customers.createdAt,
      deactivatedAt: customers.deactivatedAt,
      anonymisedAt: customers.anonymisedAt,
      hasPassword: sql<boolean>`${customers.passwordHash} is not null`,
    })
    .from(customers)
    .where(eq(customers.id, id))
    .limit(1);
  if (!row) return null;
  const roles = await q.select({ role: customerRoles.role }).from(customerRoles).where(eq(customerRoles.customerId, id)).orderBy(asc(customerRoles.role));
  return { ...row, hasPassword: Boolean(row.hasPassword), roles: roles.map((r) => r.role).sort() };
}

export async function readLiveSessions(q: Queryable, customerId: number, now: Date) {
  return q
    .select({ id: sessions.id, createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(and(eq(sessions.customerId, customerId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.createdAt));
}

/** Everything the customer screen shows about one account, or null when there is none. */
export async function readCustomerDetail(q: Queryable, id: number, now: Date): Promise<CustomerDetail | null> {
  const account = await readAccount(q, id);
  if (!account) return null;
  const [orderRows, [counted], addresses, live] = await Promise.all([
    q
      .select({
        id: orders.id,
        number: orders.number,
        status: orders.status,
        createdAt: orders.createdAt,
        total: orders.total,
        currency: orders.currency,
        itemCount: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int`,
      })
      .from(orders)
      .leftJoin(orderLines, eq(orderLines.orderId, orders.id))
      .where(eq(orders.customerId, id))
      .groupBy(orders.id)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(DETAIL_ORDERS_LIMIT),
    q
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.customerId, id)),
    q.select().from(customerAddresses).where(eq(customerAddresses.customerId, id)).orderBy(asc(customerAddresses.kind)),
    readLiveSessions(q, id, now),
  ]);
  return {
    ...account,
    orders: orderRows.map((row) => ({ ...row, itemCount: Number(row.itemCount) })),
    orderCount: Number(counted?.n ?? 0),
    addresses,
    sessions: live,
  };
}
