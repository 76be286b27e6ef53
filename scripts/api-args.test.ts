import { describe, expect, it } from "vitest";
import { DEFAULT_ACCOUNT, parseApiArgs } from "./api-args.ts";

describe("npm run api arguments", () => {
  it("signs in as the demo administrator by default and upper-cases the method", () => {
    expect(parseApiArgs(["get", "/api/settings/checkout"])).toEqual({ as: DEFAULT_ACCOUNT, method: "GET", path: "/api/settings/checkout" });
  });

  it("takes another account and a JSON body", () => {
    expect(parseApiArgs(["--as", "customer@vitrine.test", "PUT", "/api/settings/checkout", '{"layout":"modern"}'])).toEqual({
      as: "customer@vitrine.test",
      method: "PUT",
      path: "/api/settings/checkout",
      body: '{"layout":"modern"}',
    });
  });

  it.each([
    [["FETCH", "/api/cart"], "unknown method"],
    [["GET", "/cart"], "must start with /api/"],
    [["PUT", "/api/settings/checkout", "{layout:modern}"], "not JSON"],
    [["--as"], "needs an e-mail"],
    [["GET", "/api/cart", "{}", "more"], "unexpected arguments"],
  ])("refuses %j with a readable error", (argv, message) => {
    const parsed = parseApiArgs(argv);
    expect("error" in parsed && parsed.error).toContain(message);
  });
});
