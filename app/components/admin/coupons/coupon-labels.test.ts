import { describe, expect, it } from "vitest";
import { allowedEmailsLabel } from "./coupon-labels.ts";

describe("allowedEmailsLabel", () => {
  it.each<[string[], number | undefined, string]>([
    [[], undefined, "Everyone"],
    [["*@vitrine.test"], undefined, "Only *@vitrine.test"],
    [["a@x.io", "b@x.io", "*@y.io"], undefined, "Only a@x.io, b@x.io, *@y.io"],
    [["a@x.io", "b@x.io", "*@y.io"], 2, "Only a@x.io, b@x.io and 1 more"],
    [["a@x.io"], 2, "Only a@x.io"],
  ])("%j (showing %s) → %j", (allowed, shown, expected) => expect(allowedEmailsLabel(allowed, shown)).toBe(expected));
});
