import type { AppLoadContext } from "react-router";
import { createRequestContext } from "../http/request-context.ts";
import type { Services } from "../services/index.ts";

/**
 * The arguments React Router gives a loader or action for this request, with the load context the
 * server builds (services, client address, and the request context over the same request), so route
 * functions can be called directly in tests.
 */
export function routeArgs(request: Request, services: Services, options: { clientAddress?: string; params?: Record<string, string> } = {}) {
  const url = new URL(request.url);
  const clientAddress = options.clientAddress ?? "198.51.100.1";
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => (headers[name] = value));
  const ctx = createRequestContext(services, {
    method: request.method,
    url: url.pathname + url.search,
    protocol: url.protocol.slice(0, -1),
    host: headers.host ?? url.host,
    clientAddress,
    headers,
    body: () => request.body as AsyncIterable<Uint8Array> | null,
  });
  const context = { services, clientAddress, ctx, cspNonce: "test-nonce" } as AppLoadContext;
  return { request, context, params: options.params ?? {} };
}

/** The Set-Cookie values a route function put in its request's cookie jar. */
export const jarCookies = (args: { context: AppLoadContext }) => [...args.context.ctx.cookies.list()];
