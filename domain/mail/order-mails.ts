/**
 * The e-mails an order sends when it is placed: the shopper's confirmation and the shop's notice. Pure:
 * the order's number and address and its rendered summary in, subject and text out; the checkout queues
 * them with the order.
 */
import { DEFAULT_STORE_SETTINGS } from "../settings/store-settings.ts";
import { DEFAULT_EMAIL_SETTINGS, type EmailSettings, fillPlaceholders } from "./email-texts.ts";

const DEFAULT_STORE_NAME = DEFAULT_STORE_SETTINGS.name;

export type OrderMailInput = {
  number: string;
  email: string;
  /** The order's lines and totals rows, as the order pages show them (`orderSummaryText`). */
  summary: string;
  /** The payment line, followed by the bank details when the order is paid by bank transfer. */
  payment: string;
  /** The "Downloads" block with the links of a paid order's files; empty or absent when it has none. */
  downloads?: string;
};

export type MailContent = { subject: string; text: string };

/** The merchant's texts (settings "emails") and the shop's name they fill in as {shop}. */
export type OrderMailTexts = { texts: EmailSettings; shopName: string };
const DEFAULT_TEXTS: OrderMailTexts = { texts: DEFAULT_EMAIL_SETTINGS, shopName: DEFAULT_STORE_NAME };

const placeholders = (order: OrderMailInput, shopName: string) => ({ number: order.number, email: order.email, shop: shopName });

/** To the shopper: the order was received. */
export function orderReceivedMail(order: OrderMailInput, { texts, shopName }: OrderMailTexts = DEFAULT_TEXTS): MailContent {
  const values = placeholders(order, shopName);
  const footer = texts.footer ? `\n${fillPlaceholders(texts.footer, values)}\n` : "";
  return {
    subject: fillPlaceholders(texts.orderReceivedSubject, values),
    text: `${fillPlaceholders(texts.orderReceivedIntro, values)}\n\n${order.summary}\n\n${order.payment}\n${order.downloads ? `\n${order.downloads}\n` : ""}${footer}`,
  };
}

/** To the shop: a new order came in. */
export function newOrderAdminMail(order: OrderMailInput, { texts, shopName }: OrderMailTexts = DEFAULT_TEXTS): MailContent {
  const values = placeholders(order, shopName);
  return {
    subject: fillPlaceholders(texts.newOrderSubject, values),
    text: `${fillPlaceholders(texts.newOrderIntro, values)}\n\n${order.summary}\n`,
  };
}
