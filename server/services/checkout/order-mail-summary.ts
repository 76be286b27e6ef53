import { bankDetailsForOrder, bankDetailsText } from "../../../domain/checkout/bank-details.ts";
import { orderSummary } from "../../../domain/checkout/order-summary.ts";
import { orderSummaryText } from "../../../domain/checkout/order-summary-text.ts";
import type { PaymentMethodOffer, PaymentSettings } from "../../../domain/checkout/payment-methods.ts";
import type { Quote } from "./pricing.ts";

type MailSummaryInput = {
  number: string;
  items: readonly { name: string; quantity: number }[];
  quote: Quote;
  payment: PaymentMethodOffer | null;
  settings: PaymentSettings;
};

/**
 * The parts of the order e-mails that show the order: its lines and totals rows as the order pages show
 * them (the priced cart's figures, which the order stores), and the payment, with the bank details and
 * the reference to quote when the order is paid by bank transfer.
 */
export function orderMailSummary({ number, items, quote, payment, settings }: MailSummaryInput): { summary: string; payment: string } {
  const figures = {
    ...quote.totals,
    lines: items.map((item, i) => ({ name: item.name, quantity: item.quantity, subtotal: quote.lines[i]?.subtotal ?? 0 })),
    coupons: quote.coupons,
    shippingMethodTitle: quote.shippingMethod?.title ?? null,
  };
  const bank = bankDetailsForOrder({ paymentMethod: payment?.id ?? null, number }, settings);
  const paymentLine = `Payment: ${payment?.title ?? "none needed"}`;
  return { summary: orderSummaryText(orderSummary(figures), quote.currency), payment: bank ? `${paymentLine}\n\n${bankDetailsText(bank)}` : paymentLine };
}
