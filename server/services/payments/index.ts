/**
 * Card payments for orders, through one payment provider. The provider holds the money; this service keeps
 * the shop's record of it (the payments table), checks every move against the domain's rules before the
 * provider is asked, and moves the order: paid → processing, a challenge walked away from → on hold.
 * Webhook events are applied once: the event's id is recorded in the same transaction as its effect.
 *
 * Provider calls that move money happen while the payment row is locked, so two refunds of the same
 * payment are checked one after the other and never both pass on the same balance.
 */
import { and, asc, desc, eq } from "drizzle-orm";
import { type CardInput, cardProblems } from "../../../domain/payments/card.ts";
import type { CardCaptureMode } from "../../../domain/checkout/payment-methods.ts";
import { formatMoney } from "../../../domain/money.ts";
import { orderNeedsPayment } from "../../../domain/payments/order-payment.ts";
import {
  capture,
  type PaymentFigures,
  type PaymentMove,
  type PaymentStatus,
  refund,
  refundable,
  settleChallenge,
  voidPayment,
} from "../../../domain/payments/payment-state.ts";
import { DECLINE_MESSAGES } from "../../../domain/payments/test-gateway.ts";
import type { Db, Tx } from "../../db/kit/index.ts";
import { orders, paymentEvents, payments } from "../../db/schema/index.ts";
import type { Actor } from "../audit/index.ts";
import { createMailService, type MailService } from "../mail/index.ts";
import { ServiceError } from "../errors.ts";
import { moveOrder as moveOrderWith, type OrderMoveDeps, paymentNote } from "./order-moves.ts";
import type { PaymentProvider, ProviderEvent } from "./provider.ts";
import type { TestGateway } from "./test-gateway.ts";

const isTestGateway = (provider: PaymentProvider): provider is TestGateway => "answerChallenge" in provider;

export type PaymentRow = typeof payments.$inferSelect;
export type PayInput = { card: CardInput; idempotencyKey: string; returnUrl: string };
export type PayResult =
  | { outcome: "paid"; payment: PaymentRow }
  | { outcome: "challenge"; payment: PaymentRow; challengeUrl: string }
  | { outcome: "declined"; payment: PaymentRow; message: string };

const figures = (row: PaymentRow): PaymentFigures => ({
  status: row.status as PaymentStatus,
  amount: row.amount,
  captured: row.captured,
  refunded: row.refunded,
});

function refused(move: Extract<PaymentMove, { ok: false }>): ServiceError {
  return new ServiceError(move.error === "amount_too_large" || move.error === "bad_amount" ? "invalid" : "conflict", move.error, move.message);
}

async function lockPayment(q: Tx, id: number): Promise<PaymentRow> {
  const [row] = await q.select().from(payments).where(eq(payments.id, id)).for("update");
  if (!row) throw new ServiceError("not_found", "payment_not_found", "There is no such payment.");
  return row;
}

async function save(q: Tx, row: PaymentRow, next: PaymentFigures, extra: Partial<PaymentRow> = {}): Promise<PaymentRow> {
  const [saved] = await q
    .update(payments)
    .set({ status: next.status, captured: next.captured, refunded: next.refunded, updatedAt: new Date(), ...extra })
    .where(eq(payments.id, row.id))
    .returning();
  return saved!;
}

export type PaymentServiceOptions = {
  /** Queues the confirmation a card order held until it was paid; a mail service on `db` when omitted. */
  mail?: Pick<MailService, "enqueueAll">;
  /** Prefixed to the download links in that e-mail; relative when omitted. */
  origin?: string;
  /** The payments setting "capture": at once when the card is authorised (the default), or when staff capture. */
  captureMode?: () => Promise<CardCaptureMode>;
  /** Whether the payments settings let cards be paid now (test payments on); yes when omitted. */
  cardAvailable?: () => Promise<boolean>;
};

const cardOf = (row: PaymentRow) => `${row.cardBrand ?? "card"} ending ${row.cardLast4 ?? "????"}`;

