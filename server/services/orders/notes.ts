import { ORDER_NOTE_MAX_LENGTH, orderNoteMail } from "../../../domain/admin/order-note-mail.ts";
import type { Db } from "../../db/kit/index.ts";
import { orderNotes } from "../../db/schema/index.ts";
import type { Actor, AuditService } from "../audit/index.ts";
import type { MailService } from "../mail/index.ts";
import { ServiceError } from "../errors.ts";
import { lockOrder } from "./detail.ts";
import { notFound } from "./refund.ts";

export type NoteInput = { body: string; toCustomer: boolean };

/** A private note, or a note to the customer whose e-mail is queued in the same transaction as the note. */
export async function addNote(db: Db, deps: { audit: AuditService; mail: Pick<MailService, "enqueue"> }, actor: Actor, orderId: number, input: NoteInput) {
  const { audit } = deps;
  const body = input.body.trim();
  if (body === "" || body.length > ORDER_NOTE_MAX_LENGTH) {
    throw new ServiceError("invalid", "invalid_note", "Please write the note.", {
      fields: { body: `Write a note of 1 to ${ORDER_NOTE_MAX_LENGTH} characters.` },
    });
  }
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound(orderId);
    if (input.toCustomer && order.status === "draft") {
      throw new ServiceError("invalid", "draft_note", "A draft order is not the customer's yet: keep the note private.", {
        fields: { toCustomer: "Not for a draft." },
      });
    }
    const [note] = await tx
      .insert(orderNotes)
      .values({ orderId, authorId: actor?.id ?? null, body, toCustomer: input.toCustomer })
      .returning({ id: orderNotes.id });
    if (input.toCustomer) {
      const mail = orderNoteMail(order, body);
      await deps.mail.enqueue({ to: order.email, kind: "order_note", subject: mail.subject, text: mail.text }, tx);
    }
    await audit.record(tx, actor, {
      action: "order.note",
      entity: "order",
      entityId: orderId,
      changes: { note: { before: null, after: { toCustomer: input.toCustomer, length: body.length } } },
    });
    return { noteId: note!.id };
  });
}
