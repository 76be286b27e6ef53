import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/connect.ts";
import { attributes, attributeTerms, auditLog, categories, customers, productCategories, products } from "../../db/schema/index.ts";
import { seedCatalogueFixture } from "../../testing/catalogue-fixture.ts";
import { createTestDatabase, testDatabaseKind } from "../../testing/test-database.ts";
import { createTaxonomyService, type TaxonomyService } from "./index.ts";
import { createAuditService } from "../audit/index.ts";

let database: Database;
let service: TaxonomyService;
let actor: { id: number; email: string };

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogueFixture(database.db);
  service = createTaxonomyService(database.db, { audit: createAuditService(database.db) });
  const [boss] = await database.db.insert(customers).values({ email: "boss@example.com" }).returning({ id: customers.id, email: customers.email });
  actor = boss!;
});
afterAll(() => database?.close());

const categoryId = async (slug: string) => (await database.db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug)))[0]!.id;
const childrenOf = async (parentId: number | null) =>
  (await service.categories.list())
    .filter((c) => c.parentId === parentId)
    .sort((a, b) => a.position - b.position)
    .map((c) => c.slug);
const auditOf = (action: string) => database.db.select().from(auditLog).where(eq(auditLog.action, action));

describe(`taxonomy service: categories (${testDatabaseKind})`, () => {
  it("creates a category under another with a slug made from its name, numbered when taken, and audits it", async () => {
    const home = await categoryId("home");
    const first = await service.categories.create(actor, { name: "Garden Tools", slug: "", description: "", parentId: home });
    const second = await service.categories.create(actor, { name: "Garden tools", slug: "", description: "", parentId: home });
    expect([first.slug, second.slug]).toEqual(["garden-tools", "garden-tools-2"]);
    expect(await childrenOf(home)).toEqual(["lighting", "garden-tools", "garden-tools-2"]);
    const entries = await auditOf("category.create");
    expect(entries.find((e) => e.entityId === String(first.id))?.changes).toMatchObject({
      name: { before: null, after: "Garden Tools" },
      parentId: { after: home },
    });
  });

  it("refuses a slug typed that is already used, beside the field", async () => {
    await expect(service.categories.create(actor, { name: "Other", slug: "kitchen", description: "", parentId: null })).rejects.toMatchObject({
      code: "slug_taken",
      fields: { slug: expect.any(String) },
    });
  });

  it("never makes a category its own descendant", async () => {
    const [home, lamps] = [await categoryId("home"), await categoryId("lamps")];
    for (const parentId of [home, lamps])
      await expect(service.categories.update(actor, home, { name: "Home", slug: "home", description: "", parentId })).rejects.toMatchObject({
        code: "parent_loop",
      });
  });

  it("moves a category up and down among its siblings, keeping positions 0..n-1", async () => {
    const home = await categoryId("home");
    const tools = await categoryId("garden-tools-2");
    await service.categories.move(actor, tools, "up");
    expect(await childrenOf(home)).toEqual(["lighting", "garden-tools-2", "garden-tools"]);
    await service.categories.move(actor, tools, "up");
    await service.categories.move(actor, tools, "up"); // already first: nothing changes
    expect(await childrenOf(home)).toEqual(["garden-tools-2", "lighting", "garden-tools"]);
    const positions = (await service.categories.list())
      .filter((c) => c.parentId === home)
      .map((c) => c.position)
      .sort();
    expect(positions).toEqual([0, 1, 2]);
    expect((await auditOf("category.reorder")).length).toBe(2);
  });

  it("reorders siblings as dropped, and refuses an order that is not exactly the siblings", async () => {
    const ids = await Promise.all(["kitchen", "empty", "home"].map(categoryId));
    await service.categories.reorder(actor, null, ids);
    expect(await childrenOf(null)).toEqual(["kitchen", "empty", "home"]);
    await expect(service.categories.reorder(actor, null, ids.slice(1))).rejects.toMatchObject({ code: "siblings_changed" });
  });

  it("deletes a category: its products stay, its subcategories move up to its parent", async () => {
    const [home, lighting, lamps] = [await categoryId("home"), await categoryId("lighting"), await categoryId("lamps")];
    const productsBefore = await database.db.$count(products);
    const result = await service.categories.remove(actor, lighting);
    expect(result.movedChildren).toEqual([lamps]);
    expect(await database.db.$count(products)).toBe(productsBefore);
    expect(await database.db.$count(productCategories, eq(productCategories.categoryId, lighting))).toBe(0);
    expect((await service.categories.get(lamps))?.parentId).toBe(home);
    expect(await childrenOf(home)).toEqual(["garden-tools-2", "garden-tools", "lamps"]);
    const [entry] = await auditOf("category.delete");
    expect(entry?.changes).toMatchObject({ name: { before: "Lighting", after: null }, children: { before: [lamps], after: [] } });
  });

  it("answers not found for a category that does not exist", async () => {
    await expect(service.categories.remove(actor, 999_999)).rejects.toMatchObject({ kind: "not_found" });
    await expect(service.categories.move(actor, 999_999, "up")).rejects.toMatchObject({ kind: "not_found" });
  });
});

