import { describe, expect, it } from "vitest";
import { adminBarLinks, seesAdminBar } from "./admin-bar.ts";

describe("admin bar", () => {
  it.each([
    [["admin"], true],
    [["editor"], true],
    [["customer", "editor"], true],
    [["customer"], false],
    [["affiliate", "customer"], false],
    [[], false],
  ])("roles %j see it: %s", (roles, sees) => {
    expect(seesAdminBar(roles)).toBe(sees);
  });

  it("an administrator gets the API reference and the dev mailbox; an editor only the API reference", () => {
    expect(adminBarLinks(["admin"]).map((link) => link.href)).toEqual(["/api/docs", "/dev/mailbox"]);
    expect(adminBarLinks(["editor"]).map((link) => link.href)).toEqual(["/api/docs"]);
  });
});
