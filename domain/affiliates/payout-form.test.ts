import { describe, expect, it } from "vitest";
import { BANK_FIELDS, PAYOUT_TYPES } from "./dashboard.ts";
import { bankFieldsRequired, checkPayoutAmount, fieldRequired, groupShown, PAYOUT_GROUP_FIELDS, payoutDetails, payoutTypeOf } from "./payout-form.ts";

const limits = { approvedUnpaidMinor: 12_550, minimumPayoutMinor: 2_000 };

describe("payout form rules", () => {
  it.each(PAYOUT_TYPES)("S-3-15…S-3-20 choosing %s shows its own group and hides every other", (chosen) => {
    for (const group of PAYOUT_TYPES) expect(groupShown(group, chosen)).toBe(group === chosen);
  });

  it("S-3-21 the bank group has seven inputs, named as §3 names them", () => {
    expect(PAYOUT_GROUP_FIELDS.banktransfer.map((f) => f.name)).toEqual([...BANK_FIELDS]);
    expect(PAYOUT_GROUP_FIELDS.banktransfer.length).toBeGreaterThanOrEqual(1);
    expect(PAYOUT_GROUP_FIELDS.banktransfer.length).toBeLessThanOrEqual(7);
  });

  it("S-4-33 S-4-34 bank inputs 1 to 7 are required for banktransfer and for no other type", () => {
    expect(bankFieldsRequired("banktransfer")).toBe(true);
    for (const type of PAYOUT_TYPES.filter((t) => t !== "banktransfer")) expect(bankFieldsRequired(type)).toBe(false);
    expect(bankFieldsRequired("")).toBe(false);
    for (const name of BANK_FIELDS) expect(fieldRequired(name, "banktransfer")).toBe(true);
    expect(fieldRequired("paypalemailapi", "banktransfer")).toBe(false);
    expect(fieldRequired("bankname", "paypalapi")).toBe(false);
  });

  it("reads only known payout types", () => {
    expect(payoutTypeOf("credit")).toBe("credit");
    expect(payoutTypeOf("cash")).toBe("");
    expect(payoutTypeOf(null)).toBe("");
  });

  it.each([
    ["50", { ok: true, amountMinor: 5_000 }],
    ["125.50", { ok: true, amountMinor: 12_550 }],
    ["20", { ok: true, amountMinor: 2_000 }],
  ])("accepts %s between the minimum and the approved unpaid balance", (typed, expected) => {
    expect(checkPayoutAmount(typed, limits)).toEqual(expected);
  });

  it("refuses an amount above the approved unpaid balance, naming the balance", () => {
    expect(checkPayoutAmount("125.51", limits)).toEqual({ ok: false, message: "You can request at most your approved unpaid balance of €125.50." });
  });

  it("refuses an amount below the minimum payout, naming the minimum", () => {
    expect(checkPayoutAmount("19.99", limits)).toEqual({ ok: false, message: "The minimum payout is €20.00." });
  });

  it.each(["", "abc", "0", "-5", "1.234"])("refuses %j as no amount", (typed) => {
    expect(checkPayoutAmount(typed, limits)).toEqual({ ok: false, message: "Enter the amount to pay out, for example 25.00." });
  });

  it("says so when the balance itself is below the minimum", () => {
    const check = checkPayoutAmount("10", { approvedUnpaidMinor: 1_000, minimumPayoutMinor: 2_000 });
    expect(check).toEqual({ ok: false, message: "Your approved unpaid balance (€10.00) is below the minimum payout of €20.00." });
  });

  it("a request carries only the chosen type's own details, trimmed", () => {
    const typed: Record<string, string> = { paypalemailapi: " me@example.test ", bankname: "Bank" };
    expect(payoutDetails("paypalapi", (n) => typed[n] ?? "")).toEqual({ paypalemailapi: "me@example.test" });
    expect(payoutDetails("credit", (n) => typed[n] ?? "")).toEqual({});
    expect(Object.keys(payoutDetails("banktransfer", (n) => typed[n] ?? ""))).toEqual([...BANK_FIELDS]);
  });
});
