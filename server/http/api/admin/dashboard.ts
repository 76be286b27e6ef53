import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Services } from "../../../services/index.ts";
import { dashboardViewer } from "../../access.ts";
import { staffCall } from "./staff-call.ts";

/** The dashboard's figures as JSON (rule dashboardViewer), the same the /admin page shows. */
export function registerAdminDashboardRoutes(app: FastifyInstance, services: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    "/admin/dashboard",
    { schema: { tags: ["admin: dashboard"], summary: "Today's and this month's figures against the period before, 30 days of revenue, and what waits" } },
    async (request, reply) => {
      await staffCall(request, reply, dashboardViewer);
      return reply.send(await services.dashboard.figures());
    },
  );
}
