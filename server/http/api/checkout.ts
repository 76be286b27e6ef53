import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { EMPTY_CART } from "../../../domain/cart/cart-cookies.ts";
import { COUPON_CODE_MAX_LENGTH } from "../../../domain/cart/coupons.ts";
import { checkoutSettingsPatchSchema } from "../../../domain/checkout/checkout-settings.ts";
import { PRICING_SETTINGS_PART_NAMES, PRICING_SETTINGS_PARTS } from "../../../domain/checkout/pricing-settings.ts";
import { CheckoutError } from "../../services/checkout/index.ts";
import type { Services } from "../../services/index.ts";
import { PASSWORD_MAX_LENGTH } from "../../../domain/account/password-policy.ts";
import { HttpError, parseOrThrow } from "../errors.ts";
import { NO_STORE } from "../session.ts";

export const IDEMPOTENCY_HEADER = "idempotency-key";
/** Text without control characters (PostgreSQL refuses NUL in text; the others have no place in a form). */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const text = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => !CONTROL.test(value), "must not contain control characters");
const couponBody = z.strictObject({ code: text(COUPON_CODE_MAX_LENGTH * 4) });
const couponParam = z.strictObject({ code: text(COUPON_CODE_MAX_LENGTH * 4).pipe(z.string().min(1)) });
const methodId = text(40).pipe(z.string().min(1));
const quoteQuery = z.object({
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, "country is a two-letter code")
    .optional(),
  shipping: methodId.optional(),
});
const addressish = z.record(text(100), z.union([text(1000), z.number(), z.boolean(), z.null()])).refine((r) => Object.keys(r).length <= 30, "too many fields");
const checkoutBody = z.strictObject({
  email: text(1000),
  billing: addressish,
  shipping: addressish.optional(),
  shipToDifferentAddress: z.union([z.boolean(), text(10)]).optional(),
  shippingMethod: methodId,
  paymentMethod: methodId,
  note: text(2000).optional(),
  createAccount: z.strictObject({ password: z.string().max(PASSWORD_MAX_LENGTH * 2) }).optional(),
});
const idempotencyKey = z.string().regex(/^[\x21-\x7e]{8,200}$/, "Idempotency-Key is 8 to 200 visible ASCII characters");

function toHttp(error: unknown): never {
  if (error instanceof CheckoutError) throw new HttpError(error.status, error.code, error.message, error.fields);
  throw error;
}

function idempotencyKeyOf(request: FastifyRequest): string {
  const sent = request.headers[IDEMPOTENCY_HEADER];
  const result = idempotencyKey.safeParse(sent);
  if (!result.success)
    throw new HttpError(400, "invalid_idempotency_key", "Send an Idempotency-Key header of 8 to 200 characters.", {
      "Idempotency-Key": result.error.issues[0]?.message ?? "invalid",
    });
  return result.data;
}

/**
 * The merchant's settings calls: the session must belong to a customer with the admin role. A change
 * carries the nonce like every state-changing call; a read needs only the signed-in session.
 */
async function requireAdmin(request: FastifyRequest, services: Services, access: "read" | "change" = "change"): Promise<void> {
  const session = access === "change" ? await request.ctx.requireNonce() : await request.ctx.session();
  const customer = await services.accounts.getCustomer(session);
  if (!customer?.roles.includes("admin")) throw new HttpError(403, "forbidden", "Only a shop administrator can read or change the shop's settings.");
}

export function registerCheckoutRoutes(api: FastifyInstance, services: Services) {
  api.put("/settings/checkout", async (request, reply) => {
    reply.header("cache-control", NO_STORE);
    await requireAdmin(request, services);
    const patch = parseOrThrow(checkoutSettingsPatchSchema, request.body ?? null, "body");
    return reply.send({ settings: await services.settings.saveCheckout(patch) });
  });

  // Shipping zones and methods, tax rates, payment methods: each read and replaced whole.
  for (const part of PRICING_SETTINGS_PART_NAMES) {
    const { schema } = PRICING_SETTINGS_PARTS[part];
    api.get(`/settings/${part}`, async (request, reply) => {
      reply.header("cache-control", NO_STORE);
      await requireAdmin(request, services, "read");
      const pricing = await services.settings.pricing();
      return reply.send({ settings: part === "payments" ? pricing.payment : pricing[part] });
    });
    api.put(`/settings/${part}`, async (request, reply) => {
      reply.header("cache-control", NO_STORE);
      await requireAdmin(request, services);
      const value = parseOrThrow(schema, request.body ?? null, "body");
      return reply.send({ settings: await services.settings.savePricingPart(part, value) });
    });
  }

  api.post("/cart/coupons", async (request, reply) => {
    reply.header("cache-control", NO_STORE);
    const session = await request.ctx.requireNonce();
    const { code } = parseOrThrow(couponBody, request.body ?? null, "body");
    return reply.send(await services.checkout.applyCoupon(session, code).catch(toHttp));
  });

  api.delete<{ Params: { code: string } }>("/cart/coupons/:code", async (request, reply) => {
    reply.header("cache-control", NO_STORE);
    const session = await request.ctx.requireNonce();
    const { code } = parseOrThrow(couponParam, request.params, "params");
    return reply.send(await services.checkout.removeCoupon(session, code).catch(toHttp));
  });

  api.get("/checkout/quote", async (request, reply) => {
    reply.header("cache-control", NO_STORE);
    const query = parseOrThrow(quoteQuery, request.query, "query");
    const session = await request.ctx.session();
    const quote = await services.checkout
      .quote(session ?? { id: "", customerId: null }, {
        country: query.country ?? null,
        shippingMethodId: query.shipping ?? null,
      })
      .catch(toHttp);
    return reply.send(quote);
  });

  api.post("/checkout", async (request, reply) => {
    reply.header("cache-control", NO_STORE);
    const session = await request.ctx.requireNonce();
    const key = idempotencyKeyOf(request);
    const body = parseOrThrow(checkoutBody, request.body ?? null, "body");
    const { order, created, signedIn } = await services.checkout.placeOrder(session, body, key).catch(toHttp);
    // An order that created an account signs the shopper in on a new session, as a login does; either
    // way the cart is now empty, and the cookies the browser's stored cart trusts must say so.
    if (signedIn) request.ctx.cookies.session(signedIn.token);
    request.ctx.cookies.cart(EMPTY_CART);
    return reply.status(created ? 201 : 200).send({
      ...(signedIn ? { nonce: signedIn.nonce } : {}),
      order,
      redirect: `/checkout/order-received/${order.id}?key=${encodeURIComponent(order.key)}`,
    });
  });
}
