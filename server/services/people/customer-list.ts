import { and, asc, desc, eq, exists, ilike, or, sql, type SQL } from "drizzle-orm";
import { containsPattern, CUSTOMERS_PER_PAGE, type CustomerListQuery } from "../../../domain/admin/people-input.ts";
import type { Queryable } from "../../db/kit/index.ts";
import { customerRoles, customers, orders } from "../../db/schema/index.ts";

export type CustomerRow = {
  id: number;
  email: string;
  name: string;
  createdAt: Date;
  roles: string[];
  orderCount: number;
  deactivatedAt: Date | null;
  anonymisedAt: Date | null;
};

export type CustomerListPage = { customers: CustomerRow[]; page: number; pageCount: number; total: number };

// Correlated subqueries name their columns in full: drizzle leaves a column unqualified inside sql``.
const orderCount = sql<number>`(select count(*)::int from ${orders} where "orders"."customer_id" = "customers"."id")`;
const fullName = sql<string>`trim(${customers.firstName} || ' ' || ${customers.lastName})`;
const roleList = sql<
  string[]
>`coalesce((select array_agg("customer_roles"."role"::text) from ${customerRoles} where "customer_roles"."customer_id" = "customers"."id"), '{}')`;

function filters(query: CustomerListQuery): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (query.q) {
    const pattern = containsPattern(query.q);
    parts.push(or(ilike(customers.email, pattern), ilike(fullName, pattern), ilike(customers.displayName, pattern)));
  }
  if (query.role)
    parts.push(
      exists(sql`(select 1 from ${customerRoles} where "customer_roles"."customer_id" = "customers"."id" and "customer_roles"."role" = ${query.role})`),
    );
  return and(...parts);
}

const SORT_COLUMNS = { created: customers.createdAt, email: customers.email, name: fullName, orders: orderCount } as const;

/** One page of accounts for the admin's customers list: searched by e-mail or name, filtered by role, sorted. */
export async function listCustomers(q: Queryable, query: CustomerListQuery, perPage = CUSTOMERS_PER_PAGE): Promise<CustomerListPage> {
  const where = filters(query);
  const [counted] = await q
    .select({ n: sql<number>`count(*)::int` })
    .from(customers)
    .where(where);
  const total = Number(counted?.n ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  const page = Math.min(query.page, pageCount);
  const order = query.dir === "asc" ? asc : desc;
  const rows = await q
    .select({
      id: customers.id,
      email: customers.email,
      name: fullName,
      displayName: customers.displayName,
      createdAt: customers.createdAt,
      roles: roleList,
      orderCount,
      deactivatedAt: customers.deactivatedAt,
      anonymisedAt: customers.anonymisedAt,
    })
    .from(customers)
    .where(where)
    .orderBy(order(SORT_COLUMNS[query.sort]), order(customers.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return {
    customers: rows.map(({ displayName, ...row }) => ({
      ...row,
      name: row.name || displayName,
      orderCount: Number(row.orderCount),
      roles: [...row.roles].sort(),
    })),
    page,
    pageCount,
    total,
  };
}

/** Whether an account exists (the pages answer 404 before anything else otherwise). */
export async function customerExists(q: Queryable, id: number): Promise<boolean> {
  const [row] = await q.select({ id: customers.id }).from(customers).where(eq(customers.id, id)).limit(1);
  return row !== undefined;
}
