/**
 * Card payments through the test gateway, on PGlite and PostgreSQL: paying a waiting order, declines and the
 * 3-D Secure challenge, webhooks (signature, freshness, replay), a second capture refused, refunds never
 * above what was paid, and two refunds at once on the same balance.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/connect.ts";
import { orderStatusHistory, orders, paymentEvents } from "../../db/schema/index.ts";
import { insertDatedOrders } from "../../testing/dated-orders.ts";
import { createTestDatabase } from "../../testing/test-database.ts";
import { isServiceError } from "../errors.ts";
import { createPaymentService, type PaymentService } from "./index.ts";
import { createTestGateway, type TestGateway } from "./test-gateway.ts";

const NOW = new Date("2026-11-27T12:00:00Z");
const card = (number: string) => ({ number, expiry: "12/28", cvc: "123" });
let database: Database;
let gateway: TestGateway;
let service: PaymentService;
let counter = 0;

async function waitingOrder(total = 5000, status: "pending" | "processing" = "pending"): Promise<number> {
  counter += 1;
  const [id] = await insertDatedOrders(database.db, [{ number: `P${counter}`, status, total, placedAt: NOW }]);
  return id!;
}

async function orderStatus(id: number) {
  const [row] = await database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
  return row!.status;
}

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (isServiceError(error)) return { kind: error.kind, code: error.code, message: error.message };
    throw error;
  }
  throw new Error("expected a refusal");
}

const key = () => `k-${counter}-${Math.random().toString(36).slice(2)}`;

beforeAll(async () => {
  database = await createTestDatabase();
  gateway = createTestGateway({ secret: "whsec_test" });
  service = createPaymentService(database.db, gateway, () => NOW);
});
afterAll(() => database.close());

describe("paying an order by card", () => {
  it("an approved card captures the total and the order moves from pending to processing, with its history", async () => {
    const orderId = await waitingOrder(5000);
    const result = await service.pay(orderId, { card: card("4242 4242 4242 4242"), idempotencyKey: key(), returnUrl: "/" });
    expect(result.outcome).toBe("paid");
    expect(result.payment).toMatchObject({ status: "captured", amount: 5000, captured: 5000, refunded: 0, cardBrand: "visa", cardLast4: "4242" });
    expect(await orderStatus(orderId)).toBe("processing");
    const history = await database.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId));
    expect(history.map((h) => [h.fromStatus, h.toStatus])).toEqual([["pending", "processing"]]);
  });

  it("the same idempotency key answers the first payment again, and charges once", async () => {
    const orderId = await waitingOrder(1200);
    const idempotencyKey = key();
    const first = await service.pay(orderId, { card: card("4242424242424242"), idempotencyKey, returnUrl: "/" });
    const again = await service.pay(orderId, { card: card("4242424242424242"), idempotencyKey, returnUrl: "/" });
    expect(again.payment.id).toBe(first.payment.id);
    expect(await service.paymentsOfOrder(orderId)).toHaveLength(1);
  });

  it("a declined card and one without funds leave the order waiting, with the shopper's message", async () => {
    const orderId = await waitingOrder();
    const declined = await service.pay(orderId, { card: card("4000 0000 0000 0002"), idempotencyKey: key(), returnUrl: "/" });
    expect(declined).toMatchObject({ outcome: "declined", message: "Your card was declined. Try another card or another payment method." });
    const poor = await service.pay(orderId, { card: card("4000 0000 0000 9995"), idempotencyKey: key(), returnUrl: "/" });
    expect(poor).toMatchObject({ outcome: "declined", message: "Your card has insufficient funds. Try another card or another payment method." });
    expect(await orderStatus(orderId)).toBe("pending");
    // Paid later with another card ("pay for order").
    expect((await service.pay(orderId, { card: card("5555 5555 5555 4444"), idempotencyKey: key(), returnUrl: "/" })).outcome).toBe("paid");
    expect(await orderStatus(orderId)).toBe("processing");
  });

  it("refuses a typed card that cannot be right, and an order that needs no payment, before the gateway is asked", async () => {
    const orderId = await waitingOrder();
    expect(
      await refusal(service.pay(orderId, { card: { number: "4242 4242 4242 4241", expiry: "12/28", cvc: "123" }, idempotencyKey: key(), returnUrl: "/" })),
    ).toMatchObject({
      kind: "invalid",
      code: "invalid_card",
      message: "The card number is not valid.",
    });
    const paid = await waitingOrder(3000, "processing");
    expect(await refusal(service.pay(paid, { card: card("4242424242424242"), idempotencyKey: key(), returnUrl: "/" }))).toMatchObject({
      kind: "conflict",
      code: "order_not_payable",
    });
    expect(await service.paymentsOfOrder(paid)).toEqual([]);
  });
});

describe("the 3-D Secure challenge and webhooks", () => {
  async function challenged() {
    const orderId = await waitingOrder(7000);
    const result = await service.pay(orderId, { card: card("4000 0000 0000 3220"), idempotencyKey: key(), returnUrl: "/" });
    if (result.outcome !== "challenge") throw new Error("expected a challenge");
    return { orderId, result };
  }
  const deliver = (event: Parameters<TestGateway["signedEvent"]>[0], at = NOW) => {
    const { body, headers } = gateway.signedEvent(event, at);
    return service.receiveWebhook(body, headers);
  };

  it("a challenge waits; the bank's confirmation captures and moves the order to processing", async () => {
    const { orderId, result } = await challenged();
    expect(result.challengeUrl).toMatch(/^\/payments\/test-gateway\/challenge\/tg_[0-9a-f]+$/);
    expect(result.payment.status).toBe("requires_action");
    expect(await orderStatus(orderId)).toBe("pending");
    const event = gateway.answerChallenge(result.payment.providerRef, "passed")!;
    expect(await deliver(event)).toEqual({ applied: true, duplicate: false });
    const [payment] = await service.paymentsOfOrder(orderId);
    expect(payment).toMatchObject({ status: "captured", captured: 7000, challengeUrl: null });
    expect(await orderStatus(orderId)).toBe("processing");
  });

  it("a replayed webhook is answered as a duplicate and applied once", async () => {
    const { orderId, result } = await challenged();
    const event = gateway.answerChallenge(result.payment.providerRef, "passed")!;
    await deliver(event);
    expect(await deliver(event)).toEqual({ applied: false, duplicate: true });
    const events = await database.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, event.id));
    expect(events).toHaveLength(1);
    const history = await database.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId));
    expect(history).toHaveLength(1);
  });

  it("an abandoned challenge puts the order on hold, and it can still be paid", async () => {
    const { orderId, result } = await challenged();
    await deliver(gateway.answerChallenge(result.payment.providerRef, "abandoned")!);
    expect(await orderStatus(orderId)).toBe("on-hold");
    expect((await service.paymentsOfOrder(orderId))[0]).toMatchObject({ status: "abandoned" });
    expect((await service.pay(orderId, { card: card("4242424242424242"), idempotencyKey: key(), returnUrl: "/" })).outcome).toBe("paid");
    expect(await orderStatus(orderId)).toBe("processing");
  });

  it("refuses a webhook with a wrong signature, an altered body or an old timestamp, and applies nothing", async () => {
    const { result } = await challenged();
    const event = gateway.answerChallenge(result.payment.providerRef, "passed")!;
    const { body, headers } = gateway.signedEvent(event, NOW);
    expect(await refusal(service.receiveWebhook(body.replace("7000", "1"), headers))).toMatchObject({ kind: "unauthenticated", code: "webhook_signature" });
    expect(await refusal(service.receiveWebhook(body, new Headers()))).toMatchObject({ code: "webhook_signature" });
    const old = gateway.signedEvent(event, new Date(NOW.getTime() - 10 * 60_000));
    expect(await refusal(service.receiveWebhook(old.body, old.headers))).toMatchObject({ kind: "unauthenticated", code: "webhook_stale" });
    expect((await service.paymentsOfOrder(result.payment.orderId))[0]!.status).toBe("requires_action");
  });
});

describe("capture and refunds", () => {
  async function paid(total: number) {
    const orderId = await waitingOrder(total);
    const result = await service.pay(orderId, { card: card("4242424242424242"), idempotencyKey: key(), returnUrl: "/" });
    return { orderId, payment: result.payment };
  }

  it("refuses a second capture", async () => {
    const { payment } = await paid(2500);
    expect(await refusal(service.capture(payment.id))).toMatchObject({ kind: "conflict", code: "already_captured" });
  });

  it("refunds in parts through the gateway and refuses more than was paid", async () => {
    const { orderId, payment } = await paid(4000);
    expect(await service.refund(payment.id, 1500, key())).toMatchObject({ status: "partially_refunded", refunded: 1500 });
    expect(await refusal(service.refund(payment.id, 2501, key()))).toMatchObject({
      kind: "invalid",
      code: "amount_too_large",
      message: "A refund cannot give back more than was paid and not yet refunded.",
    });
    expect(await service.refund(payment.id, 2500, key())).toMatchObject({ status: "refunded", refunded: 4000 });
    expect(await orderStatus(orderId)).toBe("processing");
  });

  it("two refunds at once on the same balance: one passes, the other is refused", async () => {
    const { payment } = await paid(3000);
    const outcomes = await Promise.allSettled([service.refund(payment.id, 2000, key()), service.refund(payment.id, 2000, key())]);
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    expect((await service.paymentsOfOrder(payment.orderId))[0]).toMatchObject({ refunded: 2000, status: "partially_refunded" });
  });

  it("a refund made at the provider arrives as the total refunded: the shop's own refund is not counted twice", async () => {
    const { orderId, payment } = await paid(5000);
    await service.refund(payment.id, 1000, key());
    const deliver = (amount: number, id: string) => {
      const { body, headers } = gateway.signedEvent({ id, type: "payment.refunded", providerRef: payment.providerRef, amount }, NOW);
      return service.receiveWebhook(body, headers);
    };
    await deliver(1000, `evt_own_${payment.id}`);
    expect((await service.paymentsOfOrder(orderId))[0]).toMatchObject({ refunded: 1000 });
    await deliver(5000, `evt_dash_${payment.id}`);
    expect((await service.paymentsOfOrder(orderId))[0]).toMatchObject({ refunded: 5000, status: "refunded" });
    expect(await orderStatus(orderId)).toBe("refunded");
  });

  it("voids only a payment not yet captured", async () => {
    const { payment } = await paid(1000);
    expect(await refusal(service.void(payment.id))).toMatchObject({ kind: "conflict", code: "not_voidable" });
  });
});
