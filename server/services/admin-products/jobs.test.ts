import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "../../db/connect.ts";
import { adminJobs, auditLog, categories, customers, products } from "../../db/schema/index.ts";
import { seedCatalogueFixture } from "../../testing/catalogue-fixture.ts";
import { createTestDatabase, testDatabaseKind } from "../../testing/test-database.ts";
import { createAuditService } from "../audit/index.ts";
import { createAdminProductsService, type AdminProductsService } from "./index.ts";

let database: Database;
let service: AdminProductsService;
let ids: Map<string, number>;
let actor = { id: 0, email: "boss@example.com" };
const hooks = { changed: vi.fn() };

beforeAll(async () => {
  database = await createTestDatabase();
  ids = await seedCatalogueFixture(database.db);
  service = createAdminProductsService(database.db, { audit: createAuditService(database.db) });
  const [boss] = await database.db.insert(customers).values({ email: actor.email }).returning({ id: customers.id });
  actor = { id: boss!.id, email: actor.email };
});
afterAll(async () => {
  await database?.close();
});

const product = async (slug: string) => (await database.db.select().from(products).where(eq(products.slug, slug)))[0]!;

describe(`product jobs on ${testDatabaseKind}`, () => {
  it("previews a price rise, runs it when confirmed, audits each product and keeps the summaries right", async () => {
    const target = { ids: [ids.get("red-lamp")!, ids.get("green-shade")!, ids.get("variable-tee")!] };
    const action = { kind: "price" as const, mode: "percent" as const, direction: "up" as const, amount: 10 };
    const job = await service.createBulkJob(actor, action, target, { confirm: false, scope: "3 ticked products" });
    expect(job).toMatchObject({ status: "preview", total: 3, report: { preview: { targets: 3, changes: 2, skips: 1 } } });
    expect(await service.runPending(hooks)).toBe(0); // a preview waits for its confirmation
    expect((await product("red-lamp")).regularPrice).toBe(1000);

    await service.confirmJob(job.id);
    expect(await service.runPending(hooks)).toBe(1);
    const done = await service.getJob(job.id);
    expect(done).toMatchObject({ status: "done", done: 3, report: { changed: 2, skipped: 1, failed: 0 } });
    expect(done.report.reasons).toEqual({ "its prices are set per variation or by its children": 1 });
    expect(await product("red-lamp")).toMatchObject({ regularPrice: 1100, priceMin: 1100, priceMax: 1100, version: 2 });
    expect(await product("green-shade")).toMatchObject({ regularPrice: 3300, salePrice: 2500, priceMin: 2500, onSale: true });
    // The gift set shows the red lamp as a child: its range follows.
    expect(await product("gift-set")).toMatchObject({ priceMin: 1100 });
    const entries = await database.db.select().from(auditLog).where(eq(auditLog.action, "product.bulk-price"));
    expect(entries).toHaveLength(2);
    expect(entries.find((entry) => entry.entityId === String(ids.get("red-lamp")))!.changes).toEqual({ regularPrice: { before: 1000, after: 1100 } });
    expect(hooks.changed).toHaveBeenCalled();
  });

  it("drops a sale price a price cut reaches, and updates the on-sale flag", async () => {
    const job = await service.createBulkJob(
      actor,
      { kind: "price", mode: "fixed", direction: "down", amount: 900 },
      { ids: [ids.get("green-shade")!] },
      { confirm: true, scope: "x" },
    );
    await service.runPending(hooks);
    expect((await service.getJob(job.id)).report.changed).toBe(1);
    expect(await product("green-shade")).toMatchObject({ regularPrice: 2400, salePrice: null, priceMin: 2400, onSale: false });
  });

  it("unpublishes every product matching the filters, skipping those already drafts", async () => {
    const job = await service.createBulkJob(actor, { kind: "unpublish" }, { filter: { category: "lamps" } }, { confirm: true, scope: "lamps" });
    await service.runPending(hooks);
    expect(await service.getJob(job.id)).toMatchObject({ status: "done", report: { changed: 2, skipped: 1, reasons: { "already a draft": 1 } } });
    expect((await product("blue-lamp")).status).toBe("draft");
  });

  it("adds to a category and adjusts stock", async () => {
    const kitchen = (await service.categories()).find((c) => c.slug === "kitchen")!;
    await service.createBulkJob(
      actor,
      { kind: "add-category", categoryId: kitchen.id },
      { ids: [ids.get("kettle")!, ids.get("red-lamp")!] },
      { confirm: true, scope: "x" },
    );
    const stock = await service.createBulkJob(actor, { kind: "stock", mode: "set", amount: 0 }, { ids: [ids.get("kettle")!] }, { confirm: true, scope: "x" });
    await service.runPending(hooks);
    expect((await service.list({ page: 1, perPage: 25, category: "kitchen", status: undefined, sort: "name" })).rows.map((r) => r.name)).toContain("Red Lamp");
    expect((await service.getJob(stock.id)).report.changed).toBe(1);
    expect(await product("kettle")).toMatchObject({ manageStock: true, stockQuantity: 0, stockStatus: "outofstock" });
  });

  it("refuses a missing category and an empty selection, and a second confirmation", async () => {
    await expect(service.previewBulk({ kind: "add-category", categoryId: 99_999 }, { ids: [1] })).rejects.toMatchObject({ code: "category_not_found" });
    await expect(service.previewBulk({ kind: "publish" }, { ids: [] })).rejects.toMatchObject({ code: "no_products" });
    const job = await service.createBulkJob(actor, { kind: "publish" }, { ids: [ids.get("kettle")!] }, { confirm: true, scope: "x" });
    await expect(service.confirmJob(job.id)).rejects.toMatchObject({ code: "job_state" });
    await expect(service.getJob(123_456)).rejects.toMatchObject({ kind: "not_found" });
    await service.cancelJob(job.id);
    await service.runPending(hooks);
    expect((await service.getJob(job.id)).status).toBe("cancelled");
  });

  it("imports the valid rows of a CSV file, each audited, and reports the refused ones in the preview", async () => {
    const csv = 'name,regular_price,sku,categories,stock_quantity\n"Imported, one",12.50,IMP-1,lamps|kitchen,4\nImported two,3,LMP-001,,\nImported three,7,,,';
    const job = await service.createImportJob(actor, csv, { confirm: false });
    expect(job.report.preview).toMatchObject({
      valid: 2,
      refusedCount: 1,
      refused: [{ line: 3, reason: "The SKU LMP-001 is already used by another product." }],
    });
    await service.confirmJob(job.id);
    await service.runPending(hooks);
    expect(await service.getJob(job.id)).toMatchObject({ status: "done", report: { changed: 2 } });
    expect(await product("imported-one")).toMatchObject({
      sku: "IMP-1",
      regularPrice: 1250,
      priceMin: 1250,
      manageStock: true,
      stockQuantity: 4,
      type: "simple",
    });
    const audited = await database.db.select().from(auditLog).where(eq(auditLog.action, "product.import"));
    expect(audited).toHaveLength(2);
    expect((await service.list({ page: 1, perPage: 25, q: "imported", category: "kitchen" })).rows.map((r) => r.name)).toEqual(["Imported, one"]);
  });

  it("resumes a job a restart left running", async () => {
    const job = await service.createBulkJob(actor, { kind: "publish" }, { ids: [ids.get("blue-lamp")!] }, { confirm: true, scope: "x" });
    await database.db.update(adminJobs).set({ status: "running" });
    await service.runPending(hooks);
    expect((await service.getJob(job.id)).status).toBe("done");
    expect((await product("blue-lamp")).status).toBe("publish");
  });

  it("works through a job larger than a batch, one batch at a time", async () => {
    await database.db
      .insert(products)
      .values(
        Array.from({ length: 150 }, (_, i) => ({ slug: `batch-${i}`, name: `Batch ${i}`, sku: `BATCH-${i}`, regularPrice: 100, priceMin: 100, priceMax: 100 })),
      );
    const job = await service.createBulkJob(actor, { kind: "stock", mode: "set", amount: 5 }, { filter: { q: "BATCH-" } }, { confirm: true, scope: "batch" });
    expect(job.total).toBe(150);
    await service.runPending(hooks);
    expect(await service.getJob(job.id)).toMatchObject({ status: "done", done: 150, report: { changed: 150 } });
    expect(await product("batch-149")).toMatchObject({ manageStock: true, stockQuantity: 5, stockStatus: "instock" });
  });

  it("reports a batch that could not be saved as failed and goes on", async () => {
    const [spare] = await database.db.insert(categories).values({ slug: "short-lived", name: "Short-lived" }).returning({ id: categories.id });
    const job = await service.createBulkJob(
      actor,
      { kind: "add-category", categoryId: spare!.id },
      { ids: [ids.get("kettle")!] },
      { confirm: true, scope: "x" },
    );
    // The category goes between the preview and the run: the batch's insert breaks its foreign key.
    await database.db.delete(categories).where(eq(categories.id, spare!.id));
    await service.runPending(hooks);
    expect(await service.getJob(job.id)).toMatchObject({
      status: "done",
      report: { changed: 0, failed: 1, reasons: { "The batch could not be saved, so nothing in it changed.": 1 } },
    });
  });
});
