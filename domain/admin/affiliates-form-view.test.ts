import { describe, expect, it } from "vitest";
import { DEFAULT_PROGRAMME_SETTINGS, programmeSettingsSchema } from "../affiliates/programme.ts";
import { affiliatesFormView, affiliatesFromFormView } from "./affiliates-form-view.ts";

describe("the affiliate programme's settings as a form", () => {
  it("shows each rate with both amounts and the payout types as one checkbox each, and goes back unchanged", () => {
    const document = {
      ...DEFAULT_PROGRAMME_SETTINGS,
      productRates: [{ productId: 7, rate: { kind: "fixed" as const, amountMinor: 250 } }],
      payoutTypes: ["banktransfer" as const, "credit" as const],
    };
    const view = affiliatesFormView(document);
    expect(view.defaultRate).toEqual({ kind: "percent", basisPoints: 1000, amountMinor: 0 });
    expect(view.productRates).toEqual([{ productId: 7, rate: { kind: "fixed", basisPoints: 0, amountMinor: 250 } }]);
    expect(view.payoutTypes).toEqual({ custom1: false, custom2: false, banktransfer: true, paypalapi: false, stripeapi: false, credit: true });
    expect(affiliatesFromFormView(view)).toEqual(document);
  });

  it("keeps the amount the chosen kind names, so switching the kind needs no script", () => {
    const view = affiliatesFormView(DEFAULT_PROGRAMME_SETTINGS);
    const back = affiliatesFromFormView({ ...view, defaultRate: { kind: "fixed", basisPoints: 1000, amountMinor: 300 } });
    expect(back.defaultRate).toEqual({ kind: "fixed", amountMinor: 300 });
    expect(programmeSettingsSchema.safeParse(back).success).toBe(true);
  });

  it("no payout type ticked is an empty list the schema refuses with a clear message", () => {
    const view = affiliatesFormView(DEFAULT_PROGRAMME_SETTINGS);
    const back = affiliatesFromFormView({ ...view, payoutTypes: {} });
    expect(back.payoutTypes).toEqual([]);
    const checked = programmeSettingsSchema.safeParse(back);
    expect(checked.success === false && checked.error.issues[0]).toMatchObject({ path: ["payoutTypes"], message: "Offer at least one payout type." });
  });
});
