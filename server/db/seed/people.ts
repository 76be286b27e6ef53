import { eq } from "drizzle-orm";
import { auditLog, customerRoles, customers } from "../schema/index.ts";
import type { Tx } from "./bulk.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A former shop manager whose access an administrator switched off: the staff screen then shows both states. */
export const FORMER_STAFF = { email: "former.manager@vitrine.test", firstName: "Leo", lastName: "Brandt", joinedDaysAgo: 350, deactivatedDaysAgo: 30 } as const;

/**
 * The people section's demo history: a deactivated shop manager (signs in with the demo password once
 * reactivated), and the administrator's audit entries for inviting and deactivating them.
 */
export async function insertDemoPeople(tx: Tx, passwordHash: string, now: Date): Promise<void> {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS);
  const [admin] = await tx.select({ id: customers.id, email: customers.email }).from(customers).where(eq(customers.email, "admin@vitrine.test"));
  const [former] = await tx
    .insert(customers)
    .values({
      email: FORMER_STAFF.email,
      passwordHash,
      firstName: FORMER_STAFF.firstName,
      lastName: FORMER_STAFF.lastName,
      displayName: `${FORMER_STAFF.firstName} ${FORMER_STAFF.lastName}`,
      createdAt: at(FORMER_STAFF.joinedDaysAgo),
      deactivatedAt: at(FORMER_STAFF.deactivatedDaysAgo),
    })
    .returning({ id: customers.id });
  await tx.insert(customerRoles).values({ customerId: former!.id, role: "shop_manager" });
  if (!admin) return;
  const actor = { actorId: admin.id, actorEmail: admin.email, entity: "customer", entityId: String(former!.id) };
  await tx.insert(auditLog).values([
    {
      ...actor,
      at: at(FORMER_STAFF.joinedDaysAgo),
      action: "staff.invite",
      changes: { roles: { before: [], after: ["shop_manager"] }, account: { before: null, after: "created" } },
    },
    {
      ...actor,
      at: at(FORMER_STAFF.deactivatedDaysAgo),
      action: "staff.deactivate",
      changes: { deactivatedAt: { before: null, after: at(FORMER_STAFF.deactivatedDaysAgo).toISOString() } },
    },
  ]);
}
