import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, carts, customers, orderLines, orderNotes, orders, products, sessions } from "../../db/schema/index.ts";
import { withShopServices } from "../../testing/shop-services.ts";
import { testDatabaseKind } from "../../testing/test-database.ts";
import { isServiceError } from "../errors.ts";

const actor = { id: 0, email: "boss@example.com" };
const shop = withShopServices(async ({ database }) => {
  const [boss] = await database.db.insert(customers).values({ email: "boss@example.com" }).returning({ id: customers.id });
  actor.id = boss!.id;
  await database.db.insert(customers).values({ email: "phone.buyer@example.com", firstName: "Phone", lastName: "Buyer" });
});
const billing = { firstName: "Phone", lastName: "Buyer", country: "IE", address1: "5 Dock Road", city: "Limerick", postcode: "V94 T9PX" };
const draftInput = (quantity = 2) => ({
  email: "phone.buyer@example.com",
  items: [{ productId: shop.ids.get("kettle")!, quantity }],
  billing,
  shipping: null,
  shippingMethod: "flat",
  paymentMethod: "cod",
});
const stock = async () =>
  (
    await shop.database.db
      .select({ q: products.stockQuantity })
      .from(products)
      .where(eq(products.id, shop.ids.get("kettle")!))
  )[0]!.q;

