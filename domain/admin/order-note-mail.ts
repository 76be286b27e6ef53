import type { MailContent } from "../mail/order-mails.ts";

/** Longest note a merchant may send or keep (a few paragraphs; the mail body is text). */
export const ORDER_NOTE_MAX_LENGTH = 2000;

/** The e-mail a note to the customer becomes: the note itself, with the order it is about. */
export function orderNoteMail(order: { number: string }, note: string): MailContent {
  return {
    subject: `A note about your Vitrine order #${order.number}`,
    text: `Hello,\n\nWe have added a note to your order #${order.number}:\n\n${note.trim()}\n\nThank you for shopping with us.\n`,
  };
}
