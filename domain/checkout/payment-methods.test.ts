import { describe, expect, it } from "vitest";
import { availablePaymentMethods, chosenPaymentMethod, DEMO_PAYMENT_SETTINGS, type PaymentContext, paymentSettingsSchema } from "./payment-methods.ts";

const shipped: PaymentContext = { needsShipping: true, shippingMethodType: "flat_rate", total: 2500 };
const ids = (context: PaymentContext, settings = DEMO_PAYMENT_SETTINGS) => availablePaymentMethods(settings, context).map((m) => m.id);

describe("availablePaymentMethods", () => {
  it("offers bank transfer, cheque and cash on delivery with their titles and first order status", () => {
    expect(availablePaymentMethods(DEMO_PAYMENT_SETTINGS, shipped).map(({ id, title, initialOrderStatus }) => [id, title, initialOrderStatus])).toEqual([
      ["bacs", "Direct bank transfer", "on-hold"],
      ["cheque", "Cheque payments", "on-hold"],
      ["cod", "Cash on delivery", "processing"],
    ]);
  });
  it("no cash on delivery for an order that does not ship", () => {
    expect(ids({ needsShipping: false, shippingMethodType: null, total: 2500 })).toEqual(["bacs", "cheque"]);
  });
  it("no cash on delivery for a shipping type the shop left out", () => {
    const settings = { ...DEMO_PAYMENT_SETTINGS, cod: { ...DEMO_PAYMENT_SETTINGS.cod, enabledForShippingTypes: ["flat_rate" as const] } };
    expect(ids({ ...shipped, shippingMethodType: "local_pickup" }, settings)).toEqual(["bacs", "cheque"]);
    expect(ids(shipped, settings)).toEqual(["bacs", "cheque", "cod"]);
  });
  it("a disabled method is not offered", () => {
    expect(ids(shipped, { ...DEMO_PAYMENT_SETTINGS, cheque: { ...DEMO_PAYMENT_SETTINGS.cheque, enabled: false } })).toEqual(["bacs", "cod"]);
  });
  it("a free order needs no payment", () => expect(ids({ ...shipped, total: 0 })).toEqual([]));
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
