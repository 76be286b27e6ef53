/**
 * The browser's stored cart (product-page-and-widgets.md §3 "Cart fragments", §4, §7 call 5): one store per
 * page that the header count, the mini-cart widget and the drawer read. On start it shows the cart kept in
 * sessionStorage when its hash equals the cart-hash cookie and it is under 24 hours old
 * (`shouldUseStoredCart`), otherwise it asks `GET /api/cart` and stores the answer with its hash and time.
 * Every change the page makes stores the new cart; a refresh is due 24 hours after the shown cart was
 * fetched; a cart-hash cookie that moved (another tab changed the cart) refreshes on the next check.
 */
import { CART_HASH_COOKIE, ITEMS_IN_CART_COOKIE } from "../../domain/cart/cart-cookies.ts";
import { parseStoredCart, refreshDelayMs, serializeStoredCart, shouldUseStoredCart, STORED_CART_STORAGE_KEY } from "../../domain/cart/fragment-cache.ts";
import type { CartView } from "./cart-view.ts";
import { cookieValue, isCartView } from "./stored-cart.ts";

export type StoredCartState = {
  /** False until the store started in the browser: render what the server rendered. */
  ready: boolean;
  cart: CartView | null;
  /** The items-in-cart cookie says the cart has items (P-4-180, P-4-181). */
  itemsInCart: boolean;
  /** The cart-hash cookie ("" when absent: the empty cart). */
  cookieHash: string;
  /** Items of adds that started and have not been answered yet (P-4-182). */
  adding: number;
};

/** What the store needs from the page; tests pass fakes. */
export type StoredCartEnvironment = {
  now(): number;
  cookies(): string;
  storage(): Pick<Storage, "getItem" | "setItem"> | null;
  /** Resolves with the answer's body; rejects on a network error, a timeout or a status other than 200. */
  fetchCart(): Promise<unknown>;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  /** A refresh failed: tell the page (an event), never the shopper (P-8-18). */
  reportRefreshError(reason: string): void;
};

export const INITIAL_STORED_CART: StoredCartState = { ready: false, cart: null, itemsInCart: false, cookieHash: "", adding: 0 };

export function createStoredCart(env: StoredCartEnvironment) {
  let state = INITIAL_STORED_CART;
  const listeners = new Set<() => void>();
  let timer: unknown = null;
  let inFlight: Promise<CartView | null> | null = null;
  let again = false;
  /** The cookie hash the last refresh started under: a cart whose hash the server answers differently is not asked for again and again. */
  let refreshedFor: string | null = null;

  function readCookies() {
    const cookies = env.cookies();
    return { itemsInCart: Number(cookieValue(cookies, ITEMS_IN_CART_COOKIE)) > 0, cookieHash: cookieValue(cookies, CART_HASH_COOKIE) ?? "" };
  }

  function update(patch: Partial<StoredCartState>) {
    state = { ...state, ...patch, ...readCookies() };
    for (const listener of listeners) listener();
  }

  function schedule(fetchedAt: number) {
    if (timer !== null) env.clearTimeout(timer);
    timer = env.setTimeout(() => void refresh(), refreshDelayMs(fetchedAt, env.now()));
  }

  /** Keeps a cart the page just got (a refresh, or the answer of a change) and shows it. */
  function store(cart: CartView) {
    const now = env.now();
    try {
      env.storage()?.setItem(STORED_CART_STORAGE_KEY, serializeStoredCart(cart, cart.hash, now));
    } catch {
      // Storage full or refused: the cart still shows; the next page asks the server.
    }
    update({ cart });
    schedule(now);
  }

  async function fetchValidCart(): Promise<CartView> {
    const body = await env.fetchCart();
    if (!isCartView(body)) throw new Error("GET /api/cart answered something that is not a cart");
    return body;
  }

  /** Asks the server for the cart; a call while one is under way asks again once it is answered. */
  function refresh(): Promise<CartView | null> {
    if (inFlight) {
      again = true;
      return inFlight;
    }
    refreshedFor = readCookies().cookieHash;
    inFlight = fetchValidCart()
      .then(
        (cart) => {
          store(cart);
          return cart;
        },
        (error: unknown) => {
          env.reportRefreshError(error instanceof Error ? error.message : String(error));
          update({});
          // Still every 24 hours (P-4-179), whether or not the last refresh got through.
          schedule(env.now());
          return null;
        },
      )
      .finally(() => {
        inFlight = null;
        if (again) {
          again = false;
          void refresh();
        }
      });
    return inFlight;
  }

  /** The stored cart when it is still good (P-4-175), otherwise a refresh (P-4-176…P-4-178). */
  function start() {
    if (state.ready) return;
    const stored = readStoredCart();
    const { cookieHash } = readCookies();
    if (stored && shouldUseStoredCart(stored, cookieHash, env.now())) {
      update({ ready: true, cart: stored.cart });
      schedule(stored.createdAt);
    } else {
      update({ ready: true });
      void refresh();
    }
  }

  function readStoredCart() {
    try {
      return parseStoredCart(env.storage()?.getItem(STORED_CART_STORAGE_KEY), isCartView);
    } catch {
      return null;
    }
  }

  /**
   * Compares the cart shown with the cart-hash cookie, which the server rewrites on every change: another
   * tab's add, a cart-page update or a login moves it (P-1-14). Cheap enough to run after every render.
   */
  function sync() {
    if (!state.ready) return;
    const cookies = readCookies();
    if (cookies.cookieHash !== state.cookieHash || cookies.itemsInCart !== state.itemsInCart) update({});
    // While an add is under way its answer brings the new cart: the cookie it set arrives a moment earlier.
    if (inFlight || state.adding > 0 || state.cart?.hash === cookies.cookieHash || refreshedFor === cookies.cookieHash) return;
    void refresh();
  }

  /**
   * The root loader's count, read from the database for this request, against the stored cart's: when they
   * differ the stored cart is stale, or the page was rendered for nobody in particular (count 0); either
   * way the server's cart is asked for once per count seen.
   */
  let reconciled: number | null = null;
  function reconcile(serverCount: number) {
    if (!state.ready || state.cart === null || state.cart.count === serverCount || reconciled === serverCount || inFlight) return;
    reconciled = serverCount;
    void refresh();
  }

  return {
    getState: () => state,
    reconcile,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start,
    sync,
    refresh,
    store,
    beginAdd: (items: number) => update({ adding: state.adding + items }),
    endAdd: (items: number) => update({ adding: Math.max(0, state.adding - items) }),
  };
}

export type StoredCartStore = ReturnType<typeof createStoredCart>;
