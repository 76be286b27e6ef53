import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { describeTarget } from "../../../../domain/admin/bulk-scope.ts";
import { MAX_IMPORT_BYTES } from "../../../../domain/admin/product-import.ts";
import { bulkJobBodySchema, importBodySchema, jobParamsSchema, productListQuerySchema } from "../../../services/admin-products/input.ts";
import type { Services } from "../../../services/index.ts";
import { catalogueManager } from "../../access.ts";
import { staffCall } from "./staff-call.ts";

const tags = ["admin: products"];
/** A 2 MB CSV file as JSON text, with room for its escaping. */
const IMPORT_BODY_LIMIT = MAX_IMPORT_BYTES * 2;

/** The rule is asked before the body is validated too: a guest learns nothing about the input's shape. */
const guard = async (request: FastifyRequest, reply: FastifyReply) => {
  await staffCall(request, reply, catalogueManager);
};

/**
 * The products list and its jobs for a catalogue manager: the same service the /admin/products pages
 * call. A job posted here is queued at once (the preview call shows what it would do first).
 */
export function registerAdminProductsApi(app: FastifyInstance, services: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const products = services.adminProducts;

  api.get(
    "/admin/products",
    {
      schema: {
        tags,
        summary: "A page of products: search, filters, sort, and the next and previous pages as cursors (25 a page; exact totals up to 1,000)",
        querystring: productListQuerySchema,
      },
    },
    async (request, reply) => {
      await staffCall(request, reply, catalogueManager);
      return reply.send(await products.list(request.query));
    },
  );

  api.post(
    "/admin/products/bulk-jobs/preview",
    {
      preValidation: guard,
      schema: { tags, summary: "What a bulk action would change, product by product, without changing anything", body: bulkJobBodySchema },
    },
    async (request, reply) => {
      await staffCall(request, reply, catalogueManager);
      return reply.send(await products.previewBulk(request.body.action, request.body.target));
    },
  );

  api.post(
    "/admin/products/bulk-jobs",
    { preValidation: guard, schema: { tags, summary: "Queues a bulk action as a background job; answers the job", body: bulkJobBodySchema } },
    async (request, reply) => {
      const actor = await staffCall(request, reply, catalogueManager);
      const { action, target } = request.body;
      const job = await products.createBulkJob(actor, action, target, { confirm: true, scope: describeTarget(target) });
      return reply.status(201).send(job);
    },
  );

  api.get(
    "/admin/products/bulk-jobs/:id",
    { schema: { tags, summary: "A products job (bulk action or import): its status, progress and report", params: jobParamsSchema } },
    async (request, reply) => {
      await staffCall(request, reply, catalogueManager);
      return reply.send(await products.getJob(request.params.id));
    },
  );

  api.post(
    "/admin/products/imports",
    {
      preValidation: guard,
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: { tags, summary: "Queues a CSV import of simple products; refused rows are listed in the job's preview", body: importBodySchema },
    },
    async (request, reply) => {
      const actor = await staffCall(request, reply, catalogueManager);
      return reply.status(201).send(await products.createImportJob(actor, request.body.csv, { confirm: true }));
    },
  );
}
