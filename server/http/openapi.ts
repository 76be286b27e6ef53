/**
 * The API's OpenAPI 3.1 document, generated from the zod schemas the routes validate with, at
 * `/api/openapi.json`, and a browsable reference at `/api/docs` (Swagger UI, served from the package's
 * own files: nothing loads from another site).
 */
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { createJsonSchemaTransform } from "fastify-type-provider-zod";

export const OPENAPI_PATH = "/api/openapi.json";
export const API_DOCS_PREFIX = "/api/docs";

/**
 * The reference page's own policy: Swagger UI runs only its own files, but styles some of its elements
 * with inline style attributes and draws icons from data: URLs.
 */
export const API_DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'self'",
  "form-action 'self'",
].join("; ");

const zodToJsonSchema = createJsonSchemaTransform({ skipList: [] });

/** Registers the document's collector; call before any API route is registered, so it sees them all. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Vitrine API",
        version: "1",
        description:
          "The shop's JSON API. State-changing calls carry the session's nonce in `x-vitrine-nonce` (from `POST /api/nonce`); every error answers `{error:{code,message,fields?}}`. See docs/api.md.",
      },
      tags: [
        { name: "catalogue", description: "Products, categories and variations" },
        { name: "cart", description: "The session's cart" },
        { name: "checkout", description: "Coupons, quotes and orders" },
        { name: "accounts", description: "Registration, login and password reset" },
        { name: "session", description: "The session and its nonce" },
        { name: "settings", description: "The merchant's settings (administrators)" },
        { name: "menus", description: "The navigation menus (administrators)" },
      ],
    },
    // Only the JSON API belongs in the document: pages, pictures, assets and the reference itself do not.
    transform: (document) => {
      const { url } = document;
      if (!url.startsWith("/api/") || url.startsWith(`${API_DOCS_PREFIX}/`) || url === API_DOCS_PREFIX || url === OPENAPI_PATH) {
        return { schema: { hide: true }, url };
      }
      return zodToJsonSchema(document);
    },
  });
}

/** Serves the document and the reference page; call once every route is registered. */
export async function registerOpenApiDocs(app: FastifyInstance) {
  app.get(OPENAPI_PATH, { schema: { hide: true, summary: "This document" } }, async (_request, reply) =>
    reply.header("cache-control", "no-cache").send(app.swagger()),
  );
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    // No call to the public validator service: the shop may run with no internet at all.
    uiConfig: { validatorUrl: null, deepLinking: true },
    staticCSP: API_DOCS_CSP,
  });
}
