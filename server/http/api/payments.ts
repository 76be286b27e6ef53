import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Services } from "../../services/index.ts";
import { NO_STORE } from "../session.ts";

/** A webhook body is at most this large; providers' events are a few kilobytes. */
const WEBHOOK_BODY_LIMIT = 64 * 1024;

/**
 * The payment provider's webhooks. The signature is made over the exact bytes sent, so this scope reads
 * the body as text (not parsed JSON); the payment service checks the signature and its age, and applies
 * each event once. No session or nonce: the caller is the provider's server, and the signature is its proof.
 */
export function registerPaymentRoutes(app: FastifyInstance, services: Services) {
  void app.register(async (scope) => {
    scope.removeContentTypeParser("application/json");
    scope.addContentTypeParser("application/json", { parseAs: "string", bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));
    scope.post(
      "/payments/webhooks/test-gateway",
      {
        schema: {
          tags: ["payments"],
          summary: "Receives the payment provider's signed events (challenge answered, capture, refund)",
          description:
            'The body is the event as JSON; the `x-vitrine-signature` header is `t=<unix seconds>,v1=<HMAC-SHA256 of "<t>.<body>">`. ' +
            "Answers 401 for a wrong or old signature, 400 for a body that is not an event, `{applied, duplicate}` otherwise; a replayed event answers `duplicate: true` and changes nothing.",
          body: z.string().max(WEBHOOK_BODY_LIMIT),
        },
      },
      async (request, reply) => {
        reply.header("cache-control", NO_STORE);
        const headers = new Headers();
        for (const [name, value] of Object.entries(request.headers)) if (typeof value === "string") headers.set(name, value);
        return reply.send(await services.payments.receiveWebhook(request.body as string, headers));
      },
    );
  });
}
