import type { FastifyInstance } from "fastify";
import type { Services } from "../../services/index.ts";
import { NO_STORE } from "../session.ts";

/** The spec's "fresh nonce" call: creates the session if missing and answers its nonce. */
export function registerNonceRoutes(api: FastifyInstance, _services: Services) {
  api.post("/nonce", { schema: { tags: ["session"], summary: "Creates the session if missing and answers its nonce", body: null } }, async (request, reply) => {
    const session = await request.ctx.ensureSession();
    return reply.header("cache-control", NO_STORE).send({ nonce: session.nonce });
  });
}
