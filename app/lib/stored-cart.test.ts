import { describe, expect, it } from "vitest";
import { cookieValue, isCartView, quantityBeingAdded } from "./stored-cart.ts";

const line = { key: "a".repeat(32), name: "Brass Pen", quantity: 2, unitPrice: 1200 };
const cart = { items: [line], count: 2, subtotal: 2400, totals: { subtotal: 2400, total: 2400 }, removed: [], hash: "b".repeat(32) };

describe("cookieValue", () => {
  it("P-4-177 finds the cart-hash cookie among others, by its exact name", () => {
    const cookies = "vitrine_items_in_cart=1; vitrine_cart_hash_old=x; vitrine_cart_hash=abc123; theme=dark";
    expect(cookieValue(cookies, "vitrine_cart_hash")).toBe("abc123");
    expect(cookieValue(cookies, "vitrine_items_in_cart")).toBe("1");
  });
  it("P-4-181 answers null when the cookie is absent, and decodes escapes", () => {
    expect(cookieValue("", "vitrine_items_in_cart")).toBeNull();
    expect(cookieValue("a=b", "vitrine_items_in_cart")).toBeNull();
    expect(cookieValue("x=%20y", "x")).toBe(" y");
    expect(cookieValue("x=%E0%A4%A", "x")).toBe("%E0%A4%A");
  });
});

describe("isCartView", () => {
  it("P-7-19 accepts what GET /api/cart answers, empty carts included", () => {
    expect(isCartView(cart)).toBe(true);
    expect(isCartView({ items: [], count: 0, subtotal: 0, totals: { subtotal: 0, total: 0 }, removed: [], hash: "" })).toBe(true);
  });
  it.each([
    ["null", null],
    ["an array", []],
    ["an error answer", { error: { code: "internal_error" } }],
    ["HTML", "<html>"],
    ["items that are not lines", { ...cart, items: [{ key: 1 }] }],
    ["a negative count", { ...cart, count: -1 }],
    ["a money amount as text", { ...cart, subtotal: "24.00" }],
    ["no hash", { ...cart, hash: undefined }],
  ])("refuses %s", (_, value) => expect(isCartView(value)).toBe(false));
});

describe("quantityBeingAdded", () => {
  const form = (entries: [string, string][]) => {
    const data = new FormData();
    for (const [k, v] of entries) data.append(k, v);
    return data;
  };
  it("P-4-182 reads a simple product's quantity", () => {
    expect(
      quantityBeingAdded(
        form([
          ["quantity", "3"],
          ["add-to-cart", "12"],
        ]),
      ),
    ).toBe(3);
  });
  it("sums a grouped product's quantities", () => {
    expect(
      quantityBeingAdded(
        form([
          ["quantity[4]", "2"],
          ["quantity[5]", "0"],
          ["quantity[6]", "1"],
        ]),
      ),
    ).toBe(3);
  });
  it("counts at least one item, and ignores what is not a quantity", () => {
    expect(quantityBeingAdded(form([]))).toBe(1);
    expect(quantityBeingAdded(form([["quantity", "abc"]]))).toBe(1);
    expect(quantityBeingAdded(form([["quantity", "-2"]]))).toBe(1);
  });
});
