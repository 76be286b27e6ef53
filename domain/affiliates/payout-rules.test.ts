import { describe, expect, it } from "vitest";
import { BANK_FIELDS } from "./dashboard.ts";
import { checkPayoutRequest, payoutDetailProblems } from "./payout-rules.ts";

const bank = {
  bankname: "Bank",
  banksort: "COBADEFFXXX",
  bankaccount: "DE89370400440532013000",
  bankother: "A",
  bankother2: "B",
  bankother3: "C",
  bankother4: "D",
};
const request = { amountMinor: 5000, type: "credit" as const, details: {}, approvedUnpaidMinor: 8000, minimumPayoutMinor: 2000, currency: "EUR" };

describe("payout rules", () => {
  it("S-4-33: bank inputs 1 to 7 are required for banktransfer", () => {
    const problems = payoutDetailProblems("banktransfer", {});
    expect(Object.keys(problems)).toEqual([...BANK_FIELDS]);
    expect(payoutDetailProblems("banktransfer", bank)).toEqual({});
  });

  it("S-4-34: any other type leaves the bank inputs optional", () => {
    for (const type of ["custom1", "custom2", "stripeapi", "credit"] as const) expect(payoutDetailProblems(type, {})).toEqual({});
    expect(payoutDetailProblems("paypalapi", { paypalemailapi: "a@b.co" })).toEqual({});
  });

  it("a bank transfer needs a valid IBAN and BIC", () => {
    expect(payoutDetailProblems("banktransfer", { ...bank, bankaccount: "DE89370400440532013001" })).toHaveProperty("bankaccount");
    expect(payoutDetailProblems("banktransfer", { ...bank, banksort: "nope" })).toHaveProperty("banksort");
  });

  it("refuses a payout type the programme does not offer", () => {
    expect(checkPayoutRequest({ ...request, offeredTypes: ["credit", "paypalapi"] })).toEqual({ ok: true });
    const refused = checkPayoutRequest({ ...request, offeredTypes: ["banktransfer"] });
    expect(refused).toEqual({
      ok: false,
      message: "This payout type is not offered; choose another.",
      fields: { payouttype: "This payout type is not offered; choose another." },
    });
  });

  it("the amount is at least the minimum and at most the approved unpaid balance", () => {
    expect(checkPayoutRequest(request)).toEqual({ ok: true });
    const low = checkPayoutRequest({ ...request, amountMinor: 1999 });
    expect(low.ok === false && low.message).toBe("The minimum payout is 20.00 EUR.");
    const high = checkPayoutRequest({ ...request, amountMinor: 8001 });
    expect(high.ok === false && high.message).toBe("You can request at most your approved unpaid balance, 80.00 EUR.");
    expect(checkPayoutRequest({ ...request, amountMinor: 0 }).ok).toBe(false);
  });
});
