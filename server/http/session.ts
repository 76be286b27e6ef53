import type { FastifyRequest } from "fastify";
import type { Session } from "../services/sessions/index.ts";

// Thin names for the request context's own methods (request.ctx), kept for the API modules that use them;
// extra arguments (the services, once needed) are ignored.

export { NONCE_HEADER } from "./request-context.ts";
/** Cart and session answers are per visitor: no cache may keep them. */
export const NO_STORE = "no-store";

/** The live session of this request's cookie, or null; never creates one (pages stay cacheable). Looked up once per request. */
export function currentSession(request: FastifyRequest, ..._legacy: unknown[]): Promise<Session | null> {
  return request.ctx.session();
}

/** The request's session, created (and its cookie put in the request's jar) when there is none yet. */
export function ensureSession(request: FastifyRequest, ..._legacy: unknown[]): Promise<Session> {
  return request.ctx.ensureSession();
}

/** The session of a state-changing call whose nonce header matches it; 403 otherwise. */
export function requireNonce(request: FastifyRequest, ..._legacy: unknown[]): Promise<Session> {
  return request.ctx.requireNonce();
}
