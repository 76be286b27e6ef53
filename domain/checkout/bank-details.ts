/**
 * What a shopper paying by bank transfer needs to pay: the shop's account and the reference to quote.
 * The order-received page and the order e-mail both show it; the reference is the order number, so the
 * shop can match the payment to the order.
 */
import type { PaymentSettings } from "./payment-methods.ts";

export type BankDetails = { accountName: string; bankName: string; iban: string; bic: string; reference: string };

/** The payment method whose orders wait for a transfer to the shop's account. */
export const BANK_TRANSFER_METHOD = "bacs";

/** The transfer details for an order, or null when it is not paid by bank transfer. */
export function bankDetailsForOrder(order: { paymentMethod: string | null; number: string }, settings: Pick<PaymentSettings, "bacs">): BankDetails | null {
  if (order.paymentMethod !== BANK_TRANSFER_METHOD) return null;
  const { accountName, bankName, iban, bic } = settings.bacs;
  return { accountName, bankName, iban, bic, reference: order.number };
}

/** The labelled rows, in the order a banking app asks for them; empty settings are left out. */
export function bankDetailsRows(details: BankDetails): { label: string; value: string }[] {
  return [
    { label: "Account name", value: details.accountName },
    { label: "Bank", value: details.bankName },
    { label: "IBAN", value: details.iban },
    { label: "BIC", value: details.bic },
    { label: "Payment reference", value: details.reference },
  ].filter((row) => row.value.trim() !== "");
}

/** The details as the order e-mail writes them. */
export function bankDetailsText(details: BankDetails): string {
  return ["Our bank details:", ...bankDetailsRows(details).map((row) => `${row.label}: ${row.value}`)].join("\n");
}
