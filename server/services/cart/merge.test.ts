import { randomBytes } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/connect.ts";
import { MAX_CART_LINES } from "../../../domain/cart/line-cap.ts";
import { cartLines, carts, customers, products, variations } from "../../db/schema/index.ts";
import { seedCatalogueFixture } from "../../testing/catalogue-fixture.ts";
import { createTestDatabase, testDatabaseKind } from "../../testing/test-database.ts";
import { createServices, type Services } from "../index.ts";

let database: Database;
let services: Services;
let ids: Map<string, number>;
let teeBlueM: number;
let counter = 0;
const id = (slug: string) => ids.get(slug)!;
const here = { address: "203.0.113.9" };
const PASSWORD = "merge-test-password";

beforeAll(async () => {
  database = await createTestDatabase();
  ids = await seedCatalogueFixture(database.db);
  const [v] = await database.db.select({ id: variations.id }).from(variations).where(eq(variations.sku, "TEE-BM"));
  teeBlueM = v!.id;
  services = createServices(database.db, { mediaDir: "/nonexistent", mailTransport: null });
});
afterAll(async () => database?.close());

/** A customer whose saved cart holds `saved` (product slug → quantity), signed out again. */
async function customerWithSavedCart(saved: Record<string, number>) {
  const email = `merge-${++counter}@vitrine.test`;
  const { session } = await services.accounts.register(null, { email, password: PASSWORD });
  for (const [slug, quantity] of Object.entries(saved)) await services.cart.addItems(session.id, { productId: id(slug), quantity });
  await services.accounts.logout(session);
  return email;
}

async function guestWith(lines: Record<string, number>) {
  const { session } = await services.sessions.create();
  for (const [slug, quantity] of Object.entries(lines)) await services.cart.addItems(session.id, { productId: id(slug), quantity });
  return session;
}

const quantities = (cart: { items: { slug: string; quantity: number }[] }) => Object.fromEntries(cart.items.map((i) => [i.slug, i.quantity]));

