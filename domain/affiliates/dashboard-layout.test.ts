import { describe, expect, it } from "vitest";
import { areaTweakClasses, areaTweaks, tabFromParam, tabsWrap } from "./dashboard-layout.ts";
import { DASHBOARD_TABS } from "./dashboard.ts";

describe("dashboard layout rules", () => {
  it("S-4-25 tabs wrap only above 5 tab links", () => {
    expect(tabsWrap(5)).toBe(false);
    expect(tabsWrap(6)).toBe(true);
    expect(tabsWrap(DASHBOARD_TABS.length)).toBe(true);
  });

  it("S-4-26 the narrow tweak applies below 850 px of area, not at 850 or wider", () => {
    expect(areaTweaks(849).narrow).toBe(true);
    expect(areaTweaks(850).narrow).toBe(false);
    expect(areaTweaks(851).narrow).toBe(false);
  });

  it("S-4-27 the medium tweak applies below 1150 px of area, not at 1150 or wider", () => {
    expect(areaTweaks(1149).medium).toBe(true);
    expect(areaTweaks(1150).medium).toBe(false);
    expect(areaTweaks(1151).medium).toBe(false);
  });

  it("names a class per tweak that applies", () => {
    expect(areaTweakClasses(areaTweaks(600))).toEqual(["affiliate-dashboard--below-1150", "affiliate-dashboard--below-850"]);
    expect(areaTweakClasses(areaTweaks(1000))).toEqual(["affiliate-dashboard--below-1150"]);
    expect(areaTweakClasses(areaTweaks(1200))).toEqual([]);
  });

  it("reads the tab of the address, falling back to the statistics", () => {
    expect(tabFromParam("settings")).toBe("settings");
    expect(tabFromParam("payouts")).toBe("payouts");
    expect(tabFromParam("nope")).toBe("statistics");
    expect(tabFromParam(null)).toBe("statistics");
  });
});
