import { describe, expect, it } from "vitest";
import { bankDetailsForOrder, bankDetailsRows, bankDetailsText } from "./bank-details.ts";
import { DEMO_PAYMENT_SETTINGS } from "./payment-methods.ts";

describe("bank details", () => {
  it("are given for a bank transfer order, with the order number as the payment reference", () => {
    expect(bankDetailsForOrder({ paymentMethod: "bacs", number: "1042" }, DEMO_PAYMENT_SETTINGS)).toEqual({
      accountName: "Vitrine Demo Ltd",
      bankName: "Demo Bank",
      iban: "IE29 AIBK 9311 5212 3456 78",
      bic: "AIBKIE2D",
      reference: "1042",
    });
  });

  it.each([["cheque"], ["cod"], [null]])("are not given for an order paid by %s", (paymentMethod) => {
    expect(bankDetailsForOrder({ paymentMethod, number: "1042" }, DEMO_PAYMENT_SETTINGS)).toBeNull();
  });

  it("leave out what the merchant has not filled in, and read as text for the e-mail", () => {
    const details = bankDetailsForOrder({ paymentMethod: "bacs", number: "7" }, { bacs: { ...DEMO_PAYMENT_SETTINGS.bacs, bankName: " " } })!;
    expect(bankDetailsRows(details).map((row) => row.label)).toEqual(["Account name", "IBAN", "BIC", "Payment reference"]);
    expect(bankDetailsText(details)).toBe(
      "Our bank details:\nAccount name: Vitrine Demo Ltd\nIBAN: IE29 AIBK 9311 5212 3456 78\nBIC: AIBKIE2D\nPayment reference: 7",
    );
  });
});
