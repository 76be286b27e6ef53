import { customerRoles, customers } from "../schema/index.ts";
import { type Tx } from "./bulk.ts";
import { DEMO_CUSTOMERS } from "./customers.ts";

const DAY_MS = 86_400_000;

/**
 * Inserts the demo accounts, all with the same password hash (argon2id is slow by design, so the seed
 * hashes once). Answers e-mail → id for the reviews and orders that refer to them.
 */
export async function insertCustomers(tx: Tx, passwordHash: string, now: Date): Promise<Map<string, number>> {
  const inserted = await tx
    .insert(customers)
    .values(
      DEMO_CUSTOMERS.map((c) => ({
        email: c.email,
        passwordHash,
        firstName: c.firstName,
        lastName: c.lastName,
        displayName: `${c.firstName} ${c.lastName}`,
        createdAt: new Date(now.getTime() - c.joinedDaysAgo * DAY_MS),
      })),
    )
    .returning({ id: customers.id, email: customers.email });
  const ids = new Map(inserted.map((row) => [row.email, row.id]));
  await tx.insert(customerRoles).values(DEMO_CUSTOMERS.flatMap((c) => c.roles.map((role) => ({ customerId: ids.get(c.email) as number, role }))));
  return ids;
}
