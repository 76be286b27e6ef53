import type { FastifyInstance, FastifyRequest } from "fastify";
import { INVALID_TEXT_MESSAGE, isAcceptableRequestTarget, isAcceptableText } from "../../domain/text/input-text.ts";
import type { Services } from "../services/index.ts";
import { createRequestContext, fromFastify } from "./request-context.ts";
import { refusals } from "./request-refusal.ts";

/** Route config of the React Router catch-all: its refusals render the shop's error page, not JSON. */
export type PageRouteConfig = { pages?: boolean };

/**
 * Builds every request's context as it arrives (`request.ctx`), writes the cookies its jar collected onto
 * the answer, and refuses a request target that does not decode to acceptable text (400): as JSON here,
 * or, for pages, as the shop's error page (the React Router handler checks the same rule itself).
 */
export function installRequestContext(app: FastifyInstance, services: Services, options: { flashSecret?: string } = {}) {
  app.decorateRequest("ctx", null as never);
  app.addHook("onRequest", async (request, reply) => {
    request.ctx = createRequestContext(services, fromFastify(request), options);
    if ((request.routeOptions.config as PageRouteConfig | undefined)?.pages) return;
    if (!isAcceptableRequestTarget(request.url)) return reply.status(400).send({ error: { code: "bad_url", message: INVALID_TEXT_MESSAGE } });
  });
  app.addHook("onSend", async (request, reply, payload) => {
    const jar = request.ctx?.cookies.list() ?? [];
    // Fastify appends Set-Cookie values to those already set rather than replacing them.
    if (jar.length > 0) reply.header("set-cookie", [...jar]);
    return payload;
  });
}

/** Every string in a JSON body (keys included) must pass the input-text rule: a 400 before validation. */
export async function refuseInvalidJsonText(request: FastifyRequest) {
  if (!allTextAcceptable(request.body, 0)) throw refusals.invalidText(INVALID_TEXT_MESSAGE);
}

function allTextAcceptable(value: unknown, depth: number): boolean {
  if (typeof value === "string") return isAcceptableText(value);
  if (typeof value !== "object" || value === null || depth > 64) return depth <= 64;
  if (Array.isArray(value)) return value.every((item) => allTextAcceptable(item, depth + 1));
  return Object.entries(value).every(([key, item]) => isAcceptableText(key) && allTextAcceptable(item, depth + 1));
}
