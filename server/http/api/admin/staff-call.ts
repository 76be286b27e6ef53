import type { FastifyReply, FastifyRequest } from "fastify";
import type { Actor } from "../../../services/audit/index.ts";
import type { AccessRule } from "../../access.ts";
import { NO_STORE } from "../../session.ts";

/**
 * The preamble of every admin API call, in one place: never cached; a change carries the session's nonce
 * (checked first, 403); the caller passes the route's named staff rule (401 for a guest, 403 for anyone
 * the rule does not allow). Answers the staff member as the audit log's actor.
 */
export async function staffCall(request: FastifyRequest, reply: FastifyReply, rule: AccessRule): Promise<NonNullable<Actor>> {
  reply.header("cache-control", NO_STORE);
  if (request.method !== "GET" && request.method !== "HEAD") await request.ctx.requireNonce();
  const customer = await request.ctx.requireRole(rule);
  return { id: customer.id, email: customer.email };
}
