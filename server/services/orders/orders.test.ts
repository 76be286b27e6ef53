import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, customers, mailOutbox, orderStatusHistory, orders, products, refundLines, refunds } from "../../db/schema/index.ts";
import { withShopServices } from "../../testing/shop-services.ts";
import { testDatabaseKind } from "../../testing/test-database.ts";
import { isServiceError } from "../errors.ts";

const shop = withShopServices(async ({ database }) => {
  const [boss] = await database.db.insert(customers).values({ email: "boss@example.com" }).returning({ id: customers.id });
  actor.id = boss!.id;
});
const actor = { id: 0, email: "boss@example.com" };
const billing = { firstName: "Ada", lastName: "Byrne", country: "IE", address1: "1 Main Street", city: "Dublin", postcode: "D02 X285" };

async function setStock(slug: string, stockQuantity: number) {
  await shop.database.db
    .update(products)
    .set({ manageStock: true, stockQuantity, stockStatus: stockQuantity > 0 ? "instock" : "outofstock" })
    .where(eq(products.id, shop.ids.get(slug)!));
}
const stockOf = async (slug: string) =>
  (
    await shop.database.db
      .select({ q: products.stockQuantity, s: products.stockStatus })
      .from(products)
      .where(eq(products.id, shop.ids.get(slug)!))
  )[0]!;

/** Places an order through the real checkout, as a shopper would. */
async function placeOrder(items: [string, number][], email = "ada@example.com") {
  const { session } = await shop.services.sessions.create();
  for (const [slug, quantity] of items) await shop.services.cart.addItems(session.id, { productId: shop.ids.get(slug)!, quantity });
  const placed = await shop.services.checkout.placeOrder(
    { id: session.id, customerId: null },
    { email, billing, shipToDifferentAddress: false, shippingMethod: "flat", paymentMethod: "bacs" },
    `key-${Math.random()}`,
  );
  return (await shop.services.orders.get(placed.order.id))!;
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(isServiceError(error)).toBe(true);
  return error as { code: string; status: number; fields?: Record<string, string> };
}

