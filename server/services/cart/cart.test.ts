import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../../db/connect.ts";
import { groupedChildren, products, sessions, variations } from "../../db/schema/index.ts";
import { seedCatalogueFixture } from "../../testing/catalogue-fixture.ts";
import { createTestDatabase, testDatabaseKind } from "../../testing/test-database.ts";
import { createServices, type Services } from "../index.ts";
import { SESSION_COOKIE } from "../sessions/cookie.ts";
import { CartError } from "./index.ts";

let database: Database;
let services: Services;
let ids: Map<string, number>;
let variationIds: Map<string, number>;
let sessionId: string;
let token: string;
const id = (slug: string) => ids.get(slug)!;
const vid = (sku: string) => variationIds.get(sku)!;

beforeAll(async () => {
  database = await createTestDatabase();
  ids = await seedCatalogueFixture(database.db);
  const rows = await database.db.select({ id: variations.id, sku: variations.sku }).from(variations);
  variationIds = new Map(rows.map((r) => [r.sku!, r.id]));
  services = createServices(database.db, { mediaDir: "/nonexistent" });
});
afterAll(async () => database?.close());

beforeEach(async () => {
  ({ token, session: { id: sessionId } } = await services.sessions.create());
});

async function refusal(promise: Promise<unknown>): Promise<{ status: number; code: string; message: string }> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CartError);
  const { status, code, message } = error as CartError;
  return { status, code, message };
}

async function setProduct(slug: string, values: Partial<typeof products.$inferInsert>) {
  await database.db.update(products).set(values).where(eq(products.id, id(slug)));
}

