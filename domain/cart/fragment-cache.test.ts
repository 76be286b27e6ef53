import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CART_FRAGMENTS_MAX_AGE_MS } from "./constants.ts";
import { nextRefreshAt, parseStoredCart, refreshDelayMs, serializeStoredCart, shouldUseStoredCart } from "./fragment-cache.ts";

const now = Date.UTC(2026, 10, 23, 12);
const hour = 3_600_000;
const stored = (hash: string, createdAt: number) => ({ hash, createdAt, cart: { count: 1 } });

describe("shouldUseStoredCart", () => {
  it("P-4-175 uses a stored cart whose hash matches the cookie and is under 24 hours old", () => {
    expect(shouldUseStoredCart(stored("abc", now - 23 * hour), "abc", now)).toBe(true);
  });
  it("P-4-176 refreshes when nothing is stored", () => {
    expect(shouldUseStoredCart(null, "abc", now)).toBe(false);
  });
  it("P-4-177 refreshes when the stored hash differs from the cart-hash cookie", () => {
    expect(shouldUseStoredCart(stored("abc", now), "abd", now)).toBe(false);
    expect(shouldUseStoredCart(stored("abc", now), null, now)).toBe(false);
  });
  it("P-4-178 refreshes at 24 hours and after", () => {
    expect(shouldUseStoredCart(stored("abc", now - 25 * hour), "abc", now)).toBe(false);
    expect(shouldUseStoredCart(stored("abc", now - CART_FRAGMENTS_MAX_AGE_MS), "abc", now)).toBe(false);
    expect(shouldUseStoredCart(stored("abc", now - CART_FRAGMENTS_MAX_AGE_MS + 1), "abc", now)).toBe(true);
  });
  it("P-4-175 an empty cart without a cookie matches a stored empty cart", () => {
    expect(shouldUseStoredCart(stored("", now - hour), undefined, now)).toBe(true);
  });
  it("does not trust a time stamp from the future", () => {
    expect(shouldUseStoredCart(stored("abc", now + hour), "abc", now)).toBe(false);
  });
  it("P-4-175 P-4-178 is used exactly when hash matches and age is in [0, 24 h)", () => {
    fc.assert(
      fc.property(fc.integer({ min: -2 * CART_FRAGMENTS_MAX_AGE_MS, max: 2 * CART_FRAGMENTS_MAX_AGE_MS }), fc.boolean(), (age, sameHash) => {
        const used = shouldUseStoredCart(stored("h", now - age), sameHash ? "h" : "x", now);
        expect(used).toBe(sameHash && age >= 0 && age < CART_FRAGMENTS_MAX_AGE_MS);
      }),
    );
  });
});

describe("refresh schedule", () => {
  it("P-4-179 the next refresh is 24 hours after the last fetch", () => {
    expect(nextRefreshAt(now)).toBe(now + 86_400_000);
    expect(refreshDelayMs(now - hour, now)).toBe(23 * hour);
    expect(refreshDelayMs(now - 30 * hour, now)).toBe(0);
  });
});

describe("parseStoredCart", () => {
  it("P-3-47 reads back what was stored: hash, time and cart", () => {
    expect(parseStoredCart(serializeStoredCart({ count: 2 }, "h1", now))).toEqual({ hash: "h1", createdAt: now, cart: { count: 2 } });
  });
  it.each([
    null,
    "",
    "not json",
    "null",
    "[]",
    '{"hash":"a","createdAt":"1","cart":{}}',
    '{"hash":1,"createdAt":1,"cart":{}}',
    '{"hash":"a","createdAt":-5,"cart":{}}',
    '{"hash":"a","createdAt":1.5,"cart":{}}',
    '{"hash":"a","createdAt":1}',
  ])("rejects garbage: %s", (text) => expect(parseStoredCart(text)).toBeNull());
  it("checks the cart with the caller's shape check", () => {
    const isCart = (value: unknown): value is { count: number } =>
      typeof value === "object" && value !== null && Number.isInteger((value as { count?: unknown }).count);
    expect(parseStoredCart(serializeStoredCart({ count: 1 }, "h", now), isCart)?.cart).toEqual({ count: 1 });
    expect(parseStoredCart(serializeStoredCart({ count: "x" }, "h", now), isCart)).toBeNull();
  });
  it("refuses a hash longer than any the server makes, and keeps no extra fields", () => {
    expect(parseStoredCart(JSON.stringify({ hash: "a".repeat(129), createdAt: 1, cart: {} }))).toBeNull();
    expect(parseStoredCart(JSON.stringify({ hash: "a", createdAt: 1, cart: {}, extra: true }))).toEqual({ hash: "a", createdAt: 1, cart: {} });
  });
  it("never throws on arbitrary text", () => {
    fc.assert(fc.property(fc.string(), (text) => void parseStoredCart(text)));
  });
});
