import { describe, expect, it } from "vitest";
import { cartCookies } from "./cart-cookies.ts";

describe("cartCookies (P-4-180 P-4-181 P-4-177)", () => {
  it("a cart with items: items-in-cart=1 and the hash, readable by scripts", () => {
    const cookies = cartCookies({ count: 2, hash: "ab12" }, false);
    expect(cookies).toEqual(["vitrine_items_in_cart=1; Path=/; SameSite=Lax", "vitrine_cart_hash=ab12; Path=/; SameSite=Lax"]);
    for (const c of cookies) expect(c).not.toContain("HttpOnly");
  });

  it("an empty cart clears both", () => {
    expect(cartCookies({ count: 0, hash: "" }, true)).toEqual([
      "vitrine_items_in_cart=; Path=/; SameSite=Lax; Secure; Max-Age=0",
      "vitrine_cart_hash=; Path=/; SameSite=Lax; Secure; Max-Age=0",
    ]);
  });
});
