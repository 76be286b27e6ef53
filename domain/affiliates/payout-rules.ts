/**
 * What a payout request must satisfy: a whole positive amount, at least the programme's minimum and at
 * most the approved unpaid balance; the details of its type. Bank inputs 1 to 7 (spec §5) are required
 * only for `banktransfer`; for it the account number (input 3) must be an IBAN and the sort code (input 2)
 * a BIC, since bank payouts leave as a SEPA credit transfer.
 */
import { isValidBic, isValidIban } from "./bank-codes.ts";
import { BANK_FIELDS, BANK_FIELDS_REQUIRED_FOR, type PayoutType } from "./dashboard.ts";
import { formatMinorPlain } from "./format.ts";

export type PayoutCheck = { ok: true } | { ok: false; message: string; fields: Record<string, string> };

/** The detail fields each payout type reads (the settings payload's names). */
export const PAYOUT_DETAIL_FIELDS: Record<PayoutType, readonly string[]> = {
  custom1: ["paypalemail"],
  custom2: ["paypalemail2"],
  banktransfer: BANK_FIELDS,
  paypalapi: ["paypalemailapi"],
  stripeapi: ["wcu_email"],
  credit: [],
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Field problems of a type's details (the bank rule of §5 and the e-mail fields). */
export function payoutDetailProblems(type: PayoutType, details: Readonly<Record<string, string>>): Record<string, string> {
  const problems: Record<string, string> = {};
  if (type === BANK_FIELDS_REQUIRED_FOR) {
    BANK_FIELDS.forEach((field, i) => {
      if (!(details[field] ?? "").trim()) problems[field] = `Bank detail ${i + 1} is required for a bank transfer.`;
    });
    if (!problems.bankaccount && !isValidIban(details.bankaccount ?? "")) problems.bankaccount = "Enter a valid IBAN (its check digits do not match).";
    if (!problems.banksort && !isValidBic(details.banksort ?? "")) problems.banksort = "Enter a valid BIC (8 or 11 letters and digits).";
  }
  if (type === "paypalapi" && !EMAIL.test((details.paypalemailapi ?? "").trim())) problems.paypalemailapi = "Enter the PayPal e-mail address.";
  return problems;
}

export function checkPayoutRequest(input: {
  amountMinor: number;
  type: PayoutType;
  details: Readonly<Record<string, string>>;
  approvedUnpaidMinor: number;
  minimumPayoutMinor: number;
  currency: string;
  /** The types the programme offers; every type when not given. */
  offeredTypes?: readonly PayoutType[];
}): PayoutCheck {
  const { amountMinor, approvedUnpaidMinor, minimumPayoutMinor, currency } = input;
  if (input.offeredTypes && !input.offeredTypes.includes(input.type)) {
    const text = "This payout type is not offered; choose another.";
    return { ok: false, message: text, fields: { payouttype: text } };
  }
  if (!Number.isInteger(amountMinor) || amountMinor <= 0)
    return { ok: false, message: "Enter an amount above zero.", fields: { amountMinor: "Enter an amount above zero." } };
  if (amountMinor < minimumPayoutMinor) {
    const text = `The minimum payout is ${formatMinorPlain(minimumPayoutMinor, currency)}.`;
    return { ok: false, message: text, fields: { amountMinor: text } };
  }
  if (amountMinor > approvedUnpaidMinor) {
    const text = `You can request at most your approved unpaid balance, ${formatMinorPlain(Math.max(0, approvedUnpaidMinor), currency)}.`;
    return { ok: false, message: text, fields: { amountMinor: text } };
  }
  const problems = payoutDetailProblems(input.type, input.details);
  if (Object.keys(problems).length > 0) return { ok: false, message: "Please correct the payout details.", fields: problems };
  return { ok: true };
}
