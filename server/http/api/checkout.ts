import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { EMPTY_CART } from "../../../domain/cart/cart-cookies.ts";
import { applyCouponBody, removeCouponParams } from "../../../domain/cart/operations.ts";
import { IDEMPOTENCY_HEADER, idempotencyKey, placeOrderBody, quoteQuery } from "../../../domain/checkout/operations.ts";
import { checkoutSettingsPatchSchema } from "../../../domain/checkout/checkout-settings.ts";
import { PRICING_SETTINGS_PART_NAMES, PRICING_SETTINGS_PARTS } from "../../../domain/checkout/pricing-settings.ts";
import { referralFromCookieHeader } from "../../../domain/affiliates/referral-cookie.ts";
import type { Services } from "../../services/index.ts";
import { shopAdministrator } from "../access.ts";
import { checkoutSessionOf } from "../checkout-email.ts";
import { HttpError } from "../errors.ts";
import { NO_STORE } from "../session.ts";
import { settingsActor } from "./settings-actor.ts";

function idempotencyKeyOf(request: FastifyRequest): string {
  const sent = request.headers[IDEMPOTENCY_HEADER];
  const result = idempotencyKey.safeParse(sent);
  if (!result.success)
    throw new HttpError(400, "invalid_idempotency_key", "Send an Idempotency-Key header of 8 to 200 characters.", {
      "Idempotency-Key": result.error.issues[0]?.message ?? "invalid",
    });
  return result.data;
}

const settingsTags = ["settings"];
const tags = ["checkout"];

/**
 * The merchant's settings calls are the shop administrator's (access.ts): a read needs the signed-in
 * session only, a change carries the nonce like every state-changing call, checked first.
 */
export function registerCheckoutRoutes(app: FastifyInstance, services: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get("/settings/checkout", { schema: { tags: settingsTags, summary: "The checkout page's settings" } }, async (request, reply) => {
    reply.header("cache-control", NO_STORE);
    await request.ctx.requireRole(shopAdministrator);
    return reply.send({ settings: await services.settings.checkout() });
  });

  api.put(
    "/settings/checkout",
    { schema: { tags: settingsTags, summary: "Changes the checkout page's settings (the fields sent)", body: checkoutSettingsPatchSchema } },
    async (request, reply) => {
      reply.header("cache-control", NO_STORE);
      await request.ctx.requireNonce();
      const admin = await request.ctx.requireRole(shopAdministrator);
      return reply.send({ settings: await services.settingsAdmin.save(settingsActor(admin), "checkout", request.body) });
    },
  );

  // Shipping zones and methods, tax rates, payment methods: each read and replaced whole.
  for (const part of PRICING_SETTINGS_PART_NAMES) {
    const { schema } = PRICING_SETTINGS_PARTS[part];
    api.get(`/settings/${part}`, { schema: { tags: settingsTags, summary: `The ${part} settings` } }, async (request, reply) => {
      reply.header("cache-control", NO_STORE);
      await request.ctx.requireRole(shopAdministrator);
      const pricing = await services.settings.pricing();
      return reply.send({ settings: part === "payments" ? pricing.payment : pricing[part] });
    });
    api.put(`/settings/${part}`, { schema: { tags: settingsTags, summary: `Replaces the ${part} settings`, body: schema } }, async (request, reply) => {
      reply.header("cache-control", NO_STORE);
      await request.ctx.requireNonce();
      const admin = await request.ctx.requireRole(shopAdministrator);
      return reply.send({ settings: await services.settingsAdmin.save(settingsActor(admin), part, request.body) });
    });
  }

  api.post("/cart/coupons", { schema: { tags, summary: "Applies a coupon to the cart", body: applyCouponBody } }, async (request, reply) => {
    reply.header("cache-control", NO_STORE);
    const session = await request.ctx.requireNonce();
    // A coupon for certain e-mail addresses is judged by the one typed at checkout (or the account's) when known.
    return reply.send(await services.checkout.applyCoupon(checkoutSessionOf(session, request.ctx), request.body.code));
  });

  api.delete("/cart/coupons/:code", { schema: { tags, summary: "Removes an applied coupon", params: removeCouponParams } }, async (request, reply) => {
    reply.header("cache-control", NO_STORE);
    const session = await request.ctx.requireNonce();
    return reply.send(await services.checkout.removeCoupon(checkoutSessionOf(session, request.ctx), request.params.code));
  });

  api.get(
    "/checkout/quote",
    { schema: { tags, summary: "Prices the cart for a country and shipping method", querystring: quoteQuery } },
    async (request, reply) => {
      reply.header("cache-control", NO_STORE);
      const query = request.query;
      const session = await request.ctx.session();
      const quote = await services.checkout.quote(checkoutSessionOf(session ?? { id: "", customerId: null }, request.ctx), {
        country: query.country ?? null,
        region: query.state ?? null,
        postcode: query.postcode ?? null,
        city: query.city ?? null,
        shippingMethodId: query.shipping ?? null,
      });
      return reply.send(quote);
    },
  );

  api.post(
    "/checkout",
    {
      schema: {
        tags,
        summary: "Places the order (201; 200 for a repeat of the same Idempotency-Key)",
        description: "Send an `Idempotency-Key` header of 8 to 200 visible ASCII characters: a repeat answers the first order.",
        body: placeOrderBody,
      },
    },
    async (request, reply) => {
      reply.header("cache-control", NO_STORE);
      const session = await request.ctx.requireNonce();
      const key = idempotencyKeyOf(request);
      const { order, created, signedIn } = await services.checkout.placeOrder(
        session,
        { ...request.body, referral: referralFromCookieHeader(request.headers.cookie) },
        key,
      );
      // An order that created an account signs the shopper in on a new session, as a login does; either
      // way the cart is now empty, and the cookies the browser's stored cart trusts must say so.
      if (signedIn) request.ctx.cookies.session(signedIn.token);
      request.ctx.cookies.cart(EMPTY_CART);
      return reply.status(created ? 201 : 200).send({
        ...(signedIn ? { nonce: signedIn.nonce } : {}),
        order,
        redirect: `/checkout/order-received/${order.id}?key=${encodeURIComponent(order.key)}`,
      });
    },
  );
}
