import type { FastifyInstance } from "fastify";
import type { Services } from "../../services/index.ts";

export function registerCatalogRoutes(api: FastifyInstance, services: Services) {
  api.get("/categories", async () => ({ categories: await services.catalog.listCategories() }));
}
