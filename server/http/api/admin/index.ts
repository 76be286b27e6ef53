import type { FastifyInstance } from "fastify";
import type { Services } from "../../../services/index.ts";
import { registerAdminOrderRoutes } from "./orders.ts";

/**
 * The merchant admin's JSON API under /api/admin: every call starts with `staffCall` and its section's
 * named rule (the role test enumerates these routes by prefix). Each section registers its own routes.
 */
export function registerAdminApi(app: FastifyInstance, services: Services) {
  registerAdminOrderRoutes(app, services);
  void services;
  void app;
}
