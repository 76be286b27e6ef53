import { describe, expect, it } from "vitest";
import { EMAIL_MAX_LENGTH, isEmailShaped, normaliseEmail } from "./email.ts";

describe("normaliseEmail", () => {
  it.each([
    ["Emma@Vitrine.TEST", "emma@vitrine.test"],
    ["  customer@vitrine.test\t", "customer@vitrine.test"],
    ["already@lower.case", "already@lower.case"],
  ])("%j → %j", (raw, normal) => expect(normaliseEmail(raw)).toBe(normal));
});

describe("isEmailShaped", () => {
  it.each(["a@b.co", "first.last+tag@example.org", "léa@vitrine.test"])("accepts %j", (email) => expect(isEmailShaped(email)).toBe(true));
  it.each(["", "plain", "@b.co", "a@", "a@b", "a b@c.de", "a@@b.co", "a@b.co\n", `${"x".repeat(EMAIL_MAX_LENGTH)}@b.co`])("refuses %j", (email) =>
    expect(isEmailShaped(email)).toBe(false),
  );
});
