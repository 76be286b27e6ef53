/**
 * The API's contract: every route Fastify registers under /api declares its input as schemas, and
 * `/api/openapi.json` is an OpenAPI 3.1 document generated from those same schemas.
 */
import Fastify, { type FastifyInstance, type RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Services } from "../services/index.ts";
import { requireDeclaredInput, undeclaredInput } from "./api/declared-input.ts";
import { registerApi } from "./api/index.ts";
import { buildServer } from "./server.ts";

const services = { media: {} } as unknown as Services;
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildServer({ services });
  await app.ready();
});
afterAll(async () => app?.close());

describe("API routes", () => {
  it("every route registered under /api declares its input (params, body) and a summary", async () => {
    const routes: RouteOptions[] = [];
    const probe = Fastify();
    probe.addHook("onRoute", (route) => void routes.push(route));
    await registerApi(probe, services);
    await probe.ready();
    const api = routes.filter((route) => route.url.startsWith("/api/"));
    expect(api.length).toBeGreaterThan(25);
    const undeclared = api
      .map((route) => ({ route: `${String(route.method)} ${route.url}`, missing: undeclaredInput(route) }))
      .filter((r) => r.missing.length > 0);
    expect(undeclared).toEqual([]);
    await probe.close();
  });

  it("a route without a schema, or without its params or body schema, is refused at registration", async () => {
    expect(undeclaredInput({ method: "GET", url: "/api/x" })).toEqual(["no schema"]);
    expect(undeclaredInput({ method: "PATCH", url: "/api/x/:id", schema: { summary: "x" } })).toEqual([
      "no params schema (say params: null when it reads none)",
      "no body schema (say body: null when it reads none)",
    ]);
    expect(undeclaredInput({ method: "POST", url: "/api/x", schema: { summary: "x", body: null } })).toEqual([]);
    const probe = Fastify();
    probe.addHook("onRoute", requireDeclaredInput);
    expect(() => probe.get("/api/undeclared/:id", async () => "x")).toThrow(/GET \/api\/undeclared\/:id must declare its input: no schema/);
    await probe.close();
  });
});

describe("GET /api/openapi.json", () => {
  it("is an OpenAPI 3.1 document of every visible /api route, with the request schemas the routes validate with", async () => {
    const response = await app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe("3.1.0");
    const paths = Object.keys(document.paths);
    expect(paths).toEqual(expect.arrayContaining(["/api/cart/items", "/api/cart/items/{key}", "/api/checkout", "/api/auth/login", "/api/settings/checkout"]));
    expect(paths.every((path) => path.startsWith("/api/") && !path.startsWith("/api/docs"))).toBe(true);
    const patch = document.paths["/api/cart/items/{key}"].patch;
    expect(patch.parameters).toEqual([expect.objectContaining({ in: "path", name: "key", required: true })]);
    const quantity = patch.requestBody.content["application/json"].schema.properties.quantity;
    expect(quantity).toMatchObject({ type: "integer", minimum: 0, maximum: 10_000 });
    const login = document.paths["/api/auth/login"].post.requestBody.content["application/json"].schema;
    expect(login).toMatchObject({ type: "object", required: ["email", "password"], additionalProperties: false });
    expect(document.paths["/api/settings/checkout"]).toHaveProperty("get");
    expect(document.paths["/api/settings/checkout"]).toHaveProperty("put");
  });

  it("/api/docs serves the browsable reference from the server's own files", async () => {
    const page = await app.inject({ method: "GET", url: "/api/docs/" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(sources.length).toBeGreaterThan(2);
    for (const source of sources) expect(source).not.toMatch(/^(https?:)?\/\//);
    const bundle = await app.inject({ method: "GET", url: "/api/docs/static/swagger-ui-bundle.js" });
    expect(bundle.statusCode).toBe(200);
  });
});
