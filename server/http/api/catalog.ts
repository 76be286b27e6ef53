import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { FILTER_SLUG_PATTERN } from "../../../domain/catalog/loop-filter.ts";
import { variationAttributeTerms } from "../../../domain/product/attribute-options.ts";
import { pickVariation } from "../../../domain/product/variation-matching.ts";
import type { Services } from "../../services/index.ts";
import { HttpError } from "../errors.ts";
import { invalidInput, refusedAs } from "./validation.ts";

const MAX_SLUG_LENGTH = 200;

/** get_variation's payload: attribute slug (optionally as the form field `attribute_<slug>`) → term slug. */
export const variationRequestSchema = refusedAs(
  z.object({ attributes: z.record(z.string().min(1).max(MAX_SLUG_LENGTH), z.string().max(MAX_SLUG_LENGTH)) }).strict(),
  (_body, error) => invalidInput("variation_request", error),
);
/** A product is named by its slug in these URLs (the path says `:id` for the origin's sake). */
const productParams = z.object({ id: z.string() });
const tags = ["catalogue"];

export function registerCatalogRoutes(app: FastifyInstance, services: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get("/categories", { schema: { tags, summary: "The category tree with product counts" } }, async () => ({
    categories: await services.catalog.listCategories(),
  }));

  // The product page's get_variation for products above the embed threshold: the variation a complete
  // selection picks, or null (no match, or a selection with an attribute left unchosen).
  api.post(
    "/products/:id/variation",
    { schema: { tags, summary: "The variation a complete attribute selection picks, or null", params: productParams, body: variationRequestSchema } },
    async (request, reply) => {
      const { id } = request.params;
      const { attributes } = request.body;
      const wellFormed = id.length <= MAX_SLUG_LENGTH && FILTER_SLUG_PATTERN.test(id);
      const product = wellFormed ? await services.catalog.getProduct(id) : null;
      if (!product) throw new HttpError(404, "product_not_found", "No published product has this slug.");
      const slugs = variationAttributeTerms(product.attributes).map((a) => a.slug);
      const selection: Record<string, string> = {};
      const unknown: Record<string, string> = {};
      for (const [key, term] of Object.entries(attributes)) {
        const slug = key.startsWith("attribute_") ? key.slice("attribute_".length) : key;
        if (slugs.includes(slug)) selection[slug] = term;
        else unknown[`attributes.${key}`] = "not a variation attribute of this product";
      }
      if (Object.keys(unknown).length > 0) throw new HttpError(400, "invalid_variation_request", "The request is not valid.", unknown);
      const picked = pickVariation(slugs, product.variations, selection);
      const variation = typeof picked === "string" ? null : picked;
      return reply.header("cache-control", "no-store").send({ variation });
    },
  );
}
