import { describe, expect, it } from "vitest";
import { type CouponForm, couponFormSchema, couponInputOfForm, dateOfExpiry, expiryOfDate } from "./coupon-form.ts";

const form = (values: Record<string, string>): CouponForm => couponFormSchema.parse({ code: "WINTER", type: "percent", amount: "10", ...values });

describe("the coupon editor's form", () => {
  it("turns typed text into stored units", () => {
    const result = couponInputOfForm(
      form({
        amount: "12.5",
        expiresOn: "2026-12-31",
        usageLimit: "100",
        usageLimitPerCustomer: "1",
        minimumSpend: "20",
        maximumSpend: "200.50",
        productIds: "3, 4,4",
        categoryIds: "7",
        individualUse: "on",
        freeShipping: "on",
      }),
    );
    expect(result).toEqual({
      ok: true,
      input: {
        code: "WINTER",
        type: "percent",
        amount: 1250,
        expiresAt: "2027-01-01T00:00:00.000Z",
        usageLimit: 100,
        usageLimitPerCustomer: 1,
        minimumSpend: 2000,
        maximumSpend: 20050,
        productIds: [3, 4],
        excludedProductIds: [],
        categoryIds: [7],
        excludedCategoryIds: [],
        individualUse: true,
        freeShipping: true,
        excludeSaleItems: false,
        allowedEmails: [],
      },
    });
  });

  it("reads the allowed e-mails, comma separated, lower case, with wildcards", () => {
    const result = couponInputOfForm(form({ allowedEmails: " Anna@Shop.de, *@vitrine.TEST ,\nben.*@x.io" }));
    expect(result).toMatchObject({ ok: true, input: { allowedEmails: ["anna@shop.de", "*@vitrine.test", "ben.*@x.io"] } });
  });

  it("refuses an allowed e-mail that is neither an address nor a pattern, naming it beside the field", () => {
    expect(couponInputOfForm(form({ allowedEmails: "anna@shop.de, anna" }))).toEqual({
      ok: false,
      fields: { allowedEmails: '"anna" is not an e-mail address, or a pattern with * such as *@example.com.' },
    });
  });

  it("leaves empty limits as none and reads money for fixed coupons", () => {
    const result = couponInputOfForm(form({ type: "fixed_cart", amount: "5.00" }));
    expect(result).toMatchObject({ ok: true, input: { amount: 500, expiresAt: null, usageLimit: null, minimumSpend: null, maximumSpend: null } });
  });

  it.each([
    [{ amount: "100.5" }, "amount"],
    [{ amount: "ten" }, "amount"],
    [{ type: "fixed_cart", amount: "5.555" }, "amount"],
    [{ minimumSpend: "50", maximumSpend: "20" }, "maximumSpend"],
    [{ usageLimit: "2", usageLimitPerCustomer: "3" }, "usageLimitPerCustomer"],
    [{ productIds: "3", excludedProductIds: "3" }, "excludedProductIds"],
    [{ categoryIds: "1,2", excludedCategoryIds: "2" }, "excludedCategoryIds"],
    [{ code: "   " }, "code"],
    [{ code: "x".repeat(51) }, "code"],
  ])("refuses %j beside %s", (values, field) => {
    const result = couponInputOfForm(form(values));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.fields)).toContain(field);
  });

  it.each([
    [{ usageLimit: "0" }, "usageLimit"],
    [{ usageLimit: "1.5" }, "usageLimit"],
    [{ minimumSpend: "-3" }, "minimumSpend"],
    [{ expiresOn: "31/12/2026" }, "expiresOn"],
    [{ productIds: "3;drop table" }, "productIds"],
    [{ type: "bogus" }, "type"],
  ])("the schema refuses %j beside %s", (values, field) => {
    const parsed = couponFormSchema.safeParse({ code: "A", type: "percent", amount: "1", ...values });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join("."))).toContain(field);
  });

  it("refuses fields it does not know", () => {
    expect(couponFormSchema.safeParse({ code: "A", type: "percent", amount: "1", usageCount: "0" }).success).toBe(false);
  });

  it("keeps an expiry date round trip: good until the end of that day", () => {
    expect(expiryOfDate("2026-02-28").toISOString()).toBe("2026-03-01T00:00:00.000Z");
    expect(dateOfExpiry(new Date("2026-03-01T00:00:00.000Z"))).toBe("2026-02-28");
  });
});
