/**
 * The payout form's rules (storefront-shell spec §3, §4, §5): each payout type shows its own group of
 * fields and hides the others; the seven bank inputs are required only for banktransfer; a requested
 * amount lies between the minimum payout and the approved unpaid balance.
 */
import { formatMoney, parseMajorAmount } from "../money.ts";
import { BANK_FIELDS, BANK_FIELDS_REQUIRED_FOR, PAYOUT_TYPES, type PayoutType } from "./dashboard.ts";

export const PAYOUT_TYPE_LABELS: Record<PayoutType, string> = {
  custom1: "Custom method 1",
  custom2: "Custom method 2",
  banktransfer: "Bank transfer",
  paypalapi: "PayPal",
  stripeapi: "Stripe",
  credit: "Store credit",
};

export type PayoutField = { name: string; label: string; kind: "text" | "email" | "secret" };

/** The fields of each type's group (§3 names). Stripe and store credit need no details, only a note. */
export const PAYOUT_GROUP_FIELDS: Record<PayoutType, readonly PayoutField[]> = {
  custom1: [{ name: "paypalemail", label: "Payment e-mail address (method 1)", kind: "email" }],
  custom2: [{ name: "paypalemail2", label: "Payment e-mail address (method 2)", kind: "email" }],
  banktransfer: [
    { name: "bankname", label: "Bank name", kind: "text" },
    { name: "banksort", label: "BIC", kind: "text" },
    // The account number is masked like a password, with a show/hide toggle.
    { name: "bankaccount", label: "IBAN", kind: "secret" },
    { name: "bankother", label: "Account holder", kind: "text" },
    { name: "bankother2", label: "Bank address", kind: "text" },
    { name: "bankother3", label: "Bank country", kind: "text" },
    { name: "bankother4", label: "Reference", kind: "text" },
  ],
  paypalapi: [{ name: "paypalemailapi", label: "PayPal e-mail address", kind: "email" }],
  stripeapi: [],
  credit: [],
};

export const PAYOUT_GROUP_NOTES: Partial<Record<PayoutType, string>> = {
  stripeapi: "Payouts go to the Stripe account of the e-mail address in your profile.",
  credit: "Payouts become store credit you can spend at checkout.",
};

/** A known payout type, or "" for none chosen yet. */
export function payoutTypeOf(value: string | null | undefined): PayoutType | "" {
  return PAYOUT_TYPES.find((type) => type === value) ?? "";
}

/** §3: the group shown for a chosen type (every other group is hidden). */
export function groupShown(group: PayoutType, chosen: PayoutType | ""): boolean {
  return group === chosen;
}

/** §5: bank inputs 1 to 7 are required only for banktransfer. */
export function bankFieldsRequired(chosen: PayoutType | ""): boolean {
  return chosen === BANK_FIELDS_REQUIRED_FOR;
}

/** Whether a field of a group is required for the chosen type. */
export function fieldRequired(name: string, chosen: PayoutType | ""): boolean {
  return bankFieldsRequired(chosen) && (BANK_FIELDS as readonly string[]).includes(name);
}

export type AmountCheck = { ok: true; amountMinor: number } | { ok: false; message: string };

/** The payout request's amount, typed in major units ("25" or "25.50"), against the balance and the minimum. */
export function checkPayoutAmount(typed: string, limits: { approvedUnpaidMinor: number; minimumPayoutMinor: number }, currency?: string): AmountCheck {
  const amountMinor = parseMajorAmount(typed.trim());
  if (amountMinor === null || amountMinor === 0) return { ok: false, message: "Enter the amount to pay out, for example 25.00." };
  if (limits.approvedUnpaidMinor < limits.minimumPayoutMinor)
    return {
      ok: false,
      message: `Your approved unpaid balance (${formatMoney(limits.approvedUnpaidMinor, currency)}) is below the minimum payout of ${formatMoney(limits.minimumPayoutMinor, currency)}.`,
    };
  if (amountMinor < limits.minimumPayoutMinor) return { ok: false, message: `The minimum payout is ${formatMoney(limits.minimumPayoutMinor, currency)}.` };
  if (amountMinor > limits.approvedUnpaidMinor)
    return { ok: false, message: `You can request at most your approved unpaid balance of ${formatMoney(limits.approvedUnpaidMinor, currency)}.` };
  return { ok: true, amountMinor };
}

/** The details a payout request carries: the chosen type's own fields only. */
export function payoutDetails(chosen: PayoutType, read: (name: string) => string): Record<string, string> {
  return Object.fromEntries(PAYOUT_GROUP_FIELDS[chosen].map((field) => [field.name, read(field.name).trim()]));
}
