import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { customerIdParams, customerListQuery, customerRolesBody, endSessionBody, erasureBody } from "../../../../domain/admin/people-input.ts";
import type { Services } from "../../../services/index.ts";
import { customerManager } from "../../access.ts";
import { HttpError } from "../../errors.ts";
import { refusedAs } from "../validation.ts";
import { staffCall } from "./staff-call.ts";

const tags = ["admin: customers"];

/** A malformed id names no customer: 404, as for an id that is not there. */
const params = refusedAs(customerIdParams, () => new HttpError(404, "customer_not_found", "There is no such customer."));

/**
 * The customers of the merchant admin (docs/api.md "Admin: customers and staff"): the same people service
 * as the /admin/customers pages, under the customer manager's rule (administrators and shop managers).
 */
export function registerAdminCustomerRoutes(app: FastifyInstance, services: Services) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Read when a call comes: the route tables are also built around services that are not there.
  const people = () => services.people.customers;

  api.get(
    "/admin/customers",
    { schema: { tags, summary: "Customers, searched by e-mail or name, filtered by role, sorted, a page at a time", querystring: customerListQuery } },
    async (request, reply) => {
      await staffCall(request, reply, customerManager);
      return reply.send(await people().list(request.query));
    },
  );

  api.get(
    "/admin/customers/:id",
    { schema: { tags, summary: "One customer: account, roles, latest orders, addresses, live sessions", params } },
    async (request, reply) => {
      await staffCall(request, reply, customerManager);
      const customer = await people().get(request.params.id);
      if (!customer) throw new HttpError(404, "customer_not_found", "There is no such customer.");
      return reply.send({ customer });
    },
  );

  api.patch(
    "/admin/customers/:id/roles",
    { schema: { tags, summary: "Sets the customer roles (customer, affiliate); staff roles are kept", params, body: customerRolesBody } },
    async (request, reply) => {
      const actor = await staffCall(request, reply, customerManager);
      return reply.send({ roles: await people().setRoles(actor, request.params.id, request.body.roles) });
    },
  );

  api.post(
    "/admin/customers/:id/password-reset",
    { schema: { tags, summary: "Sends the lost-password e-mail to the customer", params, body: null } },
    async (request, reply) => {
      const actor = await staffCall(request, reply, customerManager);
      await people().sendPasswordReset(actor, request.params.id);
      return reply.code(202).send({ sent: true });
    },
  );

  api.post(
    "/admin/customers/:id/sessions/end",
    { schema: { tags, summary: "Ends one live session of the customer", params, body: endSessionBody } },
    async (request, reply) => {
      const actor = await staffCall(request, reply, customerManager);
      return reply.send({ ended: await people().endSessions(actor, request.params.id, request.body.session) });
    },
  );

  api.post(
    "/admin/customers/:id/sessions/end-all",
    { schema: { tags, summary: "Ends every live session of the customer", params, body: null } },
    async (request, reply) => {
      const actor = await staffCall(request, reply, customerManager);
      return reply.send({ ended: await people().endSessions(actor, request.params.id) });
    },
  );

  api.get(
    "/admin/customers/:id/export",
    { schema: { tags, summary: "GDPR export: everything the shop holds on the customer", params } },
    async (request, reply) => {
      const actor = await staffCall(request, reply, customerManager);
      return reply.send(await people().exportData(actor, request.params.id));
    },
  );

  api.post(
    "/admin/customers/:id/erase",
    { schema: { tags, summary: "GDPR erasure: personal data anonymised, orders kept; confirm with the customer's e-mail", params, body: erasureBody } },
    async (request, reply) => {
      const actor = await staffCall(request, reply, customerManager);
      const { sessionsEnded, ...counts } = await people().erase(actor, request.params.id, request.body);
      return reply.send({ ...counts, sessionsEnded: sessionsEnded.length });
    },
  );
}