describe(`cart service on ${testDatabaseKind}`, () => {
  it("S-7-29: adds a simple product with its quantity at the database price", async () => {
    const cart = await services.cart.addItems(sessionId, { productId: id("red-lamp"), quantity: 3 });
    expect(cart.count).toBe(3);
    expect(cart.subtotal).toBe(3000);
    expect(cart.items).toEqual([
      expect.objectContaining({ productId: id("red-lamp"), variationId: null, name: "Red Lamp", slug: "red-lamp", sku: "LMP-001", unitPrice: 1000, quantity: 3, lineTotal: 3000, attributes: [], soldIndividually: false, minQuantity: 1, maxQuantity: null }),
    ]);
    expect(cart.items[0]!.image?.src).toMatch(/^\/media\/p-red-lamp-1\//);
    expect(cart.hash).toMatch(/^[0-9a-f]{32}$/);
    expect(cart.items[0]!.key).toMatch(/^[0-9a-f]{32}$/);
  });

  it("adding the same product again raises the same line; the hash changes", async () => {
    const first = await services.cart.addItems(sessionId, { productId: id("red-lamp"), quantity: 1 });
    const second = await services.cart.addItems(sessionId, { productId: id("red-lamp"), quantity: 2 });
    expect(second.items).toHaveLength(1);
    expect(second.items[0]!.key).toBe(first.items[0]!.key);
    expect(second.items[0]!.quantity).toBe(3);
    expect(second.hash).not.toBe(first.hash);
    expect(await services.cart.getCart(sessionId)).toEqual(second);
  });

  it("uses the sale price while a product is on sale", async () => {
    const cart = await services.cart.addItems(sessionId, { productId: id("green-shade"), quantity: 2 });
    expect(cart.items[0]).toMatchObject({ unitPrice: 2500, lineTotal: 5000 });
  });

  it("an empty cart: no lines, count 0, hash empty", async () => {
    expect(await services.cart.getCart(sessionId)).toEqual({ items: [], count: 0, subtotal: 0, hash: "" });
  });

  it("unknown and unpublished products answer 404 product_not_found", async () => {
    expect(await refusal(services.cart.addItems(sessionId, { productId: 999_999, quantity: 1 }))).toMatchObject({ status: 404, code: "product_not_found" });
    expect(await refusal(services.cart.addItems(sessionId, { productId: id("draft-lamp"), quantity: 1 }))).toMatchObject({ status: 404, code: "product_not_found" });
  });

  it("a product without a price is not purchasable", async () => {
    await setProduct("apron", { regularPrice: null });
    try {
      expect(await refusal(services.cart.addItems(sessionId, { productId: id("apron"), quantity: 1 }))).toMatchObject({ status: 400, code: "not_purchasable" });
    } finally {
      await setProduct("apron", { regularPrice: 1500 });
    }
  });

  it("an out-of-stock product is refused", async () => {
    await setProduct("kettle", { stockStatus: "outofstock" });
    try {
      expect(await refusal(services.cart.addItems(sessionId, { productId: id("kettle"), quantity: 1 }))).toEqual({
        status: 400,
        code: "out_of_stock",
        message: "You cannot add “Kettle” to the cart because the product is out of stock.",
      });
    } finally {
      await setProduct("kettle", { stockStatus: "instock" });
    }
  });

  it("stock counts what the cart already holds, with the message shoppers know", async () => {
    await setProduct("blue-lamp", { manageStock: true, stockQuantity: 3 });
    try {
      expect(await refusal(services.cart.addItems(sessionId, { productId: id("blue-lamp"), quantity: 4 }))).toMatchObject({ code: "insufficient_stock" });
      await services.cart.addItems(sessionId, { productId: id("blue-lamp"), quantity: 2 });
      expect(await refusal(services.cart.addItems(sessionId, { productId: id("blue-lamp"), quantity: 2 }))).toEqual({
        status: 400,
        code: "insufficient_stock",
        message: "You cannot add that amount to the cart — we have 3 in stock and you already have 2 in your cart.",
      });
      const cart = await services.cart.addItems(sessionId, { productId: id("blue-lamp"), quantity: 1 });
      expect(cart.items[0]).toMatchObject({ quantity: 3, maxQuantity: 3 });
    } finally {
      await setProduct("blue-lamp", { manageStock: false, stockQuantity: null });
    }
  });

  it("backorders are not limited by the stock count", async () => {
    await setProduct("blue-lamp", { manageStock: true, stockQuantity: 0, stockStatus: "onbackorder" });
    try {
      expect((await services.cart.addItems(sessionId, { productId: id("blue-lamp"), quantity: 5 })).count).toBe(5);
    } finally {
      await setProduct("blue-lamp", { manageStock: false, stockQuantity: null, stockStatus: "instock" });
    }
  });

  it("sold individually: one unit per line, a second add is refused", async () => {
    await setProduct("kettle", { soldIndividually: true });
    try {
      const cart = await services.cart.addItems(sessionId, { productId: id("kettle"), quantity: 3 });
      expect(cart.items[0]).toMatchObject({ quantity: 1, soldIndividually: true, maxQuantity: 1 });
      expect(await refusal(services.cart.addItems(sessionId, { productId: id("kettle"), quantity: 1 }))).toEqual({
        status: 400,
        code: "sold_individually",
        message: "You cannot add another “Kettle” to your cart.",
      });
    } finally {
      await setProduct("kettle", { soldIndividually: false });
    }
  });

  it("minimum and maximum quantities count the line already in the cart", async () => {
    await setProduct("apron", { minQuantity: 2, maxQuantity: 4 });
    try {
      expect(await refusal(services.cart.addItems(sessionId, { productId: id("apron"), quantity: 1 }))).toMatchObject({ code: "below_min_quantity" });
      await services.cart.addItems(sessionId, { productId: id("apron"), quantity: 3 });
      expect(await refusal(services.cart.addItems(sessionId, { productId: id("apron"), quantity: 2 }))).toMatchObject({ code: "above_max_quantity" });
      const cart = await services.cart.addItems(sessionId, { productId: id("apron"), quantity: 1 });
      expect(cart.items[0]).toMatchObject({ quantity: 4, minQuantity: 2, maxQuantity: 4 });
    } finally {
      await setProduct("apron", { minQuantity: 1, maxQuantity: null });
    }
  });

  describe("variable products", () => {
    it("S-7-28: adds the chosen variation at its own price with term names", async () => {
      const cart = await services.cart.addItems(sessionId, { productId: id("variable-tee"), variationId: vid("TEE-BM"), quantity: 2 });
      expect(cart.items[0]).toMatchObject({ variationId: vid("TEE-BM"), sku: "TEE-BM", unitPrice: 2000, lineTotal: 4000, attributes: [{ name: "Colour", value: "BLUE" }, { name: "Size", value: "M" }] });
    });

    it("fills an 'any' attribute from the choice; each choice is its own line", async () => {
      await services.cart.addItems(sessionId, { productId: id("variable-tee"), variationId: vid("TEE-AL"), quantity: 1, attributes: { colour: "red", size: "l" } });
      const cart = await services.cart.addItems(sessionId, { productId: id("variable-tee"), variationId: vid("TEE-AL"), quantity: 1, attributes: { colour: "blue" } });
      expect(cart.items.map((i) => i.attributes)).toEqual([
        [{ name: "Colour", value: "RED" }, { name: "Size", value: "L" }],
        [{ name: "Colour", value: "BLUE" }, { name: "Size", value: "L" }],
      ]);
      expect(new Set(cart.items.map((i) => i.key)).size).toBe(2);
    });

    it.each([
      ["no variation", { variationId: undefined }, 400, "variation_required"],
      ["a variation of another product", { variationId: -1 }, 404, "variation_not_found"],
      ["options that do not match", { variationId: "TEE-RS", attributes: { colour: "blue" } }, 400, "attributes_mismatch"],
      ["an unknown option", { variationId: "TEE-RS", attributes: { material: "wool" } }, 400, "attributes_mismatch"],
      ["'any' left unchosen", { variationId: "TEE-AL", attributes: {} }, 400, "attributes_incomplete"],
      ["'any' filled with a term the product lacks", { variationId: "TEE-AL", attributes: { colour: "green" } }, 400, "attributes_mismatch"],
      ["a disabled variation", { variationId: "TEE-RL" }, 400, "not_purchasable"],
    ] as const)("refuses %s", async (_what, change, status, code) => {
      const variationId = change.variationId === undefined ? undefined : change.variationId === -1 ? 999_999 : vid(change.variationId);
      const attributes = "attributes" in change ? { ...change.attributes } : undefined;
      expect(await refusal(services.cart.addItems(sessionId, { productId: id("variable-tee"), quantity: 1, variationId, attributes }))).toMatchObject({ status, code });
    });

    it("a variation id on a simple product is not found", async () => {
      expect(await refusal(services.cart.addItems(sessionId, { productId: id("red-lamp"), variationId: vid("TEE-RS"), quantity: 1 }))).toMatchObject({ status: 404, code: "variation_not_found" });
    });

    it("a variation's own stock and out-of-stock status apply", async () => {
      const where = eq(variations.id, vid("TEE-RS"));
      await database.db.update(variations).set({ manageStock: true, stockQuantity: 2 }).where(where);
      try {
        expect(await refusal(services.cart.addItems(sessionId, { productId: id("variable-tee"), variationId: vid("TEE-RS"), quantity: 3 }))).toMatchObject({ code: "insufficient_stock" });
        await database.db.update(variations).set({ stockStatus: "outofstock" }).where(where);
        expect(await refusal(services.cart.addItems(sessionId, { productId: id("variable-tee"), variationId: vid("TEE-RS"), quantity: 1 }))).toMatchObject({ code: "out_of_stock" });
      } finally {
        await database.db.update(variations).set({ manageStock: false, stockQuantity: null, stockStatus: "instock" }).where(where);
      }
    });

    it("variations without their own stock share the product's stock across lines", async () => {
      await setProduct("variable-tee", { manageStock: true, stockQuantity: 3 });
      try {
        await services.cart.addItems(sessionId, { productId: id("variable-tee"), variationId: vid("TEE-RS"), quantity: 2 });
        expect(await refusal(services.cart.addItems(sessionId, { productId: id("variable-tee"), variationId: vid("TEE-BM"), quantity: 2 }))).toEqual({
          status: 400,
          code: "insufficient_stock",
          message: "You cannot add that amount to the cart — we have 3 in stock and you already have 2 in your cart.",
        });
        expect((await services.cart.addItems(sessionId, { productId: id("variable-tee"), variationId: vid("TEE-BM"), quantity: 1 })).count).toBe(3);
      } finally {
        await setProduct("variable-tee", { manageStock: false, stockQuantity: null });
      }
    });

    it("a grouped child that is not a simple product cannot be bought through the group", async () => {
      
      await database.db.insert(groupedChildren).values({ groupedId: id("gift-set"), childId: id("variable-tee"), position: 9 });
      try {
        expect(await refusal(services.cart.addItems(sessionId, { productId: id("gift-set"), quantities: { [id("variable-tee")]: 1 } }))).toMatchObject({ status: 400, code: "not_purchasable" });
      } finally {
        await database.db.delete(groupedChildren).where(and(eq(groupedChildren.groupedId, id("gift-set")), eq(groupedChildren.childId, id("variable-tee"))));
      }
    });
  });

  describe("grouped products", () => {
    it("S-7-30: adds each child with a quantity as its own line, skipping zeros", async () => {
      const cart = await services.cart.addItems(sessionId, { productId: id("gift-set"), quantities: { [id("red-lamp")]: 2, [id("kettle")]: 0 } });
      expect(cart.items.map((i) => [i.productId, i.quantity])).toEqual([[id("red-lamp"), 2]]);
      const again = await services.cart.addItems(sessionId, { productId: id("gift-set"), quantities: { [id("kettle")]: 1 } });
      expect(again).toMatchObject({ count: 3, subtotal: 2 * 1000 + 4000 });
    });

    it.each([
      ["only zero quantities", () => ({ productId: id("gift-set"), quantities: { [id("red-lamp")]: 0 } }), "no_quantities"],
      ["a product outside the group", () => ({ productId: id("gift-set"), quantities: { [id("apron")]: 1 } }), "not_in_group"],
      ["quantities for a simple product", () => ({ productId: id("red-lamp"), quantities: { [id("red-lamp")]: 1 } }), "not_grouped"],
      ["a single quantity for the group", () => ({ productId: id("gift-set"), quantity: 1 }), "quantities_required"],
    ])("refuses %s", async (_what, input, code) => {
      expect(await refusal(services.cart.addItems(sessionId, input()))).toMatchObject({ status: 400, code });
    });

    it("adds nothing when one child is refused", async () => {
      await setProduct("kettle", { stockStatus: "outofstock" });
      try {
        expect(await refusal(services.cart.addItems(sessionId, { productId: id("gift-set"), quantities: { [id("red-lamp")]: 1, [id("kettle")]: 1 } }))).toMatchObject({ code: "out_of_stock" });
        expect((await services.cart.getCart(sessionId)).count).toBe(0);
      } finally {
        await setProduct("kettle", { stockStatus: "instock" });
      }
    });
  });

  it("10 parallel adds of the last units give exactly the stock", async () => {
    await setProduct("blue-lamp", { manageStock: true, stockQuantity: 3 });
    try {
      const results = await Promise.allSettled(Array.from({ length: 10 }, () => services.cart.addItems(sessionId, { productId: id("blue-lamp"), quantity: 1 })));
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(3);
      for (const r of results) if (r.status === "rejected") expect(r.reason).toMatchObject({ code: "insufficient_stock" });
      expect((await services.cart.getCart(sessionId)).count).toBe(3);
    } finally {
      await setProduct("blue-lamp", { manageStock: false, stockQuantity: null });
    }
  });

  describe("countForSession", () => {
    it("is 0 without a cookie or with a malformed one", async () => {
      expect(await services.cart.countForSession(undefined)).toBe(0);
      expect(await services.cart.countForSession("other=1")).toBe(0);
      expect(await services.cart.countForSession(`${SESSION_COOKIE}=not-a-token`)).toBe(0);
    });

    it("sums the cart's quantities for a live session and ignores an expired one", async () => {
      await services.cart.addItems(sessionId, { productId: id("red-lamp"), quantity: 2 });
      await services.cart.addItems(sessionId, { productId: id("apron"), quantity: 1 });
      const header = `a=b; ${SESSION_COOKIE}=${token}`;
      expect(await services.cart.countForSession(header)).toBe(3);
      await database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(and(eq(sessions.id, sessionId)));
      expect(await services.cart.countForSession(header)).toBe(0);
      expect(await services.sessions.find(token)).toBeNull();
    });
  });
});
