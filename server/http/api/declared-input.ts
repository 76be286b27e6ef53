/**
 * Every API route states its whole input in its `schema`, so the OpenAPI document is complete and nothing
 * reaches a handler unchecked: a summary, a `params` schema when the path has parameters, and a `body`
 * schema (or `body: null`, "reads no body") for methods that carry one. Checked as each route registers:
 * a route that breaks the rule stops the server from starting, and the tests with it.
 */
import type { RouteOptions } from "fastify";

const BODY_METHODS = new Set(["POST", "PUT", "PATCH"]);

/** What a route leaves undeclared, in words; empty when it declares all its input. */
export function undeclaredInput(route: Pick<RouteOptions, "method" | "url" | "schema">): string[] {
  const schema = route.schema as (Record<string, unknown> & { summary?: unknown }) | undefined;
  if (!schema) return ["no schema"];
  const missing: string[] = [];
  if (typeof schema.summary !== "string" || schema.summary === "") missing.push("no summary");
  if (/[:*]/.test(route.url) && !("params" in schema)) missing.push("no params schema (say params: null when it reads none)");
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  if (methods.some((method) => BODY_METHODS.has(method)) && !("body" in schema)) missing.push("no body schema (say body: null when it reads none)");
  return missing;
}

/** Throws at registration for a route that does not declare its input. */
export function requireDeclaredInput(route: RouteOptions) {
  const missing = undeclaredInput(route);
  if (missing.length > 0) throw new Error(`${String(route.method)} ${route.url} must declare its input: ${missing.join("; ")}`);
}
