import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { payoutRequestSchema } from "../../../domain/affiliates/dashboard.ts";
import { applyBody, chartQuery, saveSettingsBody } from "../../../domain/affiliates/operations.ts";
import type { Services } from "../../services/index.ts";
import { signedInCustomer } from "../access.ts";
import { NO_STORE } from "../session.ts";

const tags = ["affiliate"];

/**
 * The affiliate dashboard's calls. A change carries the session's nonce in its header (403 without it,
 * checked first), and every call asks for a signed-in customer (a guest reading is told to log in, 401).
 * The service answers only the caller's own affiliate data: a change by someone who is not an affiliate is
 * refused (403); their reads (chart, CSV) are empty.
 */
export function registerAffiliateRoutes(app: FastifyInstance, services: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    "/affiliate/settings",
    {
      schema: {
        tags,
        summary: "Saves the affiliate's settings (spec call 2): answers {message, updatedPayoutFields:{payouttype}}",
        description:
          "The body is the settings payload of spec §3, every value text, with `post_id` the caller's own affiliate id. " +
          "`updatedPayoutFields.payouttype` is the new payout type when the save changed it, else empty (the page reloads only then).",
        body: saveSettingsBody,
      },
    },
    async (request, reply) => {
      reply.header("cache-control", NO_STORE);
      await request.ctx.requireNonce();
      const customer = await request.ctx.requireRole(signedInCustomer);
      return reply.send(await services.affiliates.saveSettings(customer.id, request.body));
    },
  );

  api.post(
    "/affiliate/payouts",
    { schema: { tags, summary: "Requests a payout of the approved unpaid balance", body: payoutRequestSchema } },
    async (request, reply) => {
      reply.header("cache-control", NO_STORE);
      await request.ctx.requireNonce();
      const customer = await request.ctx.requireRole(signedInCustomer);
      return reply.status(201).send({ payout: await services.affiliates.requestPayout(customer.id, request.body) });
    },
  );

  api.get(
    "/affiliate/chart",
    { schema: { tags, summary: "Sales and commission per day over a period (the charts, loaded on demand)", querystring: chartQuery } },
    async (request, reply) => {
      reply.header("cache-control", NO_STORE);
      const customer = await request.ctx.requireRole(signedInCustomer);
      return reply.send({ period: request.query.period, points: await services.affiliates.chart(customer.id, request.query.period) });
    },
  );

  api.get("/affiliate/orders.csv", { schema: { tags, summary: "The affiliate's orders and commissions as CSV" } }, async (request, reply) => {
    reply.header("cache-control", NO_STORE);
    const customer = await request.ctx.requireRole(signedInCustomer);
    const csv = await services.affiliates.ordersCsv(customer.id);
    return reply.header("content-type", "text/csv; charset=utf-8").header("content-disposition", 'attachment; filename="affiliate-orders.csv"').send(csv);
  });

  api.post(
    "/affiliate/apply",
    { schema: { tags, summary: "Applies to join the affiliate programme (staff approve)", body: applyBody } },
    async (request, reply) => {
      reply.header("cache-control", NO_STORE);
      await request.ctx.requireNonce();
      const customer = await request.ctx.requireRole(signedInCustomer);
      return reply.send(await services.affiliates.apply(customer.id, request.body));
    },
  );
}
