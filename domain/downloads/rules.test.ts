import { describe, expect, it } from "vitest";
import { afterDownload, DAY_MS, downloadPath, downloadRefusal, expiryLabel, initialGrant, remainingLabel, statusAllowsDownload } from "./rules.ts";

const now = new Date("2026-11-27T12:00:00Z");

describe("statusAllowsDownload", () => {
  it.each([
    ["processing", true],
    ["completed", true],
    ["pending", false],
    ["on-hold", false],
    ["cancelled", false],
    ["refunded", false],
    ["failed", false],
    ["draft", false],
  ])("%s → %s", (status, allowed) => expect(statusAllowsDownload(status)).toBe(allowed));
});

describe("initialGrant", () => {
  it("copies the limit and counts the expiry in days from the purchase", () => {
    expect(initialGrant({ downloadLimit: 3, expiryDays: 30 }, now)).toEqual({ downloadsRemaining: 3, expiresAt: new Date(now.getTime() + 30 * DAY_MS) });
  });
  it("keeps unlimited and never-expiring files so", () => {
    expect(initialGrant({ downloadLimit: null, expiryDays: null }, now)).toEqual({ downloadsRemaining: null, expiresAt: null });
  });
});

describe("downloadRefusal", () => {
  const grant = { downloadsRemaining: 2, expiresAt: new Date(now.getTime() + DAY_MS), orderStatus: "completed" };
  it("allows a paid order's grant with downloads left before its expiry", () => {
    expect(downloadRefusal(grant, now)).toBeNull();
    expect(downloadRefusal({ ...grant, downloadsRemaining: null, expiresAt: null }, now)).toBeNull();
  });
  it("refuses an unpaid order first", () => {
    expect(downloadRefusal({ ...grant, orderStatus: "on-hold", downloadsRemaining: 0 }, now)).toBe("order_not_paid");
  });
  it("refuses at the expiry instant and after", () => {
    expect(downloadRefusal({ ...grant, expiresAt: now }, now)).toBe("expired");
    expect(downloadRefusal({ ...grant, expiresAt: new Date(now.getTime() - 1) }, now)).toBe("expired");
  });
  it("refuses when no download is left", () => {
    expect(downloadRefusal({ ...grant, downloadsRemaining: 0 }, now)).toBe("limit_reached");
  });
});

describe("afterDownload and labels", () => {
  it("counts down to zero and leaves unlimited alone", () => {
    expect(afterDownload(2)).toBe(1);
    expect(afterDownload(1)).toBe(0);
    expect(afterDownload(0)).toBe(0);
    expect(afterDownload(null)).toBeNull();
  });
  it("reads remaining and expiry for people", () => {
    expect(remainingLabel(null)).toBe("Unlimited");
    expect(remainingLabel(4)).toBe("4");
    expect(expiryLabel(null)).toBe("Never");
    expect(expiryLabel(new Date("2026-12-27T00:00:00Z"))).toBe("27 December 2026");
  });
  it("builds links, with the order key for guests", () => {
    expect(downloadPath("k".repeat(43))).toBe(`/downloads/${"k".repeat(43)}`);
    expect(downloadPath("k".repeat(43), "wc_order_a b")).toBe(`/downloads/${"k".repeat(43)}?order=wc_order_a%20b`);
  });
});
