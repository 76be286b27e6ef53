import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productInputSchema, type ProductInput } from "../../../domain/admin/product-editor/product-input.ts";
import type { Database } from "../../db/connect.ts";
import { products } from "../../db/schema/index.ts";
import { seedCatalogueFixture } from "../../testing/catalogue-fixture.ts";
import { createTestDatabase, testDatabaseKind } from "../../testing/test-database.ts";
import { createAuditService } from "../audit/index.ts";
import { createMediaStore } from "../media/index.ts";
import { createServices } from "../index.ts";
import { publishWarning } from "../../../domain/admin/product-editor/purchasable.ts";
import { createProductEditorService, inputOf, type ProductEditorService } from "./index.ts";

let database: Database;
let editor: ProductEditorService;
let dataDir: string;
let clock = new Date("2026-06-15T12:00:00Z");
let ADMIN = { id: 0, email: "boss@example.com" };
let MANAGER = { id: 0, email: "manager@example.com" };

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogueFixture(database.db);
  const services = createServices(database.db, { mediaDir: "/nonexistent", mailTransport: null });
  const account = async (email: string) => ({ id: (await services.accounts.register(null, { email, password: "correct horse battery" })).customer.id, email });
  ADMIN = await account(ADMIN.email);
  MANAGER = await account(MANAGER.email);
  dataDir = mkdtempSync(path.join(tmpdir(), "product-editor-"));
  editor = createProductEditorService(database.db, { audit: createAuditService(database.db), mediaDir: path.join(dataDir, "media"), now: () => clock });
});
afterAll(async () => {
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const input = (overrides: Record<string, unknown>): ProductInput => productInputSchema.parse({ type: "simple", name: "Test", ...overrides });

async function colourAndSize() {
  const vocabulary = await editor.vocabulary(null);
  const colour = vocabulary.attributes.find((a) => a.slug === "colour")!;
  const size = vocabulary.attributes.find((a) => a.slug === "size")!;
  return { colour, size, vocabulary };
}

describe(`the product editor service on ${testDatabaseKind}`, () => {
  it("creates a simple product with a generated slug, tags created as needed and a create entry in the audit log", async () => {
    const { vocabulary } = await colourAndSize();
    const created = await editor.create(
      ADMIN,
      input({
        name: "Linen Apron",
        regularPrice: 2500,
        salePrice: 1999,
        sku: "APR-NEW",
        tags: ["Kitchen", "linen"],
        categoryIds: [vocabulary.categories[0]!.id],
      }),
    );
    expect(created).toMatchObject({ slug: "linen-apron", regularPrice: 2500, salePrice: 1999, version: 1, tags: ["Kitchen", "linen"], status: "draft" });
    const [row] = await database.db.select({ priceMin: products.priceMin, onSale: products.onSale }).from(products).where(eq(products.id, created.id));
    expect(row).toEqual({ priceMin: 1999, onSale: true });
    const [entry] = await createAuditService(database.db).list({ entity: "product", entityId: String(created.id) });
    expect(entry).toMatchObject({ action: "product.create", actorEmail: ADMIN.email });
    expect(entry!.changes.regularPrice).toEqual({ before: null, after: 2500 });

    const again = await editor.create(ADMIN, input({ name: "Linen Apron", regularPrice: 100 }));
    expect(again.slug).toBe("linen-apron-2");
  });

  it("refuses a taken SKU or slug, a sale above the price, and names the fields", async () => {
    await expect(editor.create(ADMIN, input({ name: "Copy", regularPrice: 100, sku: "LMP-001", slug: "red-lamp", salePrice: 200 }))).rejects.toMatchObject({
      code: "invalid_product",
      fields: { sku: expect.stringContaining("LMP-001"), slug: expect.any(String), salePrice: expect.any(String) },
    });
  });

  it("saves with the version read, records the fields that changed, and refuses a second save from the same version", async () => {
    const product = await editor.create(ADMIN, input({ name: "Desk Fan", regularPrice: 4000, manageStock: true, stockQuantity: 5 }));
    const saved = await editor.update(ADMIN, product.id, product.version, input({ name: "Desk Fan", regularPrice: 4500, manageStock: true, stockQuantity: 2 }));
    expect(saved.version).toBe(2);
    const [entry] = await createAuditService(database.db).list({ entity: "product", entityId: String(product.id), action: "product.update" });
    expect(entry!.changes).toEqual({ regularPrice: { before: 4000, after: 4500 }, stockQuantity: { before: 5, after: 2 } });

    const stale = editor.update(MANAGER, product.id, product.version, input({ name: "Desk Fan", regularPrice: 1 }));
    await expect(stale).rejects.toMatchObject({ code: "stale_version", status: 409, message: expect.stringContaining(ADMIN.email) });
    expect((await editor.get(product.id)).regularPrice).toBe(4500);
  });

  it("saves the virtual flag, not virtual by default, and records its change in the audit log", async () => {
    const product = await editor.create(ADMIN, input({ name: "Bread Guide", regularPrice: 900 }));
    expect(product.virtual).toBe(false);
    const saved = await editor.update(ADMIN, product.id, product.version, input({ name: "Bread Guide", regularPrice: 900, virtual: true }));
    expect(saved.virtual).toBe(true);
    expect((await editor.get(product.id)).virtual).toBe(true);
    const [entry] = await createAuditService(database.db).list({ entity: "product", entityId: String(product.id), action: "product.update" });
    expect(entry!.changes).toEqual({ virtual: { before: false, after: true } });
  });

  it("counted stock at zero is out of stock unless backorders are allowed", async () => {
    const out = await editor.create(ADMIN, input({ name: "Stockless", regularPrice: 100, manageStock: true, stockQuantity: 0 }));
    expect(out.stockStatus).toBe("outofstock");
    const back = await editor.create(ADMIN, input({ name: "Backordered", regularPrice: 100, manageStock: true, stockQuantity: 0, stockStatus: "onbackorder" }));
    expect(back.stockStatus).toBe("onbackorder");
  });

  it("generates every combination once, keeping the variations already there", async () => {
    const { colour, size } = await colourAndSize();
    const attributes = [
      { attributeId: colour.id, termIds: colour.terms.map((t) => t.id), usedForVariations: true },
      { attributeId: size.id, termIds: size.terms.slice(0, 2).map((t) => t.id), usedForVariations: true },
    ];
    const existing = { id: null, attributes: { colour: "red", size: "s" }, regularPrice: 1500, sku: "GEN-RS" };
    const product = await editor.create(ADMIN, input({ type: "variable", name: "Generated Tee", attributes, variations: [existing] }));
    const first = await editor.generateVariations(ADMIN, product.id, product.version);
    expect(first.added).toBe(5);
    expect(first.product.variations).toHaveLength(6);
    expect(first.product.variations[0]).toMatchObject({ sku: "GEN-RS", attributes: { colour: "red", size: "s" } });
    expect(first.product.variations.every((v) => v.regularPrice === 1500 && v.enabled)).toBe(true);
    const second = await editor.generateVariations(ADMIN, product.id, first.product.version);
    expect(second.added).toBe(0);
    const [row] = await database.db.select({ min: products.priceMin, max: products.priceMax }).from(products).where(eq(products.id, product.id));
    expect(row).toEqual({ min: 1500, max: 1500 });
  });

  it("generated variations take the product's price and are enabled; a published product no one can buy is warned about", async () => {
    const { colour } = await colourAndSize();
    const attributes = [{ attributeId: colour.id, termIds: colour.terms.map((t) => t.id), usedForVariations: true }];
    const product = await editor.create(
      ADMIN,
      input({ type: "variable", name: "Priced Tee", status: "publish", regularPrice: 2250, attributes, variations: [] }),
    );
    // Published with no variation: the editor says why customers cannot buy it.
    expect(publishWarning(product)).toMatch(/no variations yet/);
    const generated = await editor.generateVariations(ADMIN, product.id, product.version);
    expect(generated.added).toBe(colour.terms.length);
    expect(generated.product.variations.every((v) => v.regularPrice === 2250 && v.enabled)).toBe(true);
    expect(publishWarning(generated.product)).toBeNull();
    // Every variation switched off: warned again, with the reason.
    const off = inputOf(generated.product);
    for (const variation of off.variations) variation.enabled = false;
    const disabled = await editor.update(ADMIN, product.id, generated.product.version, off);
    expect(publishWarning(disabled)).toMatch(/every variation is disabled/);
  });

  it("generated variations without a price to take start disabled", async () => {
    const { size } = await colourAndSize();
    const attributes = [{ attributeId: size.id, termIds: size.terms.slice(0, 2).map((t) => t.id), usedForVariations: true }];
    const product = await editor.create(ADMIN, input({ type: "variable", name: "Unpriced Tee", attributes, variations: [] }));
    const generated = await editor.generateVariations(ADMIN, product.id, product.version);
    expect(generated.product.variations.map((v) => [v.regularPrice, v.enabled])).toEqual([
      [0, false],
      [0, false],
    ]);
  });

  it("refuses a variation naming a term the product does not offer", async () => {
    const { colour } = await colourAndSize();
    const attributes = [{ attributeId: colour.id, termIds: [colour.terms[0]!.id], usedForVariations: true }];
    await expect(
      editor.create(ADMIN, input({ type: "variable", name: "Odd Tee", attributes, variations: [{ attributes: { colour: "blue" }, regularPrice: 100 }] })),
    ).rejects.toMatchObject({ fields: { "variations.0.attributes": expect.any(String) } });
  });

  it("stores a sale that starts later apart, and the job starts and ends it", async () => {
    clock = new Date("2026-06-15T12:00:00Z");
    const product = await editor.create(
      ADMIN,
      input({
        name: "Summer Hat",
        regularPrice: 3000,
        salePrice: 2000,
        saleStartsAt: "2026-06-20T00:00:00Z",
        saleEndsAt: "2026-06-25T00:00:00Z",
        status: "publish",
      }),
    );
    expect(product).toMatchObject({ salePrice: null, scheduledSalePrice: 2000 });
    expect(await editor.applySaleSchedules(new Date("2026-06-19T00:00:00Z"))).not.toContain(product.id);
    expect(await editor.applySaleSchedules(new Date("2026-06-20T00:00:00Z"))).toContain(product.id);
    const [started] = await database.db.select({ sale: products.salePrice, min: products.priceMin }).from(products).where(eq(products.id, product.id));
    expect(started).toEqual({ sale: 2000, min: 2000 });
    expect(await editor.applySaleSchedules(new Date("2026-06-25T00:00:00Z"))).toContain(product.id);
    expect(await editor.get(product.id)).toMatchObject({ salePrice: null, scheduledSalePrice: null, saleEndsAt: null });
    const [ended] = await database.db.select({ min: products.priceMin, onSale: products.onSale }).from(products).where(eq(products.id, product.id));
    expect(ended).toEqual({ min: 3000, onSale: false });
  });

  it("keeps an uploaded picture as an original and serves renditions made from it", async () => {
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#c4643f" } })
      .png()
      .toBuffer();
    const image = await editor.uploadImage(png, "image/png", "A terracotta square");
    expect(image).toMatchObject({ width: 400, height: 300, alt: "A terracotta square" });
    const store = createMediaStore(database.db, path.join(dataDir, "media"));
    const rendition = await store.get(image.key, 320);
    expect(rendition).not.toBeNull();
    expect(await sharp(rendition!.path).metadata()).toMatchObject({ format: "webp", width: 320, height: 240 });
    expect(await store.get(image.key, 333)).toBeNull();

    const product = await editor.create(ADMIN, input({ name: "Pictured", regularPrice: 100, images: [{ id: image.id, alt: "Front" }] }));
    expect(product).toMatchObject({ mainImageId: image.id, images: [{ id: image.id, alt: "Front" }] });
  });

  it("refuses a file that is not a picture, or a type we do not take", async () => {
    await expect(editor.uploadImage(Buffer.from("<svg/>"), "image/png")).rejects.toMatchObject({ code: "invalid_image" });
    await expect(editor.uploadImage(Buffer.from("GIF89a"), "image/gif")).rejects.toMatchObject({ code: "invalid_image" });
  });

  it("answers not found for a product that does not exist", async () => {
    await expect(editor.get(999_999)).rejects.toMatchObject({ status: 404 });
    await expect(editor.update(ADMIN, 999_999, 1, input({ name: "x", regularPrice: 1 }))).rejects.toMatchObject({ status: 404 });
  });
});
