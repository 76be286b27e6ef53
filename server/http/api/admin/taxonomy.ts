import type { FastifyInstance } from "fastify";
import type { Services } from "../../../services/index.ts";
import { registerAttributeAdminApi } from "./attributes.ts";
import { registerCategoryAdminApi } from "./categories.ts";
import { registerReviewAdminApi } from "./reviews.ts";

/** The taxonomy section's API: categories, attributes with their terms, and review moderation. */
export function registerTaxonomyAdminApi(app: FastifyInstance, services: Services) {
  registerCategoryAdminApi(app, services);
  registerAttributeAdminApi(app, services);
  registerReviewAdminApi(app, services);
}
