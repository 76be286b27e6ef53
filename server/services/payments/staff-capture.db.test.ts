/**
 * A shop that captures when staff say so (payments setting "capture: when staff capture"), on PGlite and
 * PostgreSQL: an approved card is only authorised and the order is paid (processing); staff capture the
 * full amount or void it through the provider in one transaction with an order note; a second capture, a
 * capture after a void and a void after a capture are refused with a clear message; a provider refusal
 * changes nothing.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/connect.ts";
import { customers, orderNotes, orderStatusHistory, orders } from "../../db/schema/index.ts";
import { insertDatedOrders } from "../../testing/dated-orders.ts";
import { createTestDatabase, testDatabaseKind } from "../../testing/test-database.ts";
import type { Actor } from "../audit/index.ts";
import { isServiceError } from "../errors.ts";
import { createPaymentService, type PaymentService } from "./index.ts";
import { createTestGateway, type TestGateway } from "./test-gateway.ts";

const NOW = new Date("2026-11-27T12:00:00Z");
const card = (number: string) => ({ number, expiry: "12/28", cvc: "123" });
let database: Database;
let gateway: TestGateway;
let service: PaymentService;
let staff: Actor;
let counter = 0;

async function heldPayment(total = 4200, number = "4242424242424242") {
  counter += 1;
  const [orderId] = await insertDatedOrders(database.db, [{ number: `H${counter}`, status: "pending", total, placedAt: NOW }]);
  const result = await service.pay(orderId!, { card: card(number), idempotencyKey: `held-${counter}`, returnUrl: "/" });
  return { orderId: orderId!, paymentId: result.payment.id, result };
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

const notesOf = (orderId: number) => database.db.select().from(orderNotes).where(eq(orderNotes.orderId, orderId));
const statusOf = async (orderId: number) => (await database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]!.status;

beforeAll(async () => {
  database = await createTestDatabase();
  gateway = createTestGateway({ secret: "whsec_test" });
  service = createPaymentService(database.db, gateway, () => NOW, { captureMode: async () => "when_staff_capture" });
  const [row] = await database.db.insert(customers).values({ email: "manager@vitrine.test" }).returning({ id: customers.id, email: customers.email });
  staff = row!;
});
afterAll(() => database.close());

describe(`card payments captured by staff on ${testDatabaseKind}`, () => {
  it("an approved card is authorised only; the order is paid (processing) and its history says the capture waits", async () => {
    const { orderId, result } = await heldPayment(4200);
    expect(result.outcome).toBe("paid");
    expect(result.payment).toMatchObject({ status: "authorised", amount: 4200, captured: 0 });
    expect(await statusOf(orderId)).toBe("processing");
    const history = await database.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId));
    expect(history.at(-1)!.note).toMatch(/authorised by Card \(test gateway\); it waits for staff to capture it/);
  });

  it("staff capture the full amount once, with an order note; a second capture is refused", async () => {
    const { orderId, paymentId } = await heldPayment(4200);
    const captured = await service.captureForOrder(staff, orderId, paymentId);
    expect(captured).toMatchObject({ status: "captured", captured: 4200 });
    const notes = await notesOf(orderId);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ authorId: staff!.id, toCustomer: false });
    expect(notes[0]!.body).toBe("Card payment of €42.00 (visa ending 4242) captured by manager@vitrine.test.");
    expect(await refusal(service.captureForOrder(staff, orderId, paymentId))).toEqual({
      kind: "conflict",
      code: "already_captured",
      message: "This payment has already been captured.",
    });
    expect(await refusal(service.voidForOrder(staff, orderId, paymentId))).toMatchObject({
      kind: "conflict",
      message: "This payment has already been captured: refund it instead of voiding it.",
    });
    expect(await notesOf(orderId)).toHaveLength(1);
  });

  it("staff void a held payment, with an order note; capturing it afterwards is refused", async () => {
    const { orderId, paymentId } = await heldPayment(1999);
    expect(await service.voidForOrder(staff, orderId, paymentId)).toMatchObject({ status: "voided", captured: 0 });
    expect((await notesOf(orderId)).map((n) => n.body)).toEqual(["Card payment of €19.99 (visa ending 4242) voided by manager@vitrine.test."]);
    expect(await refusal(service.captureForOrder(staff, orderId, paymentId))).toEqual({
      kind: "conflict",
      code: "not_capturable",
      message: "This payment was voided: no money is held to capture.",
    });
    expect(await refusal(service.voidForOrder(staff, orderId, paymentId))).toMatchObject({ message: "This payment has already been voided." });
    // The order stays as it was: staff decide what becomes of it.
    expect(await statusOf(orderId)).toBe("processing");
  });

  it("a payment of another order is not found from this one", async () => {
    const { paymentId } = await heldPayment();
    const other = await heldPayment();
    expect(await refusal(service.captureForOrder(staff, other.orderId, paymentId))).toMatchObject({ kind: "not_found", code: "payment_not_found" });
    expect((await service.paymentsOfOrder(other.orderId))[0]!.status).toBe("authorised");
  });

  it("a provider that refuses the capture changes nothing: no capture recorded, no note", async () => {
    const { orderId, paymentId } = await heldPayment(3000);
    const refusing = createPaymentService(database.db, { ...gateway, capture: async () => ({ ok: false, message: "The provider is down." }) });
    expect(await refusal(refusing.captureForOrder(staff, orderId, paymentId))).toMatchObject({ code: "provider_refused", message: "The provider is down." });
    expect((await service.paymentsOfOrder(orderId))[0]).toMatchObject({ status: "authorised", captured: 0 });
    expect(await notesOf(orderId)).toEqual([]);
  });

  it("a 3-D Secure card that passes its challenge is held too, not captured", async () => {
    const { orderId, result } = await heldPayment(2500, "4000000000003220");
    expect(result.outcome).toBe("challenge");
    await service.answerTestChallenge(result.payment.providerRef, "passed");
    expect((await service.paymentsOfOrder(orderId))[0]).toMatchObject({ status: "authorised", captured: 0 });
    expect(await statusOf(orderId)).toBe("processing");
  });

  it("a shop that captures immediately still takes the money when the card is authorised", async () => {
    const immediate = createPaymentService(database.db, gateway, () => NOW);
    counter += 1;
    const [orderId] = await insertDatedOrders(database.db, [{ number: `H${counter}`, status: "pending", total: 800, placedAt: NOW }]);
    const result = await immediate.pay(orderId!, { card: card("4242424242424242"), idempotencyKey: `now-${counter}`, returnUrl: "/" });
    expect(result.payment).toMatchObject({ status: "captured", captured: 800 });
  });
});
