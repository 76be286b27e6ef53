/**
 * Pure helpers of the browser's stored cart (product-page-and-widgets.md §3 "Cart fragments"): reading a
 * cookie, recognising a cart answer without a schema library (zod would weigh on every page's first load),
 * and how many items an add-to-cart form is about to add.
 */
import type { CartView } from "./cart-view.ts";

/** The value of cookie `name` in a `document.cookie` string, or null when it is not set. */
export function cookieValue(cookies: string, name: string): string | null {
  for (const part of cookies.split(";")) {
    const at = part.indexOf("=");
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    const raw = part.slice(at + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const isCount = (value: unknown) => Number.isSafeInteger(value) && (value as number) >= 0;

function isLine(value: unknown): boolean {
  return isObject(value) && typeof value.key === "string" && typeof value.name === "string" && isCount(value.quantity) && Number.isSafeInteger(value.unitPrice);
}

/** What `GET /api/cart` answers, checked as far as the mini-cart and the header read it. */
export function isCartView(value: unknown): value is CartView {
  return (
    isObject(value) &&
    Array.isArray(value.items) &&
    value.items.every(isLine) &&
    isCount(value.count) &&
    Number.isSafeInteger(value.subtotal) &&
    typeof value.hash === "string" &&
    (value.removed === undefined || Array.isArray(value.removed))
  );
}

/**
 * How many items an add-to-cart form adds: its `quantity` field, or the sum of a grouped product's
 * `quantity[<id>]` fields; at least 1 (a form without a quantity adds one).
 */
export function quantityBeingAdded(form: FormData): number {
  let total = 0;
  for (const [name, value] of form.entries()) {
    if (name !== "quantity" && !name.startsWith("quantity[")) continue;
    const n = typeof value === "string" && /^\d{1,5}$/.test(value.trim()) ? Number(value.trim()) : 0;
    total += n;
  }
  return Math.max(1, total);
}
