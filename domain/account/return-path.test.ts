import { describe, expect, it } from "vitest";
import { DEFAULT_RETURN_PATH, safeReturnPath } from "./return-path.ts";

describe("safeReturnPath", () => {
  it.each([
    ["/account/orders", "/account/orders"],
    ["/checkout?country=IE#review", "/checkout?country=IE#review"],
    ["/", "/"],
    ["/account/../cart", "/cart"],
    // Dot segments can leave a path that starts with "//" (a host to the browser): it collapses to one slash.
    ["/account/../..//evil.example", "/evil.example"],
    ["/..//evil", "/evil"],
    ["/.//evil/path?x=1", "/evil/path?x=1"],
    ["/a/..///evil", "/evil"],
    ["/%2F%2Fevil", "/%2F%2Fevil"],
  ])("keeps the same-site path %j as %j", (raw, expected) => {
    expect(safeReturnPath(raw)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [""],
    ["account"],
    ["https://evil.example/account"],
    ["//evil.example/account"],
    ["/\\evil.example"],
    ["\\\\evil.example"],
    ["javascript:alert(1)"],
    ["/account\n/orders"],
    ["/\tevil"],
    ["/\r\n/evil"],
    ["/\\/evil"],
    ["%2F%2Fevil"],
    ["https:evil"],
    ["https:/evil.example"],
    ["/account/../..//account/login"],
    ["/account/login?next=/account"],
    ["/account/logout"],
    [`/${"a".repeat(2001)}`],
  ])("refuses %j for the dashboard", (raw) => {
    expect(safeReturnPath(raw)).toBe(DEFAULT_RETURN_PATH);
  });
});
