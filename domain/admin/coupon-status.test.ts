import { describe, expect, it } from "vitest";
import { couponStatusOf, usageLabelOf } from "./coupon-status.ts";

const NOW = new Date("2026-11-26T12:00:00Z");

describe("a coupon's status in the admin list", () => {
  it.each([
    [{ expiresAt: null, usageLimit: null, usageCount: 40 }, "active"],
    [{ expiresAt: new Date("2026-11-27T00:00:00Z"), usageLimit: 5, usageCount: 4 }, "active"],
    [{ expiresAt: new Date("2026-11-26T12:00:00Z"), usageLimit: null, usageCount: 0 }, "expired"],
    [{ expiresAt: null, usageLimit: 5, usageCount: 5 }, "used_up"],
    [{ expiresAt: new Date("2026-01-01T00:00:00Z"), usageLimit: 5, usageCount: 5 }, "expired"],
  ] as const)("%j is %s", (coupon, status) => expect(couponStatusOf(coupon, NOW)).toBe(status));

  it("labels uses against the limit", () => {
    expect(usageLabelOf({ usageCount: 3, usageLimit: 10 })).toBe("3 / 10");
    expect(usageLabelOf({ usageCount: 3, usageLimit: null })).toBe("3 / ∞");
  });
});
