import { describe, expect, it } from "vitest";
import { adminBarLinks, seesAdminBar } from "./admin-bar.ts";

describe("admin bar", () => {
  it.each([
    [["admin"], true],
    [["shop_manager"], true],
    [["editor"], true],
    [["customer", "editor"], true],
    [["customer"], false],
    [["affiliate", "customer"], false],
    [[], false],
  ])("roles %j see it: %s", (roles, sees) => {
    expect(seesAdminBar(roles)).toBe(sees);
  });

  it("an administrator gets the admin, the API reference and the mail outbox; a shop manager the admin and the API reference", () => {
    expect(adminBarLinks(["admin"]).map((link) => link.href)).toEqual(["/admin", "/api/docs", "/admin/mail"]);
    expect(adminBarLinks(["shop_manager"]).map((link) => link.href)).toEqual(["/admin", "/api/docs"]);
  });

  it("an editor, with no admin section of theirs yet, gets only the API reference", () => {
    expect(adminBarLinks(["editor"]).map((link) => link.href)).toEqual(["/api/docs"]);
  });
});
