import { describe, expect, it } from "vitest";
import { containsPattern, customerListQuery, customerRolesBody, erasureBody, staffInviteBody, staffRoleBody } from "./people-input.ts";

describe("the people screens' inputs", () => {
  it("lists with defaults whatever a hand-edited URL says", () => {
    expect(customerListQuery.parse({})).toEqual({ sort: "created", dir: "desc", page: 1 });
    expect(customerListQuery.parse({ q: "  ada ", role: "wizard", sort: "password", dir: "up", page: "-3" })).toEqual({
      q: "ada",
      role: undefined,
      sort: "created",
      dir: "desc",
      page: 1,
    });
    expect(customerListQuery.parse({ role: "affiliate", sort: "orders", dir: "asc", page: "2" })).toMatchObject({ role: "affiliate", sort: "orders", page: 2 });
  });

  it("sets only customer and affiliate roles from the customers screen", () => {
    expect(customerRolesBody.safeParse({ roles: ["customer", "affiliate"] }).success).toBe(true);
    expect(customerRolesBody.safeParse({ roles: ["admin"] }).success).toBe(false);
    expect(customerRolesBody.safeParse({ roles: [], extra: 1 }).success).toBe(false);
  });

  it("needs an e-mail and a reason to erase", () => {
    expect(erasureBody.safeParse({ confirmEmail: "", reason: "asked" }).success).toBe(false);
    expect(erasureBody.safeParse({ confirmEmail: "a@b.c", reason: "x".repeat(501) }).success).toBe(false);
    expect(erasureBody.parse({ confirmEmail: " a@b.c ", reason: " asked by mail " })).toEqual({ confirmEmail: "a@b.c", reason: "asked by mail" });
  });

  it("invites with a normalised e-mail and a staff role", () => {
    expect(staffInviteBody.parse({ email: " Sam@Example.COM ", role: "editor" })).toEqual({
      email: "sam@example.com",
      role: "editor",
      firstName: "",
      lastName: "",
    });
    expect(staffInviteBody.safeParse({ email: "not-mail", role: "editor" }).success).toBe(false);
    expect(staffInviteBody.safeParse({ email: "a@b.co", role: "customer" }).success).toBe(false);
    expect(staffRoleBody.safeParse({ role: "none" }).success).toBe(true);
  });

  it("searches for wildcards literally", () => {
    expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });
});
