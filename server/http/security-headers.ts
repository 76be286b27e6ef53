import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createCspNonce, NON_PAGE_POLICY, STRICT_TRANSPORT_SECURITY } from "./content-security-policy.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** This request's Content-Security-Policy nonce, made on first read (only pages read it). */
    cspNonce: string;
  }
}

const NONCE = Symbol("cspNonce");

/** Gives every request its own lazily made `cspNonce`. */
export function decorateCspNonce(app: FastifyInstance) {
  app.decorateRequest("cspNonce", {
    getter(this: FastifyRequest & { [NONCE]?: string }) {
      return (this[NONCE] ??= createCspNonce());
    },
  });
}

/**
 * Headers every answer carries. Pages set their own Content-Security-Policy (with their nonce, see
 * react-router-handler.ts) and the API reference its own; everything else gets the policy that runs
 * nothing. `frame-ancestors 'self'` keeps other sites from framing the shop. HSTS only over HTTPS, as a
 * browser ignores it on plain HTTP and a development server must stay reachable there.
 */
export async function securityHeaders(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  reply.header("x-content-type-options", "nosniff");
  reply.header("referrer-policy", "strict-origin-when-cross-origin");
  if (!reply.hasHeader("content-security-policy")) reply.header("content-security-policy", NON_PAGE_POLICY);
  if (request.protocol === "https") reply.header("strict-transport-security", STRICT_TRANSPORT_SECURITY);
  return payload;
}
