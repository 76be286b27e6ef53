import { describe, expect, it } from "vitest";
import { accountRank, mayActOnAccount, rolesAfterStaffChange, staffChangeRefusal, staffRoleOf } from "./staff-rules.ts";

const admin = (id: number, deactivated = false) => ({ id, roles: ["admin", "customer"], deactivated });
const editor = (id: number) => ({ id, roles: ["customer", "editor"], deactivated: false });

describe("staffChangeRefusal", () => {
  it.each([
    ["deactivate themself", { kind: "deactivate" as const }],
    ["demote themself to shop manager", { kind: "role" as const, role: "shop_manager" as const }],
    ["remove their own staff access", { kind: "role" as const, role: "none" as const }],
  ])("refuses an administrator who would %s, even with other administrators", (_, change) => {
    expect(staffChangeRefusal({ actorId: 1, target: admin(1), change, activeAdministrators: 3 })?.code).toBe("cannot_change_self");
  });

  it("lets an administrator keep their own admin role (a no-op save)", () => {
    expect(staffChangeRefusal({ actorId: 1, target: admin(1), change: { kind: "role", role: "admin" }, activeAdministrators: 1 })).toBeNull();
  });

  it.each([
    ["deactivated", { kind: "deactivate" as const }],
    ["demoted", { kind: "role" as const, role: "editor" as const }],
  ])("never lets the last active administrator be %s by anyone", (_, change) => {
    expect(staffChangeRefusal({ actorId: 2, target: admin(1), change, activeAdministrators: 1 })?.code).toBe("last_administrator");
  });

  it("lets another administrator be demoted or deactivated while one stays", () => {
    expect(staffChangeRefusal({ actorId: 2, target: admin(1), change: { kind: "deactivate" }, activeAdministrators: 2 })).toBeNull();
    expect(staffChangeRefusal({ actorId: 2, target: admin(1), change: { kind: "role", role: "editor" }, activeAdministrators: 2 })).toBeNull();
  });

  it("does not count a deactivated administrator as the last one (changing them removes nobody active)", () => {
    expect(staffChangeRefusal({ actorId: 2, target: admin(1, true), change: { kind: "role", role: "editor" }, activeAdministrators: 1 })).toBeNull();
  });

  it("lets an administrator deactivate an editor or reactivate anyone", () => {
    expect(staffChangeRefusal({ actorId: 1, target: editor(5), change: { kind: "deactivate" }, activeAdministrators: 1 })).toBeNull();
    expect(staffChangeRefusal({ actorId: 1, target: admin(1, true), change: { kind: "reactivate" }, activeAdministrators: 1 })).toBeNull();
  });
});

describe("rolesAfterStaffChange", () => {
  it("replaces the staff role and keeps the others", () => {
    expect(rolesAfterStaffChange(["affiliate", "customer", "editor"], "shop_manager")).toEqual(["affiliate", "customer", "shop_manager"]);
  });
  it("falls back to customer when removing staff access leaves no role", () => {
    expect(rolesAfterStaffChange(["admin"], "none")).toEqual(["customer"]);
  });
});

describe("staffRoleOf", () => {
  it("answers the highest staff role, or null for a customer", () => {
    expect(staffRoleOf(["editor", "admin"])).toBe("admin");
    expect(staffRoleOf(["customer", "affiliate"])).toBeNull();
  });
});

describe("mayActOnAccount", () => {
  it.each<[string[], string[], boolean]>([
    [["shop_manager"], ["customer", "affiliate"], true],
    [["shop_manager"], ["customer"], true],
    [["shop_manager"], ["admin"], false],
    [["shop_manager"], ["admin", "customer"], false],
    [["shop_manager"], ["shop_manager"], false],
    [["shop_manager"], ["customer", "editor"], false],
    [["editor"], ["customer"], true],
    [["editor"], ["shop_manager"], false],
    [["customer"], ["customer"], false],
    [["affiliate"], ["customer"], false],
    [[], [], false],
    [["admin"], ["shop_manager"], true],
    [["admin"], ["admin"], true],
    [["admin"], ["customer"], true],
  ])("staff with %j may act on %j: %s", (actor, target, expected) => {
    expect(mayActOnAccount(actor, target)).toBe(expected);
  });

  it("ranks an administrator above other staff, and staff above customers", () => {
    expect([accountRank(["admin", "customer"]), accountRank(["shop_manager"]), accountRank(["editor"]), accountRank(["affiliate", "customer"])]).toEqual([
      2, 1, 1, 0,
    ]);
  });
});
