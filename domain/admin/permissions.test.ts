import { describe, expect, it } from "vitest";
import { hasPermission, homeSectionFor, isStaff, sectionsFor } from "./permissions.ts";

describe("admin permissions", () => {
  it("an administrator may do everything", () => {
    for (const permission of ["dashboard", "catalogue", "orders", "customers", "coupons", "settings", "staff", "audit", "content"] as const) {
      expect(hasPermission(["admin"], permission)).toBe(true);
    }
  });

  it("a shop manager runs the catalogue, orders, customers and coupons, never the settings or the staff", () => {
    expect(["catalogue", "orders", "customers", "coupons", "dashboard"].every((p) => hasPermission(["shop_manager"], p as "orders"))).toBe(true);
    expect(hasPermission(["shop_manager"], "settings")).toBe(false);
    expect(hasPermission(["shop_manager"], "staff")).toBe(false);
    expect(hasPermission(["shop_manager"], "audit")).toBe(false);
  });

  it("an editor has content only; customers and affiliates have nothing", () => {
    expect(hasPermission(["editor"], "content")).toBe(true);
    expect(hasPermission(["editor"], "orders")).toBe(false);
    expect(isStaff(["customer", "affiliate"])).toBe(false);
    expect(sectionsFor(["customer"])).toEqual([]);
    expect(sectionsFor(["affiliate"])).toEqual([]);
  });

  it("administrators and shop managers run the affiliate programme; editors and affiliates do not", () => {
    expect(hasPermission(["admin"], "affiliates")).toBe(true);
    expect(hasPermission(["shop_manager"], "affiliates")).toBe(true);
    expect(hasPermission(["editor"], "affiliates")).toBe(false);
    expect(hasPermission(["affiliate"], "affiliates")).toBe(false);
    expect(sectionsFor(["shop_manager"]).map((s) => s.id)).toContain("affiliates");
  });

  it("the navigation lists only the sections a role may open, the dashboard first", () => {
    const manager = sectionsFor(["shop_manager"]).map((s) => s.id);
    expect(manager[0]).toBe("dashboard");
    expect(manager).toContain("orders");
    expect(manager).not.toContain("settings");
    expect(manager).not.toContain("staff");
    expect(homeSectionFor(["admin"])?.path).toBe("/admin");
  });
});
