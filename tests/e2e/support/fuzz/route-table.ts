/**
 * Every endpoint and page of the app, read from the code rather than listed by hand, so a route added later
 * is fuzzed without editing the test: the Fastify routes as `buildServer` adds them (its `onRoute` option),
 * the pages from the React Router build the e2e server runs (`build/server/index.js`, made from
 * `app/routes.ts` by `npm run build`).
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { RouteOptions } from "fastify";
import type { ServerBuild } from "react-router";
import { buildServer } from "../../../../server/http/server.ts";
import type { Services } from "../../../../server/services/index.ts";

/** Where a route comes from: the JSON API and media (Fastify), a static file, a page, or React Router's data and manifest URLs. */
export type Surface = "api" | "static" | "page" | "page-data";

export type RouteTarget = {
  surface: Surface;
  method: string;
  /** The route's path, `:name` for a parameter (`:name?` optional) and `*` for the rest of the path. */
  template: string;
  /** Set on page posts: whether React Router treats the URL as the index route's (its `?index` marker). */
  index?: boolean;
};

/** The methods a catch-all route is fuzzed with (HEAD and the rest behave as GET or as unknown methods). */
const CATCH_ALL_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
const BODYLESS = new Set(["HEAD"]);

/** Services whose every member is a no-op: registering routes reads them but calls nothing. */
function inertServices(): Services {
  const inert: unknown = new Proxy(() => inert, { get: (_target, key) => (key === "then" ? undefined : inert) });
  return inert as Services;
}

/** Every route Fastify knows, with its methods (the React Router catch-all included). */
export async function fastifyRoutes(buildDir: string): Promise<{ method: string; url: string }[]> {
  const seen: { method: string; url: string }[] = [];
  const onRoute = (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) seen.push({ method, url: route.url });
  };
  const app = await buildServer({
    services: inertServices(),
    // Only the route table is read: the build itself is never loaded.
    app: { build: async () => ({}) as ServerBuild, clientDir: path.join(buildDir, "client") },
    onRoute,
  });
  await app.close();
  return seen;
}

export async function loadServerBuild(buildDir: string): Promise<ServerBuild> {
  return (await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href)) as ServerBuild;
}

/** The URL path of each page route (its parents' paths joined), with whether its module has an action. */
export function pageRoutes(build: ServerBuild): { template: string; action: boolean; index: boolean }[] {
  const routes = build.routes;
  const fullPath = (id: string | undefined): string => {
    const route = id ? routes[id] : undefined;
    if (!route) return "";
    const own = route.path ?? "";
    const parent = fullPath(route.parentId);
    return [parent, own].filter((part) => part !== "").join("/");
  };
  const pages: { template: string; action: boolean; index: boolean }[] = [];
  for (const route of Object.values(routes)) {
    // Layouts and the root have no URL of their own; their loaders run under every child page.
    if (!route || (route.path === undefined && !route.index)) continue;
    pages.push({ template: `/${fullPath(route.id)}`, action: typeof route.module.action === "function", index: route.index === true });
  }
  return pages;
}

/** React Router's single-fetch URL for a page path: `/shop` → `/shop.data`, `/` → `/_root.data`. */
export function dataUrlTemplate(template: string): string {
  return template === "/" ? "/_root.data" : `${template}.data`;
}

/** The whole list the fuzz walks: one target per route and method. */
export async function routeTargets(buildDir: string): Promise<{ targets: RouteTarget[]; build: ServerBuild }> {
  const build = await loadServerBuild(buildDir);
  const targets: RouteTarget[] = [];
  const add = (target: RouteTarget) => {
    if (!targets.some((t) => t.method === target.method && t.template === target.template && t.surface === target.surface)) targets.push(target);
  };
  for (const { method, url } of await fastifyRoutes(buildDir)) {
    const catchAll = url.endsWith("/*");
    if (BODYLESS.has(method) || (catchAll && !CATCH_ALL_METHODS.includes(method))) continue;
    const surface: Surface = url.startsWith("/api") || url.startsWith("/media") || url === "/*" ? "api" : "static";
    if (url === "/*") {
      // The pages' catch-all: React Router answers it, and the page targets below cover its routes;
      // here it stands for every other method on an unknown path.
      for (const m of CATCH_ALL_METHODS) add({ surface, method: m, template: "/*" });
      continue;
    }
    add({ surface, method, template: url });
  }
  for (const page of pageRoutes(build)) {
    add({ surface: "page", method: "GET", template: page.template });
    add({ surface: "page-data", method: "GET", template: dataUrlTemplate(page.template) });
    if (page.action) {
      add({ surface: "page", method: "POST", template: page.template, index: page.index });
      add({ surface: "page-data", method: "POST", template: dataUrlTemplate(page.template), index: page.index });
    }
  }
  // Lazy route discovery: the client asks this URL which routes match the paths it is about to visit.
  const manifestPath = (build as { routeDiscovery?: { manifestPath?: string } }).routeDiscovery?.manifestPath;
  if (manifestPath) add({ surface: "page-data", method: "GET", template: manifestPath });
  return { targets, build };
}

/**
 * A template's segments: literal text, or a parameter (`:name`, `:name?`, `*`) possibly followed by literal
 * text in the same segment (the `.data` of React Router's data URLs).
 */
function segments(template: string): { param: string | null; rest: string }[] {
  return template.split("/").map((segment) => {
    if (segment.startsWith("*")) return { param: "*", rest: segment.slice(1) };
    const match = /^:([A-Za-z0-9_]+)\??(.*)$/.exec(segment);
    return match ? { param: match[1]!, rest: match[2]! } : { param: null, rest: segment };
  });
}

/** The parameter names of a template, in order (`*` for a splat). */
export function templateParams(template: string): string[] {
  return segments(template).flatMap((s) => (s.param ? [s.param] : []));
}

/** A template with each parameter replaced by the raw (already URL-encoded) value given for it. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return segments(template)
    .map((s) => (s.param ? (values[s.param] ?? "") : "") + s.rest)
    .join("/");
}

/** Whether a concrete path fits a template, with the parameter values it gives (raw, as in the path). */
export function matchTemplate(template: string, pathname: string): Record<string, string> | null {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const parts = segments(template);
  const pattern = parts.map((s) => (s.param === "*" ? "(.*)" : s.param ? "([^/]+?)" : "") + escape(s.rest)).join("/");
  const match = new RegExp(`^${pattern}$`).exec(pathname);
  if (!match) return null;
  const names = parts.flatMap((s) => (s.param ? [s.param] : []));
  return Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? ""]));
}
