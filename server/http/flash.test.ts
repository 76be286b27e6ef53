import { describe, expect, it } from "vitest";
import { createCookieJar } from "./cookie-jar.ts";
import { createFlash, signFlashValue, verifyFlashValue } from "./flash.ts";

const SECRET = "a-test-secret-that-is-long-enough-0123456789";
const SLOT = { name: "vitrine_cart_notice", path: "/cart" };

describe("signed flash messages", () => {
  it("reads back what it signed", () => {
    const value = { kind: "success", text: "“Lamp” has been added to your cart." };
    expect(verifyFlashValue(SECRET, SLOT.name, signFlashValue(SECRET, SLOT.name, value))).toEqual(value);
  });

  it("ignores a changed payload, a changed signature, another secret, another cookie's value and garbage", () => {
    const signed = signFlashValue(SECRET, SLOT.name, { kind: "error", text: "no" });
    const [payload, signature] = signed.split(".") as [string, string];
    const forged = Buffer.from(JSON.stringify({ kind: "error", text: "<script>" })).toString("base64url");
    expect(verifyFlashValue(SECRET, SLOT.name, `${forged}.${signature}`)).toBeNull();
    expect(verifyFlashValue(SECRET, SLOT.name, `${payload}.${signature.slice(0, -2)}AA`)).toBeNull();
    expect(verifyFlashValue("another-secret-that-is-long-enough-012345678", SLOT.name, signed)).toBeNull();
    expect(verifyFlashValue(SECRET, "vitrine_account_notice", signed)).toBeNull();
    for (const junk of ["", ".", "abc", "abc.", ".abc", forged]) expect(verifyFlashValue(SECRET, SLOT.name, junk)).toBeNull();
  });

  it("puts a message through the jar (Secure on https) and clears it as it is taken, tampered or not", () => {
    const jar = createCookieJar(true);
    createFlash(SECRET, undefined, jar).put(SLOT, "hello");
    const set = jar.list()[0]!;
    expect(set).toMatch(/^vitrine_cart_notice=[^;]+; Path=\/cart; HttpOnly; SameSite=Lax; Secure; Max-Age=60$/);

    const next = createCookieJar(false);
    expect(createFlash(SECRET, `x=1; ${set.split(";")[0]}`, next).take(SLOT)).toBe("hello");
    expect(next.list()).toEqual(["vitrine_cart_notice=; Path=/cart; HttpOnly; SameSite=Lax; Max-Age=0"]);

    const tampered = createCookieJar(false);
    expect(createFlash(SECRET, "vitrine_cart_notice=eyJ4IjoxfQ.bad", tampered).take(SLOT)).toBeNull();
    expect(tampered.list()).toHaveLength(1);

    const none = createCookieJar(false);
    expect(createFlash(SECRET, "other=1", none).take(SLOT)).toBeNull();
    expect(none.list()).toEqual([]);
  });
});
