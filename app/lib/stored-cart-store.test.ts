import { describe, expect, it } from "vitest";
import { STORED_CART_STORAGE_KEY, serializeStoredCart } from "../../domain/cart/fragment-cache.ts";
import type { CartView } from "./cart-view.ts";
import { createStoredCart } from "./stored-cart-store.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const T0 = Date.UTC(2026, 10, 23, 12);

function cartOf(count: number, hash: string): CartView {
  const items =
    count === 0
      ? []
      : [
          {
            key: "k".repeat(32),
            productId: 1,
            variationId: null,
            name: "Brass Pen",
            slug: "brass-pen",
            image: null,
            attributes: [],
            unitPrice: 1200,
            quantity: count,
            lineTotal: 1200 * count,
            soldIndividually: false,
            minQuantity: 1,
            maxQuantity: null,
          },
        ];
  return { items, count, subtotal: 1200 * count, totals: { subtotal: 1200 * count, total: 1200 * count }, removed: [], hash };
}

/** A page with fake storage, cookies, clock, timers and server. */
function page(options: { stored?: string; cookies?: string; answers?: (() => Promise<unknown>)[] } = {}) {
  const storage = new Map<string, string>(options.stored ? [[STORED_CART_STORAGE_KEY, options.stored]] : []);
  const timers: { at: number; run: () => void; id: number }[] = [];
  const errors: string[] = [];
  const answers = [...(options.answers ?? [])];
  let clock = T0;
  let fetches = 0;
  let nextId = 1;
  const world = {
    cookies: options.cookies ?? "",
    storage,
    errors,
    get fetches() {
      return fetches;
    },
    /** Moves the clock, running the timers that fall due. */
    async advance(ms: number) {
      clock += ms;
      for (const timer of timers.filter((t) => t.at <= clock)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.run();
      }
      await settle();
    },
  };
  const store = createStoredCart({
    now: () => clock,
    cookies: () => world.cookies,
    storage: () => ({ getItem: (k) => storage.get(k) ?? null, setItem: (k, v) => void storage.set(k, v) }),
    fetchCart: () => {
      fetches += 1;
      const next = answers.shift();
      return next ? next() : Promise.reject(new Error("no answer prepared"));
    },
    setTimeout: (run, ms) => {
      const id = nextId++;
      timers.push({ at: clock + ms, run, id });
      return id;
    },
    clearTimeout: (id) => {
      const at = timers.findIndex((t) => t.id === id);
      if (at >= 0) timers.splice(at, 1);
    },
    reportRefreshError: (reason) => errors.push(reason),
  });
  return { store, world };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const answer = (body: unknown) => () => Promise.resolve(body);
const cookiesFor = (cart: CartView) => (cart.count > 0 ? `vitrine_items_in_cart=1; vitrine_cart_hash=${cart.hash}` : "");

describe("stored cart store", () => {
  const two = cartOf(2, "a".repeat(32));

  it("P-4-175 shows a stored cart whose hash matches the cookie without asking the server", async () => {
    const { store, world } = page({ stored: serializeStoredCart(two, two.hash, T0 - HOUR), cookies: cookiesFor(two) });
    store.start();
    await settle();
    expect(world.fetches).toBe(0);
    expect(store.getState()).toMatchObject({ ready: true, itemsInCart: true, cookieHash: two.hash, cart: { count: 2 } });
  });

  it("P-4-176 P-3-47 P-7-19 asks the server when nothing is stored, and stores the answer with its hash and time", async () => {
    const { store, world } = page({ cookies: cookiesFor(two), answers: [answer(two)] });
    store.start();
    await settle();
    expect(world.fetches).toBe(1);
    expect(store.getState().cart?.count).toBe(2);
    expect(JSON.parse(world.storage.get(STORED_CART_STORAGE_KEY)!)).toEqual({ hash: two.hash, createdAt: T0, cart: two });
  });

  it("P-4-177 asks the server when the cart-hash cookie moved", async () => {
    const three = cartOf(3, "b".repeat(32));
    const { store, world } = page({ stored: serializeStoredCart(two, two.hash, T0 - HOUR), cookies: cookiesFor(three), answers: [answer(three)] });
    store.start();
    await settle();
    expect(world.fetches).toBe(1);
    expect(store.getState().cart?.count).toBe(3);
  });

  it("P-4-178 asks the server when the stored cart is 24 hours old", async () => {
    const { store, world } = page({ stored: serializeStoredCart(two, two.hash, T0 - DAY), cookies: cookiesFor(two), answers: [answer(two)] });
    store.start();
    await settle();
    expect(world.fetches).toBe(1);
  });

  it("P-4-179 refreshes 24 hours after the shown cart was fetched, and again 24 hours later", async () => {
    const { store, world } = page({ stored: serializeStoredCart(two, two.hash, T0 - 2 * HOUR), cookies: cookiesFor(two), answers: [answer(two), answer(two)] });
    store.start();
    await world.advance(22 * HOUR - 1);
    expect(world.fetches).toBe(0);
    await world.advance(1);
    expect(world.fetches).toBe(1);
    await world.advance(DAY);
    expect(world.fetches).toBe(2);
  });

  it("P-8-18 P-7-20 a failed or malformed refresh only reports an error, and is not repeated for the same cookie", async () => {
    const { store, world } = page({
      cookies: cookiesFor(two),
      answers: [() => Promise.reject(new Error("GET /api/cart answered 500")), answer({ error: {} })],
    });
    store.start();
    await settle();
    expect(world.errors).toEqual(["GET /api/cart answered 500"]);
    expect(store.getState()).toMatchObject({ ready: true, cart: null, itemsInCart: true });
    store.sync();
    await settle();
    expect(world.fetches).toBe(1);
    await store.refresh();
    expect(world.errors).toHaveLength(2);
    expect(world.errors[1]).toMatch(/not a cart/);
  });

  it("P-1-14 refreshes on a check once another tab moved the cart-hash cookie, and only then", async () => {
    const three = cartOf(3, "c".repeat(32));
    const { store, world } = page({ stored: serializeStoredCart(two, two.hash, T0), cookies: cookiesFor(two), answers: [answer(three)] });
    store.start();
    store.sync();
    expect(world.fetches).toBe(0);
    world.cookies = cookiesFor(three);
    store.sync();
    await settle();
    expect(world.fetches).toBe(1);
    expect(store.getState().cart?.count).toBe(3);
  });

  it("does not ask again and again when the server's hash differs from the cookie's (a price changed)", async () => {
    const repriced = cartOf(2, "d".repeat(32));
    const { store, world } = page({ cookies: cookiesFor(two), answers: [answer(repriced)] });
    store.start();
    await settle();
    store.sync();
    store.sync();
    await settle();
    expect(world.fetches).toBe(1);
  });

  it("a refresh asked for while one is under way runs once more afterwards, so a change is never lost", async () => {
    let release: (value: unknown) => void = () => {};
    const first = () => new Promise((resolve) => (release = resolve));
    const three = cartOf(3, "e".repeat(32));
    const { store, world } = page({ answers: [first, answer(three)] });
    store.start();
    void store.refresh();
    void store.refresh();
    release(two);
    await settle();
    await settle();
    expect(world.fetches).toBe(2);
    expect(store.getState().cart?.count).toBe(3);
  });

  it("P-4-182 counts the items of an add under way until it is answered", () => {
    const { store } = page({ answers: [answer(cartOf(0, ""))] });
    store.start();
    store.beginAdd(3);
    expect(store.getState().adding).toBe(3);
    store.endAdd(3);
    expect(store.getState().adding).toBe(0);
  });

  it("S-7-31 the cookie an add sets before its answer arrives asks the server nothing; the answer brings the cart", async () => {
    const { store, world } = page({ stored: serializeStoredCart(two, two.hash, T0), cookies: cookiesFor(two) });
    store.start();
    store.beginAdd(1);
    const three = cartOf(3, "g".repeat(32));
    world.cookies = cookiesFor(three);
    store.sync();
    await settle();
    expect(world.fetches).toBe(0);
    store.store(three);
    store.endAdd(1);
    store.sync();
    await settle();
    expect(world.fetches).toBe(0);
    expect(store.getState().cart?.count).toBe(3);
  });

  it("stores the cart a change answered and shows it", () => {
    const { store, world } = page({ stored: serializeStoredCart(two, two.hash, T0), cookies: cookiesFor(two) });
    store.start();
    const one = cartOf(1, "f".repeat(32));
    world.cookies = cookiesFor(one);
    store.store(one);
    expect(store.getState()).toMatchObject({ cart: { count: 1 }, cookieHash: one.hash });
    expect(JSON.parse(world.storage.get(STORED_CART_STORAGE_KEY)!).hash).toBe(one.hash);
  });
});

describe("stored cart store after a failed refresh", () => {
  it("P-4-179 still refreshes 24 hours later", async () => {
    const two = cartOf(2, "a".repeat(32));
    const { store, world } = page({ cookies: cookiesFor(two), answers: [() => Promise.reject(new Error("offline")), answer(two)] });
    store.start();
    await settle();
    expect(world.errors).toEqual(["offline"]);
    await world.advance(DAY);
    expect(world.fetches).toBe(2);
    expect(store.getState().cart?.count).toBe(2);
  });
});

describe("stored cart store against the server's count", () => {
  it("refreshes once when the root loader's count disagrees with a stored cart whose hash still matches (an order emptied the cart)", async () => {
    const one = cartOf(1, "a".repeat(32));
    const { store, world } = page({ stored: serializeStoredCart(one, one.hash, T0), cookies: cookiesFor(one), answers: [answer(cartOf(0, ""))] });
    store.start();
    store.reconcile(1);
    expect(world.fetches).toBe(0);
    store.reconcile(0);
    store.reconcile(0);
    await settle();
    expect(world.fetches).toBe(1);
    expect(store.getState().cart?.count).toBe(0);
  });
});