describe(`orders admin service on ${testDatabaseKind}`, () => {
  it("refunds part of a line with restock: stock, totals, rows, history and audit are right", async () => {
    await setStock("red-lamp", 10);
    const order = await placeOrder([
      ["red-lamp", 3],
      ["kettle", 1],
    ]);
    expect((await stockOf("red-lamp")).q).toBe(7);
    const lamp = order.lines.find((line) => line.productId === shop.ids.get("red-lamp"))!;
    const result = await shop.services.orders.refund(actor, order.id, {
      version: order.version,
      whole: false,
      lines: [{ lineId: lamp.id, quantity: 1 }],
      extra: 0,
      restock: true,
      reason: "Arrived scratched",
    });
    const oneLamp = Math.round(lamp.total / 3);
    expect(result).toMatchObject({ amount: oneLamp, status: order.status });
    expect((await stockOf("red-lamp")).q).toBe(8);
    const after = (await shop.services.orders.get(order.id))!;
    expect(after.refundedTotal).toBe(oneLamp);
    expect(after.version).toBe(order.version + 1);
    expect(after.lines.find((l) => l.id === lamp.id)).toMatchObject({ refundedQuantity: 1, refundedAmount: oneLamp, restockedQuantity: 1, stockQuantity: 8 });
    expect(after.refunds).toEqual([expect.objectContaining({ amount: oneLamp, reason: "Arrived scratched", restock: true, by: "boss@example.com" })]);
    expect(after.history.at(-1)!.note).toContain("Arrived scratched");
    const [entry] = await shop.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(order.id)), eq(auditLog.action, "order.refund")));
    expect(entry).toMatchObject({ reason: "Arrived scratched", actorEmail: "boss@example.com", changes: { refundedTotal: { before: 0, after: oneLamp } } });
  });

  it("refunds the whole order once, marks it refunded, and refuses anything more", async () => {
    const order = await placeOrder([["kettle", 2]]);
    const whole = await shop.services.orders.refund(actor, order.id, { whole: true, lines: [], extra: 0, restock: false, reason: "Cancelled by phone" });
    expect(whole).toMatchObject({ amount: order.total, status: "refunded" });
    const again = await refusal(shop.services.orders.refund(actor, order.id, { whole: false, lines: [], extra: 1, restock: false, reason: "x" }));
    expect(again.code).toBe("not_refundable");
  });

  it("refuses an over-refund on a line and in total, and a refund without a reason", async () => {
    const order = await placeOrder([["kettle", 1]]);
    const line = order.lines[0]!;
    const tooMany = await refusal(
      shop.services.orders.refund(actor, order.id, { whole: false, lines: [{ lineId: line.id, quantity: 2 }], extra: 0, restock: true, reason: "r" }),
    );
    expect(tooMany.fields).toHaveProperty(`line-${line.id}-quantity`);
    const tooMuch = await refusal(
      shop.services.orders.refund(actor, order.id, { whole: false, lines: [], extra: order.total + 1, restock: false, reason: "r" }),
    );
    expect(tooMuch.status).toBe(400);
    const noReason = await refusal(shop.services.orders.refund(actor, order.id, { whole: true, lines: [], extra: 0, restock: false, reason: "  " }));
    expect(noReason.fields).toHaveProperty("reason");
    expect(await shop.database.db.select().from(refunds).where(eq(refunds.orderId, order.id))).toEqual([]);
  });

  it("refuses a refund from a stale form: changed by someone in between", async () => {
    const order = await placeOrder([["kettle", 1]]);
    await shop.services.orders.refund(actor, order.id, { version: order.version, whole: false, lines: [], extra: 100, restock: false, reason: "Late" });
    const stale = await refusal(
      shop.services.orders.refund(actor, order.id, { version: order.version, whole: false, lines: [], extra: 100, restock: false, reason: "Late too" }),
    );
    expect(stale).toMatchObject({ code: "stale_version", status: 409 });
    expect((stale as unknown as Error).message).toContain("boss@example.com");
  });

  it("lets concurrent refunds give back no more than the order's total", async () => {
    const order = await placeOrder([["kettle", 1]]);
    const part = Math.ceil(order.total / 2) + 1;
    const tries = await Promise.allSettled(
      [1, 2, 3].map(() => shop.services.orders.refund(actor, order.id, { whole: false, lines: [], extra: part, restock: false, reason: "Race" })),
    );
    expect(tries.filter((t) => t.status === "fulfilled")).toHaveLength(1);
    const after = (await shop.services.orders.get(order.id))!;
    expect(after.refundedTotal).toBe(part);
    const rows = await shop.database.db.select({ amount: refunds.amount }).from(refunds).where(eq(refunds.orderId, order.id));
    expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBeLessThanOrEqual(order.total);
  });

  it("cancelling restocks the units no refund put back, with history and audit", async () => {
    await setStock("blue-lamp", 2);
    const order = await placeOrder([["blue-lamp", 2]]);
    expect(await stockOf("blue-lamp")).toEqual({ q: 0, s: "outofstock" });
    const line = order.lines[0]!;
    await shop.services.orders.refund(actor, order.id, {
      whole: false,
      lines: [{ lineId: line.id, quantity: 1 }],
      extra: 0,
      restock: true,
      reason: "One broken",
    });
    expect(await stockOf("blue-lamp")).toEqual({ q: 1, s: "instock" });
    await shop.services.orders.changeStatus(actor, order.id, { status: "cancelled", note: "Customer called" });
    expect((await stockOf("blue-lamp")).q).toBe(2);
    const history = await shop.database.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));
    expect(history.at(-1)).toMatchObject({ toStatus: "cancelled", note: "Customer called" });
    const entries = await shop.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(order.id)), eq(auditLog.action, "order.status")));
    expect(entries[0]!.changes).toEqual({ status: { before: order.status, after: "cancelled" } });
    const closed = await refusal(shop.services.orders.changeStatus(actor, order.id, { status: "processing" }));
    expect(closed.code).toBe("invalid_transition");
    // The status box preselects the current status: sending it back says so instead of a bare refusal.
    const same = await refusal(shop.services.orders.changeStatus(actor, order.id, { status: "cancelled" }));
    expect(same).toMatchObject({ code: "status_unchanged", fields: { status: "The order is already cancelled." } });
  });

  it("queues the e-mail of a note to the customer, and keeps a private note private", async () => {
    const order = await placeOrder([["kettle", 1]], "notes@example.com");
    await shop.services.orders.addNote(actor, order.id, { body: "Your parcel left today.", toCustomer: true });
    await shop.services.orders.addNote(actor, order.id, { body: "Fragile: double box.", toCustomer: false });
    const mails = await shop.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, "notes@example.com"), eq(mailOutbox.kind, "order_note")));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("Your parcel left today.");
    const read = (await shop.services.orders.get(order.id))!;
    expect(read.notes.map((n) => [n.body, n.toCustomer])).toEqual([
      ["Fragile: double box.", false],
      ["Your parcel left today.", true],
    ]);
  });

  it("lists with filters and search, and answers nothing for an order that does not exist", async () => {
    const order = await placeOrder([["kettle", 1]], "list.filter@example.com");
    const byEmail = await shop.services.orders.list({ search: "list.filter@" });
    expect(byEmail.rows.map((r) => r.id)).toEqual([order.id]);
    expect((await shop.services.orders.list({ search: order.number })).rows.map((r) => r.id)).toContain(order.id);
    expect((await shop.services.orders.list({ search: "Byrne", status: "cancelled" })).rows.every((r) => r.status === "cancelled")).toBe(true);
    expect((await shop.services.orders.list({ paymentMethod: "cod" })).total).toBe(0);
    const sorted = await shop.services.orders.export({ sort: "total", dir: "asc" });
    expect(sorted.map((r) => r.total)).toEqual([...sorted.map((r) => r.total)].sort((a, b) => a - b));
    expect(await shop.services.orders.get(999_999)).toBeNull();
    expect((await refusal(shop.services.orders.addNote(actor, 999_999, { body: "x", toCustomer: false }))).status).toBe(404);
    const lines = await shop.database.db.select().from(refundLines);
    expect(lines.every((l) => l.amount >= 0)).toBe(true);
    void orders;
  });
});