describe(`guest cart merge at login on ${testDatabaseKind}`, () => {
  it("same lines add their quantities, other lines from both carts are kept, on the new session", async () => {
    const email = await customerWithSavedCart({ "red-lamp": 1, "blue-lamp": 2 });
    const guest = await guestWith({ "red-lamp": 2, kettle: 1 });
    const { session } = await services.accounts.login(guest, { email, password: PASSWORD }, here);
    const cart = await services.cart.getCart(session.id);
    expect(quantities(cart)).toEqual({ "red-lamp": 3, "blue-lamp": 2, kettle: 1 });
    expect(await services.cart.getCart(guest.id)).toMatchObject({ count: 0 });
    const rows = await database.db.select({ sessionId: carts.sessionId, customerId: carts.customerId }).from(carts).where(eq(carts.sessionId, session.id));
    expect(rows).toEqual([{ sessionId: session.id, customerId: session.customerId }]);
  });

  it("variations merge by their line: the same variation adds up", async () => {
    const email = `merge-${++counter}@vitrine.test`;
    const first = await services.accounts.register(null, { email, password: PASSWORD });
    await services.cart.addItems(first.session.id, { productId: id("variable-tee"), variationId: teeBlueM, quantity: 1 });
    await services.accounts.logout(first.session);
    const { session: guest } = await services.sessions.create();
    await services.cart.addItems(guest.id, { productId: id("variable-tee"), variationId: teeBlueM, quantity: 2 });
    const { session } = await services.accounts.login(guest, { email, password: PASSWORD }, here);
    expect((await services.cart.getCart(session.id)).items).toEqual([expect.objectContaining({ variationId: teeBlueM, quantity: 3 })]);
  });

  it("merged quantities stay within the maximum, stock and sold-individually limits", async () => {
    const email = await customerWithSavedCart({ "red-lamp": 2, "blue-lamp": 1, apron: 1 });
    const guest = await guestWith({ "red-lamp": 2, "blue-lamp": 3, apron: 1 });
    await database.db
      .update(products)
      .set({ maxQuantity: 3 })
      .where(eq(products.id, id("red-lamp")));
    await database.db
      .update(products)
      .set({ manageStock: true, stockQuantity: 2 })
      .where(eq(products.id, id("blue-lamp")));
    await database.db
      .update(products)
      .set({ soldIndividually: true })
      .where(eq(products.id, id("apron")));
    try {
      const { session } = await services.accounts.login(guest, { email, password: PASSWORD }, here);
      expect(quantities(await services.cart.getCart(session.id))).toEqual({ "red-lamp": 3, "blue-lamp": 2, apron: 1 });
    } finally {
      await database.db
        .update(products)
        .set({ maxQuantity: null })
        .where(eq(products.id, id("red-lamp")));
      await database.db
        .update(products)
        .set({ manageStock: false, stockQuantity: null })
        .where(eq(products.id, id("blue-lamp")));
      await database.db
        .update(products)
        .set({ soldIndividually: false })
        .where(eq(products.id, id("apron")));
    }
  });

  it("without a saved cart the guest cart becomes the customer's; it is found again at the next login", async () => {
    const email = await customerWithSavedCart({});
    const guest = await guestWith({ kettle: 2 });
    const first = await services.accounts.login(guest, { email, password: PASSWORD }, here);
    expect(quantities(await services.cart.getCart(first.session.id))).toEqual({ kettle: 2 });
    await services.accounts.logout(first.session);
    const second = await services.accounts.login(null, { email, password: PASSWORD }, here);
    expect(quantities(await services.cart.getCart(second.session.id))).toEqual({ kettle: 2 });
  });

  it("a login with an empty guest cart brings back the saved cart", async () => {
    const email = await customerWithSavedCart({ "green-shade": 1 });
    const { session: guest } = await services.sessions.create();
    const { session } = await services.accounts.login(guest, { email, password: PASSWORD }, here);
    expect(quantities(await services.cart.getCart(session.id))).toEqual({ "green-shade": 1 });
  });

  it("another customer's cart on the previous session is neither merged nor lost", async () => {
    const otherEmail = await customerWithSavedCart({});
    const other = await services.accounts.login(null, { email: otherEmail, password: PASSWORD }, here);
    await services.cart.addItems(other.session.id, { productId: id("kettle"), quantity: 1 });
    const email = await customerWithSavedCart({ "red-lamp": 1 });
    const mine = await services.accounts.login(other.session, { email, password: PASSWORD }, here);
    expect(quantities(await services.cart.getCart(mine.session.id))).toEqual({ "red-lamp": 1 });
    const back = await services.accounts.login(null, { email: otherEmail, password: PASSWORD }, here);
    expect(quantities(await services.cart.getCart(back.session.id))).toEqual({ kettle: 1 });
  });

  it("adds racing the login all land in the merged cart", async () => {
    const email = await customerWithSavedCart({ "red-lamp": 1 });
    const guest = await guestWith({ "red-lamp": 1 });
    const adds = Array.from({ length: 3 }, () =>
      services.cart.addItems(guest.id, { productId: id("red-lamp"), quantity: 1 }).then(
        () => 1,
        (error: unknown) => {
          // An add that lost the race finds the session ended: a 403 the client retries, never a 5xx.
          expect(error).toMatchObject({ status: 403, code: "invalid_nonce" });
          return 0;
        },
      ),
    );
    const login = services.accounts.login(guest, { email, password: PASSWORD }, here);
    const [added, { session }] = await Promise.all([Promise.all(adds), login]);
    const landed = added.reduce<number>((n, a) => n + a, 0);
    expect(quantities(await services.cart.getCart(session.id))["red-lamp"]).toBe(2 + landed);
  });

  it(`a merge never takes the cart past ${MAX_CART_LINES} lines: the saved lines stay, the guest's new lines go in as added while there is room`, async () => {
    const email = await customerWithSavedCart({ "red-lamp": 1 });
    // The saved cart is one line short of full: red-lamp and filler lines written directly.
    const [{ id: customerId }] = (await database.db.select({ id: customers.id }).from(customers).where(eq(customers.email, email))) as [{ id: number }];
    const [saved] = await database.db.select({ id: carts.id }).from(carts).where(eq(carts.customerId, customerId));
    await database.db.insert(cartLines).values(
      Array.from({ length: MAX_CART_LINES - 2 }, () => ({
        cartId: saved!.id,
        productId: id("green-shade"),
        quantity: 1,
        lineKey: randomBytes(16).toString("hex"),
      })),
    );
    // More of a saved line, then three new lines, in this order: only the first new line has room.
    const guest = await guestWith({ "red-lamp": 2, "blue-lamp": 1, kettle: 1, apron: 1 });

    const { session } = await services.accounts.login(guest, { email, password: PASSWORD }, here);
    const merged = await services.cart.getCart(session.id);
    expect(merged.items.length + merged.removed.length).toBe(MAX_CART_LINES);
    const bySlug = quantities(merged);
    expect([bySlug["red-lamp"], bySlug["blue-lamp"], bySlug.kettle, bySlug.apron]).toEqual([3, 1, undefined, undefined]);
    const [{ lines }] = (await database.db
      .select({ lines: count() })
      .from(cartLines)
      .innerJoin(carts, eq(carts.id, cartLines.cartId))
      .where(eq(carts.sessionId, session.id))) as [{ lines: number }];
    expect(lines).toBe(MAX_CART_LINES);
    // The guest cart, with what did not fit, is gone; adds to the merged cart answer as on any full cart.
    expect(await database.db.select({ id: carts.id }).from(carts).where(eq(carts.sessionId, guest.id))).toEqual([]);
    await expect(services.cart.addItems(session.id, { productId: id("kettle"), quantity: 1 })).rejects.toMatchObject({ code: "cart_full" });
  });

  it("an add to the guest session after the login ended it answers 403 invalid_nonce, not a crash", async () => {
    const email = await customerWithSavedCart({});
    const guest = await guestWith({ kettle: 1 });
    await services.accounts.login(guest, { email, password: PASSWORD }, here);
    await expect(services.cart.addItems(guest.id, { productId: id("kettle"), quantity: 1 })).rejects.toMatchObject({ status: 403, code: "invalid_nonce" });
  });
});
