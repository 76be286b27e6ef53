import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { REVIEW_BULK_ACTIONS, REVIEW_STATUSES, reviewBulkSchema, reviewReplySchema } from "../../../../domain/admin/taxonomy-input.ts";
import type { Services } from "../../../services/index.ts";
import { catalogueManager } from "../../access.ts";
import { HttpError } from "../../errors.ts";
import { staffCall } from "./staff-call.ts";
import { idParams } from "./taxonomy-params.ts";
import { coercedInt4 } from "../../../../domain/limits.ts";

const tags = ["admin: reviews"];
export const REVIEWS_PER_PAGE = 25;

const listQuery = z.strictObject({
  status: z.enum(REVIEW_STATUSES).optional(),
  productId: coercedInt4(1).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
const moderateBody = z.strictObject({ action: z.enum(REVIEW_BULK_ACTIONS) });

/** Review moderation for the catalogue manager; a change to what is approved clears the catalogue's caches and cached pages. */
export function registerReviewAdminApi(app: FastifyInstance, services: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Read when called: the route table registers these routes without services.
  const moderation = () => services.reviewModeration;

  api.get(
    "/admin/reviews",
    { schema: { tags, summary: "Reviews, pending first, filtered by status and product, a page at a time", querystring: listQuery } },
    async (request, reply) => {
      await staffCall(request, reply, catalogueManager);
      const { status, productId, page } = request.query;
      const [list, counts] = await Promise.all([moderation().list({ status, productId, page, perPage: REVIEWS_PER_PAGE }), moderation().counts()]);
      return reply.send({ ...list, page, perPage: REVIEWS_PER_PAGE, counts });
    },
  );

  api.get("/admin/reviews/:id", { schema: { tags, summary: "One review", params: idParams } }, async (request, reply) => {
    await staffCall(request, reply, catalogueManager);
    const review = await moderation().get(request.params.id);
    if (!review) throw new HttpError(404, "review_not_found", `There is no review ${request.params.id}.`);
    return reply.send({ review });
  });

  api.post(
    "/admin/reviews/bulk",
    { schema: { tags, summary: "Approves, unapproves, marks as spam or deletes several reviews at once", body: reviewBulkSchema } },
    async (request, reply) => {
      const actor = await staffCall(request, reply, catalogueManager);
      const changed = await moderation().apply(actor, request.body.action, request.body.ids);
      services.catalog.changed();
      return reply.send({ changed });
    },
  );

  api.post(
    "/admin/reviews/:id/moderate",
    { schema: { tags, summary: "Approves, unapproves, marks as spam or deletes one review (the rating is recomputed)", params: idParams, body: moderateBody } },
    async (request, reply) => {
      const actor = await staffCall(request, reply, catalogueManager);
      const changed = await moderation().apply(actor, request.body.action, [request.params.id]);
      services.catalog.changed();
      return reply.send({ changed });
    },
  );

  api.delete("/admin/reviews/:id", { schema: { tags, summary: "Deletes a review (the rating is recomputed)", params: idParams } }, async (request, reply) => {
    const actor = await staffCall(request, reply, catalogueManager);
    const changed = await moderation().apply(actor, "delete", [request.params.id]);
    services.catalog.changed();
    return reply.send({ changed });
  });

  api.put(
    "/admin/reviews/:id/reply",
    { schema: { tags, summary: "Sets the shop's public reply under a review (empty removes it)", params: idParams, body: reviewReplySchema } },
    async (request, reply) => {
      const actor = await staffCall(request, reply, catalogueManager);
      await moderation().reply(actor, request.params.id, request.body.reply);
      services.catalog.changed();
      return reply.send({ review: await moderation().get(request.params.id) });
    },
  );
}
