import { randomUUID } from "node:crypto";
import { data, Link, redirect } from "react-router";
import { formatMoney } from "../../domain/money.ts";
import { CardForm, type CardFormProblem } from "../components/payments/card-form.tsx";
import { RouteErrorView } from "../components/errors/route-error-view.tsx";
import { cardFormSchema, orderReceivedPath, payableOrder } from "../lib/order-pay.server.ts";
import { routeError } from "../lib/route-errors.ts";
import { isServiceError } from "../lib/service-errors.server.ts";
import type { Route } from "./+types/order-pay";

export function meta() {
  return [{ title: "Pay for order — Vitrine" }, { name: "robots", content: "noindex" }];
}

export function headers() {
  return { "cache-control": "no-store" };
}

/**
 * Pay for order: a waiting order (pending, refused, or held) is paid by card, from the order-received page,
 * My Account or a link staff send. The order's key guards it as it guards the order-received page.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const found = await payableOrder(context, params.id, request);
  if (found.kind === "not-found") throw routeError(404, { reason: "order-not-found" });
  if (found.kind === "log-in") return { kind: "log-in", loginUrl: found.loginUrl } as const;
  const { order } = found;
  const declined = new URL(request.url).searchParams.get("declined");
  return {
    kind: found.kind,
    order: { number: order.number, status: order.status, total: order.total, currency: order.currency },
    receivedHref: orderReceivedPath(order),
    idempotencyKey: randomUUID(),
    notice: declined === "challenge" ? "Your bank did not confirm the payment. Try again or use another card." : null,
  } as const;
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const found = await payableOrder(context, params.id, request);
  if (found.kind === "not-found") throw routeError(404, { reason: "order-not-found" });
  if (found.kind === "log-in") throw redirect(found.loginUrl, { status: 303 });
  if (found.kind === "paid") throw redirect(orderReceivedPath(found.order), { status: 303 });
  // A document POST (no JavaScript) answers 400 as refused input should; the enhanced form's fetch gets the
  // same with 200, since browsers log every 4xx fetch as a console error.
  const status = (request.headers.get("accept") ?? "").includes("text/html") ? 400 : 200;
  const refuse = (problem: CardFormProblem) => data({ problem, idempotencyKey: randomUUID() }, { status });
  const parsed = cardFormSchema.safeParse(Object.fromEntries(await context.ctx.form()));
  if (!parsed.success) {
    const fields = Object.fromEntries(parsed.error.issues.map((issue) => [`card.${String(issue.path[0]).replace("card_", "")}`, issue.message]));
    return refuse({ message: "Check the card details.", fields });
  }
  const input = parsed.data;
  try {
    const result = await context.services.payments.pay(found.order.id, {
      card: { number: input.card_number, expiry: input.card_expiry, cvc: input.card_cvc },
      idempotencyKey: input.idempotency_key,
      returnUrl: orderReceivedPath(found.order),
    });
    if (result.outcome === "paid") throw redirect(orderReceivedPath(found.order), { status: 303 });
    if (result.outcome === "challenge") throw redirect(result.challengeUrl, { status: 303 });
    return refuse({ message: result.message });
  } catch (error) {
    if (!isServiceError(error)) throw error;
    return refuse({ message: error.message, ...(error.fields ? { fields: error.fields } : {}) });
  }
}

export default function OrderPay({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.kind === "log-in")
    return (
      <section className="container checkout-page order-pay">
        <h1>Pay for order</h1>
        <p>
          This order belongs to an account. <Link to={loaderData.loginUrl}>Log in</Link> to pay for it.
        </p>
      </section>
    );
  const { order } = loaderData;
  const amount = formatMoney(order.total, order.currency);
  return (
    <section className="container checkout-page order-pay">
      <h1>Pay for order</h1>
      <dl className="order-pay__summary">
        <dt>Order number</dt>
        <dd>{order.number}</dd>
        <dt>Total</dt>
        <dd>{amount}</dd>
      </dl>
      {loaderData.kind === "paid" ? (
        <p role="status">
          This order does not need paying. <Link to={loaderData.receivedHref}>See the order</Link>.
        </p>
      ) : (
        <>
          {loaderData.notice && !actionData && (
            <div className="notice notice--error" role="alert">
              {loaderData.notice}
            </div>
          )}
          <CardForm
            key={actionData?.idempotencyKey ?? loaderData.idempotencyKey}
            idempotencyKey={actionData?.idempotencyKey ?? loaderData.idempotencyKey}
            amountText={amount}
            problem={actionData?.problem ?? null}
            testCards
          />
        </>
      )}
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />;
}
