import type { FastifyInstance } from "fastify";
import { registerAdminProductsApi } from "./products.ts";
import type { Services } from "../../../services/index.ts";
import { registerTaxonomyAdminApi } from "./taxonomy.ts";
import { registerAdminCouponRoutes } from "./coupons.ts";
import { registerAdminDashboardRoutes } from "./dashboard.ts";
import { registerAdminPeopleApi } from "./people.ts";
import { registerAdminSettingsApi } from "./settings.ts";
import { registerAdminOrderRoutes } from "./orders.ts";
import { registerProductEditorApi } from "./product-editor.ts";

/**
 * The merchant admin's JSON API under /api/admin: every call starts with `staffCall` and its section's
 * named rule (the role test enumerates these routes by prefix). Each section registers its own routes.
 */
export function registerAdminApi(app: FastifyInstance, services: Services) {
  registerTaxonomyAdminApi(app, services);
  registerAdminCouponRoutes(app, services);
  registerAdminDashboardRoutes(app, services);
  registerAdminPeopleApi(app, services);
  registerAdminSettingsApi(app, services);
  registerAdminOrderRoutes(app, services);
  void services;
  void app;
  registerAdminProductsApi(app, services);
  registerProductEditorApi(app, services);
}
