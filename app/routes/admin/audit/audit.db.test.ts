/** The audit log's page names each record and shows each change in the merchant's terms. */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../../server/db/connect.ts";
import { products } from "../../../../server/db/schema/index.ts";
import { createServices, type Services } from "../../../../server/services/index.ts";
import { seedCatalogueFixture } from "../../../../server/testing/catalogue-fixture.ts";
import { createTestDatabase, testDatabaseKind } from "../../../../server/testing/test-database.ts";
import { loadAuditLog } from "./audit.server.ts";

let database: Database;
let services: Services;
let productIds: Map<string, number>;
const actor = null;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createServices(database.db, { mediaDir: "/nonexistent", mailTransport: null });
  productIds = await seedCatalogueFixture(database.db);
});
afterAll(() => database?.close());

type Page = { entries: { record: string; href: string | null; changes: { label: string; before: string; after: string }[] }[] };
const page = async (search: string) => (await loadAuditLog(services, new URL(`http://shop.test/admin/audit?${search}`))) as unknown as Page;

describe(`audit log names and values (${testDatabaseKind})`, () => {
  it("names a product by its name, shows its price as money and its fields by their labels", async () => {
    const id = productIds.values().next().value!;
    const [name] = await database.db.select({ name: products.name }).from(products).where(eq(products.id, id));
    await services.audit.record(database.db, actor, {
      action: "product.update",
      entity: "product",
      entityId: id,
      changes: { regularPrice: { before: 1000, after: 1250 }, sku: { before: "A-1", after: "A-2" }, featured: { before: false, after: true } },
    });
    const [entry] = (await page(`entity=product&entityId=${id}`)).entries;
    expect(entry!.record).toBe(name!.name);
    expect(entry!.href).toBe(`/admin/products/${id}`);
    expect(entry!.changes).toHaveLength(3);
    expect(entry!.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ label: "Regular price", before: "€10.00", after: "€12.50" }),
        expect.objectContaining({ label: "SKU", before: "A-1", after: "A-2" }),
        expect.objectContaining({ label: "Featured", before: "No", after: "Yes" }),
      ]),
    );
  });

  it("names a deleted record from the entry itself, an order by its number and settings by their group", async () => {
    await services.audit.record(database.db, actor, {
      action: "coupon.delete",
      entity: "coupon",
      entityId: 999_001,
      changes: { code: { before: "SUMMER10", after: null }, type: { before: "percent", after: null }, amount: { before: 1000, after: null } },
    });
    await services.audit.record(database.db, actor, {
      action: "order.status",
      entity: "order",
      entityId: 999_002,
      changes: { status: { before: "processing", after: "completed" } },
    });
    await services.audit.record(database.db, actor, {
      action: "settings.update",
      entity: "settings",
      entityId: "store",
      changes: { phone: { before: "1", after: "2" } },
    });
    const entries = (await page("")).entries;
    const coupon = entries.find((entry) => entry.record === "Coupon SUMMER10")!;
    expect(coupon.changes.find((change) => change.label === "Amount")).toMatchObject({ before: "10 %" });
    expect(entries.find((entry) => entry.record === "Order #999002")!.changes).toEqual([
      expect.objectContaining({ label: "Status", before: "Processing", after: "Completed" }),
    ]);
    expect(entries.find((entry) => entry.record === "Store settings")!.href).toBe("/admin/settings/store");
  });
});
