import { describe, expect, it } from "vitest";
import { emailCheckBody, loginBody, PASSWORD_BOUND, registerBody } from "./operations.ts";

describe("account operation schemas", () => {
  it("a login takes what was typed, trimmed, and names a missing password", () => {
    expect(loginBody.parse({ email: "  not-an-address ", password: "x" })).toEqual({ email: "not-an-address", password: "x" });
    const missing = loginBody.safeParse({ email: "a@b.test", password: "" });
    expect(missing.success ? null : missing.error.issues[0]?.message).toBe("Please enter your password.");
  });

  it("registration and the e-mail check need an e-mail-shaped address", () => {
    expect(registerBody.safeParse({ email: "nope", password: "long enough" }).success).toBe(false);
    expect(emailCheckBody.safeParse({ email: "Ada@Example.test" }).success).toBe(true);
  });

  it("passwords are bounded at twice the policy's length in UTF-16 units; unknown fields are refused", () => {
    expect(loginBody.safeParse({ email: "a@b.test", password: "x".repeat(PASSWORD_BOUND + 1) }).success).toBe(false);
    expect(loginBody.safeParse({ email: "a@b.test", password: "x", role: "admin" }).success).toBe(false);
  });
});
