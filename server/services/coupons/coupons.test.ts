import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { CouponInput } from "../../../domain/admin/coupon-input.ts";
import { auditLog, cartCoupons, coupons } from "../../db/schema/index.ts";
import { insertDatedOrders, recordCouponUse } from "../../testing/dated-orders.ts";
import { withShopServices } from "../../testing/shop-services.ts";
import { testDatabaseKind } from "../../testing/test-database.ts";
import { createCouponService } from "./index.ts";

const ACTOR = { id: 0, email: "boss@example.com" };
const LATE = { id: 0, email: "late@example.com" };
const shop = withShopServices(async ({ services }) => {
  for (const actor of [ACTOR, LATE]) actor.id = (await services.accounts.register(null, { email: actor.email, password: "a long test password" })).customer.id;
});
const NOW = new Date("2026-11-26T12:00:00Z");
const service = () => createCouponService(shop.database.db, { audit: shop.services.audit, now: () => NOW });

const input = (overrides: Partial<CouponInput> = {}): CouponInput => ({
  code: "WINTER10",
  type: "percent",
  amount: 1000,
  expiresAt: null,
  usageLimit: null,
  usageLimitPerCustomer: null,
  minimumSpend: null,
  maximumSpend: null,
  productIds: [],
  excludedProductIds: [],
  categoryIds: [],
  excludedCategoryIds: [],
  individualUse: false,
  freeShipping: false,
  excludeSaleItems: false,
  allowedEmails: [],
  ...overrides,
});

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e as { code: string; status: number; fields?: Record<string, string> },
  );
  return error && { code: error.code, status: error.status, fields: error.fields };
};

