/**
 * A payout's statement (domain/affiliates/statement.ts): the payout, its affiliate, the ledger entries it
 * settled and the shop's identity, read in one go. Who may open it: the affiliate it belongs to, and staff
 * who manage affiliates; anyone else is told there is no such statement (as with other documents, a
 * stranger never learns a payout exists).
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import { hasPermission } from "../../../domain/admin/permissions.ts";
import { buildPayoutStatement, type PayoutStatementModel } from "../../../domain/affiliates/statement.ts";
import { sellerOf } from "../../../domain/documents/build-model.ts";
import { DEFAULT_CURRENCY } from "../../../domain/money.ts";
import { resolveStoreSettings, STORE_SETTINGS_KEY } from "../../../domain/settings/store-settings.ts";
import type { Queryable } from "../../db/kit/index.ts";
import { affiliatePayouts, affiliates, commissionEntries, customers, orders, settings } from "../../db/schema/index.ts";
import { ServiceError } from "../errors.ts";

export const STATEMENT_FOOTER = "This statement lists the commission a payout settled; it is not an invoice.";

/** The viewer: the signed-in account (null for a guest) and its roles. */
export type StatementViewer = { id: number; roles: readonly string[] } | null;

export async function statementFor(db: Queryable, viewer: StatementViewer, payoutId: number, now: Date): Promise<PayoutStatementModel> {
  if (viewer === null) throw new ServiceError("unauthenticated", "login_required", "Log in to open a payout statement.");
  const [row] = await db
    .select({
      payout: affiliatePayouts,
      customerId: affiliates.customerId,
      settings: affiliates.settings,
      displayName: customers.displayName,
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
    })
    .from(affiliatePayouts)
    .innerJoin(affiliates, eq(affiliates.id, affiliatePayouts.affiliateId))
    .innerJoin(customers, eq(customers.id, affiliates.customerId))
    .where(eq(affiliatePayouts.id, payoutId))
    .limit(1);
  const staff = hasPermission(viewer.roles, "affiliates");
  if (!row || (!staff && row.customerId !== viewer.id)) throw new ServiceError("not_found", "statement_not_found", "There is no such payout statement.");

  const [entries, [store]] = await Promise.all([
    db
      .select({
        orderNumber: orders.number,
        createdAt: commissionEntries.createdAt,
        kind: commissionEntries.kind,
        level: commissionEntries.level,
        amountMinor: commissionEntries.amountMinor,
      })
      .from(commissionEntries)
      .leftJoin(orders, eq(orders.id, commissionEntries.orderId))
      .where(and(eq(commissionEntries.paidByPayoutId, payoutId), inArray(commissionEntries.kind, ["commission", "clawback"])))
      .orderBy(asc(commissionEntries.createdAt), asc(commissionEntries.id)),
    db.select({ value: settings.value }).from(settings).where(eq(settings.key, STORE_SETTINGS_KEY)).limit(1),
  ]);
  const { payout } = row;
  return buildPayoutStatement({
    payout: {
      id: payout.id,
      type: payout.type,
      state: payout.state,
      amountMinor: payout.amountMinor,
      details: payout.details,
      requestedAt: payout.requestedAt.toISOString(),
      paidAt: payout.paidAt?.toISOString() ?? null,
    },
    affiliate: { name: row.displayName || `${row.firstName} ${row.lastName}`.trim() || row.email, email: row.email, settings: row.settings },
    entries: entries.map((entry) => ({
      orderNumber: entry.orderNumber,
      createdAt: entry.createdAt.toISOString(),
      kind: entry.kind === "clawback" ? "clawback" : "commission",
      level: entry.level,
      amountMinor: entry.amountMinor,
    })),
    seller: sellerOf(resolveStoreSettings(store?.value ?? null)),
    currency: DEFAULT_CURRENCY,
    issueDate: now.toISOString().slice(0, 10),
    footer: STATEMENT_FOOTER,
  });
}