export function createPaymentService(db: Db, provider: PaymentProvider, clock: () => Date = () => new Date(), options: PaymentServiceOptions = {}) {
  const moveDeps: OrderMoveDeps = { mail: options.mail ?? createMailService(db), origin: options.origin ?? "", now: clock };
  const moveOrder = (q: Tx, orderId: number, status: PaymentStatus, note: string) => moveOrderWith(q, moveDeps, orderId, status, note);
  const captureMode = options.captureMode ?? (async () => "immediately" as const);
  const cardAvailable = options.cardAvailable ?? (async () => true);

  /**
   * An authorised payment: captured at once, or, when the shop captures later, held with the order paid
   * (processing) until staff capture or void it from the order page.
   */
  async function settleAuthorised(q: Tx, row: PaymentRow, mode: CardCaptureMode): Promise<PaymentRow> {
    if (mode === "immediately") return captureLocked(q, row);
    const money = formatMoney(row.amount, row.currency);
    await moveOrder(q, row.orderId, "authorised", `Payment of ${money} authorised by ${provider.title}; it waits for staff to capture it.`);
    return row;
  }

  /** A staff capture or void: the payment must be this order's; the move, the provider's answer and the note are one transaction. */
  async function staffMove(actor: Actor, orderId: number, paymentId: number, move: (tx: Tx, row: PaymentRow) => Promise<PaymentRow>, verb: string) {
    return db.transaction(async (tx) => {
      const row = await lockPayment(tx, paymentId);
      if (row.orderId !== orderId) throw new ServiceError("not_found", "payment_not_found", "This order has no such payment.");
      const saved = await move(tx, row);
      const who = actor?.email ?? "the shop";
      await paymentNote(tx, orderId, `Card payment of ${formatMoney(row.amount, row.currency)} (${cardOf(row)}) ${verb} by ${who}.`, actor?.id ?? null);
      return saved;
    });
  }

  /** Captures an authorised payment in full at the provider and records it (the shop sells, it does not pre-order). */
  async function captureLocked(q: Tx, row: PaymentRow, amount = row.amount): Promise<PaymentRow> {
    const move = capture(figures(row), amount);
    if (!move.ok) throw refused(move);
    const answer = await provider.capture(row.providerRef, amount, `capture:${row.id}`);
    if (!answer.ok) throw new ServiceError("conflict", "provider_refused", answer.message);
    const saved = await save(q, row, move.payment, { challengeUrl: null });
    await moveOrder(q, row.orderId, saved.status as PaymentStatus, `Payment of ${amount} captured by ${provider.title}.`);
    return saved;
  }

  async function voidLocked(q: Tx, row: PaymentRow): Promise<PaymentRow> {
    const move = voidPayment(figures(row));
    if (!move.ok) throw refused(move);
    const answer = await provider.void(row.providerRef, `void:${row.id}`);
    if (!answer.ok) throw new ServiceError("conflict", "provider_refused", answer.message);
    return save(q, row, move.payment, { challengeUrl: null });
  }

  const service = {
    provider,

    async paymentsOfOrder(orderId: number): Promise<PaymentRow[]> {
      return db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.id));
    },

    /**
     * Pays a waiting order by card. The same idempotency key answers the first attempt's payment again;
     * an order that no longer needs payment, or a card that cannot be right, is refused before the provider
     * is asked.
     */
    async pay(orderId: number, input: PayInput): Promise<PayResult> {
      const now = clock();
      // The card went off (test payments switched off) after the order was placed: no gateway is asked.
      if (!(await cardAvailable()))
        throw new ServiceError("conflict", "card_unavailable", "Card payments are not available at the moment. Please contact the shop.");
      const mode = await captureMode();
      const problems = cardProblems(input.card, { month: now.getUTCMonth() + 1, year: now.getUTCFullYear() });
      if (problems.length > 0)
        throw new ServiceError("invalid", "invalid_card", problems[0]!.message, {
          fields: Object.fromEntries(problems.map((p) => [`card.${p.field}`, p.message])),
        });
      const [earlier] = await db.select().from(payments).where(eq(payments.idempotencyKey, input.idempotencyKey));
      if (earlier) {
        if (earlier.orderId !== orderId) throw new ServiceError("conflict", "idempotency_key_reused", "This payment key belongs to another order.");
        return resultOf(earlier);
      }
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      if (!order) throw new ServiceError("not_found", "order_not_found", "There is no such order.");
      if (!orderNeedsPayment(order.status, order.total)) throw new ServiceError("conflict", "order_not_payable", `Order ${order.number} does not need paying.`);

      const answer = await provider.authorise({
        amount: order.total,
        currency: order.currency,
        card: input.card,
        description: `Order ${order.number}`,
        idempotencyKey: input.idempotencyKey,
        returnUrl: input.returnUrl,
      });
      const status: PaymentStatus = answer.outcome === "authorised" ? "authorised" : answer.outcome === "requires_action" ? "requires_action" : "failed";
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(payments)
          .values({
            orderId,
            provider: provider.id,
            providerRef: answer.providerRef,
            idempotencyKey: input.idempotencyKey,
            status,
            currency: order.currency,
            amount: order.total,
            cardBrand: answer.cardBrand,
            cardLast4: answer.cardLast4,
            challengeUrl: answer.outcome === "requires_action" ? answer.challengeUrl : null,
            declineCode: answer.outcome === "declined" ? answer.declineCode : null,
          })
          .returning();
        await tx.update(orders).set({ paymentMethod: provider.id, paymentMethodTitle: provider.title }).where(eq(orders.id, orderId));
        return answer.outcome === "authorised" ? settleAuthorised(tx, inserted!, mode) : inserted!;
      });
      return resultOf(row);
    },

    /** The payment waiting for a 3-D Secure answer under this provider reference, with its order, or null. */
    async waitingForChallenge(providerRef: string): Promise<{ payment: PaymentRow; order: { id: number; number: string; key: string } } | null> {
      const [row] = await db
        .select({ payment: payments, order: { id: orders.id, number: orders.number, key: orders.key } })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .where(and(eq(payments.provider, provider.id), eq(payments.providerRef, providerRef), eq(payments.status, "requires_action")));
      return row ?? null;
    },

    /**
     * The shopper's answer on the test gateway's challenge page: the gateway settles its side and sends its
     * signed event, which is applied as any webhook is. Null when there is no such open challenge.
     */
    async answerTestChallenge(providerRef: string, outcome: "passed" | "failed" | "abandoned"): Promise<PaymentRow | null> {
      if (!isTestGateway(provider)) return null;
      const event = provider.answerChallenge(providerRef, outcome);
      if (!event) return null;
      const { body, headers } = provider.signedEvent(event, clock());
      await service.receiveWebhook(body, headers);
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.provider, provider.id), eq(payments.providerRef, providerRef)));
      return row ?? null;
    },

    /** Captures an authorised payment (staff, or a provider whose capture comes later). */
    async capture(paymentId: number, amount?: number): Promise<PaymentRow> {
      return db.transaction(async (tx) => captureLocked(tx, await lockPayment(tx, paymentId), amount));
    },

    /** Gives money back through the provider; never more than was captured and not yet refunded. */
    async refund(paymentId: number, amount: number, idempotencyKey: string): Promise<PaymentRow> {
      return db.transaction(async (tx) => {
        const row = await lockPayment(tx, paymentId);
        const move = refund(figures(row), amount);
        if (!move.ok) throw refused(move);
        const answer = await provider.refund(row.providerRef, amount, idempotencyKey);
        if (!answer.ok) throw new ServiceError("conflict", "provider_refused", answer.message);
        return save(tx, row, move.payment);
      });
    },

    /**
     * Part of an order refund that staff record: gives back up to `amount` to the cards that paid the order
     * (the newest payment first), inside the caller's transaction, so a refusal at the provider undoes the
     * whole refund. Answers what went back to cards and the cards; the rest was paid some other way.
     */
    async refundForOrder(q: Tx, orderId: number, amount: number, idempotencyKey: string): Promise<{ amount: number; cards: string[] }> {
      const paid = await q
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, orderId), eq(payments.provider, provider.id)))
        .orderBy(desc(payments.id))
        .for("update");
      let left = amount;
      const cards: string[] = [];
      for (const row of paid) {
        const share = Math.min(left, refundable(figures(row)));
        if (share <= 0 || (row.status !== "captured" && row.status !== "partially_refunded")) continue;
        const move = refund(figures(row), share);
        if (!move.ok) throw refused(move);
        const answer = await provider.refund(row.providerRef, share, `${idempotencyKey}:${row.id}`);
        if (!answer.ok) throw new ServiceError("conflict", "provider_refused", `${provider.title} refused the refund: ${answer.message}`);
        await save(q, row, move.payment);
        cards.push(`${row.cardBrand ?? "card"} ending ${row.cardLast4 ?? "????"}`);
        left -= share;
        if (left === 0) break;
      }
      return { amount: amount - left, cards };
    },

    async void(paymentId: number): Promise<PaymentRow> {
      return db.transaction(async (tx) => voidLocked(tx, await lockPayment(tx, paymentId)));
    },

    /** Staff capture an authorised payment of this order in full, from the order page; an order note records it. */
    captureForOrder: (actor: Actor, orderId: number, paymentId: number) =>
      staffMove(actor, orderId, paymentId, (tx, row) => captureLocked(tx, row), "captured"),

    /** Staff release an authorised payment of this order; the order stays as it is, an order note records it. */
    voidForOrder: (actor: Actor, orderId: number, paymentId: number) => staffMove(actor, orderId, paymentId, voidLocked, "voided"),

    /**
     * A webhook from the provider: refused unless its signature holds and it is fresh; an event already
     * applied answers `duplicate` and changes nothing.
     */
    async receiveWebhook(rawBody: string, headers: Headers): Promise<{ applied: boolean; duplicate: boolean }> {
      const check = provider.verifyWebhook(rawBody, headers, clock());
      if (!check.ok)
        throw new ServiceError(
          check.reason === "malformed" ? "invalid" : "unauthenticated",
          `webhook_${check.reason}`,
          `The webhook was refused (${check.reason}).`,
        );
      const { event } = check;
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(payments)
          .where(and(eq(payments.provider, provider.id), eq(payments.providerRef, event.providerRef)))
          .for("update");
        const recorded = await tx
          .insert(paymentEvents)
          .values({ provider: provider.id, eventId: event.id, type: event.type, paymentId: row?.id ?? null, payload: event })
          .onConflictDoNothing()
          .returning({ id: paymentEvents.id });
        if (recorded.length === 0) return { applied: false, duplicate: true };
        if (!row) return { applied: false, duplicate: false };
        await applyEvent(tx, row, event);
        return { applied: true, duplicate: false };
      });
    },
  };
  return service;

  async function applyEvent(q: Tx, row: PaymentRow, event: ProviderEvent) {
    switch (event.type) {
      case "challenge.passed": {
        const move = settleChallenge(figures(row), "passed");
        if (!move.ok) return;
        await settleAuthorised(q, await save(q, row, move.payment), await captureMode());
        return;
      }
      case "challenge.failed":
      case "challenge.abandoned": {
        const outcome = event.type === "challenge.failed" ? "failed" : "abandoned";
        const move = settleChallenge(figures(row), outcome);
        if (!move.ok) return;
        const saved = await save(q, row, move.payment, { challengeUrl: null, declineCode: outcome === "failed" ? "challenge_failed" : null });
        await moveOrder(
          q,
          row.orderId,
          saved.status as PaymentStatus,
          outcome === "failed" ? "The bank refused the card's challenge." : "The shopper left the card's challenge.",
        );
        return;
      }
      case "payment.captured": {
        // A capture made at the provider: recorded once, whatever the shop already knew.
        const move = capture(figures(row), event.amount);
        if (!move.ok) return;
        const saved = await save(q, row, move.payment);
        await moveOrder(q, row.orderId, saved.status as PaymentStatus, `Payment captured at ${provider.title}.`);
        return;
      }
      case "payment.refunded": {
        if (event.amount <= row.refunded) return;
        const move = refund(figures(row), event.amount - row.refunded);
        if (!move.ok) return;
        const saved = await save(q, row, move.payment);
        if (saved.status === "refunded") await moveOrder(q, row.orderId, "refunded", `Refunded in full at ${provider.title}.`);
        return;
      }
    }
  }
}

function resultOf(row: PaymentRow): PayResult {
  if (row.status === "requires_action" && row.challengeUrl) return { outcome: "challenge", payment: row, challengeUrl: row.challengeUrl };
  if (row.status === "failed") {
    const code = (row.declineCode ?? "declined") as keyof typeof DECLINE_MESSAGES;
    return { outcome: "declined", payment: row, message: DECLINE_MESSAGES[code] ?? DECLINE_MESSAGES.declined };
  }
  return { outcome: "paid", payment: row };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