describe(`the admin's coupons on ${testDatabaseKind}`, () => {
  it("creates a coupon stored lower case, with its names for the editor and a coupon.create audit entry", async () => {
    const lamp = shop.ids.get("red-lamp")!;
    const created = await service().create(ACTOR, input({ code: " Create-Me ", productIds: [lamp], minimumSpend: 2000 }));
    expect(created.version).toBe(1);
    const detail = await service().get(created.id);
    expect(detail).toMatchObject({
      code: "create-me",
      amount: 1000,
      minimumSpend: 2000,
      status: "active",
      names: { products: [{ id: lamp, name: "Red Lamp" }] },
    });
    const [entry] = await shop.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(created.id)));
    expect(entry).toMatchObject({ action: "coupon.create", entity: "coupon", actorEmail: ACTOR.email });
    expect(entry!.changes).toMatchObject({ code: { before: null, after: "create-me" }, minimumSpend: { before: null, after: 2000 } });
  });

  it("refuses a code that exists whatever its case, beside the code field", async () => {
    await service().create(ACTOR, input({ code: "dup-code" }));
    expect(await refusal(service().create(ACTOR, input({ code: "DUP-Code" })))).toMatchObject({
      code: "coupon_code_taken",
      status: 409,
      fields: { code: expect.any(String) },
    });
    const other = await service().create(ACTOR, input({ code: "other-code" }));
    expect(await refusal(service().update(ACTOR, other.id, 1, input({ code: "Dup-CODE" })))).toMatchObject({ code: "coupon_code_taken" });
  });

  it("stores the allowed e-mails, shows them in the detail and the list, and refuses an entry that is no address or pattern", async () => {
    const { id } = await service().create(ACTOR, input({ code: "staff-only", allowedEmails: ["*@vitrine.test", "anna.*@shop.de"] }));
    expect(await service().get(id)).toMatchObject({ allowedEmails: ["*@vitrine.test", "anna.*@shop.de"] });
    expect((await service().list({ q: "staff-only" })).coupons).toEqual([
      expect.objectContaining({ code: "staff-only", allowedEmails: ["*@vitrine.test", "anna.*@shop.de"] }),
    ]);
    expect(await refusal(service().update(ACTOR, id, 1, input({ code: "staff-only", allowedEmails: ["anna"] })))).toMatchObject({
      status: 400,
      fields: { allowedEmails: expect.stringContaining('"anna"') },
    });
  });

  it("refuses what the cart could not apply: over 100 %, minimum above maximum", async () => {
    expect(await refusal(service().create(ACTOR, input({ code: "too-much", amount: 10_001 })))).toMatchObject({
      status: 400,
      fields: { amount: expect.any(String) },
    });
    expect(await refusal(service().create(ACTOR, input({ code: "min-max", minimumSpend: 5000, maximumSpend: 1000 })))).toMatchObject({
      status: 400,
      fields: { maximumSpend: expect.any(String) },
    });
  });

  it("updates with the version read, records the changed fields, and refuses a stale save naming who saved", async () => {
    const { id } = await service().create(ACTOR, input({ code: "versioned" }));
    const saved = await service().update(ACTOR, id, 1, input({ code: "versioned", amount: 1250, freeShipping: true }));
    expect(saved.version).toBe(2);
    const entries = await shop.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)));
    const update = entries.find((e) => e.action === "coupon.update")!;
    expect(update.changes).toEqual({ amount: { before: 1000, after: 1250 }, freeShipping: { before: false, after: true } });
    const stale = await refusal(service().update(LATE, id, 1, input({ code: "versioned", amount: 500 })));
    expect(stale).toMatchObject({ code: "stale_version", status: 409 });
    expect((await service().get(id))!.amount).toBe(1250);
    expect(await refusal(service().update(ACTOR, 999_999, 1, input({ code: "ghost" })))).toMatchObject({ status: 404 });
  });

  it("lists with search, type and status filters, sorting and pages", async () => {
    const db = shop.database.db;
    await service().create(ACTOR, input({ code: "list-expired", expiresAt: "2026-01-01T00:00:00Z" }));
    const usedUp = await service().create(ACTOR, input({ code: "list-used-up", type: "fixed_cart", amount: 500, usageLimit: 1 }));
    await db.update(coupons).set({ usageCount: 1 }).where(eq(coupons.id, usedUp.id));
    await service().create(ACTOR, input({ code: "list-active", type: "fixed_cart", amount: 300 }));
    const codes = async (query: Parameters<ReturnType<typeof service>["list"]>[0]) => (await service().list(query)).coupons.map((c) => c.code);
    expect(await codes({ q: "list-", sort: "code", dir: "asc" })).toEqual(["list-active", "list-expired", "list-used-up"]);
    expect(await codes({ q: "list-", status: "expired" })).toEqual(["list-expired"]);
    expect(await codes({ q: "list-", status: "used_up" })).toEqual(["list-used-up"]);
    expect(await codes({ q: "list-", status: "active" })).toEqual(["list-active"]);
    expect(await codes({ q: "list-", type: "fixed_cart", sort: "amount", dir: "desc" })).toEqual(["list-used-up", "list-active"]);
    const paged = await service().list({ q: "list-", sort: "code", perPage: 2, page: 2 });
    expect(paged).toMatchObject({ total: 3, page: 2, pageCount: 2, coupons: [{ code: "list-used-up" }] });
    expect(await codes({ q: "100%_" })).toEqual([]);
  });

  it("lists the orders that used a coupon, and refuses to delete it while they do", async () => {
    const { id } = await service().create(ACTOR, input({ code: "used-once" }));
    const [orderId] = await insertDatedOrders(shop.database.db, [
      { number: "CPN-1001", status: "processing", total: 4500, placedAt: new Date("2026-11-20T10:00:00Z"), billing: { firstName: "Ada", lastName: "Byrne" } },
    ]);
    await recordCouponUse(shop.database.db, id, orderId!, "CPN-1001@example.com", 500);
    const { uses, total } = await service().uses(id);
    expect(total).toBe(1);
    expect(uses).toEqual([
      {
        orderId,
        number: "CPN-1001",
        placedAt: new Date("2026-11-20T10:00:00Z"),
        email: "CPN-1001@example.com",
        customerName: "Ada Byrne",
        discount: 500,
        currency: "EUR",
      },
    ]);
    expect(await refusal(service().remove(ACTOR, id, 1))).toMatchObject({ code: "coupon_used", status: 409 });
    expect(await service().get(id)).not.toBeNull();
  });

  it("deletes an unused coupon with the version read; a cart holding it simply loses it", async () => {
    const db = shop.database.db;
    const { id } = await service().create(ACTOR, input({ code: "in-a-cart" }));
    const { session } = await shop.services.sessions.create();
    await shop.services.cart.addItems(session.id, { productId: shop.ids.get("kettle")!, quantity: 1 });
    const shopper = { id: session.id, customerId: null };
    expect((await shop.services.checkout.applyCoupon(shopper, "IN-A-CART")).quote.coupons).toHaveLength(1);
    expect(await refusal(service().remove(ACTOR, id, 7))).toMatchObject({ code: "stale_version" });
    await service().remove(ACTOR, id, 1);
    expect(await service().get(id)).toBeNull();
    expect(await db.select().from(cartCoupons).where(eq(cartCoupons.couponId, id))).toEqual([]);
    const quote = await shop.services.checkout.quote(shopper);
    expect(quote.coupons).toEqual([]);
    expect(quote.totals.discountTotal).toBe(0);
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, "coupon.delete"));
    expect(entry!.changes).toMatchObject({ code: { before: "in-a-cart", after: null } });
  });

  it("an expired coupon stops discounting a cart that holds it", async () => {
    const { id } = await service().create(ACTOR, input({ code: "soon-expired" }));
    const { session } = await shop.services.sessions.create();
    await shop.services.cart.addItems(session.id, { productId: shop.ids.get("kettle")!, quantity: 1 });
    const shopper = { id: session.id, customerId: null };
    expect((await shop.services.checkout.applyCoupon(shopper, "soon-expired")).quote.totals.discountTotal).toBeGreaterThan(0);
    await service().update(ACTOR, id, 1, input({ code: "soon-expired", expiresAt: "2026-01-01T00:00:00Z" }));
    expect((await shop.services.checkout.quote(shopper)).totals.discountTotal).toBe(0);
  });

  it("disables a used coupon by expiring it now, with the version read", async () => {
    const { id } = await service().create(ACTOR, input({ code: "to-disable" }));
    expect(await refusal(service().expireNow(ACTOR, id, 5))).toMatchObject({ code: "stale_version" });
    expect(await service().expireNow(ACTOR, id, 1)).toEqual({ id, version: 2 });
    expect(await service().get(id)).toMatchObject({ status: "expired", expiresAt: NOW });
    const entries = await shop.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)));
    expect(entries.find((e) => e.action === "coupon.update")).toMatchObject({ reason: "Disabled: expired now.", changes: { expiresAt: { before: null } } });
  });

  it("finds products by name or SKU for the picker, and lists the categories", async () => {
    expect((await service().findProducts("lmp-0")).map((p) => p.name)).toContain("Red Lamp");
    expect((await service().findProducts("kettle")).map((p) => p.name)).toEqual(["Kettle"]);
    expect((await service().categories()).map((c) => c.name)).toContain("Kitchen");
  });
});
