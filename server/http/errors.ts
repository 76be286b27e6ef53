import type { FastifyError, FastifyInstance, FastifyReply } from "fastify";
import { ZodError, z } from "zod";
import { HTTP_STATUS_OF_KIND, isServiceError, type ServiceError } from "../services/errors.ts";
import { isRequestRefusal } from "./request-refusal.ts";

/** An expected failure of the HTTP layer itself (a malformed request); services throw ServiceError instead. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

export function fieldErrors(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Parses with a zod schema or throws a 400 naming each bad field. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown, what = "request"): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    throw new HttpError(400, "invalid_" + what, `The ${what} is not valid.`, fieldErrors(result.error));
  }
  return result.data;
}

/** A service's refusal as the API answers it: the status of its kind (the one table), Retry-After when it says when. */
export function sendServiceError(reply: FastifyReply, error: ServiceError) {
  if (error.kind === "rate_limited" && error.retryAfterSeconds !== undefined)
    reply.header("retry-after", String(Math.max(Math.ceil(error.retryAfterSeconds), 1)));
  const body: ErrorBody = { error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) } };
  return reply.status(HTTP_STATUS_OF_KIND[error.kind]).send(body);
}
/** Fastify's own refusals of a body, under the codes the rest of the API uses. */
const FASTIFY_CODES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: "body_too_large",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "unsupported_media_type",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "bad_body",
  FST_ERR_CTP_EMPTY_JSON_BODY: "bad_body",
  FST_ERR_CTP_INVALID_JSON_BODY: "bad_body",
};

/** Every error becomes `{error:{code,message}}`; only a bug answers 5xx, and never with a stack trace. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
    // The request context's refusals (a missing nonce, a role, invalid text) are Responses; see request-refusal.ts.
    if (isRequestRefusal(error)) return reply.status(error.status).send({ error: { code: error.code, message: error.message } });
    if (isServiceError(error)) return sendServiceError(reply, error);
    if (error instanceof HttpError) {
      const body: ErrorBody = { error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) } };
      return reply.status(error.status).send(body);
    }
    if (error instanceof ZodError) {
      return reply.status(400).send({ error: { code: "invalid_request", message: "The request is not valid.", fields: fieldErrors(error) } });
    }
    const status = "statusCode" in error && typeof error.statusCode === "number" ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const raw = "code" in error && typeof error.code === "string" ? error.code : "bad_request";
      const code = FASTIFY_CODES[raw] ?? raw.toLowerCase();
      return reply.status(status).send({ error: { code, message: error.message } });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send({ error: { code: "internal_error", message: "Something went wrong on our side." } });
  });
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ error: { code: "not_found", message: `No endpoint at ${request.method} ${request.url.split("?")[0]}.` } });
  });
}
