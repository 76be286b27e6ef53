import type { FastifyReply, FastifyRequest } from "fastify";
import type { Services } from "../services/index.ts";
import { sessionCookie, sessionTokenFromCookieHeader } from "../services/sessions/cookie.ts";
import { nonceMatches, type Session } from "../services/sessions/index.ts";
import { HttpError } from "./errors.ts";

/** The header every state-changing API call carries the session's nonce in. */
export const NONCE_HEADER = "x-vitrine-nonce";
/** Cart and session answers are per visitor: no cache may keep them. */
export const NO_STORE = "no-store";

/** The live session of this request's cookie, or null; never creates one (pages stay cacheable). */
export async function currentSession(request: FastifyRequest, services: Services): Promise<Session | null> {
  return services.sessions.find(sessionTokenFromCookieHeader(request.headers.cookie));
}

/** The request's session, created (and its cookie set on the reply) when there is none yet. */
export async function ensureSession(request: FastifyRequest, reply: FastifyReply, services: Services): Promise<Session> {
  const existing = await currentSession(request, services);
  if (existing) return existing;
  const { token, session } = await services.sessions.create();
  reply.header("set-cookie", sessionCookie(token, request.protocol === "https"));
  return session;
}

/** The session of a state-changing call whose nonce header matches it; 403 otherwise. */
export async function requireNonce(request: FastifyRequest, services: Services): Promise<Session> {
  const sent = request.headers[NONCE_HEADER];
  const session = typeof sent === "string" && sent !== "" ? await currentSession(request, services) : null;
  if (!session || !nonceMatches(session, typeof sent === "string" ? sent : undefined)) {
    throw new HttpError(403, "invalid_nonce", "Your session has expired or the security check failed. Fetch a fresh nonce and try again.");
  }
  return session;
}
