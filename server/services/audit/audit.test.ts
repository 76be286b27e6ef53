import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { fieldChanges } from "../../../domain/admin/field-changes.ts";
import { products } from "../../db/schema/index.ts";
import { withShopServices } from "../../testing/shop-services.ts";
import { testDatabaseKind } from "../../testing/test-database.ts";
import { isServiceError } from "../errors.ts";

const shop = withShopServices();
const nina = { id: 0, email: "nina@vitrine.test" };

describe(`audit log and row versions (${testDatabaseKind})`, () => {
  it("records a change field by field inside the writer's transaction, and lists it newest first with filters", async () => {
    const { db } = shop.database;
    const { audit } = shop.services;
    const id = shop.ids.get("kettle")!;
    await db.transaction(async (tx) => {
      await audit.record(tx, null, {
        action: "product.update",
        entity: "product",
        entityId: id,
        changes: fieldChanges({ regularPrice: 4000 }, { regularPrice: 4200 }),
      });
      await audit.record(tx, null, { action: "order.refund", entity: "order", entityId: 7, reason: "Damaged in transit" });
    });
    const forKettle = await audit.list({ entity: "product", entityId: String(id) });
    expect(forKettle).toHaveLength(1);
    expect(forKettle[0]).toMatchObject({ action: "product.update", changes: { regularPrice: { before: 4000, after: 4200 } }, reason: null });
    const refunds = await audit.list({ action: "order.refund" });
    expect(refunds[0]).toMatchObject({ entityId: "7", reason: "Damaged in transit" });
  });

  it("does not record an update that changed nothing", async () => {
    const { db } = shop.database;
    await shop.services.audit.record(db, null, { action: "coupon.update", entity: "coupon", entityId: 99, changes: {} });
    expect(await shop.services.audit.list({ entity: "coupon", entityId: "99" })).toEqual([]);
  });

  it("pages through entries with a keyset: the next page starts after the last entry seen", async () => {
    const { db } = shop.database;
    for (let i = 0; i < 5; i++) await shop.services.audit.record(db, null, { action: "job.note", entity: "job", entityId: "paging", reason: `entry ${i}` });
    const first = await shop.services.audit.list({ entityId: "paging", limit: 3 });
    const last = first.at(-1)!;
    const second = await shop.services.audit.list({ entityId: "paging", limit: 3, after: { at: last.at, id: last.id } });
    expect(first).toHaveLength(3);
    expect(second).toHaveLength(2);
    expect(new Set([...first, ...second].map((e) => e.reason)).size).toBe(5);
  });

  it("claims the next version, and refuses a stale one saying who changed the record and when", async () => {
    const { db } = shop.database;
    const { audit } = shop.services;
    const id = shop.ids.get("apron")!;
    const [{ version }] = (await db.select({ version: products.version }).from(products).where(eq(products.id, id))) as [{ version: number }];
    const next = await db.transaction(async (tx) => {
      const claimed = await audit.claimVersion(tx, "product", id, version);
      await audit.record(
        tx,
        { ...nina, id: null as unknown as number },
        { action: "product.update", entity: "product", entityId: id, changes: { name: { before: "Apron", after: "Chef's apron" } } },
      );
      return claimed;
    });
    expect(next).toBe(version + 1);
    const stale = await db.transaction((tx) => audit.claimVersion(tx, "product", id, version)).catch((error: unknown) => error);
    expect(isServiceError(stale)).toBe(true);
    expect(stale).toMatchObject({ kind: "conflict", code: "stale_version" });
    expect((stale as Error).message).toContain("This product was changed by nina@vitrine.test at ");
  });

  it("answers not found for a record that does not exist", async () => {
    const missing = await shop.database.db.transaction((tx) => shop.services.audit.claimVersion(tx, "order", 987654, 1)).catch((error: unknown) => error);
    expect(missing).toMatchObject({ kind: "not_found" });
  });
});
