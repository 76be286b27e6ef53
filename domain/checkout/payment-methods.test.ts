import { describe, expect, it } from "vitest";
import {
  availablePaymentMethods,
  chosenPaymentMethod,
  DEMO_PAYMENT_SETTINGS,
  isCardAvailable,
  type PaymentContext,
  paymentSettingsSchema,
  PRODUCTION_PAYMENT_SETTINGS,
} from "./payment-methods.ts";

const shipped: PaymentContext = { needsShipping: true, shippingMethodType: "flat_rate", total: 2500 };
const ids = (context: PaymentContext, settings = DEMO_PAYMENT_SETTINGS) => availablePaymentMethods(settings, context).map((m) => m.id);

describe("availablePaymentMethods", () => {
  it("offers bank transfer, cheque, cash on delivery and card with their titles and first order status", () => {
    expect(availablePaymentMethods(DEMO_PAYMENT_SETTINGS, shipped).map(({ id, title, initialOrderStatus }) => [id, title, initialOrderStatus])).toEqual([
      ["bacs", "Direct bank transfer", "on-hold"],
      ["cheque", "Cheque payments", "on-hold"],
      ["cod", "Cash on delivery", "processing"],
      ["card", "Credit or debit card", "pending"],
    ]);
  });
  it("no cash on delivery for an order that does not ship", () => {
    expect(ids({ needsShipping: false, shippingMethodType: null, total: 2500 })).toEqual(["bacs", "cheque", "card"]);
  });
  it("no cash on delivery for a shipping type the shop left out", () => {
    const settings = { ...DEMO_PAYMENT_SETTINGS, cod: { ...DEMO_PAYMENT_SETTINGS.cod, enabledForShippingTypes: ["flat_rate" as const] } };
    expect(ids({ ...shipped, shippingMethodType: "local_pickup" }, settings)).toEqual(["bacs", "cheque", "card"]);
    expect(ids(shipped, settings)).toEqual(["bacs", "cheque", "cod", "card"]);
  });
  it("a disabled method is not offered", () => {
    expect(ids(shipped, { ...DEMO_PAYMENT_SETTINGS, cheque: { ...DEMO_PAYMENT_SETTINGS.cheque, enabled: false } })).toEqual(["bacs", "cod", "card"]);
  });
  it("a free order needs no payment", () => expect(ids({ ...shipped, total: 0 })).toEqual([]));
  it("settings saved before card payments existed read with the card's defaults", () => {
    const { card: _card, ...older } = DEMO_PAYMENT_SETTINGS;
    expect(paymentSettingsSchema.parse(older).card).toEqual({
      enabled: true,
      title: "Credit or debit card",
      description: "Pay securely by card on the next page, through the shop's payment provider.",
      capture: "immediately",
      testPayments: false,
    });
  });
  it("offers the card (the test gateway) only while test payments are switched on, and it is enabled", () => {
    const card = DEMO_PAYMENT_SETTINGS.card;
    expect(ids(shipped, { ...DEMO_PAYMENT_SETTINGS, card: { ...card, testPayments: false } })).toEqual(["bacs", "cheque", "cod"]);
    expect(ids(shipped, { ...DEMO_PAYMENT_SETTINGS, card: { ...card, enabled: false, testPayments: true } })).toEqual(["bacs", "cheque", "cod"]);
    expect(isCardAvailable({ ...card, testPayments: true })).toBe(true);
  });
  it("a card entry saved before test payments existed has them off", () => {
    const { testPayments: _test, ...olderCard } = DEMO_PAYMENT_SETTINGS.card;
    expect(paymentSettingsSchema.parse({ ...DEMO_PAYMENT_SETTINGS, card: olderCard }).card.testPayments).toBe(false);
  });
  it("a shop started without the demo offers cash on delivery only: no demo bank details, no test payments", () => {
    expect(ids(shipped, PRODUCTION_PAYMENT_SETTINGS)).toEqual(["cod"]);
    expect(PRODUCTION_PAYMENT_SETTINGS.bacs.iban).toBe("");
  });
  it("a card entry saved before the capture setting existed captures immediately; a capture mode outside the list is refused", () => {
    const { capture: _capture, ...olderCard } = DEMO_PAYMENT_SETTINGS.card;
    expect(paymentSettingsSchema.parse({ ...DEMO_PAYMENT_SETTINGS, card: olderCard }).card.capture).toBe("immediately");
    const held = { ...DEMO_PAYMENT_SETTINGS, card: { ...DEMO_PAYMENT_SETTINGS.card, capture: "when_staff_capture" } };
    expect(paymentSettingsSchema.parse(held).card.capture).toBe("when_staff_capture");
    expect(paymentSettingsSchema.safeParse({ ...held, card: { ...held.card, capture: "later" } }).success).toBe(false);
  });
});

describe("chosenPaymentMethod", () => {
  const offers = availablePaymentMethods(DEMO_PAYMENT_SETTINGS, { ...shipped, needsShipping: false });
  it("accepts an offered method", () => expect(chosenPaymentMethod(offers, "cheque")?.id).toBe("cheque"));
  it("refuses one that is not offered", () => expect(chosenPaymentMethod(offers, "cod")).toBeNull());
  it("refuses nothing chosen", () => expect(chosenPaymentMethod(offers, undefined)).toBeNull());
});

describe("paymentSettingsSchema", () => {
  it("refuses an empty title", () => {
    expect(paymentSettingsSchema.safeParse({ ...DEMO_PAYMENT_SETTINGS, cheque: { ...DEMO_PAYMENT_SETTINGS.cheque, title: " " } }).success).toBe(false);
  });
});
