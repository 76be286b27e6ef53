import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cardBrand, cardProblems, lastFour, luhnValid, normalizeCardNumber, parseExpiry } from "./card.ts";
import { orderNeedsPayment, orderStatusAfterPayment } from "./order-payment.ts";
import { capture, refund, refundable, settleChallenge, voidPayment, type PaymentFigures } from "./payment-state.ts";
import { TEST_CARDS, testCardOutcome } from "./test-gateway.ts";

const TODAY = { month: 11, year: 2026 };

describe("cards", () => {
  it.each([
    ["4242 4242 4242 4242", true],
    ["4242-4242-4242-4241", false],
    ["378282246310005", true],
    ["1234", false],
    ["4242a42424242424", false],
  ])("%s passes the Luhn check: %s", (number, valid) => expect(luhnValid(normalizeCardNumber(number))).toBe(valid));

  it("every test card number is a valid card number", () => {
    for (const number of Object.keys(TEST_CARDS)) expect(luhnValid(number)).toBe(true);
  });

  it.each([
    ["4242424242424242", "visa"],
    ["5555555555554444", "mastercard"],
    ["2221000000000009", "mastercard"],
    ["378282246310005", "amex"],
    ["6011111111111117", "other"],
  ])("%s is %s", (number, brand) => expect(cardBrand(number)).toBe(brand));

  it.each([
    ["12/26", { month: 12, year: 2026 }],
    ["1 / 2030", { month: 1, year: 2030 }],
    ["13/26", null],
    ["1226", null],
  ])("expiry %s", (input, expected) => expect(parseExpiry(input)).toEqual(expected));

  it("names every problem of a typed card; a card is good through its expiry month", () => {
    expect(cardProblems({ number: "4242 4242 4242 4242", expiry: "11/26", cvc: "123" }, TODAY)).toEqual([]);
    expect(cardProblems({ number: "4242 4242 4242 4241", expiry: "10/26", cvc: "12" }, TODAY)).toEqual([
      { field: "number", message: "The card number is not valid." },
      { field: "expiry", message: "The card has expired." },
      { field: "cvc", message: "The security code is 3 digits." },
    ]);
    expect(cardProblems({ number: "378282246310005", expiry: "soon", cvc: "123" }, TODAY)).toEqual([
      { field: "expiry", message: "Enter the expiry date as MM/YY." },
      { field: "cvc", message: "The security code is 4 digits." },
    ]);
  });

  it("keeps only the last four digits", () => expect(lastFour("4242 4242 4242 4242")).toBe("4242"));
});

describe("the test gateway's cards", () => {
  it.each([
    ["4242 4242 4242 4242", "approved"],
    ["4000 0000 0000 0002", "declined"],
    ["4000 0000 0000 9995", "insufficient_funds"],
    ["4000 0000 0000 3220", "challenge"],
    ["5105 1051 0510 5100", "approved"],
  ])("%s is %s", (number, outcome) => expect(testCardOutcome(number)).toBe(outcome));
});

describe("a payment's moves", () => {
  const authorised: PaymentFigures = { status: "authorised", amount: 5000, captured: 0, refunded: 0 };

  it("captures what was authorised, once", () => {
    const first = capture(authorised);
    expect(first).toEqual({ ok: true, payment: { status: "captured", amount: 5000, captured: 5000, refunded: 0 } });
    expect(first.ok && capture(first.payment)).toMatchObject({ ok: false, error: "already_captured" });
  });

  it("refuses to capture more than was authorised, or a payment still in its challenge", () => {
    expect(capture(authorised, 5001)).toMatchObject({ ok: false, error: "amount_too_large" });
    expect(capture(authorised, 0)).toMatchObject({ ok: false, error: "bad_amount" });
    expect(capture({ ...authorised, status: "requires_action" })).toMatchObject({ ok: false, error: "not_capturable" });
  });

  it("refunds in parts up to what was captured, then refuses", () => {
    const captured: PaymentFigures = { status: "captured", amount: 5000, captured: 5000, refunded: 0 };
    const part = refund(captured, 2000);
    expect(part).toMatchObject({ ok: true, payment: { status: "partially_refunded", refunded: 2000 } });
    if (!part.ok) throw new Error("expected a refund");
    expect(refund(part.payment, 3001)).toMatchObject({ ok: false, error: "amount_too_large" });
    const rest = refund(part.payment, 3000);
    expect(rest).toMatchObject({ ok: true, payment: { status: "refunded", refunded: 5000 } });
    expect(refund(authorised, 100)).toMatchObject({ ok: false, error: "not_refundable" });
  });

  it("never refunds more than was captured, whatever the sequence of requests", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.array(fc.integer({ min: -10, max: 50_000 }), { maxLength: 12 }), (amount, requests) => {
        let payment: PaymentFigures = { status: "captured", amount, captured: amount, refunded: 0 };
        for (const request of requests) {
          const move = refund(payment, request);
          if (move.ok) payment = move.payment;
        }
        expect(payment.refunded).toBeLessThanOrEqual(payment.captured);
        expect(refundable(payment)).toBeGreaterThanOrEqual(0);
        expect(payment.status === "refunded").toBe(payment.refunded === payment.captured);
      }),
    );
  });

  it("voids only what was not captured", () => {
    expect(voidPayment(authorised)).toMatchObject({ ok: true, payment: { status: "voided" } });
    expect(voidPayment({ ...authorised, status: "captured", captured: 5000 })).toMatchObject({ ok: false, error: "not_voidable" });
  });

  it("a second void, a void after capture and a capture after a void each say what happened", () => {
    const voided: PaymentFigures = { ...authorised, status: "voided" };
    expect(voidPayment(voided)).toMatchObject({ ok: false, message: "This payment has already been voided." });
    expect(voidPayment({ ...authorised, status: "captured", captured: 5000 })).toMatchObject({ message: /already been captured: refund it/ });
    expect(capture(voided)).toMatchObject({ ok: false, error: "not_capturable", message: "This payment was voided: no money is held to capture." });
    expect(capture({ ...authorised, status: "captured", captured: 5000 })).toMatchObject({ error: "already_captured" });
  });

  it("a challenge ends authorised, failed or abandoned, and only a waiting payment has one", () => {
    const waiting: PaymentFigures = { ...authorised, status: "requires_action" };
    expect(settleChallenge(waiting, "passed")).toMatchObject({ ok: true, payment: { status: "authorised" } });
    expect(settleChallenge(waiting, "failed")).toMatchObject({ ok: true, payment: { status: "failed" } });
    expect(settleChallenge(waiting, "abandoned")).toMatchObject({ ok: true, payment: { status: "abandoned" } });
    expect(settleChallenge(authorised, "passed")).toMatchObject({ ok: false, error: "no_challenge" });
  });
});

describe("a payment moves its order", () => {
  it.each([
    ["authorised", "processing"],
    ["captured", "processing"],
    ["abandoned", "on-hold"],
    ["refunded", "refunded"],
    ["failed", null],
    ["requires_action", null],
  ] as const)("%s → %s", (payment, order) => expect(orderStatusAfterPayment(payment)).toBe(order));

  it.each([
    ["pending", 1000, true],
    ["failed", 1000, true],
    ["on-hold", 1000, true],
    ["processing", 1000, false],
    ["pending", 0, false],
  ])("a %s order of %i cents needs payment: %s", (status, total, expected) => expect(orderNeedsPayment(status, total)).toBe(expected));
});
