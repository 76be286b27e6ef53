import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { couponInputSchema } from "../../../../domain/admin/coupon-input.ts";
import { COUPON_STATUSES } from "../../../../domain/admin/coupon-status.ts";
import { COUPON_TYPES } from "../../../../domain/cart/coupons.ts";
import { coercedInt4, coercedVersionSchema, versionSchema } from "../../../../domain/limits.ts";
import { COUPON_SORTS } from "../../../services/coupons/types.ts";
import type { Services } from "../../../services/index.ts";
import { couponManager } from "../../access.ts";
import { HttpError } from "../../errors.ts";
import { refusedAs } from "../validation.ts";
import { staffCall } from "./staff-call.ts";

const tags = ["admin: coupons"];

/** A malformed id names no coupon: 404, as for one that does not exist. */
const idParams = refusedAs(z.strictObject({ id: coercedInt4(1) }), (input) => {
  const id = (input as { id?: unknown } | null)?.id;
  return new HttpError(404, "coupon_not_found", `There is no coupon ${JSON.stringify(id)}.`);
});

const listQuery = z.strictObject({
  q: z.string().max(100).optional(),
  status: z.enum(COUPON_STATUSES).optional(),
  type: z.enum(COUPON_TYPES).optional(),
  sort: z.enum(COUPON_SORTS).optional(),
  dir: z.enum(["asc", "desc"]).optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  perPage: z.coerce.number().int().min(1).max(100).optional(),
});
const pageQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  perPage: z.coerce.number().int().min(1).max(100).optional(),
});
const updateBody = couponInputSchema.extend({ version: versionSchema });
const deleteQuery = z.strictObject({ version: coercedVersionSchema });

const notFound = (id: number) => new HttpError(404, "coupon_not_found", `There is no coupon ${id}.`);

/**
 * The coupons of the merchant admin (rule couponManager), over the same service as the pages. Amounts are
 * stored units: basis points for percent coupons (1250 = 12.5 %), minor units for money.
 */
export function registerAdminCouponRoutes(app: FastifyInstance, services: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get("/admin/coupons", { schema: { tags, summary: "Coupons, filtered, sorted and a page at a time", querystring: listQuery } }, async (request, reply) => {
    await staffCall(request, reply, couponManager);
    return reply.send(await services.coupons.list(request.query));
  });

  api.get("/admin/coupons/:id", { schema: { tags, summary: "One coupon with its version", params: idParams } }, async (request, reply) => {
    await staffCall(request, reply, couponManager);
    const coupon = await services.coupons.get(request.params.id);
    if (!coupon) throw notFound(request.params.id);
    return reply.send({ coupon });
  });

  api.get(
    "/admin/coupons/:id/usage",
    { schema: { tags, summary: "The orders that used a coupon, newest first", params: idParams, querystring: pageQuery } },
    async (request, reply) => {
      await staffCall(request, reply, couponManager);
      const coupon = await services.coupons.get(request.params.id);
      if (!coupon) throw notFound(request.params.id);
      const { page = 1, perPage = 20 } = request.query;
      const { uses, total } = await services.coupons.uses(coupon.id, page, perPage);
      return reply.send({ usageCount: coupon.usageCount, usageLimit: coupon.usageLimit, total, page, uses });
    },
  );

  api.post(
    "/admin/coupons",
    { schema: { tags, summary: "Creates a coupon (codes are unique whatever their case)", body: couponInputSchema } },
    async (request, reply) => {
      const actor = await staffCall(request, reply, couponManager);
      const { id } = await services.coupons.create(actor, request.body);
      return reply.code(201).send({ coupon: await services.coupons.get(id) });
    },
  );

  api.put(
    "/admin/coupons/:id",
    { schema: { tags, summary: "Replaces a coupon's settings, given the version it was read at", params: idParams, body: updateBody } },
    async (request, reply) => {
      const actor = await staffCall(request, reply, couponManager);
      const { version, ...input } = request.body;
      await services.coupons.update(actor, request.params.id, version, input);
      return reply.send({ coupon: await services.coupons.get(request.params.id) });
    },
  );

  api.post(
    "/admin/coupons/:id/disable",
    {
      schema: {
        tags,
        summary: "Disables a coupon: its expiry becomes now (it stays with the orders that used it)",
        params: idParams,
        body: z.strictObject({ version: versionSchema }),
      },
    },
    async (request, reply) => {
      const actor = await staffCall(request, reply, couponManager);
      await services.coupons.expireNow(actor, request.params.id, request.body.version);
      return reply.send({ coupon: await services.coupons.get(request.params.id) });
    },
  );

  api.delete(
    "/admin/coupons/:id",
    { schema: { tags, summary: "Deletes a coupon no order used (carts holding it lose it)", params: idParams, querystring: deleteQuery, body: null } },
    async (request, reply) => {
      const actor = await staffCall(request, reply, couponManager);
      await services.coupons.remove(actor, request.params.id, request.query.version);
      return reply.code(204).send();
    },
  );
}
