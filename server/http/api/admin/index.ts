import type { FastifyInstance } from "fastify";
import type { Services } from "../../../services/index.ts";
import { registerProductEditorApi } from "./product-editor.ts";

/**
 * The merchant admin's JSON API under /api/admin: every call starts with `staffCall` and its section's
 * named rule (the role test enumerates these routes by prefix). Each section registers its own routes.
 */
export function registerAdminApi(app: FastifyInstance, services: Services) {
  void services;
  void app;
  registerProductEditorApi(app, services);
}
