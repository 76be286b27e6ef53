import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { coercedInt4, versionSchema } from "../../../../domain/limits.ts";
import { productInputSchema } from "../../../../domain/admin/product-editor/product-input.ts";
import type { Services } from "../../../services/index.ts";
import { MAX_UPLOAD_BYTES } from "../../../services/product-editor/uploads.ts";
import { catalogueManager } from "../../access.ts";
import { HttpError } from "../../errors.ts";
import { staffCall } from "./staff-call.ts";

const tags = ["admin: product editor"];
const idParams = z.strictObject({ id: coercedInt4(1) });
const versionField = { version: versionSchema };
const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"];
const uploadedBytes = new WeakMap<object, Buffer>();

/**
 * The product editor's calls (catalogue managers): read a product as the editor shows it, create one,
 * save one against the version read (409 stale_version), generate its missing variations, and upload a
 * picture as the raw body. Each write empties the catalogue's caches and the page cache.
 */
export function registerProductEditorApi(app: FastifyInstance, services: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/admin/products/:id",
    { schema: { tags, summary: "A product as the editor shows it, with its version", params: idParams } },
    async (request, reply) => {
      await staffCall(request, reply, catalogueManager);
      return reply.send({ product: await services.productEditor.get(request.params.id) });
    },
  );

  api.post(
    "/admin/products",
    { schema: { tags, summary: "Creates a product (a draft unless status says publish)", body: productInputSchema } },
    async (request, reply) => {
      const actor = await staffCall(request, reply, catalogueManager);
      const product = await services.productEditor.create(actor, request.body);
      services.catalog.changed();
      return reply.code(201).send({ product });
    },
  );

  api.put(
    "/admin/products/:id",
    {
      schema: {
        tags,
        summary: "Saves a product read at `version`; 409 stale_version when someone saved it since",
        params: idParams,
        body: productInputSchema.extend(versionField),
      },
    },
    async (request, reply) => {
      const actor = await staffCall(request, reply, catalogueManager);
      const { version, ...input } = request.body;
      const product = await services.productEditor.update(actor, request.params.id, version, input);
      services.catalog.changed();
      return reply.send({ product });
    },
  );

  api.post(
    "/admin/products/:id/variations/generate",
    {
      schema: {
        tags,
        summary: "Adds a variation for every combination of the chosen variation terms the product lacks",
        params: idParams,
        body: z.strictObject(versionField),
      },
    },
    async (request, reply) => {
      const actor = await staffCall(request, reply, catalogueManager);
      const result = await services.productEditor.generateVariations(actor, request.params.id, request.body.version);
      services.catalog.changed();
      return reply.send(result);
    },
  );

  // Pictures arrive as the raw body (up to 10 MB), in a scope of their own so no other call takes them.
  void app.register(async (scope) => {
    scope.addContentTypeParser(IMAGE_TYPES, { parseAs: "buffer", bodyLimit: MAX_UPLOAD_BYTES }, (_request, body, done) => done(null, body));
    scope.withTypeProvider<ZodTypeProvider>().post(
      "/admin/media",
      {
        bodyLimit: MAX_UPLOAD_BYTES,
        // The bytes are not JSON, so no schema can describe them (`body: null`); keep them before validation sets the body aside.
        preValidation: async (request) => {
          if (Buffer.isBuffer(request.body)) uploadedBytes.set(request, request.body);
        },
        schema: {
          tags,
          summary: "Uploads a picture (the raw bytes, content-type image/jpeg, image/png or image/webp, at most 10 MB); answers the new image",
          querystring: z.strictObject({ alt: z.string().max(300).optional() }),
          body: null,
        },
      },
      async (request, reply) => {
        await staffCall(request, reply, catalogueManager);
        const bytes = uploadedBytes.get(request);
        if (!bytes) throw new HttpError(415, "unsupported_media_type", "Send the picture's bytes with content-type image/jpeg, image/png or image/webp.");
        const image = await services.productEditor.uploadImage(bytes, request.headers["content-type"] ?? "", request.query.alt ?? "");
        return reply.code(201).send({ image });
      },
    );
  });
}
