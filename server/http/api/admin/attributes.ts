import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { attributeInputSchema, moveSchema, termInputSchema, termReorderSchema } from "../../../../domain/admin/taxonomy-input.ts";
import type { Services } from "../../../services/index.ts";
import { catalogueManager } from "../../access.ts";
import { HttpError } from "../../errors.ts";
import { staffCall } from "./staff-call.ts";
import { idParams, ok, termParams } from "./taxonomy-params.ts";

const tags = ["admin: attributes"];

/** Attributes and their terms for the catalogue manager; every change clears the catalogue's caches and cached pages. */
export function registerAttributeAdminApi(app: FastifyInstance, services: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Read when called: the route table registers these routes without services.
  const attributes = () => services.taxonomy.attributes;
  const terms = () => services.taxonomy.terms;

  api.get("/admin/attributes", { schema: { tags, summary: "Every attribute with its swatch type and term count" } }, async (request, reply) => {
    await staffCall(request, reply, catalogueManager);
    return reply.send({ attributes: await attributes().list() });
  });

  api.post("/admin/attributes", { schema: { tags, summary: "Creates an attribute", body: attributeInputSchema } }, async (request, reply) => {
    const actor = await staffCall(request, reply, catalogueManager);
    const attribute = await attributes().create(actor, request.body);
    services.catalog.changed();
    return reply.code(201).send({ attribute });
  });

  api.get("/admin/attributes/:id", { schema: { tags, summary: "One attribute", params: idParams } }, async (request, reply) => {
    await staffCall(request, reply, catalogueManager);
    const attribute = await attributes().get(request.params.id);
    if (!attribute) throw new HttpError(404, "attribute_not_found", `There is no attribute ${request.params.id}.`);
    return reply.send({ attribute });
  });

  api.put(
    "/admin/attributes/:id",
    { schema: { tags, summary: "Saves an attribute (its slug stays while variations use it)", params: idParams, body: attributeInputSchema } },
    async (request, reply) => {
      const actor = await staffCall(request, reply, catalogueManager);
      await attributes().update(actor, request.params.id, request.body);
      services.catalog.changed();
      return reply.send({ attribute: await attributes().get(request.params.id) });
    },
  );

  api.delete(
    "/admin/attributes/:id",
    { schema: { tags, summary: "Deletes an attribute no product uses, with its terms", params: idParams } },
    async (request, reply) => {
      const actor = await staffCall(request, reply, catalogueManager);
      await attributes().remove(actor, request.params.id);
      services.catalog.changed();
      return reply.send(ok);
    },
  );

  api.get(
    "/admin/attributes/:id/terms",
    { schema: { tags, summary: "An attribute's terms in order, with how many products use each", params: idParams } },
    async (request, reply) => {
      await staffCall(request, reply, catalogueManager);
      return reply.send({ terms: await terms().list(request.params.id) });
    },
  );

  api.post(
    "/admin/attributes/:id/terms",
    { schema: { tags, summary: "Adds a term (with a colour for colour swatches)", params: idParams, body: termInputSchema } },
    async (request, reply) => {
      const actor = await staffCall(request, reply, catalogueManager);
      const term = await terms().create(actor, request.params.id, request.body);
      services.catalog.changed();
      return reply.code(201).send({ term });
    },
  );

  api.put(
    "/admin/attributes/:id/terms/order",
    { schema: { tags, summary: "Puts the attribute's terms in this order", params: idParams, body: termReorderSchema } },
    async (request, reply) => {
      const actor = await staffCall(request, reply, catalogueManager);
      await terms().reorder(actor, request.params.id, request.body.ids);
      services.catalog.changed();
      return reply.send(ok);
    },
  );

  api.put(
    "/admin/attributes/:id/terms/:termId",
    { schema: { tags, summary: "Saves a term (its slug stays while variations use it)", params: termParams, body: termInputSchema } },
    async (request, reply) => {
      const actor = await staffCall(request, reply, catalogueManager);
      await terms().update(actor, request.params.id, request.params.termId, request.body);
      services.catalog.changed();
      return reply.send(ok);
    },
  );

  api.post(
    "/admin/attributes/:id/terms/:termId/move",
    { schema: { tags, summary: "Moves a term one place up or down", params: termParams, body: moveSchema } },
    async (request, reply) => {
      const actor = await staffCall(request, reply, catalogueManager);
      await terms().move(actor, request.params.id, request.params.termId, request.body.direction);
      services.catalog.changed();
      return reply.send(ok);
    },
  );

  api.delete(
    "/admin/attributes/:id/terms/:termId",
    { schema: { tags, summary: "Deletes a term; refused (409 term_in_use, naming the products) while products use it", params: termParams } },
    async (request, reply) => {
      const actor = await staffCall(request, reply, catalogueManager);
      await terms().remove(actor, request.params.id, request.params.termId);
      services.catalog.changed();
      return reply.send(ok);
    },
  );
}
