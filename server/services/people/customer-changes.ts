import { and, eq, inArray } from "drizzle-orm";
import { fieldChanges } from "../../../domain/admin/field-changes.ts";
import { mayActOnAccount, STAFF_ACCOUNT_MESSAGE } from "../../../domain/admin/staff-rules.ts";
import { CUSTOMER_ROLES, type CustomerRole } from "../../../domain/admin/people-input.ts";
import type { Tx } from "../../db/kit/index.ts";
import { customerRoles, customers } from "../../db/schema/index.ts";
import type { Actor, AuditService } from "../audit/index.ts";
import { ServiceError } from "../errors.ts";

/**
 * Locks the account row for a change and answers it; 404 when there is none, 409 when it was erased, and
 * 403 when `actor` is given and may not act on it (mayActOnAccount).
 */
export async function lockLiveAccount(tx: Tx, id: number, actor?: NonNullable<Actor>) {
  const [row] = await tx
    .select({ id: customers.id, email: customers.email, anonymisedAt: customers.anonymisedAt, deactivatedAt: customers.deactivatedAt })
    .from(customers)
    .where(eq(customers.id, id))
    .for("update");
  if (!row) throw new ServiceError("not_found", "customer_not_found", `There is no customer ${id}.`);
  if (row.anonymisedAt)
    throw new ServiceError("conflict", "already_anonymised", "This customer's personal data has been erased: the account cannot be changed.");
  if (actor) await requireMayActOn(tx, actor, id);
  return row;
}

/**
 * Refuses (403 staff_account) a staff member's action on an account their role does not rank above
 * (domain/admin/staff-rules.ts mayActOnAccount). Every staff action on another account asks here first.
 */
export async function requireMayActOn(tx: Pick<Tx, "select">, actor: NonNullable<Actor>, id: number): Promise<void> {
  const [actorRoles, targetRoles] = await Promise.all([rolesOf(tx, actor.id), rolesOf(tx, id)]);
  if (!mayActOnAccount(actorRoles, targetRoles)) throw new ServiceError("forbidden", "staff_account", STAFF_ACCOUNT_MESSAGE);
}

export async function rolesOf(tx: Pick<Tx, "select">, id: number): Promise<string[]> {
  const rows = await tx.select({ role: customerRoles.role }).from(customerRoles).where(eq(customerRoles.customerId, id));
  return rows.map((r) => r.role).sort();
}

/**
 * Sets the customer-side roles (customer, affiliate) and leaves any staff role alone: those are the staff
 * screen's. An account left with no role at all keeps "customer", so My Account still opens for it.
 */
export async function setCustomerRoles(tx: Tx, audit: AuditService, actor: Actor, id: number, wanted: readonly CustomerRole[]): Promise<string[]> {
  await lockLiveAccount(tx, id, actor ?? undefined);
  const before = await rolesOf(tx, id);
  const others = before.filter((role) => !(CUSTOMER_ROLES as readonly string[]).includes(role));
  let next = [...new Set(wanted)];
  if (next.length === 0 && others.length === 0) next = ["customer"];
  await tx.delete(customerRoles).where(and(eq(customerRoles.customerId, id), inArray(customerRoles.role, [...CUSTOMER_ROLES])));
  if (next.length) await tx.insert(customerRoles).values(next.map((role) => ({ customerId: id, role })));
  const after = await rolesOf(tx, id);
  await audit.record(tx, actor, { action: "customer.update", entity: "customer", entityId: id, changes: fieldChanges({ roles: before }, { roles: after }) });
  return after;
}
