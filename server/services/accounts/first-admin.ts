/**
 * The first administrator of a shop started without the demo: made once, while no account holds the
 * administrator role. Two setups racing queue on an advisory lock, and the second is refused.
 */
import { eq, sql } from "drizzle-orm";
import { type FirstAdminInput, firstAdminProblems, normaliseFirstAdmin } from "../../../domain/account/first-admin.ts";
import type { Db, Queryable } from "../../db/kit/index.ts";
import { customerRoles, customers } from "../../db/schema/index.ts";
import { ServiceError } from "../errors.ts";
import { hashPassword } from "./password-hash.ts";

/** Nothing else in the app takes this advisory lock. */
const FIRST_ADMIN_LOCK = 74_118_202;

/** Whether any account (active or deactivated) holds the administrator role. */
export async function hasAdministrator(q: Queryable): Promise<boolean> {
  const rows = await q.select({ id: customerRoles.customerId }).from(customerRoles).where(eq(customerRoles.role, "admin")).limit(1);
  return rows.length > 0;
}

export const SETUP_DONE_MESSAGE = "This shop already has an administrator.";

/**
 * Makes the first administrator and answers their id. 400 with field errors for bad input; 404
 * setup_done once any administrator exists (unless `anotherAllowed`: `npm run create-admin`, run by
 * whoever holds the server, may add one to a shop that has some); 409 email_taken when the address
 * already has an account.
 */
export async function insertFirstAdministrator(
  db: Db,
  raw: FirstAdminInput,
  now: Date,
  options: { anotherAllowed?: boolean } = {},
): Promise<{ id: number; email: string }> {
  const problems = firstAdminProblems(raw);
  const first = Object.values(problems)[0];
  if (first) throw new ServiceError("invalid", "invalid_input", first, { fields: problems });
  const input = normaliseFirstAdmin(raw);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_ADMIN_LOCK})`);
    if (!options.anotherAllowed && (await hasAdministrator(tx))) throw new ServiceError("not_found", "setup_done", SETUP_DONE_MESSAGE);
    const inserted = await tx
      .insert(customers)
      .values({ email: input.email, passwordHash, firstName: input.name, lastName: "", displayName: input.name, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: customers.id });
    const id = inserted[0]?.id;
    if (id === undefined) {
      const message = "An account already uses this e-mail address.";
      throw new ServiceError("conflict", "email_taken", message, { fields: { email: message } });
    }
    await tx.insert(customerRoles).values({ customerId: id, role: "admin" });
    return { id, email: input.email };
  });
}
