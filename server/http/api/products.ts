import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { LISTING_PARAMS } from "../../../domain/catalog/listing.ts";
import { FILTER_SLUG_PATTERN } from "../../../domain/catalog/loop-filter.ts";
import type { Services } from "../../services/index.ts";
import { HttpError } from "../errors.ts";
import { parseListingRequest, rejectUnknownAttributes, searchParamsOf } from "./listing-request.ts";

/** The catalogue service keeps listings in memory for at most a minute (CATALOG_CACHE_DEFAULTS). */
export const LISTING_CACHE_CONTROL = "public, max-age=60";
/** Product data carries stock, which must be current: caches may keep it but must ask again first. */
export const PRODUCT_CACHE_CONTROL = "no-cache";
export const MAX_PRODUCT_SLUG_LENGTH = 200;

function productNotFound(slug: string): HttpError {
  const shown = slug.length > 60 ? `${slug.slice(0, 60)}…` : slug;
  return new HttpError(404, "product_not_found", `No published product has the slug "${shown}".`);
}

/**
 * The listing parameters, for the document: the query string itself is parsed by the same domain parser
 * as the /shop page's (listing-request.ts), which also reads the repeated and `e-filter-shop-<attribute>`
 * parameters a schema of fixed names cannot describe.
 */
const listingQuerystring = z.looseObject(
  Object.fromEntries(LISTING_PARAMS.map((name) => [name, z.union([z.string(), z.array(z.string())]).optional()])) as Record<
    (typeof LISTING_PARAMS)[number],
    z.ZodOptional<z.ZodUnion<[z.ZodString, z.ZodArray<z.ZodString>]>>
  >,
);
const slugParams = z.object({ slug: z.string() });
const tags = ["catalogue"];

export function registerProductRoutes(app: FastifyInstance, services: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    "/products",
    { schema: { tags, summary: "A page of the product listing, filtered and sorted", querystring: listingQuerystring } },
    async (request, reply) => {
      const query = parseListingRequest(searchParamsOf(request.url));
      if (query.category !== undefined && !(await services.catalog.getCategory(query.category))) {
        throw new HttpError(404, "category_not_found", `No category has the slug "${query.category}".`);
      }
      await rejectUnknownAttributes(query, services);
      const listing = await services.catalog.listProducts(query);
      // The same rule as the /shop page: an empty listing has one (empty) page, and no page lies past the last.
      if (query.page > listing.pageCount) {
        throw new HttpError(404, "page_out_of_range", `This listing has ${listing.pageCount} page(s).`, {
          page: `page must be from 1 to ${listing.pageCount}`,
        });
      }
      return reply.header("cache-control", LISTING_CACHE_CONTROL).send(listing);
    },
  );

  api.get("/products/:slug", { schema: { tags, summary: "One published product by its slug", params: slugParams } }, async (request, reply) => {
    const { slug } = request.params;
    const wellFormed = slug.length <= MAX_PRODUCT_SLUG_LENGTH && FILTER_SLUG_PATTERN.test(slug);
    const product = wellFormed ? await services.catalog.getProduct(slug) : null;
    if (!product) throw productNotFound(slug);
    return reply.header("cache-control", PRODUCT_CACHE_CONTROL).send({ product });
  });

  // A slug longer than the router's parameter limit, or with a slash in it, lands here: still no product.
  api.get(
    "/products/*",
    { schema: { hide: true, summary: "No product (a slug the router cannot match)", params: z.object({ "*": z.string() }) } },
    async (request) => {
      throw productNotFound(request.params["*"]);
    },
  );
}
