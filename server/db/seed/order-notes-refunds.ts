import { asc, eq } from "drizzle-orm";
import { quantityAmount } from "../../../domain/admin/refund-math.ts";
import { customers, orderLines, orderNotes, orderStatusHistory, orders, refundLines, refunds } from "../schema/index.ts";
import type { Tx } from "./bulk.ts";

const DAY_MS = 86_400_000;

/**
 * What a merchant's orders look like after some weeks of trading: notes on the demo customer's orders
 * (private ones, and one sent to the customer) and a partial refund with a reason on the completed one,
 * recorded by the demo administrator, so the orders admin has a history to show.
 */
export async function insertDemoOrderNotesAndRefunds(tx: Tx, customerEmail: string, adminEmail: string): Promise<void> {
  const [admin] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.email, adminEmail)).limit(1);
  const placed = await tx
    .select({ id: orders.id, status: orders.status, createdAt: orders.createdAt, total: orders.total })
    .from(orders)
    .where(eq(orders.email, customerEmail))
    .orderBy(asc(orders.createdAt));
  if (!admin || placed.length === 0) return;
  const authorId = admin.id;
  const at = (order: { createdAt: Date }, days: number) => new Date(order.createdAt.getTime() + days * DAY_MS);
  await tx
    .insert(orderNotes)
    .values(
      placed.flatMap((order) => [
        { orderId: order.id, authorId, body: "Gift wrap requested by phone.", toCustomer: false, createdAt: at(order, 0.1) },
        ...(order.status === "processing"
          ? [{ orderId: order.id, authorId, body: "Your order is being packed and will leave tomorrow.", toCustomer: true, createdAt: at(order, 1.2) }]
          : []),
      ]),
    );
  const completed = placed.find((order) => order.status === "completed");
  if (!completed) return;
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, completed.id)).orderBy(asc(orderLines.id));
  const line = lines.find((l) => l.quantity > 1) ?? lines[0];
  if (!line) return;
  const amount = quantityAmount({ ...line, refundedQuantity: 0, refundedAmount: 0, restockedQuantity: 0 }, 1);
  const reason = "One item arrived chipped; the customer kept the rest.";
  const [refund] = await tx
    .insert(refunds)
    .values({ orderId: completed.id, amount, reason, restock: false, createdBy: authorId, createdAt: at(completed, 5) })
    .returning({ id: refunds.id });
  await tx.insert(refundLines).values({ refundId: refund!.id, orderLineId: line.id, quantity: 1, amount });
  await tx.update(orders).set({ refundedTotal: amount }).where(eq(orders.id, completed.id));
  await tx.insert(orderStatusHistory).values({
    orderId: completed.id,
    fromStatus: "completed",
    toStatus: "completed",
    note: `Refunded ${(amount / 100).toFixed(2)} EUR: ${reason}`,
    createdAt: at(completed, 5),
  });
}
