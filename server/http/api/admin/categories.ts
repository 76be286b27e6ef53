import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { categoryInputSchema, categoryReorderSchema, moveSchema } from "../../../../domain/admin/taxonomy-input.ts";
import type { Services } from "../../../services/index.ts";
import { catalogueManager } from "../../access.ts";
import { HttpError } from "../../errors.ts";
import { staffCall } from "./staff-call.ts";
import { idParams, ok } from "./taxonomy-params.ts";

const tags = ["admin: categories"];

/** The category tree for the catalogue manager; every change clears the catalogue's caches and cached pages. */
export function registerCategoryAdminApi(app: FastifyInstance, services: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Read when called: the route table registers these routes without services.
  const categories = () => services.taxonomy.categories;

  api.get("/admin/categories", { schema: { tags, summary: "Every category with its parent, position and direct product count" } }, async (request, reply) => {
    await staffCall(request, reply, catalogueManager);
    return reply.send({ categories: await categories().list() });
  });

  api.get("/admin/categories/:id", { schema: { tags, summary: "One category", params: idParams } }, async (request, reply) => {
    await staffCall(request, reply, catalogueManager);
    const category = await categories().get(request.params.id);
    if (!category) throw new HttpError(404, "category_not_found", `There is no category ${request.params.id}.`);
    return reply.send({ category });
  });

  api.post(
    "/admin/categories",
    { schema: { tags, summary: "Creates a category (an empty slug is made from the name)", body: categoryInputSchema } },
    async (request, reply) => {
      const actor = await staffCall(request, reply, catalogueManager);
      const category = await categories().create(actor, request.body);
      services.catalog.changed();
      return reply.code(201).send({ category });
    },
  );

  api.put(
    "/admin/categories/order",
    { schema: { tags, summary: "Puts one parent's subcategories in this order (exactly its children)", body: categoryReorderSchema } },
    async (request, reply) => {
      const actor = await staffCall(request, reply, catalogueManager);
      await categories().reorder(actor, request.body.parentId, request.body.ids);
      services.catalog.changed();
      return reply.send(ok);
    },
  );

  api.put(
    "/admin/categories/:id",
    { schema: { tags, summary: "Saves a category's name, slug, description and parent (never under itself)", params: idParams, body: categoryInputSchema } },
    async (request, reply) => {
      const actor = await staffCall(request, reply, catalogueManager);
      await categories().update(actor, request.params.id, request.body);
      services.catalog.changed();
      return reply.send({ category: await categories().get(request.params.id) });
    },
  );

  api.post(
    "/admin/categories/:id/move",
    { schema: { tags, summary: "Moves a category one place up or down among its siblings", params: idParams, body: moveSchema } },
    async (request, reply) => {
      const actor = await staffCall(request, reply, catalogueManager);
      await categories().move(actor, request.params.id, request.body.direction);
      services.catalog.changed();
      return reply.send(ok);
    },
  );

  api.delete(
    "/admin/categories/:id",
    { schema: { tags, summary: "Deletes a category: its products stay, its subcategories move up to its parent", params: idParams } },
    async (request, reply) => {
      const actor = await staffCall(request, reply, catalogueManager);
      const result = await categories().remove(actor, request.params.id);
      services.catalog.changed();
      return reply.send(result);
    },
  );
}
