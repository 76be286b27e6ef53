/**
 * The e-mails an order sends when it is placed: the shopper's confirmation and the shop's notice. Pure:
 * what the order says in, subject and text out; the checkout queues them with the order.
 */
import { formatMoney } from "../money.ts";

export type OrderMailInput = {
  number: string;
  email: string;
  items: readonly { quantity: number; name: string }[];
  /** In minor units, with its currency. */
  total: number;
  currency: string;
  /** The payment method's title, or null when the order needed no payment. */
  paymentTitle: string | null;
};

export type MailContent = { subject: string; text: string };

const summary = (order: OrderMailInput) => order.items.map((item) => `${item.quantity} × ${item.name}`).join("\n");

/** To the shopper: the order was received. */
export function orderReceivedMail(order: OrderMailInput): MailContent {
  return {
    subject: `Your Vitrine order #${order.number} has been received`,
    text: `Thank you for your order #${order.number}.\n\n${summary(order)}\n\nTotal: ${formatMoney(order.total, order.currency)}\nPayment: ${order.paymentTitle ?? "none needed"}\n`,
  };
}

/** To the shop: a new order came in. */
export function newOrderAdminMail(order: OrderMailInput): MailContent {
  return {
    subject: `[Vitrine] New order #${order.number}`,
    text: `New order #${order.number} from ${order.email}.\n\n${summary(order)}\n\nTotal: ${formatMoney(order.total, order.currency)}\n`,
  };
}
