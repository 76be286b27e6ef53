/**
 * Refunds staff record on a card-paid order go back through the payment provider in the refund's own
 * transaction: a partial refund, then the rest; a provider refusal undoes the whole refund; an order paid
 * some other way is only recorded.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/connect.ts";
import { orders, refunds } from "../../db/schema/index.ts";
import { insertDatedOrders } from "../../testing/dated-orders.ts";
import { createTestDatabase, testDatabaseKind } from "../../testing/test-database.ts";
import { createAuditService, type AuditService } from "../audit/index.ts";
import { isServiceError } from "../errors.ts";
import { createPaymentService, type PaymentService } from "../payments/index.ts";
import { createTestGateway } from "../payments/test-gateway.ts";
import { refundOrder, type RefundInput } from "./refund.ts";

let database: Database;
let audit: AuditService;
let payments: PaymentService;
let made = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  audit = createAuditService(database.db);
  payments = createPaymentService(database.db, createTestGateway({ secret: "s" }));
});
afterAll(() => database.close());

async function paidOrder(total: number, byCard = true): Promise<number> {
  made += 1;
  const [id] = await insertDatedOrders(database.db, [{ number: `R${made}`, status: "pending", total, placedAt: new Date() }]);
  if (byCard)
    await payments.pay(id!, { card: { number: "4242424242424242", expiry: "12/30", cvc: "123" }, idempotencyKey: `refund-test-${made}`, returnUrl: "/" });
  else await database.db.update(orders).set({ status: "processing" }).where(eq(orders.id, id!));
  return id!;
}

const extra = (amount: number): RefundInput => ({ whole: false, lines: [], extra: amount, restock: false, reason: "Damaged in transit" });
const whole: RefundInput = { whole: true, lines: [], extra: 0, restock: false, reason: "Returned" };

describe(`refunds of card-paid orders on ${testDatabaseKind}`, () => {
  it("go back to the card, in part and then the rest, and the order's history says so", async () => {
    const orderId = await paidOrder(6000);
    const part = await refundOrder(database.db, audit, null, orderId, extra(1500), payments);
    expect(part).toMatchObject({ amount: 1500, toCards: 1500, status: "processing" });
    expect((await payments.paymentsOfOrder(orderId))[0]).toMatchObject({ refunded: 1500, status: "partially_refunded" });
    const rest = await refundOrder(database.db, audit, null, orderId, whole, payments);
    expect(rest).toMatchObject({ amount: 4500, toCards: 4500, status: "refunded" });
    expect((await payments.paymentsOfOrder(orderId))[0]).toMatchObject({ refunded: 6000, status: "refunded" });
  });

  it("a provider refusal undoes the whole refund", async () => {
    const orderId = await paidOrder(3000);
    const refusing = createPaymentService(database.db, {
      ...createTestGateway({ secret: "s" }),
      id: payments.provider.id,
      title: "Card (test gateway)",
      refund: async () => ({ ok: false, message: "The provider is down." }),
    });
    let code = "";
    try {
      await refundOrder(database.db, audit, null, orderId, extra(1000), refusing);
    } catch (error) {
      if (!isServiceError(error)) throw error;
      code = error.code;
      expect(error.message).toBe("Card (test gateway) refused the refund: The provider is down.");
    }
    expect(code).toBe("provider_refused");
    expect(await database.db.select().from(refunds).where(eq(refunds.orderId, orderId))).toEqual([]);
    const [order] = await database.db.select({ refundedTotal: orders.refundedTotal }).from(orders).where(eq(orders.id, orderId));
    expect(order!.refundedTotal).toBe(0);
    expect((await payments.paymentsOfOrder(orderId))[0]).toMatchObject({ refunded: 0, status: "captured" });
  });

  it("an order paid some other way is refunded on record only", async () => {
    const orderId = await paidOrder(2000, false);
    expect(await refundOrder(database.db, audit, null, orderId, extra(500), payments)).toMatchObject({ amount: 500, toCards: 0 });
  });
});
