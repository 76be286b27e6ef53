import type { FastifyInstance } from "fastify";
import type { Services } from "../../../services/index.ts";
import { registerAdminCustomerRoutes } from "./customers.ts";
import { registerAdminStaffRoutes } from "./staff.ts";

/** The people section's API: /api/admin/customers (customer manager) and /api/admin/staff (administrator). */
export function registerAdminPeopleApi(app: FastifyInstance, services: Services) {
  registerAdminCustomerRoutes(app, services);
  registerAdminStaffRoutes(app, services);
}
