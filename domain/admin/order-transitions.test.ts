import { describe, expect, it } from "vitest";
import { ADMIN_ORDER_STATUSES, allowedTransitions, canTransition, isRefundable, restocksOnTransition } from "./order-transitions.ts";

describe("order status transitions", () => {
  it.each([
    ["pending", "processing", true],
    ["pending", "cancelled", true],
    ["processing", "completed", true],
    ["processing", "on-hold", true],
    ["on-hold", "processing", true],
    ["failed", "processing", true],
    ["processing", "processing", false],
    ["completed", "cancelled", false],
    ["completed", "processing", false],
    ["cancelled", "processing", false],
    ["refunded", "completed", false],
    ["draft", "processing", false],
    ["pending", "refunded", false],
    ["pending", "pending", false],
    ["processing", "draft", false],
  ] as const)("%s → %s allowed: %s", (from, to, allowed) => {
    expect(canTransition(from, to)).toBe(allowed);
  });

  it("never offers the status an order already has", () => {
    for (const status of ADMIN_ORDER_STATUSES) expect(allowedTransitions(status)).not.toContain(status);
  });

  it("restocks only on cancelling", () => {
    expect(restocksOnTransition("cancelled")).toBe(true);
    expect(restocksOnTransition("completed")).toBe(false);
    expect(restocksOnTransition("on-hold")).toBe(false);
  });

  it("refunds only orders that were sold and not yet given back", () => {
    expect(isRefundable("processing")).toBe(true);
    expect(isRefundable("completed")).toBe(true);
    expect(isRefundable("draft")).toBe(false);
    expect(isRefundable("cancelled")).toBe(false);
    expect(isRefundable("refunded")).toBe(false);
  });
});
