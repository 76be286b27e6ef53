import { describe, expect, it } from "vitest";
import { FIRST_ADMIN_NAME_MAX, firstAdminProblems, normaliseFirstAdmin } from "./first-admin.ts";

const good = { name: "Ada Owner", email: "ada@shop.example", password: "a long enough secret" };

describe("the first administrator's fields", () => {
  it("accept a name, an e-mail address and a password that meets the policy", () => {
    expect(firstAdminProblems(good)).toEqual({});
  });

  it("name every field that is wrong, each with its own message", () => {
    expect(firstAdminProblems({ name: "  ", email: "not-an-address", password: "short" })).toEqual({
      name: "Please enter your name.",
      email: "Please enter a valid e-mail address.",
      password: expect.stringContaining("at least"),
    });
  });

  it("refuse a name that is too long and a password that is the e-mail address", () => {
    const problems = firstAdminProblems({ name: "x".repeat(FIRST_ADMIN_NAME_MAX + 1), email: "Ada@Shop.example", password: "ada@shop.example" });
    expect(problems.name).toContain(`${FIRST_ADMIN_NAME_MAX}`);
    expect(problems.password).toBe("The password must not be your e-mail address.");
    expect(problems.email).toBeUndefined();
  });

  it("are stored trimmed, with the e-mail address lower-cased and the password as typed", () => {
    expect(normaliseFirstAdmin({ name: " Ada ", email: " ADA@Shop.Example ", password: " pass word " })).toEqual({
      name: "Ada",
      email: "ada@shop.example",
      password: " pass word ",
    });
  });
});
