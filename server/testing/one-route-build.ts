/**
 * A hand-written React Router server build for tests of the HTTP edge: a root route (and optional child
 * routes under it) whose page is whatever `render` answers. It lets a test drive the real request handler,
 * page cache and headers without building the shop.
 */
import type { AppLoadContext, ServerBuild } from "react-router";

export type TestPageRenderer = (request: Request, status: number, headers: Headers, load: AppLoadContext) => Response;

export type TestRoute = {
  id: string;
  path: string;
  headers?: () => Record<string, string>;
  /** The route's action, given React Router's arguments (the request and the load context). */
  action?: (args: { request: Request; context: AppLoadContext }) => unknown;
};

export function oneRouteBuild(render: TestPageRenderer, options: { rootHeaders?: () => Record<string, string>; children?: TestRoute[] } = {}): ServerBuild {
  const moduleOf = (headers?: () => Record<string, string>, action?: TestRoute["action"]) => ({
    default: () => null,
    loader: () => ({ ok: true }),
    ...(headers ? { headers } : {}),
    ...(action ? { action } : {}),
  });
  const children = options.children ?? [];
  const routes: Record<string, unknown> = { root: { id: "root", path: "", module: moduleOf(options.rootHeaders) } };
  const assetRoutes: Record<string, unknown> = { root: { id: "root", module: "/root.js", hasLoader: true, hasAction: false } };
  for (const child of children) {
    routes[child.id] = { id: child.id, path: child.path, parentId: "root", module: moduleOf(child.headers, child.action) };
    assetRoutes[child.id] = { id: child.id, parentId: "root", path: child.path, module: `/${child.id}.js`, hasLoader: true, hasAction: !!child.action };
  }
  const page = (request: Request, status: number, headers: Headers, _context: unknown, load: AppLoadContext) => render(request, status, headers, load);
  return {
    entry: { module: { default: page } },
    routes,
    assets: { entry: { module: "/entry.js", imports: [] }, routes: assetRoutes, url: "/manifest.js", version: "1" },
    publicPath: "/",
    assetsBuildDirectory: "/nonexistent",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}
