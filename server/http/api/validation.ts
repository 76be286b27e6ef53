/**
 * How the API validates input: each route declares zod schemas for its params, querystring and body in
 * its Fastify `schema` (the same schemas `/api/openapi.json` is generated from), and this compiler runs
 * them before the handler. A refusal answers the API's error shape, `400 invalid_<part>` naming each bad
 * field, unless the schema was given its own answer with `refusedAs`. A route that reads no body declares
 * `body: null`, so that every route states its whole input (server/http/api-routes.test.ts checks it).
 */
import type { FastifySchemaCompiler } from "fastify";
import type { ZodError, ZodType } from "zod";
import { fieldErrors, HttpError } from "../errors.ts";

const PART_NAMES: Record<string, string> = { body: "body", querystring: "query", params: "params", headers: "headers" };

type Refusal = (input: unknown, error: ZodError) => HttpError;
const refusals = new WeakMap<ZodType, Refusal>();

/** Gives a schema its own refusal (a malformed cart line key is a 404, as no such line can exist). */
export function refusedAs<S extends ZodType>(schema: S, refusal: Refusal): S {
  refusals.set(schema, refusal);
  return schema;
}

/** The `400 invalid_<part>` refusal with a field → message map. */
export function invalidInput(part: string, error: ZodError): HttpError {
  return new HttpError(400, `invalid_${part}`, `The ${part} is not valid.`, fieldErrors(error));
}

/** A call that reads no body says so with `body: null`: whatever is sent is ignored. */
const IGNORED = () => ({ value: undefined });

export const zodValidatorCompiler: FastifySchemaCompiler<ZodType | null> = ({ schema, httpPart }) => {
  if (schema === null) return IGNORED;
  const part = PART_NAMES[httpPart ?? "body"] ?? "request";
  return (input) => {
    const result = schema.safeParse(input);
    if (result.success) return { value: result.data };
    const refusal = refusals.get(schema);
    return { error: refusal ? refusal(input, result.error) : invalidInput(part, result.error) };
  };
};
