import { eq } from "drizzle-orm";
import { fieldChanges } from "../../../domain/admin/field-changes.ts";
import { adminStatusLabel, allowedTransitions, canTransition, restocksOnTransition } from "../../../domain/admin/order-transitions.ts";
import { unrestockedQuantity } from "../../../domain/admin/refund-math.ts";
import type { Db } from "../../db/kit/index.ts";
import { orderStatusHistory, orders } from "../../db/schema/index.ts";
import type { Actor, AuditService } from "../audit/index.ts";
import { reverseCommission, startApproval } from "../affiliates/index.ts";
import { confirmationHeld, queueHeldConfirmation } from "../checkout/index.ts";
import { grantDownloads } from "../downloads/index.ts";
import type { MailService } from "../mail/index.ts";
import { ServiceError } from "../errors.ts";
import { lockOrder, readLines } from "./detail.ts";
import { claim, notFound } from "./refund.ts";
import { restock } from "./restock.ts";
import { queueDownloadsReady } from "./status-mails.ts";

export type StatusInput = { status: string; note?: string | undefined; version?: number | undefined };
export type StatusDeps = { audit: AuditService; mail: Pick<MailService, "enqueueAll">; origin: string };

/**
 * Moves an order to another status along the allowed transitions, with a history entry and an audit
 * entry; cancelling puts back every unit not already restocked by a refund, and reaching processing or
 * completed grants the order's downloads, in the same transaction, and e-mails the buyer their links (in
 * the confirmation, when a card order's was held until it was paid).
 */
export async function changeStatus(db: Db, { audit, mail, origin }: StatusDeps, actor: Actor, orderId: number, input: StatusInput) {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound(orderId);
    await claim(tx, audit, orderId, input.version);
    const to = input.status;
    if (to === order.status) {
      const label = adminStatusLabel(order.status).toLowerCase();
      throw new ServiceError("invalid", "status_unchanged", `The order is already ${label}. Choose the status it should move to.`, {
        fields: { status: `The order is already ${label}.` },
      });
    }
    if (!canTransition(order.status, to)) {
      const allowed = allowedTransitions(order.status).map(adminStatusLabel).join(", ") || "none";
      throw new ServiceError(
        "invalid",
        "invalid_transition",
        `A ${adminStatusLabel(order.status).toLowerCase()} order cannot become ${to}. Allowed: ${allowed}.`,
        {
          fields: { status: "This status is not allowed from the order's current one." },
        },
      );
    }
    const lines = restocksOnTransition(to) ? await readLines(tx, orderId, order.status) : [];
    const held = (to === "processing" || to === "completed") && (await confirmationHeld(tx, orderId));
    await tx.update(orders).set({ status: to }).where(eq(orders.id, orderId));
    const note = input.note?.trim() || `Status changed by ${actor?.email ?? "the shop"}.`;
    await tx.insert(orderStatusHistory).values({ orderId, fromStatus: order.status, toStatus: to, note });
    // Commission: completion starts the approval delay; a cancellation takes it all back.
    if (to === "completed") await startApproval(tx, orderId, new Date());
    // Paid now (processing or completed): the buyer's downloads are granted, once.
    const granted = await grantDownloads(tx, orderId, new Date());
    if (held) await queueHeldConfirmation(tx, mail, orderId, origin);
    else if (granted > 0) await queueDownloadsReady(tx, mail, orderId, origin);
    if (to === "cancelled") await reverseCommission(tx, { orderId, total: order.total, refundedTotal: order.total, reason: `Order ${to}` }, new Date());
    const restockedProductIds = await restock(
      tx,
      lines.map((line) => ({ productId: line.productId, variationId: line.variationId, quantity: unrestockedQuantity(line) })),
    );
    await audit.record(tx, actor, {
      action: "order.status",
      entity: "order",
      entityId: orderId,
      changes: fieldChanges({ status: order.status }, { status: to }),
      reason: input.note?.trim() || null,
    });
    return { status: to, restockedProductIds };
  });
}
