/**
 * The client's stored cart (product-page-and-widgets.md §3 "Cart fragments", §4, §9). The browser keeps
 * the last cart it saw with that cart's hash and the time it was stored. On load it shows the stored
 * cart only when the hash still equals the cart-hash cookie and it is under 24 hours old; otherwise it
 * asks GET /api/cart. Vitrine keeps the three values of the origin's three storage keys in one JSON
 * entry, so they can never disagree.
 *
 * The browser runs this on every page, so it checks shapes by hand instead of with zod: a schema library
 * here would put all of zod into every page's first-load JavaScript.
 */
import { CART_FRAGMENTS_MAX_AGE_MS, CART_FRAGMENTS_REFRESH_INTERVAL_MS } from "./constants.ts";

export const STORED_CART_STORAGE_KEY = "vitrine_cart";
/** Longer than any hash the server makes (32 hex characters); a longer one is not ours. */
const MAX_HASH_LENGTH = 128;

export type StoredCart<Cart = unknown> = {
  hash: string;
  /** Epoch milliseconds when the cart was stored (the origin's wc_cart_created). */
  createdAt: number;
  cart: Cart;
};

function isEnvelope(value: unknown): value is StoredCart {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const { hash, createdAt, cart } = value as Record<string, unknown>;
  return typeof hash === "string" && hash.length <= MAX_HASH_LENGTH && Number.isSafeInteger(createdAt) && (createdAt as number) >= 0 && cart !== undefined;
}

export function serializeStoredCart<Cart>(cart: Cart, hash: string, now: number): string {
  return JSON.stringify({ hash, createdAt: now, cart } satisfies StoredCart<Cart>);
}

/**
 * Reads what storage holds; anything that is not a stored cart (missing, truncated, another version's
 * shape, a cart that `isCart` refuses) is null, which simply means "ask the server".
 */
export function parseStoredCart<Cart = unknown>(text: string | null | undefined, isCart?: (value: unknown) => value is Cart): StoredCart<Cart> | null {
  if (!text) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isEnvelope(raw)) return null;
  if (isCart && !isCart(raw.cart)) return null;
  return { hash: raw.hash, createdAt: raw.createdAt, cart: raw.cart as Cart };
}

/**
 * An empty cart has no cookie and the empty hash, so a missing cookie matches a stored empty cart.
 * A time stamp in the future means a changed clock; it is not trusted.
 */
export function shouldUseStoredCart(stored: StoredCart | null, cookieHash: string | null | undefined, now: number): boolean {
  if (!stored) return false;
  if (stored.hash !== (cookieHash ?? "")) return false;
  const age = now - stored.createdAt;
  return age >= 0 && age < CART_FRAGMENTS_MAX_AGE_MS;
}

/** The next refresh is 24 hours after the cart shown was fetched (its createdAt, or now after a fetch). */
export function nextRefreshAt(lastFetchedAt: number): number {
  return lastFetchedAt + CART_FRAGMENTS_REFRESH_INTERVAL_MS;
}

/** Milliseconds to wait before the next refresh; 0 means refresh now. */
export function refreshDelayMs(lastFetchedAt: number, now: number): number {
  return Math.max(0, nextRefreshAt(lastFetchedAt) - now);
}
