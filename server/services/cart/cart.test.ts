import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../../db/connect.ts";
import { groupedChildren, images, products, sessions, variations } from "../../db/schema/index.ts";
import { seedCatalogueFixture } from "../../testing/catalogue-fixture.ts";
import { createTestDatabase, testDatabaseKind } from "../../testing/test-database.ts";
import { createServices, type Services } from "../index.ts";
import { addItemsTogether } from "./add-items.ts";
import { type Cart } from "./index.ts";
import { ServiceError } from "../errors.ts";

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
  ({
    token,
    session: { id: sessionId },
  } = await services.sessions.create());
});

async function refusal(promise: Promise<unknown>): Promise<{ status: number; code: string; message: string }> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ServiceError);
  const { status, code, message } = error as ServiceError;
  return { status, code, message };
}

async function setProduct(slug: string, values: Partial<typeof products.$inferInsert>) {
  await database.db
    .update(products)
    .set(values)
    .where(eq(products.id, id(slug)));
}

describe(`cart service on ${testDatabaseKind}`, () => {
  it("S-7-29: adds a simple product with its quantity at the database price", async () => {
    const cart = await services.cart.addItems(sessionId, { productId: id("red-lamp"), quantity: 3 });
    expect(cart.count).toBe(3);
    expect(cart.subtotal).toBe(3000);
    expect(cart.items).toEqual([
      expect.objectContaining({
        productId: id("red-lamp"),
        variationId: null,
        name: "Red Lamp",
        slug: "red-lamp",
        sku: "LMP-001",
        unitPrice: 1000,
        regularUnitPrice: 1000,
        taxClass: "standard",
        quantity: 3,
        lineTotal: 3000,
        attributes: [],
        soldIndividually: false,
        minQuantity: 1,
        maxQuantity: null,
      }),
    ]);
    expect(cart.items[0]!.image?.src).toMatch(/^\/media\/p-red-lamp-1\//);
    expect(cart.hash).toMatch(/^[0-9a-f]{32}$/);
    expect(cart.items[0]!.key).toMatch(/^[0-9a-f]{32}$/);
  });

  it("a picture edited after the cart showed it is shown as it is now", async () => {
    const before = await services.cart.addItems(sessionId, { productId: id("red-lamp"), quantity: 1 });
    const imageId = before.items[0]!.image!.id;
    const [original] = await database.db.select().from(images).where(eq(images.id, imageId));
    await database.db.update(images).set({ alt: "A red lamp, lit", width: 320 }).where(eq(images.id, imageId));
    try {
      const after = await services.cart.getCart(sessionId);
      expect(after.items[0]!.image).toMatchObject({ id: imageId, alt: "A red lamp, lit", width: 320 });
      expect(after.items[0]!.image!.srcset.map((r) => r.width)).toEqual([160, 320]);
    } finally {
      await database.db.update(images).set({ alt: original!.alt, width: original!.width }).where(eq(images.id, imageId));
    }
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
    expect(cart.items[0]).toMatchObject({ unitPrice: 2500, regularUnitPrice: 3000, lineTotal: 5000 });
  });

  it("an empty cart: no lines, count 0, hash empty", async () => {
    expect(await services.cart.getCart(sessionId)).toEqual({ items: [], count: 0, subtotal: 0, totals: { subtotal: 0, total: 0 }, removed: [], hash: "" });
  });

  it("unknown and unpublished products answer 404 product_not_found", async () => {
    expect(await refusal(services.cart.addItems(sessionId, { productId: 999_999, quantity: 1 }))).toMatchObject({ status: 404, code: "product_not_found" });
    expect(await refusal(services.cart.addItems(sessionId, { productId: id("draft-lamp"), quantity: 1 }))).toMatchObject({
      status: 404,
      code: "product_not_found",
    });
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
      expect(cart.items[0]).toMatchObject({
        variationId: vid("TEE-BM"),
        sku: "TEE-BM",
        unitPrice: 2000,
        lineTotal: 4000,
        attributes: [
          { name: "Colour", value: "BLUE" },
          { name: "Size", value: "M" },
        ],
      });
    });

    it("fills an 'any' attribute from the choice; each choice is its own line", async () => {
      await services.cart.addItems(sessionId, {
        productId: id("variable-tee"),
        variationId: vid("TEE-AL"),
        quantity: 1,
        attributes: { colour: "red", size: "l" },
      });
      const cart = await services.cart.addItems(sessionId, {
        productId: id("variable-tee"),
        variationId: vid("TEE-AL"),
        quantity: 1,
        attributes: { colour: "blue" },
      });
      expect(cart.items.map((i) => i.attributes)).toEqual([
        [
          { name: "Colour", value: "RED" },
          { name: "Size", value: "L" },
        ],
        [
          { name: "Colour", value: "BLUE" },
          { name: "Size", value: "L" },
        ],
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
      expect(await refusal(services.cart.addItems(sessionId, { productId: id("variable-tee"), quantity: 1, variationId, attributes }))).toMatchObject({
        status,
        code,
      });
    });

    it("S-7-28 resolves the options of a form posted without a variation id, 'any' included", async () => {
      await services.cart.addItems(sessionId, { productId: id("variable-tee"), quantity: 1, attributes: { colour: "blue", size: "m" } });
      const cart = await services.cart.addItems(sessionId, { productId: id("variable-tee"), quantity: 2, attributes: { colour: "red", size: "l" } });
      expect(cart.items.map((i) => [i.variationId, i.quantity, i.attributes.map((a) => a.value)])).toEqual([
        [vid("TEE-BM"), 1, ["BLUE", "M"]],
        [vid("TEE-AL"), 2, ["RED", "L"]],
      ]);
    });

    it.each([
      ["options with one left unchosen", { colour: "red" }, "attributes_incomplete"],
      ["options no variation matches", { colour: "blue", size: "s" }, "no_matching_variation"],
      ["an option the product does not use", { colour: "red", size: "s", material: "wool" }, "attributes_mismatch"],
    ] as const)("refuses a form posted without a variation id with %s", async (_what, attributes, code) => {
      expect(await refusal(services.cart.addItems(sessionId, { productId: id("variable-tee"), quantity: 1, attributes: { ...attributes } }))).toMatchObject({
        status: 400,
        code,
      });
    });

    it("a variation id on a simple product is not found", async () => {
      expect(await refusal(services.cart.addItems(sessionId, { productId: id("red-lamp"), variationId: vid("TEE-RS"), quantity: 1 }))).toMatchObject({
        status: 404,
        code: "variation_not_found",
      });
    });

    it("a variation's own stock and out-of-stock status apply", async () => {
      const where = eq(variations.id, vid("TEE-RS"));
      await database.db.update(variations).set({ manageStock: true, stockQuantity: 2 }).where(where);
      try {
        expect(await refusal(services.cart.addItems(sessionId, { productId: id("variable-tee"), variationId: vid("TEE-RS"), quantity: 3 }))).toMatchObject({
          code: "insufficient_stock",
        });
        await database.db.update(variations).set({ stockStatus: "outofstock" }).where(where);
        expect(await refusal(services.cart.addItems(sessionId, { productId: id("variable-tee"), variationId: vid("TEE-RS"), quantity: 1 }))).toMatchObject({
          code: "out_of_stock",
        });
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
        expect(await refusal(services.cart.addItems(sessionId, { productId: id("gift-set"), quantities: { [id("variable-tee")]: 1 } }))).toMatchObject({
          status: 400,
          code: "not_purchasable",
        });
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
        expect(
          await refusal(services.cart.addItems(sessionId, { productId: id("gift-set"), quantities: { [id("red-lamp")]: 1, [id("kettle")]: 1 } })),
        ).toMatchObject({ code: "out_of_stock" });
        expect((await services.cart.getCart(sessionId)).count).toBe(0);
      } finally {
        await setProduct("kettle", { stockStatus: "instock" });
      }
    });
  });

  it("10 parallel adds of the last units give exactly the stock", async () => {
    await setProduct("blue-lamp", { manageStock: true, stockQuantity: 3 });
    try {
      const results = await Promise.allSettled(
        Array.from({ length: 10 }, () => services.cart.addItems(sessionId, { productId: id("blue-lamp"), quantity: 1 })),
      );
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(3);
      for (const r of results) if (r.status === "rejected") expect(r.reason).toMatchObject({ code: "insufficient_stock" });
      expect((await services.cart.getCart(sessionId)).count).toBe(3);
    } finally {
      await setProduct("blue-lamp", { manageStock: false, stockQuantity: null });
    }
  });

  describe("adds judged and written together (group commit)", () => {
    const newSession = async () => (await services.sessions.create()).session.id;

    it("several carts in one transaction: each gets its own lines, in the order the adds came", async () => {
      const [a, b] = [await newSession(), await newSession()];
      const outcomes = await addItemsTogether(database.db, [
        { sessionId: a, input: { productId: id("red-lamp"), quantity: 1 } },
        { sessionId: b, input: { productId: id("kettle"), quantity: 2 } },
        { sessionId: a, input: { productId: id("apron"), quantity: 1 } },
      ]);
      const [first, second, third] = outcomes as Cart[];
      // Both answers of one cart show it after the whole batch.
      expect(first).toEqual(third);
      expect(first!.items.map((i) => [i.productId, i.quantity])).toEqual([
        [id("red-lamp"), 1],
        [id("apron"), 1],
      ]);
      expect(second!.items.map((i) => [i.productId, i.quantity])).toEqual([[id("kettle"), 2]]);
      expect(await services.cart.getCart(a)).toEqual(first);
      expect(await services.cart.getCart(b)).toEqual(second);
    });

    it("answers each cart exactly as reading it afresh would: old lines first, a raised line in place, variations named", async () => {
      const a = await newSession();
      await services.cart.addItems(a, { productId: id("red-lamp"), quantity: 1 });
      await services.cart.addItems(a, { productId: id("kettle"), quantity: 1 });
      const outcomes = await addItemsTogether(database.db, [
        { sessionId: a, input: { productId: id("variable-tee"), variationId: vid("TEE-BM"), quantity: 2 } },
        { sessionId: a, input: { productId: id("red-lamp"), quantity: 2 } },
        { sessionId: a, input: { productId: id("apron"), quantity: 1 } },
      ]);
      const answer = outcomes[2] as Cart;
      expect(answer.items.map((i) => [i.productId, i.quantity])).toEqual([
        [id("red-lamp"), 3],
        [id("kettle"), 1],
        [id("variable-tee"), 2],
        [id("apron"), 1],
      ]);
      expect(answer.items[2]!.attributes).toEqual([
        { name: "Colour", value: "BLUE" },
        { name: "Size", value: "M" },
      ]);
      expect(await services.cart.getCart(a)).toEqual(answer);
    });

    it("a refused add answers its own error and leaves its cart as the adds before it left it", async () => {
      const [a, b] = [await newSession(), await newSession()];
      await setProduct("blue-lamp", { manageStock: true, stockQuantity: 2 });
      try {
        const outcomes = await addItemsTogether(database.db, [
          { sessionId: a, input: { productId: id("blue-lamp"), quantity: 2 } },
          { sessionId: a, input: { productId: id("blue-lamp"), quantity: 1 } },
          { sessionId: b, input: { productId: 999_999, quantity: 1 } },
          { sessionId: b, input: { productId: id("kettle"), quantity: 1 } },
        ]);
        expect(outcomes[1]).toMatchObject({ status: 400, code: "insufficient_stock" });
        expect(outcomes[2]).toMatchObject({ status: 404, code: "product_not_found" });
        expect((outcomes[0] as Cart).items.map((i) => i.quantity)).toEqual([2]);
        expect((outcomes[3] as Cart).items.map((i) => i.productId)).toEqual([id("kettle")]);
        expect((await services.cart.getCart(a)).count).toBe(2);
      } finally {
        await setProduct("blue-lamp", { manageStock: false, stockQuantity: null });
      }
    });

    it("two adds of one line in a batch are written as their sum; a grouped add is all or nothing", async () => {
      const a = await newSession();
      await setProduct("kettle", { stockStatus: "outofstock" });
      try {
        const outcomes = await addItemsTogether(database.db, [
          { sessionId: a, input: { productId: id("red-lamp"), quantity: 1 } },
          { sessionId: a, input: { productId: id("gift-set"), quantities: { [id("red-lamp")]: 1, [id("kettle")]: 1 } } },
          { sessionId: a, input: { productId: id("red-lamp"), quantity: 2 } },
        ]);
        expect(outcomes[1]).toMatchObject({ code: "out_of_stock" });
        expect((await services.cart.getCart(a)).items.map((i) => [i.productId, i.quantity])).toEqual([[id("red-lamp"), 3]]);
      } finally {
        await setProduct("kettle", { stockStatus: "instock" });
      }
    });

    it("an ended session's add answers invalid_nonce; the other adds of the batch are written", async () => {
      const [ended, live] = [await newSession(), await newSession()];
      await database.db.delete(sessions).where(eq(sessions.id, ended));
      const outcomes = await addItemsTogether(database.db, [
        { sessionId: ended, input: { productId: id("red-lamp"), quantity: 1 } },
        { sessionId: live, input: { productId: id("red-lamp"), quantity: 1 } },
      ]);
      expect(outcomes[0]).toMatchObject({ status: 403, code: "invalid_nonce" });
      expect((outcomes[1] as Cart).count).toBe(1);
    });

    it("adds from many shoppers at once, through the service, each land in their own cart", async () => {
      const shoppers = await Promise.all(Array.from({ length: 12 }, () => newSession()));
      const carts = await Promise.all(shoppers.map((s, i) => services.cart.addItems(s, { productId: id("red-lamp"), quantity: i + 1 })));
      expect(carts.map((c) => c.count)).toEqual(shoppers.map((_, i) => i + 1));
      const reads = await Promise.all(shoppers.map((s) => services.cart.getCart(s)));
      expect(reads).toEqual(carts);
    });
  });

  describe("updateLine", () => {
    const lamp = () => ({ productId: id("red-lamp"), quantity: 2 });

    it("S-5-17 S-3-23: sets a line's quantity by its key; totals and hash follow", async () => {
      const before = await services.cart.addItems(sessionId, lamp());
      const key = before.items[0]!.key;
      const after = await services.cart.updateLine(sessionId, key, 5);
      expect(after).toMatchObject({ count: 5, subtotal: 5000, totals: { subtotal: 5000, total: 5000 } });
      expect(after.items[0]).toMatchObject({ key, quantity: 5, lineTotal: 5000 });
      expect(after.hash).not.toBe(before.hash);
      expect(await services.cart.getCart(sessionId)).toEqual(after);
    });

    it("0 removes the line; the empty cart has no hash", async () => {
      const { items } = await services.cart.addItems(sessionId, lamp());
      expect(await services.cart.updateLine(sessionId, items[0]!.key, 0)).toMatchObject({ items: [], count: 0, hash: "" });
    });

    it("an unknown key, or a cart that does not exist, answers 404 line_not_found", async () => {
      expect(await refusal(services.cart.updateLine(sessionId, "0".repeat(32), 1))).toMatchObject({ status: 404, code: "line_not_found" });
      await services.cart.addItems(sessionId, lamp());
      expect(await refusal(services.cart.updateLine(sessionId, "0".repeat(32), 1))).toMatchObject({ status: 404, code: "line_not_found" });
    });

    it("another session's line is not found", async () => {
      const { items } = await services.cart.addItems(sessionId, lamp());
      const other = await services.sessions.create();
      expect(await refusal(services.cart.updateLine(other.session.id, items[0]!.key, 1))).toMatchObject({ code: "line_not_found" });
    });

    it("stock counts the other lines drawing on it, not the line itself", async () => {
      await setProduct("variable-tee", { manageStock: true, stockQuantity: 4 });
      try {
        await services.cart.addItems(sessionId, { productId: id("variable-tee"), variationId: vid("TEE-RS"), quantity: 1 });
        const cart = await services.cart.addItems(sessionId, { productId: id("variable-tee"), variationId: vid("TEE-BM"), quantity: 1 });
        const key = cart.items[1]!.key;
        expect((await services.cart.updateLine(sessionId, key, 3)).count).toBe(4);
        expect(await refusal(services.cart.updateLine(sessionId, key, 4))).toMatchObject({
          status: 400,
          code: "insufficient_stock",
          message: expect.stringContaining("(3 available)"),
        });
      } finally {
        await setProduct("variable-tee", { manageStock: false, stockQuantity: null });
      }
    });

    it("sold individually, minimum and maximum apply as for adding", async () => {
      await setProduct("apron", { minQuantity: 2, maxQuantity: 4 });
      await setProduct("kettle", { soldIndividually: true });
      try {
        const cart = await services.cart.addItems(sessionId, { productId: id("apron"), quantity: 2 });
        const apron = cart.items[0]!.key;
        expect(await refusal(services.cart.updateLine(sessionId, apron, 1))).toMatchObject({ code: "below_min_quantity" });
        expect(await refusal(services.cart.updateLine(sessionId, apron, 5))).toMatchObject({ code: "above_max_quantity" });
        const kettle = (await services.cart.addItems(sessionId, { productId: id("kettle"), quantity: 1 })).items[1]!.key;
        expect(await refusal(services.cart.updateLine(sessionId, kettle, 2))).toMatchObject({ code: "sold_individually" });
      } finally {
        await setProduct("apron", { minQuantity: 1, maxQuantity: null });
        await setProduct("kettle", { soldIndividually: false });
      }
    });

    it("a variation line with an 'any' attribute keeps its choice", async () => {
      const cart = await services.cart.addItems(sessionId, {
        productId: id("variable-tee"),
        variationId: vid("TEE-AL"),
        quantity: 1,
        attributes: { colour: "red" },
      });
      const after = await services.cart.updateLine(sessionId, cart.items[0]!.key, 3);
      expect(after.items[0]).toMatchObject({
        key: cart.items[0]!.key,
        quantity: 3,
        attributes: [
          { name: "Colour", value: "RED" },
          { name: "Size", value: "L" },
        ],
      });
    });

    it("parallel updates of two lines sharing the last units never overshoot the stock", async () => {
      await setProduct("variable-tee", { manageStock: true, stockQuantity: 4 });
      try {
        await services.cart.addItems(sessionId, { productId: id("variable-tee"), variationId: vid("TEE-RS"), quantity: 1 });
        const cart = await services.cart.addItems(sessionId, { productId: id("variable-tee"), variationId: vid("TEE-BM"), quantity: 1 });
        const [a, b] = cart.items.map((i) => i.key);
        await Promise.allSettled([services.cart.updateLine(sessionId, a!, 3), services.cart.updateLine(sessionId, b!, 3)]);
        expect((await services.cart.getCart(sessionId)).count).toBeLessThanOrEqual(4);
      } finally {
        await setProduct("variable-tee", { manageStock: false, stockQuantity: null });
      }
    });
  });

  describe("updateLines (the cart page's Update cart)", () => {
    it("saves every change in one go", async () => {
      await services.cart.addItems(sessionId, { productId: id("red-lamp"), quantity: 1 });
      const cart = await services.cart.addItems(sessionId, { productId: id("apron"), quantity: 1 });
      const [lamp, apron] = cart.items.map((i) => i.key);
      const after = await services.cart.updateLines(sessionId, [
        { key: lamp!, quantity: 4 },
        { key: apron!, quantity: 0 },
      ]);
      expect(after.items.map((i) => [i.key, i.quantity])).toEqual([[lamp, 4]]);
    });

    it("when one change is refused, none is saved", async () => {
      await setProduct("kettle", { soldIndividually: true });
      try {
        await services.cart.addItems(sessionId, { productId: id("red-lamp"), quantity: 1 });
        const cart = await services.cart.addItems(sessionId, { productId: id("kettle"), quantity: 1 });
        const [lamp, kettle] = cart.items.map((i) => i.key);
        const refused = await refusal(
          services.cart.updateLines(sessionId, [
            { key: lamp!, quantity: 5 },
            { key: kettle!, quantity: 2 },
          ]),
        );
        expect(refused).toMatchObject({ status: 400, code: "sold_individually" });
        expect((await services.cart.getCart(sessionId)).items.map((i) => i.quantity)).toEqual([1, 1]);
      } finally {
        await setProduct("kettle", { soldIndividually: false });
      }
    });

    it("later changes see the quantities set by earlier ones on shared stock", async () => {
      await setProduct("variable-tee", { manageStock: true, stockQuantity: 4 });
      try {
        await services.cart.addItems(sessionId, { productId: id("variable-tee"), variationId: vid("TEE-RS"), quantity: 1 });
        const cart = await services.cart.addItems(sessionId, { productId: id("variable-tee"), variationId: vid("TEE-BM"), quantity: 1 });
        const [a, b] = cart.items.map((i) => i.key);
        // 3 + 1 fits the 4 units; 3 + 3 does not, even though each change alone would.
        expect((await services.cart.updateLines(sessionId, [{ key: a!, quantity: 3 }])).count).toBe(4);
        expect(
          await refusal(
            services.cart.updateLines(sessionId, [
              { key: a!, quantity: 1 },
              { key: b!, quantity: 4 },
            ]),
          ),
        ).toMatchObject({ code: "insufficient_stock" });
        expect(
          (
            await services.cart.updateLines(sessionId, [
              { key: a!, quantity: 1 },
              { key: b!, quantity: 3 },
            ])
          ).count,
        ).toBe(4);
      } finally {
        await setProduct("variable-tee", { manageStock: false, stockQuantity: null });
      }
    });
  });

  describe("removeLine and restoreLine (undo)", () => {
    it("removes a line and answers it as it was; restoring puts it back under the same key", async () => {
      await services.cart.addItems(sessionId, { productId: id("red-lamp"), quantity: 1 });
      const cart = await services.cart.addItems(sessionId, {
        productId: id("variable-tee"),
        variationId: vid("TEE-AL"),
        quantity: 2,
        attributes: { colour: "blue" },
      });
      const key = cart.items[1]!.key;
      const { cart: after, removed } = await services.cart.removeLine(sessionId, key);
      expect(after.items.map((i) => i.productId)).toEqual([id("red-lamp")]);
      expect(removed).toEqual({
        key,
        productId: id("variable-tee"),
        variationId: vid("TEE-AL"),
        attributes: { colour: "blue", size: "l" },
        quantity: 2,
        name: "Variable Tee",
      });
      const restored = await services.cart.restoreLine(sessionId, removed);
      expect(restored.items.map((i) => [i.key, i.quantity])).toEqual([
        [cart.items[0]!.key, 1],
        [key, 2],
      ]);
      expect(restored.hash).toBe(cart.hash);
    });

    it("removing an unknown line answers 404; a restore whose key does not match its line is refused", async () => {
      expect(await refusal(services.cart.removeLine(sessionId, "f".repeat(32)))).toMatchObject({ status: 404, code: "line_not_found" });
      const { items } = await services.cart.addItems(sessionId, { productId: id("red-lamp"), quantity: 1 });
      const { removed } = await services.cart.removeLine(sessionId, items[0]!.key);
      expect(await refusal(services.cart.restoreLine(sessionId, { ...removed, productId: id("blue-lamp") }))).toMatchObject({
        status: 400,
        code: "line_mismatch",
      });
      expect((await services.cart.getCart(sessionId)).count).toBe(0);
    });

    it("a restore follows the add rules: an item that sold out meanwhile is refused", async () => {
      const { items } = await services.cart.addItems(sessionId, { productId: id("kettle"), quantity: 1 });
      const { removed } = await services.cart.removeLine(sessionId, items[0]!.key);
      await setProduct("kettle", { stockStatus: "outofstock" });
      try {
        expect(await refusal(services.cart.restoreLine(sessionId, removed))).toMatchObject({ code: "out_of_stock" });
      } finally {
        await setProduct("kettle", { stockStatus: "instock" });
      }
    });
  });

  describe("removed items (S-1-25)", () => {
    it.each([
      ["unpublished", { status: "draft" as const }, "can no longer be purchased"],
      ["trashed", { status: "trash" as const }, "can no longer be purchased"],
      ["out of stock", { stockStatus: "outofstock" as const }, "is out of stock"],
    ])("a product %s is listed apart and leaves the totals, count and hash", async (_what, change, text) => {
      await services.cart.addItems(sessionId, { productId: id("red-lamp"), quantity: 1 });
      const full = await services.cart.addItems(sessionId, { productId: id("blue-lamp"), quantity: 2 });
      await setProduct("blue-lamp", change);
      try {
        const cart = await services.cart.getCart(sessionId);
        expect(cart).toMatchObject({ count: 1, subtotal: 1000, totals: { subtotal: 1000, total: 1000 } });
        expect(cart.items.map((i) => i.productId)).toEqual([id("red-lamp")]);
        expect(cart.removed).toEqual([
          {
            key: full.items[1]!.key,
            productId: id("blue-lamp"),
            variationId: null,
            name: "Blue Lamp",
            quantity: 2,
            reason: expect.any(String),
            notice: `“Blue Lamp” has been removed from your cart because it ${text}.`,
          },
        ]);
        expect(cart.hash).not.toBe(full.hash);
        const cleared = await services.cart.clearRemoved(sessionId);
        expect(cleared).toMatchObject({ count: 1, removed: [] });
        expect(cleared.hash).toBe(cart.hash);
      } finally {
        await setProduct("blue-lamp", { status: "publish", stockStatus: "instock" });
      }
      expect((await services.cart.getCart(sessionId)).items.map((i) => i.productId)).toEqual([id("red-lamp")]);
    });

    it("a disabled or sold-out variation is removed; the header count skips it", async () => {
      await services.cart.addItems(sessionId, { productId: id("variable-tee"), variationId: vid("TEE-BM"), quantity: 2 });
      await services.cart.addItems(sessionId, { productId: id("variable-tee"), variationId: vid("TEE-RS"), quantity: 1 });
      const where = eq(variations.id, vid("TEE-BM"));
      try {
        await database.db.update(variations).set({ enabled: false }).where(where);
        let cart = await services.cart.getCart(sessionId);
        expect(cart.removed.map((r) => [r.variationId, r.reason])).toEqual([[vid("TEE-BM"), "unavailable"]]);
        expect(await services.cart.countForSession(sessionId)).toBe(1);
        await database.db.update(variations).set({ enabled: true, stockStatus: "outofstock" }).where(where);
        cart = await services.cart.getCart(sessionId);
        expect(cart.removed.map((r) => [r.variationId, r.reason])).toEqual([[vid("TEE-BM"), "out_of_stock"]]);
        expect(cart.count).toBe(1);
      } finally {
        await database.db.update(variations).set({ enabled: true, stockStatus: "instock" }).where(where);
      }
      expect((await services.cart.getCart(sessionId)).removed).toEqual([]);
    });

    it("clearing with nothing removed, or without a cart, changes nothing", async () => {
      expect(await services.cart.clearRemoved(sessionId)).toMatchObject({ items: [], removed: [] });
      const cart = await services.cart.addItems(sessionId, { productId: id("red-lamp"), quantity: 1 });
      expect(await services.cart.clearRemoved(sessionId)).toEqual(cart);
    });
  });

  describe("countForSession", () => {
    it("is 0 for a session without a cart", async () => {
      expect(await services.cart.countForSession(sessionId)).toBe(0);
    });

    it("sums the cart's quantities; an expired session is not found, so nothing is counted for it", async () => {
      await services.cart.addItems(sessionId, { productId: id("red-lamp"), quantity: 2 });
      await services.cart.addItems(sessionId, { productId: id("apron"), quantity: 1 });
      expect(await services.cart.countForSession(sessionId)).toBe(3);
      await database.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(and(eq(sessions.id, sessionId)));
      // The request context finds no session for the cookie, so the header counts nothing (app/root.tsx).
      expect(await services.sessions.find(token)).toBeNull();
    });
  });
});
