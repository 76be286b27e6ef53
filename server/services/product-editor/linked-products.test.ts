import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productInputSchema, type ProductInput } from "../../../domain/admin/product-editor/product-input.ts";
import type { Database } from "../../db/connect.ts";
import { seedCatalogueFixture } from "../../testing/catalogue-fixture.ts";
import { createTestDatabase, testDatabaseKind } from "../../testing/test-database.ts";
import { createAuditService } from "../audit/index.ts";
import { createCatalogService } from "../catalog/index.ts";
import { createProductEditorService, type ProductEditorService } from "./index.ts";

let database: Database;
let editor: ProductEditorService;
let ids: Map<string, number>;
const id = (slug: string) => ids.get(slug)!;
const ADMIN = { id: null as unknown as number, email: "boss@example.com" };

beforeAll(async () => {
  database = await createTestDatabase();
  ids = await seedCatalogueFixture(database.db);
  editor = createProductEditorService(database.db, { audit: createAuditService(database.db), mediaDir: "/nonexistent" });
});
afterAll(() => database?.close());

const input = (overrides: Record<string, unknown>): ProductInput => productInputSchema.parse({ type: "simple", name: "Test", ...overrides });

describe(`the product editor's linked products on ${testDatabaseKind}`, () => {
  it("saves upsells and cross-sells in the order chosen, reads them back, and the shop shows them", async () => {
    const created = await editor.create(
      ADMIN,
      input({ name: "Desk Lamp", regularPrice: 3000, status: "publish", upsellIds: [id("blue-lamp"), id("red-lamp")], crossSellIds: [id("kettle")] }),
    );
    expect(created).toMatchObject({ upsellIds: [id("blue-lamp"), id("red-lamp")], crossSellIds: [id("kettle")] });
    expect(await editor.get(created.id)).toMatchObject({ upsellIds: [id("blue-lamp"), id("red-lamp")], crossSellIds: [id("kettle")] });

    const catalog = createCatalogService(database.db, { cache: { freshMs: 0 } });
    expect((await catalog.productPageLinks(created.id)).upsells.map((c) => c.slug)).toEqual(["blue-lamp", "red-lamp"]);
    expect((await catalog.crossSells([created.id])).map((c) => c.slug)).toEqual(["kettle"]);

    const saved = await editor.update(
      ADMIN,
      created.id,
      created.version,
      input({ name: "Desk Lamp", regularPrice: 3000, upsellIds: [], crossSellIds: [id("apron")] }),
    );
    expect(saved).toMatchObject({ upsellIds: [], crossSellIds: [id("apron")] });
  });

  it("refuses linking a product to itself or to products that do not exist, naming the field", async () => {
    const created = await editor.create(ADMIN, input({ name: "Lonely Lamp", regularPrice: 1000 }));
    await expect(
      editor.update(ADMIN, created.id, created.version, input({ name: "Lonely Lamp", regularPrice: 1000, upsellIds: [created.id] })),
    ).rejects.toMatchObject({
      code: "invalid_product",
      fields: { upsellIds: expect.any(String) },
    });
    await expect(
      editor.update(ADMIN, created.id, created.version, input({ name: "Lonely Lamp", regularPrice: 1000, crossSellIds: [999_999] })),
    ).rejects.toMatchObject({ code: "invalid_product", fields: { crossSellIds: expect.any(String) } });
  });
});
