import { describe, expect, it } from "vitest";
import { isSameOriginRequest, originOf } from "./same-origin.ts";

const own = originOf("http", "shop.test")!;

describe("the same-origin rule", () => {
  it("accepts a post from this origin, or one without Origin and Referer (no browser)", () => {
    expect(isSameOriginRequest(own, { origin: "http://shop.test" })).toBe(true);
    expect(isSameOriginRequest(own, { referer: "http://shop.test/cart?x=1" })).toBe(true);
    expect(isSameOriginRequest(own, {})).toBe(true);
  });

  it.each([
    ["another site", { origin: "https://evil.example" }],
    ["another site's page as Referer", { referer: "https://evil.example/x" }],
    ["an opaque origin", { origin: "null" }],
    ["the same host over another scheme (H: hosts alone are not enough)", { origin: "https://shop.test" }],
    ["the same host on another port", { origin: "http://shop.test:8080" }],
    ["a subdomain", { origin: "http://evil.shop.test" }],
    ["Origin wins over a matching Referer", { origin: "https://evil.example", referer: "http://shop.test/" }],
    ["garbage", { origin: "not a url" }],
  ])("refuses %s", (_name, headers) => {
    expect(isSameOriginRequest(own, headers)).toBe(false);
  });

  it("writes an origin as URL#origin does: default ports dropped, others kept", () => {
    expect(originOf("https", "shop.test:443")).toBe("https://shop.test");
    expect(originOf("http", "localhost:3101")).toBe("http://localhost:3101");
    expect(originOf("http", "bad host")).toBeNull();
  });
});
