import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { customerIdParams, staffInviteBody, staffRoleBody } from "../../../../domain/admin/people-input.ts";
import type { Services } from "../../../services/index.ts";
import { staffManager } from "../../access.ts";
import { HttpError } from "../../errors.ts";
import { refusedAs } from "../validation.ts";
import { staffCall } from "./staff-call.ts";

const tags = ["admin: staff"];
const params = refusedAs(customerIdParams, () => new HttpError(404, "staff_not_found", "There is no such staff member."));

/** The shop's staff, an administrator's (the same people service as /admin/staff). */
export function registerAdminStaffRoutes(app: FastifyInstance, services: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Read when a call comes: the route tables are also built around services that are not there.
  const people = () => services.people.staff;

  api.get("/admin/staff", { schema: { tags, summary: "Every staff account with its role and status" } }, async (request, reply) => {
    await staffCall(request, reply, staffManager);
    return reply.send({ staff: await people().list() });
  });

  api.post(
    "/admin/staff/invite",
    { schema: { tags, summary: "Invites a staff member by e-mail with a role and mails a set-your-password link", body: staffInviteBody } },
    async (request, reply) => {
      const actor = await staffCall(request, reply, staffManager);
      return reply.code(201).send(await people().invite(actor, request.body));
    },
  );

  api.patch(
    "/admin/staff/:id/role",
    { schema: { tags, summary: "Changes a staff member's role (none: back to a customer)", params, body: staffRoleBody } },
    async (request, reply) => {
      const actor = await staffCall(request, reply, staffManager);
      await people().setRole(actor, request.params.id, request.body.role);
      return reply.send({ id: request.params.id, role: request.body.role });
    },
  );

  api.post(
    "/admin/staff/:id/deactivate",
    { schema: { tags, summary: "Deactivates a staff account: sessions ended, sign-in refused", params, body: null } },
    async (request, reply) => {
      const actor = await staffCall(request, reply, staffManager);
      return reply.send({ id: request.params.id, sessionsEnded: await people().deactivate(actor, request.params.id) });
    },
  );

  api.post("/admin/staff/:id/reactivate", { schema: { tags, summary: "Reactivates a staff account", params, body: null } }, async (request, reply) => {
    const actor = await staffCall(request, reply, staffManager);
    await people().reactivate(actor, request.params.id);
    return reply.send({ id: request.params.id });
  });
}
