import type { FastifyReply, FastifyRequest } from "fastify";

/** Headers every answer carries; pages may not be framed by other sites. */
export async function securityHeaders(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  reply.header("x-content-type-options", "nosniff");
  reply.header("referrer-policy", "strict-origin-when-cross-origin");
  reply.header("x-frame-options", "SAMEORIGIN");
  return payload;
}