describe(`draft orders on ${testDatabaseKind}`, () => {
  it("saves a draft priced as checkout prices it (itemised tax rows too), takes no stock, and hides it from the customer until created", async () => {
    await shop.database.db
      .update(products)
      .set({ manageStock: true, stockQuantity: 9, stockStatus: "instock" })
      .where(eq(products.id, shop.ids.get("kettle")!));
    const { session } = await shop.services.sessions.create();
    await shop.services.cart.addItems(session.id, { productId: shop.ids.get("kettle")!, quantity: 2 });
    const checkoutQuote = await shop.services.checkout.quote({ id: session.id, customerId: null }, { country: "IE", shippingMethodId: "flat" });

    const { id } = await shop.services.orders.saveDraft(actor, null, draftInput());
    const draft = (await shop.services.orders.get(id))!;
    expect(draft).toMatchObject({
      status: "draft",
      number: `D${id}`,
      customerId: null,
      total: checkoutQuote.totals.total,
      taxTotal: checkoutQuote.totals.taxTotal,
    });
    expect(draft.lines).toMatchObject([{ quantity: 2, total: checkoutQuote.lines[0]!.total }]);
    // The itemised tax rows as checkout would write them, so the admin's draft lists them too.
    expect(draft.taxRows).toEqual(checkoutQuote.totals.taxRows.map(({ label, rate, amount }) => ({ label, rate, amount })));
    expect(draft.taxRows!.length).toBeGreaterThan(0);
    expect(await stock()).toBe(9);

    const edited = await shop.services.orders.saveDraft(actor, id, { ...draftInput(3), version: draft.version });
    expect(edited.id).toBe(id);
    const repriced = (await shop.services.orders.get(id))!;
    expect(repriced.lines[0]!.quantity).toBe(3);
    // Priced again: its rows are replaced, not added to.
    expect(repriced.taxRows).toHaveLength(draft.taxRows!.length);
    expect(repriced.taxRows!.reduce((sum, row) => sum + row.amount, 0)).toBe(repriced.taxTotal);
    expect(await stock()).toBe(9);

    const placed = await shop.services.orders.placeDraft(actor, id);
    expect(placed.status).toBe("processing");
    expect(await stock()).toBe(6);
    const [row] = await shop.database.db.select().from(orders).where(eq(orders.id, placed.orderId));
    const [buyer] = await shop.database.db.select({ id: customers.id }).from(customers).where(eq(customers.email, "phone.buyer@example.com"));
    expect(row).toMatchObject({ customerId: buyer!.id, status: "processing" });
    expect(await shop.services.orders.get(id)).toBeNull();
  });

  it("refuses a draft without items, with a bad address, or with a stale version", async () => {
    const refused = async (promise: Promise<unknown>) => {
      const error = await promise.then(
        () => null,
        (e: unknown) => e,
      );
      expect(isServiceError(error), String(error)).toBe(true);
      return error as { code: string; fields?: Record<string, string> };
    };
    expect((await refused(shop.services.orders.saveDraft(actor, null, { ...draftInput(), items: [] }))).fields).toHaveProperty("items");
    expect((await refused(shop.services.orders.saveDraft(actor, null, { ...draftInput(), billing: { ...billing, address1: "" } }))).fields).toHaveProperty([
      "billing.address1",
    ]);
    expect((await refused(shop.services.orders.saveDraft(actor, null, { ...draftInput(), couponCode: "nope" }))).fields).toHaveProperty("couponCode");
    const { id } = await shop.services.orders.saveDraft(actor, null, draftInput(1));
    await shop.services.orders.saveDraft(actor, id, { ...draftInput(1), version: 1 });
    expect((await refused(shop.services.orders.saveDraft(actor, id, { ...draftInput(1), version: 1 }))).code).toBe("stale_version");
  });

  it("deletes a draft with its lines, notes and the sessions and carts it was priced in, audited as order.delete", async () => {
    const db = shop.database.db;
    const { id } = await shop.services.orders.saveDraft(actor, null, draftInput(1));
    const [first] = await db.select({ sessionId: orders.sessionId }).from(orders).where(eq(orders.id, id));
    await shop.services.orders.saveDraft(actor, id, draftInput(2));
    const [second] = await db.select({ sessionId: orders.sessionId, version: orders.version }).from(orders).where(eq(orders.id, id));
    // The edit priced the draft in a new cart: the first one is gone already.
    expect(await db.select().from(sessions).where(eq(sessions.id, first!.sessionId!))).toEqual([]);
    await shop.services.orders.addNote(actor, id, { body: "Rang back at 3pm.", toCustomer: false });

    await shop.services.orders.deleteDraft(actor, id, second!.version);

    expect(await shop.services.orders.get(id)).toBeNull();
    expect(await db.select().from(orderLines).where(eq(orderLines.orderId, id))).toEqual([]);
    expect(await db.select().from(orderNotes).where(eq(orderNotes.orderId, id))).toEqual([]);
    const sessionIds = [first!.sessionId!, second!.sessionId!];
    expect(await db.select().from(sessions).where(inArray(sessions.id, sessionIds))).toEqual([]);
    expect(await db.select().from(carts).where(inArray(carts.sessionId, sessionIds))).toEqual([]);
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "order"), eq(auditLog.entityId, String(id)), eq(auditLog.action, "order.delete")));
    expect(entry).toMatchObject({ actorId: actor.id, actorEmail: actor.email });
    expect(entry!.changes).toMatchObject({ number: { before: `D${id}`, after: null }, status: { before: "draft", after: null } });
  });

  it("never deletes a placed order, answers 404 for none and refuses a stale version", async () => {
    const refusal = (promise: Promise<unknown>) =>
      promise.then(
        () => null,
        (e: unknown) => (isServiceError(e) ? { kind: e.kind, code: e.code } : e),
      );
    const { id } = await shop.services.orders.saveDraft(actor, null, draftInput(1));
    expect(await refusal(shop.services.orders.deleteDraft(actor, id, 99))).toMatchObject({ code: "stale_version" });
    const placed = await shop.services.orders.placeDraft(actor, id);
    expect(await refusal(shop.services.orders.deleteDraft(actor, placed.orderId))).toEqual({ kind: "conflict", code: "not_a_draft" });
    expect(await shop.services.orders.get(placed.orderId)).not.toBeNull();
    expect(await refusal(shop.services.orders.deleteDraft(actor, 999_999))).toEqual({ kind: "not_found", code: "order_not_found" });
  });
});
