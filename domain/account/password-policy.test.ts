import { describe, expect, it } from "vitest";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from "./password-policy.ts";

describe("password policy", () => {
  it("the floor is 8 characters", () => expect(PASSWORD_MIN_LENGTH).toBe(8));

  it.each([
    ["1234567", "password_too_short"],
    ["", "password_too_short"],
    ["😀😀😀😀😀😀😀", "password_too_short"],
    ["x".repeat(PASSWORD_MAX_LENGTH + 1), "password_too_long"],
    ["Emma@Vitrine.test", "password_is_email"],
  ])("%j → %s", (password, code) => expect(passwordProblem(password, "emma@vitrine.test")?.code).toBe(code));

  it.each(["12345678", "vitrine-demo", "😀😀😀😀😀😀😀😀", "x".repeat(PASSWORD_MAX_LENGTH), "correct horse battery staple"])("accepts %j", (password) =>
    expect(passwordProblem(password, "emma@vitrine.test")).toBeNull(),
  );

  it("counts characters, not UTF-16 units", () => expect(passwordProblem("é".repeat(8), "")).toBeNull());
});
