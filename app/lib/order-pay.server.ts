/**
 * The pay-for-order page's server side: which order a request may pay (by its key, and for a registered
 * customer's order only that customer, as on the order-received page), the card form's input, and where
 * each outcome goes.
 */
import { z } from "zod";
import { orderReceivedAccess } from "../../domain/checkout/order-received-access.ts";
import { orderNeedsPayment } from "../../domain/payments/order-payment.ts";
import { PAID_AFTER_PLACING, type PaymentMethodId } from "../../domain/checkout/payment-methods.ts";
import type { AppLoadContext } from "react-router";

export const cardFormSchema = z.object({
  card_number: z.string().trim().min(1, "Enter the card number.").max(23),
  card_expiry: z.string().trim().min(1, "Enter the expiry date.").max(7),
  card_cvc: z.string().trim().min(1, "Enter the security code.").max(4),
  idempotency_key: z.string().uuid(),
});

/** The answer on the test gateway's challenge page. */
export const challengeAnswerSchema = z.object({ answer: z.enum(["passed", "failed", "abandoned"]) });

export const orderPayPath = (order: { id: number; key: string }) => `/checkout/order-pay/${order.id}?key=${encodeURIComponent(order.key)}`;
export const orderReceivedPath = (order: { id: number; key: string }) => `/checkout/order-received/${order.id}?key=${encodeURIComponent(order.key)}`;

/** Where checkout sends the shopper after placing: a card order goes on to be paid, every other order is received. */
export function pathAfterPlacing(order: { id: number; key: string; status: string; paymentMethod: string | null }): string {
  const paidNext = PAID_AFTER_PLACING.has(order.paymentMethod as PaymentMethodId) && order.status === "pending";
  return paidNext ? orderPayPath(order) : orderReceivedPath(order);
}

/** The order a pay request names, or why it cannot be paid here. */
export async function payableOrder(context: AppLoadContext, idParam: string | undefined, request: Request) {
  const id = Number(idParam);
  const url = new URL(request.url);
  const key = url.searchParams.get("key") ?? "";
  const order = Number.isSafeInteger(id) && id > 0 && key ? await context.services.checkout.getOrderByKey(id, key) : null;
  if (!order) return { kind: "not-found" } as const;
  const [customer, session] = await Promise.all([context.ctx.customer(), context.ctx.session()]);
  const access = orderReceivedAccess(order, {
    customerId: customer?.id ?? null,
    roles: customer?.roles ?? [],
    placedInThisSession: session !== null && order.customerId !== null && (await context.services.checkout.placedInSession(order.id, session.id)),
  });
  if (access === "log-in") return { kind: "log-in", loginUrl: `/account/login?next=${encodeURIComponent(url.pathname + url.search)}` } as const;
  return { kind: orderNeedsPayment(order.status, order.total) ? "payable" : "paid", order } as const;
}
