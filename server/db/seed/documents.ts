import { and, asc, eq, inArray } from "drizzle-orm";
import { issueDocument } from "../../services/documents/issue.ts";
import { orders, refunds } from "../schema/index.ts";
import type { Tx } from "./bulk.ts";

const DAY_MS = 86_400_000;
/** Statuses whose orders were paid, so their invoices exist. */
const INVOICED_STATUSES = ["processing", "completed", "refunded"] as const;

/**
 * The demo customer's paid orders (but the latest completed one) with their invoices, issued a day after each order in date order (so the

 * series reads like a real one; never after `now`), and every refund of them with its credit note, issued the day of the refund.
 */
export async function insertDemoDocuments(tx: Tx, customerEmail: string, now: Date): Promise<void> {
  const paid = await tx
    .select({ id: orders.id, status: orders.status, createdAt: orders.createdAt })
    .from(orders)
    .where(and(eq(orders.email, customerEmail), inArray(orders.status, [...INVOICED_STATUSES])))
    .orderBy(asc(orders.createdAt), asc(orders.id));
  // The latest completed order keeps its invoice and credit note unissued, so the demo also shows the
  // first print of a document: the confirmation before its number is given, then the number.
  const firstPrintDemo = paid.findLast((order) => order.status === "completed")?.id;
  const invoiced = paid.filter((order) => order.id !== firstPrintDemo);
  if (invoiced.length === 0) return;
  for (const order of invoiced) {
    await issueDocument(tx, {
      kind: "invoice",
      orderId: order.id,
      refundId: null,
      issuedBy: null,
      now: new Date(Math.min(order.createdAt.getTime() + DAY_MS, now.getTime())),
    });
  }
  const refunded = await tx
    .select({ id: refunds.id, orderId: refunds.orderId, createdAt: refunds.createdAt })
    .from(refunds)
    .where(
      inArray(
        refunds.orderId,
        invoiced.map((order) => order.id),
      ),
    )
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
  for (const refund of refunded) {
    await issueDocument(tx, { kind: "credit-note", orderId: refund.orderId, refundId: refund.id, issuedBy: null, now: refund.createdAt });
  }
}
