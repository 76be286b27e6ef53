import { describe, expect, it } from "vitest";
import { VAT_NUMBER_PATTERN } from "../../../domain/checkout/address.ts";
import { businessBilling, ORDER_HISTORY_COUNT, ORDER_HISTORY_DAYS, orderHistoryPlans } from "./order-history.ts";

describe("the demo order history", () => {
  const plans = orderHistoryPlans();

  it("spreads its orders over the period, three of them placed today, the same on every run", () => {
    expect(plans).toHaveLength(ORDER_HISTORY_COUNT);
    expect(plans.filter(({ plan }) => plan.daysAgo === 0)).toHaveLength(3);
    expect(Math.max(...plans.map(({ plan }) => plan.daysAgo))).toBeGreaterThanOrEqual(ORDER_HISTORY_DAYS - 1);
    expect(new Set(plans.map(({ plan }) => plan.daysAgo)).size).toBeGreaterThan(25);
    expect(orderHistoryPlans()).toEqual(plans);
  });

  it("leaves today's orders on hold and the last days' processing; older ones delivered, one cancelled", () => {
    const final = (daysAgo: (d: number) => boolean) =>
      new Set(plans.filter(({ plan }) => daysAgo(plan.daysAgo)).map(({ plan }) => plan.history.at(-1)!.status));
    expect(final((d) => d === 0)).toEqual(new Set(["on-hold"]));
    expect(final((d) => d > 0 && d <= 3)).toEqual(new Set(["processing"]));
    expect(final((d) => d > 3)).toEqual(new Set(["completed", "cancelled"]));
  });

  it("orders from several shoppers, never the demo customer (whose orders are fixed)", () => {
    const shoppers = new Set(plans.map(({ shopper }) => shopper.email));
    expect(shoppers.size).toBeGreaterThan(3);
    expect(shoppers.has("customer@vitrine.test")).toBe(false);
  });
});

describe("business shoppers in the order history", () => {
  it("every fifth bills a company with an Irish VAT number the checkout would accept, the others none", () => {
    const business = businessBilling(10, "Walsh");
    expect(business).toEqual({ company: "Walsh Studio Ltd", vatNumber: expect.stringMatching(/^IE\d{7}[A-Z]$/) });
    expect(VAT_NUMBER_PATTERN.test((business as { vatNumber: string }).vatNumber)).toBe(true);
    expect(businessBilling(11, "Walsh")).toEqual({});
  });
});
