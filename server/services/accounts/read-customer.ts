import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { customerRoles, customers } from "../../db/schema/index.ts";
import type { Customer } from "./types.ts";

export type Reader = Pick<Db, "select">;

/** A customer with their roles, or null. */
export async function readCustomer(q: Reader, id: number): Promise<Customer | null> {
  const [row] = await q
    .select({ id: customers.id, email: customers.email, firstName: customers.firstName, lastName: customers.lastName, displayName: customers.displayName })
    .from(customers)
    .where(eq(customers.id, id))
    .limit(1);
  if (!row) return null;
  const roles = await q.select({ role: customerRoles.role }).from(customerRoles).where(eq(customerRoles.customerId, id)).orderBy(asc(customerRoles.role));
  return { ...row, roles: roles.map((r) => r.role) };
}
