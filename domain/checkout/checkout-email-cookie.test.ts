import { describe, expect, it } from "vitest";
import { CHECKOUT_EMAIL_COOKIE, checkoutEmailCookie, checkoutEmailFromCookieHeader } from "./checkout-email-cookie.ts";

describe("checkout e-mail cookie", () => {
  it("S-3-46 stores the typed e-mail URL-encoded on the whole site for a day", () => {
    expect(checkoutEmailCookie(" ada+shop@example.com ")).toBe(`${CHECKOUT_EMAIL_COOKIE}=ada%2Bshop%40example.com; Path=/; Max-Age=86400; SameSite=Lax`);
  });

  it("S-3-46 an emptied field clears the cookie", () => {
    expect(checkoutEmailCookie("")).toBe(`${CHECKOUT_EMAIL_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`);
  });

  it("S-3-46 reads the value back from a Cookie header among others", () => {
    expect(checkoutEmailFromCookieHeader(`vitrine_session=abc; ${CHECKOUT_EMAIL_COOKIE}=ada%2Bshop%40example.com; other=1`)).toBe("ada+shop@example.com");
  });

  it.each([null, "", "other=1", `${CHECKOUT_EMAIL_COOKIE}=%E0%A4%A`])("reads nothing from %j", (header) => {
    expect(checkoutEmailFromCookieHeader(header)).toBe("");
  });
});