describe(`taxonomy service: attributes and terms (${testDatabaseKind})`, () => {
  it("creates an attribute with terms and colours, lists them in order with counts", async () => {
    const material = await service.attributes.create(actor, { name: "Finish", slug: "", swatchType: "color" });
    await service.terms.create(actor, material.id, { name: "Matte Black", slug: "", color: "#111" });
    await service.terms.create(actor, material.id, { name: "Brass", slug: "", color: "GoldenRod" });
    const terms = await service.terms.list(material.id);
    expect(terms.map((t) => [t.slug, t.color, t.position, t.productCount])).toEqual([
      ["matte-black", "#111", 0, 0],
      ["brass", "goldenrod", 1, 0],
    ]);
    await service.terms.move(actor, material.id, terms[1]!.id, "up");
    expect((await service.terms.list(material.id)).map((t) => t.slug)).toEqual(["brass", "matte-black"]);
    expect((await service.attributes.get(material.id))?.termCount).toBe(2);
  });

  it("refuses to delete a term products use, saying how many and which; deletes an unused one", async () => {
    const [colour] = await database.db.select().from(attributes).where(eq(attributes.slug, "colour"));
    const terms = await service.terms.list(colour!.id);
    const red = terms.find((t) => t.slug === "red")!;
    expect(red.productCount).toBeGreaterThan(0);
    await expect(service.terms.remove(actor, colour!.id, red.id)).rejects.toMatchObject({
      code: "term_in_use",
      message: expect.stringMatching(/\d+ products? uses? it \(/),
    });
    const extra = await service.terms.create(actor, colour!.id, { name: "Ochre", slug: "", color: null });
    await service.terms.remove(actor, colour!.id, extra.id);
    expect(await database.db.$count(attributeTerms, eq(attributeTerms.id, extra.id))).toBe(0);
    expect((await auditOf("term.delete")).map((e) => e.entityId)).toContain(String(extra.id));
  });

  it("keeps a term's slug while variations name it, but lets its name and colour change", async () => {
    const [colour] = await database.db.select().from(attributes).where(eq(attributes.slug, "colour"));
    const [red] = await database.db
      .select()
      .from(attributeTerms)
      .where(and(eq(attributeTerms.attributeId, colour!.id), eq(attributeTerms.slug, "red")));
    await expect(service.terms.update(actor, colour!.id, red!.id, { name: "Red", slug: "crimson", color: null })).rejects.toMatchObject({
      code: "term_slug_in_use",
    });
    await service.terms.update(actor, colour!.id, red!.id, { name: "Scarlet", slug: "red", color: "#f00" });
    const [after] = await database.db.select().from(attributeTerms).where(eq(attributeTerms.id, red!.id));
    expect(after).toMatchObject({ name: "Scarlet", slug: "red", color: "#f00" });
    const entry = (await auditOf("term.update")).find((e) => e.entityId === String(red!.id));
    expect(entry?.changes).toMatchObject({ name: { before: "RED", after: "Scarlet" }, color: { before: "#cc0000", after: "#f00" } });
  });

  it("refuses to delete an attribute in use or to rename its slug under variations; deletes an unused one with its terms", async () => {
    const [size] = await database.db.select().from(attributes).where(eq(attributes.slug, "size"));
    await expect(service.attributes.remove(actor, size!.id)).rejects.toMatchObject({ code: "attribute_in_use" });
    await expect(service.attributes.update(actor, size!.id, { name: "Size", slug: "sizes", swatchType: "label" })).rejects.toMatchObject({
      code: "attribute_slug_in_use",
    });
    await service.attributes.update(actor, size!.id, { name: "Size", slug: "size", swatchType: "select" });
    expect((await service.attributes.get(size!.id))?.swatchType).toBe("select");
    const finish = (await service.attributes.list()).find((a) => a.slug === "finish")!;
    await service.attributes.remove(actor, finish.id);
    expect(await database.db.$count(attributeTerms, eq(attributeTerms.attributeId, finish.id))).toBe(0);
  });
});
