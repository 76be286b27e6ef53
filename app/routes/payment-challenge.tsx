import { Form, redirect } from "react-router";
import { formatMoney } from "../../domain/money.ts";
import { RouteErrorView } from "../components/errors/route-error-view.tsx";
import { challengeAnswerSchema, orderPayPath, orderReceivedPath } from "../lib/order-pay.server.ts";
import { routeError } from "../lib/route-errors.ts";
import type { Route } from "./+types/payment-challenge";

export function meta() {
  return [{ title: "Confirm your payment — Vitrine test gateway" }, { name: "robots", content: "noindex" }];
}

export function headers() {
  return { "cache-control": "no-store" };
}

/** The open challenge and its order, or a 404: the reference is the page's only key, and it is long and random. */
async function openChallenge(context: Route.LoaderArgs["context"], ref: string | undefined) {
  const open = ref && /^tg_[0-9a-f]{24}$/.test(ref) ? await context.services.payments.waitingForChallenge(ref) : null;
  if (!open) throw routeError(404, { reason: "order-not-found" });
  return open;
}

/**
 * The test gateway's 3-D Secure page, standing in for the card issuer's: the shopper confirms, fails or
 * leaves the challenge, the gateway sends its signed event, and the shopper returns to the shop.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { payment, order } = await openChallenge(context, params.ref);
  return { amount: formatMoney(payment.amount, payment.currency), orderNumber: order.number, last4: payment.cardLast4 ?? "" };
}

export async function action({ params, context }: Route.ActionArgs) {
  const { order } = await openChallenge(context, params.ref);
  const parsed = challengeAnswerSchema.safeParse(Object.fromEntries(await context.ctx.form()));
  if (!parsed.success) throw routeError(400, { reason: "order-not-found" });
  await context.services.payments.answerTestChallenge(params.ref!, parsed.data.answer);
  throw redirect(parsed.data.answer === "failed" ? `${orderPayPath(order)}&declined=challenge` : orderReceivedPath(order), { status: 303 });
}

export default function PaymentChallenge({ loaderData }: Route.ComponentProps) {
  return (
    <section className="payment-challenge">
      <h1>Confirm your payment</h1>
      <p>
        Your bank asks you to confirm a payment of <strong>{loaderData.amount}</strong> to Vitrine for order {loaderData.orderNumber}, with the card ending in{" "}
        {loaderData.last4}.
      </p>
      <p className="payment-challenge__hint">This is the test gateway's stand-in for your bank's check.</p>
      <Form method="post" className="payment-challenge__answers">
        <button type="submit" name="answer" value="passed" className="button button--primary">
          Complete authentication
        </button>
        <button type="submit" name="answer" value="failed" className="button">
          Fail authentication
        </button>
        <button type="submit" name="answer" value="abandoned" className="button button--link">
          Cancel and return to the shop
        </button>
      </Form>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />;
}
