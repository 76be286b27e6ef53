import { describe, expect, it } from "vitest";
import { DEFAULT_EMAIL_SETTINGS, emailSettingsSchema, fillPlaceholders, resolveEmailSettings, senderMailbox } from "./email-texts.ts";

describe("e-mail texts", () => {
  it("fills known placeholders and leaves unknown ones as typed", () => {
    expect(fillPlaceholders("Order {number} for {email} at {shop} {nope}", { number: "7", email: "a@b.c", shop: "V" })).toBe("Order 7 for a@b.c at V {nope}");
  });

  it("reads a stored document field by field, a broken field taking its default", () => {
    expect(resolveEmailSettings(null)).toEqual(DEFAULT_EMAIL_SETTINGS);
    expect(resolveEmailSettings({ senderName: "Shop", newOrderSubject: "" })).toEqual({ ...DEFAULT_EMAIL_SETTINGS, senderName: "Shop" });
  });

  it("refuses a sender name that would break the From header and an address that is not one", () => {
    const refused = emailSettingsSchema.safeParse({ ...DEFAULT_EMAIL_SETTINGS, senderName: 'Evil" <x@y.z>', senderAddress: "nope" });
    expect(refused.error!.issues.map((issue) => issue.path.join("."))).toEqual(["senderName", "senderAddress"]);
    expect(emailSettingsSchema.safeParse({ ...DEFAULT_EMAIL_SETTINGS, senderAddress: "shop@example.com" }).success).toBe(true);
    expect(emailSettingsSchema.safeParse({ ...DEFAULT_EMAIL_SETTINGS, extra: 1 }).success).toBe(false);
  });

  it("sends from the merchant's sender, each empty part taken from the configured sender", () => {
    const configured = { name: "Vitrine", address: "shop@localhost" };
    expect(senderMailbox({ senderName: "Vitrine Dublin", senderAddress: "orders@vitrine.ie" }, configured)).toEqual({
      name: "Vitrine Dublin",
      address: "orders@vitrine.ie",
    });
    expect(senderMailbox({ senderName: "Vitrine Dublin", senderAddress: "" }, configured)).toEqual({ name: "Vitrine Dublin", address: "shop@localhost" });
    expect(senderMailbox({ senderName: " ", senderAddress: " " }, configured)).toEqual(configured);
  });
});
