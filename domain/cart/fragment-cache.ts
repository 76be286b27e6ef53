/**
 * The client's stored cart (product-page-and-widgets.md §3 "Cart fragments", §4, §9). The browser keeps
 * the last cart it saw with that cart's hash and the time it was stored. On load it shows the stored
 * cart only when the hash still equals the cart-hash cookie and it is under 24 hours old; otherwise it
 * asks GET /api/cart. Vitrine keeps the three values of the origin's three storage keys in one JSON
 * entry, so they can never disagree.
 */
import { z } from "zod";
import { CART_FRAGMENTS_MAX_AGE_MS, CART_FRAGMENTS_REFRESH_INTERVAL_MS } from "./constants.ts";

export const STORED_CART_STORAGE_KEY = "vitrine_cart";

const storedCartEnvelope = z.object({
  hash: z.string().max(128),
  /** Epoch milliseconds when the cart was stored (the origin's wc_cart_created). */
  createdAt: z.number().int().nonnegative(),
  cart: z.unknown(),
});

export type StoredCart<Cart = unknown> = { hash: string; createdAt: number; cart: Cart };

export function serializeStoredCart<Cart>(cart: Cart, hash: string, now: number): string {
  return JSON.stringify({ hash, createdAt: now, cart } satisfies StoredCart<Cart>);
}

/**
 * Reads what storage holds; anything that is not a stored cart (missing, truncated, another version's
 * shape, a cart that fails `cartSchema`) is null, which simply means "ask the server".
 */
export function parseStoredCart<Cart = unknown>(text: string | null | undefined, cartSchema?: z.ZodType<Cart>): StoredCart<Cart> | null {
  if (!text) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  const envelope = storedCartEnvelope.safeParse(raw);
  if (!envelope.success || envelope.data.cart === undefined) return null;
  if (!cartSchema) return envelope.data as StoredCart<Cart>;
  const cart = cartSchema.safeParse(envelope.data.cart);
  return cart.success ? { ...envelope.data, cart: cart.data } : null;
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
