/**
 * The app's routes as the code declares them, for the tests that hold every route to its access rule
 * (server/http/route-access.ts): the pages of app/routes.ts with their layouts, and the name the access
 * table gives a Fastify route. Read from the code, so a route added later is covered without editing a test.
 */
import routes from "../../app/routes.ts";
import { type Access, pageAccessOf } from "../http/route-access.ts";

type RouteEntry = { id?: string; file: string; path?: string; index?: boolean; children?: RouteEntry[] };

/** One route module of app/routes.ts (a page or a layout) as the server build knows it. */
export type RouteModuleEntry = { file: string; id: string };

/** A URL of the app: the route answering it and the layouts around it, outermost first. */
export type PageRoute = {
  /** The path pattern, parents' paths joined: `/account/orders/:id`. */
  template: string;
  index: boolean;
  /** The layouts, then the page itself (the root is not listed: it is public and runs for every page). */
  chain: RouteModuleEntry[];
};

/** Every route module file of app/routes.ts, layouts included. */
export function routeFiles(entries: RouteEntry[] = routes as RouteEntry[]): string[] {
  return entries.flatMap((entry) => [entry.file, ...routeFiles(entry.children ?? [])]);
}

/** React Router's id for a route module: its own id, or its file without the extension. */
const idOf = (entry: RouteEntry) => entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");

/** Every page of app/routes.ts (a route with a path or an index route), with its layouts. */
export function pageRoutes(entries: RouteEntry[] = routes as RouteEntry[], parents: RouteModuleEntry[] = [], prefix = ""): PageRoute[] {
  return entries.flatMap((entry) => {
    const own = entry.path ? [prefix, entry.path].filter((part) => part !== "").join("/") : prefix;
    const chain = [...parents, { file: entry.file, id: idOf(entry) }];
    const page = entry.path !== undefined || entry.index ? [{ template: `/${own}`, index: entry.index === true, chain }] : [];
    return [...page, ...pageRoutes(entry.children ?? [], chain, own)];
  });
}

/** From most open to most closed. */
const ACCESS_ORDER: readonly Access[] = ["public", "session-owner", "customer", "staff", "admin"];

/** The strictest rule of a page and its layouts: the rule a request for its URL must pass. */
export function pageAccess(page: PageRoute): Access {
  const levels = page.chain.map((route) => ACCESS_ORDER.indexOf(pageAccessOf(route.file) ?? "public"));
  return ACCESS_ORDER[Math.max(0, ...levels)]!;
}

/**
 * A concrete URL for a path pattern: a parameter gets its sample from `samples` (by name), else "1"; a
 * splat gets "x". Give a sample to a parameter whose values are a closed set a route checks before
 * anything else (an address kind, say), so its loader gets past that 404 to the access check.
 */
export function sampleUrl(template: string, samples: Record<string, string> = {}): string {
  return template.replace(/:([A-Za-z0-9_]+)\??/g, (_match, name: string) => samples[name] ?? "1").replace(/\*/g, "x");
}

/**
 * The access table's name for a route Fastify registered (`GET /api/cart`): the API's catch-all for
 * every method is one entry, `* /api/*`. HEAD routes (Fastify adds one per GET) answer as their GET.
 */
export function apiAccessKey(method: string, url: string): string | null {
  if (method === "HEAD") return null;
  return url === "/api/*" ? "* /api/*" : `${method} ${url}`;
}
