import { describe, expect, it } from "vitest";
import { formatOrderDate, ORDER_STATUSES, orderStatusLabel } from "./order-status.ts";

describe("order status labels", () => {
  it.each([
    ["pending", "Pending payment"],
    ["on-hold", "On hold"],
    ["processing", "Processing"],
    ["completed", "Completed"],
    ["cancelled", "Cancelled"],
    ["refunded", "Refunded"],
    ["failed", "Failed"],
    ["something-new", "something-new"],
  ])("%s → %s", (status, label) => expect(orderStatusLabel(status)).toBe(label));
  it("every status has its own label", () => expect(new Set(ORDER_STATUSES.map(orderStatusLabel)).size).toBe(ORDER_STATUSES.length));
});

describe("order dates", () => {
  it("read in the shop's time zone, whatever the machine's", () => {
    // 23:30 UTC on 31 May is already 1 June in Dublin (summer time).
    expect(formatOrderDate("2026-05-31T23:30:00Z")).toBe("1 June 2026");
    expect(formatOrderDate(new Date("2026-01-15T12:00:00Z"))).toBe("15 January 2026");
  });
});
