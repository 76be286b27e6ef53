/**
 * The e-mails an order sends when it is placed: the shopper's confirmation and the shop's notice. Pure:
 * the order's number and address and its rendered summary in, subject and text out; the checkout queues
 * them with the order.
 */
export type OrderMailInput = {
  number: string;
  email: string;
  /** The order's lines and totals rows, as the order pages show them (`orderSummaryText`). */
  summary: string;
  /** The payment line, followed by the bank details when the order is paid by bank transfer. */
  payment: string;
};

export type MailContent = { subject: string; text: string };

/** To the shopper: the order was received. */
export function orderReceivedMail(order: OrderMailInput): MailContent {
  return {
    subject: `Your Vitrine order #${order.number} has been received`,
    text: `Thank you for your order #${order.number}.\n\n${order.summary}\n\n${order.payment}\n`,
  };
}

/** To the shop: a new order came in. */
export function newOrderAdminMail(order: OrderMailInput): MailContent {
  return {
    subject: `[Vitrine] New order #${order.number}`,
    text: `New order #${order.number} from ${order.email}.\n\n${order.summary}\n`,
  };
}
