import type { FastifyInstance } from "fastify";

/**
 * One log line per request, written when the answer has gone: method, URL, status and milliseconds, at
 * info (so LOG_LEVEL=warn hides them). Fastify's own request logging (a line when a request comes in and
 * another when it is answered) is turned off where the server is built.
 */
export function installRequestLog(app: FastifyInstance): void {
  app.addHook("onResponse", async (request, reply) => {
    const ms = Math.round(reply.elapsedTime * 10) / 10;
    request.log.info(
      { method: request.method, url: request.url, status: reply.statusCode, ms },
      `${request.method} ${request.url} ${reply.statusCode} ${ms}ms`,
    );
  });
}
