import { eq, or, sql } from "drizzle-orm";
import { anonymisedAddressSnapshot, anonymisedEmail, anonymisedReviewAuthor, erasedAccountFields, erasureRefusal } from "../../../domain/admin/gdpr-erasure.ts";
import { fieldChanges } from "../../../domain/admin/field-changes.ts";
import type { Tx } from "../../db/kit/index.ts";
import {
  couponUsages,
  customerAddresses,
  customerRoles,
  customers,
  loginAttempts,
  mailOutbox,
  orders,
  passwordResetTokens,
  reviews,
} from "../../db/schema/index.ts";
import type { Actor, AuditService } from "../audit/index.ts";
import { ServiceError } from "../errors.ts";
import { requireMayActOn } from "./customer-changes.ts";
import { endLiveSessions } from "./end-sessions.ts";

export type ErasureResult = { ordersAnonymised: number; addressesDeleted: number; reviewsAnonymised: number; sessionsEnded: string[] };

/**
 * GDPR erasure of one customer, in the caller's transaction (domain/admin/gdpr-erasure.ts says what each
 * field becomes). Orders, their lines and totals stay for the accounts; what identifies the person goes,
 * including records written as a guest with the same e-mail. The audit entry keeps counts and the reason,
 * never the erased values themselves.
 */
export async function eraseCustomer(
  tx: Tx,
  audit: AuditService,
  actor: Actor,
  input: { id: number; typedEmail: string; reason: string; now: Date },
): Promise<ErasureResult> {
  const { id, now } = input;
  const [account] = await tx
    .select({ email: customers.email, anonymisedAt: customers.anonymisedAt, hasPassword: sql<boolean>`${customers.passwordHash} is not null` })
    .from(customers)
    .where(eq(customers.id, id))
    .for("update");
  if (!account) throw new ServiceError("not_found", "customer_not_found", `There is no customer ${id}.`);
  if (actor) await requireMayActOn(tx, actor, id);
  const roles = (await tx.select({ role: customerRoles.role }).from(customerRoles).where(eq(customerRoles.customerId, id))).map((r) => r.role);
  const refusal = erasureRefusal({ roles, anonymisedAt: account.anonymisedAt, email: account.email, typedEmail: input.typedEmail });
  if (refusal) throw new ServiceError(refusal.kind, refusal.code, refusal.message, refusal.field ? { fields: { [refusal.field]: refusal.message } } : {});

  const email = account.email.toLowerCase();
  const replacement = anonymisedEmail(id);

  const orderRows = await tx
    .select({ id: orders.id, billing: orders.billingAddress, shipping: orders.shippingAddress })
    .from(orders)
    .where(or(eq(orders.customerId, id), eq(sql`lower(${orders.email})`, email)))
    .for("update");
  for (const order of orderRows)
    await tx
      .update(orders)
      .set({
        email: replacement,
        billingAddress: anonymisedAddressSnapshot(order.billing),
        shippingAddress: anonymisedAddressSnapshot(order.shipping),
        customerNote: "",
      })
      .where(eq(orders.id, order.id));
  const addresses = await tx.delete(customerAddresses).where(eq(customerAddresses.customerId, id)).returning({ id: customerAddresses.id });
  const reviewed = await tx
    .update(reviews)
    .set(anonymisedReviewAuthor(id))
    .where(or(eq(reviews.customerId, id), eq(sql`lower(${reviews.authorEmail})`, email)))
    .returning({ id: reviews.id });
  await tx
    .update(couponUsages)
    .set({ email: replacement })
    .where(or(eq(couponUsages.customerId, id), eq(sql`lower(${couponUsages.email})`, email)));
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.customerId, id));
  await tx.delete(loginAttempts).where(eq(loginAttempts.email, email));
  await tx.delete(mailOutbox).where(eq(sql`lower(${mailOutbox.to})`, email));
  const sessionsEnded = await endLiveSessions(tx, id, now);
  await tx
    .update(customers)
    .set({ ...erasedAccountFields(id), anonymisedAt: now })
    .where(eq(customers.id, id));

  const counts = { ordersAnonymised: orderRows.length, addressesDeleted: addresses.length, reviewsAnonymised: reviewed.length };
  await audit.record(tx, actor, {
    action: "customer.erase",
    entity: "customer",
    entityId: id,
    changes: {
      ...fieldChanges(
        { anonymisedAt: null, hasPassword: Boolean(account.hasPassword), savedAddresses: addresses.length, liveSessions: sessionsEnded.length },
        { anonymisedAt: now.toISOString(), hasPassword: false, savedAddresses: 0, liveSessions: 0 },
      ),
      email: { before: "(erased)", after: replacement },
      ordersAnonymised: { before: null, after: counts.ordersAnonymised },
      reviewsAnonymised: { before: null, after: counts.reviewsAnonymised },
    },
    reason: input.reason,
  });
  return { ...counts, sessionsEnded };
}
