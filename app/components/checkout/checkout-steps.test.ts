import { describe, expect, it } from "vitest";
import { firstStepWith } from "./checkout-steps.tsx";

describe("firstStepWith", () => {
  it("S-2-5 a fresh checkout opens on step 1", () => expect(firstStepWith(null)).toBe(1));
  it("S-2-5 a refused address or e-mail sends the shopper back to step 1", () => {
    expect(firstStepWith({ fields: { "billing.postcode": "bad" } })).toBe(1);
    expect(firstStepWith({ fields: { email: "taken", shippingMethod: "choose" } })).toBe(1);
  });
  it("S-2-5 a refused shipping or payment choice opens step 2", () => expect(firstStepWith({ fields: { paymentMethod: "choose" } })).toBe(2));
  it("S-2-5 a refusal without fields (stock, coupon) stays on step 2 where the order was placed", () => expect(firstStepWith({ fields: {} })).toBe(2));
});
