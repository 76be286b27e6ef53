import { eq, sql } from "drizzle-orm";
import { fieldChanges } from "../../../domain/admin/field-changes.ts";
import { isRefundable } from "../../../domain/admin/order-transitions.ts";
import { type LineRefundRequest, formatMinor, planRefund, wholeOrderRequest } from "../../../domain/admin/refund-math.ts";
import type { Db, Tx } from "../../db/kit/index.ts";
import { orderStatusHistory, orders, refundLines, refunds } from "../../db/schema/index.ts";
import type { Actor, AuditService } from "../audit/index.ts";
import type { PaymentService } from "../payments/index.ts";
import { reverseCommission } from "../affiliates/index.ts";
import { ServiceError } from "../errors.ts";
import { lockOrder, readLines } from "./detail.ts";
import { restock } from "./restock.ts";

export const REFUND_REASON_MAX_LENGTH = 500;

export type RefundInput = {
  /** The order's version the form was read at; a stale one is refused. Omitted by API callers that do not track it. */
  version?: number | undefined;
  /** Everything still refundable (lines and extra are then ignored). */
  whole: boolean;
  lines: LineRefundRequest[];
  /** An amount beyond the lines: shipping, a goodwill gesture. */
  extra: number;
  restock: boolean;
  reason: string;
};

/** `toCards`: the part that went back to the cards that paid, through the payment provider. */
export type RefundResult = { refundId: number; amount: number; toCards: number; status: string; restockedProductIds: number[] };

export const notFound = (id: number) => new ServiceError("not_found", "order_not_found", `There is no order ${id}.`);

/**
 * A refund, in one transaction under the order row's lock: the refundable figures are read after the lock,
 * so two refunds at once cannot give back more than was paid; the second either waits and finds less left,
 * or, carrying the version it was read at, is refused as stale.
 */
export async function refundOrder(
  db: Db,
  audit: AuditService,
  actor: Actor,
  orderId: number,
  input: RefundInput,
  payments?: Pick<PaymentService, "refundForOrder">,
): Promise<RefundResult> {
  const reason = input.reason.trim();
  if (reason === "")
    throw new ServiceError("invalid", "reason_required", "Please give a reason for the refund.", { fields: { reason: "Give a reason for the refund." } });
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound(orderId);
    await claim(tx, audit, orderId, input.version);
    if (!isRefundable(order.status)) {
      throw new ServiceError("conflict", "not_refundable", `A ${order.status} order cannot be refunded.`);
    }
    const lines = await readLines(tx, orderId, order.status);
    const refundable = { total: order.total, refundedTotal: order.refundedTotal, lines };
    const checked = planRefund(refundable, input.whole ? wholeOrderRequest(refundable) : { lines: input.lines, extra: input.extra });
    if (!checked.ok) {
      throw new ServiceError("invalid", "invalid_refund", checked.fields._ ?? "Please correct the refund.", { fields: checked.fields });
    }
    const { plan } = checked;
    const [refund] = await tx
      .insert(refunds)
      .values({ orderId, amount: plan.amount, reason, restock: input.restock, createdBy: actor?.id ?? null })
      .returning({ id: refunds.id });
    if (plan.lines.length > 0) {
      await tx
        .insert(refundLines)
        .values(plan.lines.map((line) => ({ refundId: refund!.id, orderLineId: line.lineId, quantity: line.quantity, amount: line.amount })));
    }
    // What the order's cards paid goes back through the payment provider, in this transaction: a refusal there
    // undoes the whole refund. The key is the refund's own id, so a retried call never refunds twice.
    const toCards = payments ? await payments.refundForOrder(tx, orderId, plan.amount, `order-refund:${refund!.id}`) : { amount: 0, cards: [] };
    const status = plan.fullyRefunded ? "refunded" : order.status;
    const refundedTotal = order.refundedTotal + plan.amount;
    await tx.update(orders).set({ refundedTotal, status }).where(eq(orders.id, orderId));
    // The affiliates' commission on what was refunded is clawed back in this same transaction.
    await reverseCommission(tx, { orderId, total: order.total, refundedTotal, reason: `Refund: ${reason}` }, new Date());
    await tx.insert(orderStatusHistory).values({
      orderId,
      fromStatus: order.status,
      toStatus: status,
      note:
        `${plan.fullyRefunded ? "Refunded in full" : "Refunded"} ${formatMinor(plan.amount)} ${order.currency}: ${reason}` +
        (toCards.amount > 0 ? ` (${formatMinor(toCards.amount)} ${order.currency} back to the ${toCards.cards.join(", ")})` : ""),
    });
    const restockedProductIds = input.restock
      ? await restock(
          tx,
          plan.lines.map((line) => {
            const source = lines.find((l) => l.id === line.lineId)!;
            return { productId: source.productId, variationId: source.variationId, quantity: line.quantity };
          }),
        )
      : [];
    await audit.record(tx, actor, {
      action: "order.refund",
      entity: "order",
      entityId: orderId,
      changes: fieldChanges({ refundedTotal: order.refundedTotal, status: order.status }, { refundedTotal, status }),
      reason,
    });
    return { refundId: refund!.id, amount: plan.amount, toCards: toCards.amount, status, restockedProductIds };
  });
}

/** The optimistic check when the caller read a version; otherwise the version is raised all the same. */
export async function claim(tx: Tx, audit: AuditService, orderId: number, version: number | undefined): Promise<void> {
  if (version !== undefined) await audit.claimVersion(tx, "order", orderId, version);
  else
    await tx
      .update(orders)
      .set({ version: sql`${orders.version} + 1` })
      .where(eq(orders.id, orderId));
}
