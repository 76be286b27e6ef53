import { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import { isAcceptableRequestTarget } from "../../domain/text/input-text.ts";
import type { Services } from "../services/index.ts";
import { hashedPagePolicy, noncePagePolicy } from "./content-security-policy.ts";
import { decorateCspNonce } from "./security-headers.ts";
import { declaredTooLarge, formLimitFor, isFormType } from "./form-body.ts";
import type { PageRouteConfig } from "./request-hooks.ts";
import { type RequestRefusal, refusals } from "./request-refusal.ts";
import { originOf } from "./same-origin.ts";
import { type CachedPage, encodedBody, type PageCache, personalCacheControl, preferredEncoding, sharedMaxAgeSeconds, sharedPageKey } from "./page-cache.ts";

/** The path a refused request is rendered under: it matches only the catch-all route, whose loader throws the refusal. */
export const REFUSED_PATH = "/__refused";

/**
 * Hands every request that no other route took to React Router, with the request's context (and the
 * services and the client's address from it) as load context. Before React Router sees a request, the
 * rules every page shares are applied here, so no route can forget them: the URL must decode to acceptable
 * text, and a state-changing request must come from this site, and carry a form within the size limit.
 */
export async function registerReactRouter(
  app: FastifyInstance,
  options: {
    build: ServerBuild | (() => Promise<ServerBuild>);
    services: Services;
    mode: "production" | "development";
    /** Shared cache for pages whose route allows it; omitted, every page is rendered. */
    pageCache?: PageCache;
  },
) {
  const { pageCache } = options;
  // A settings change (the store notice, say) or a saved menu shows on the next page, not after the cached
  // copies expire. (Edge tests hand in services without settings or content: nothing changes them there.)
  if (pageCache) {
    const stops = [
      options.services.settings?.onChange(() => pageCache.clear()),
      options.services.content?.onChange(() => pageCache.clear()),
      options.services.catalog?.onChange(() => pageCache.clear()),
    ];
    app.addHook("onClose", async () => stops.forEach((stop) => stop?.()));
  }
  const handle = createRequestHandler(options.build, options.mode);
  if (!app.hasRequestDecorator("cspNonce")) decorateCspNonce(app);
  await app.register(async (scope) => {
    // Form posts must reach React Router as an untouched stream.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (_request, payload, done) => done(null, payload));
    const config: PageRouteConfig = { pages: true };
    scope.all("/*", { config }, async (request, reply) => {
      const refusal = pageRefusal(request);
      if (refusal) return renderRefusal(request, reply, refusal);
      // Pages are read (GET, HEAD) and take forms (POST). React Router answers any other method with an
      // error it logs as a stack trace; the answer HTTP has for it is plainer.
      if (request.method === "OPTIONS") return reply.code(204).header("allow", PAGE_METHODS).send();
      if (!(PAGE_METHODS_LIST as readonly string[]).includes(request.method)) return reply.code(405).header("allow", PAGE_METHODS).send();
      const key = pageCache?.enabled ? sharedPageKey(request.method, request.url, request.headers) : null;
      const cache = key !== null ? pageCache : undefined;
      const cached = key !== null ? cache?.get(key) : undefined;
      if (cache && cached) return sendCachedPage(reply, cached, request.headers["accept-encoding"], cache.ageSeconds(cached), "HIT");

      const { ctx } = request;
      const response = await handle(toWebRequest(request, reply), {
        services: options.services,
        clientAddress: ctx.clientAddress,
        ctx,
        cspNonce: request.cspNonce,
      });
      response.headers.set("content-security-policy", noncePagePolicy(request.cspNonce));
      // A page rendered for a session may show who is signed in (the header's account menu): whatever the
      // route allows anonymous visitors, no shared cache (the page cache below, a CDN) may keep it.
      const personal = personalCacheControl(response.headers.get("cache-control"), request.headers.cookie);
      if (personal) return sendWebResponse(reply, response, personal);
      const maxAge =
        cache && response.status === 200 && !response.headers.has("set-cookie") && ctx.cookies.list().length === 0
          ? sharedMaxAgeSeconds(response.headers.get("cache-control"))
          : null;
      if (!cache || maxAge === null) return sendWebResponse(reply, response);
      // Read whole: a cacheable page streams nothing deferred, so nothing is lost by waiting for its end.
      const body = Buffer.from(await response.arrayBuffer());
      // One body is answered to every hit, so no nonce may stand in its policy: its inline scripts are
      // allowed by their hashes instead (decision 0004), worked out once here.
      response.headers.set("content-security-policy", hashedPagePolicy(body.toString("utf8")));
      const page = { status: response.status, headers: [...response.headers], body, maxAgeMs: maxAge * 1000 };
      cache.set(key!, page);
      const stored = cache.get(key!) ?? { ...page, storedAt: 0, encoded: new Map() };
      return sendCachedPage(reply, stored, request.headers["accept-encoding"], 0, "MISS");
    });
  });

  /**
   * Renders the shop's error page with a refusal's status: React Router is asked for REFUSED_PATH (so no
   * route of the refused URL runs, nor reads its input), and the catch-all route throws the refusal.
   */
  async function renderRefusal(request: FastifyRequest, reply: FastifyReply, refusal: RequestRefusal) {
    const { ctx } = request;
    const data = request.url.split("?")[0]!.endsWith(".data");
    const headers = new Headers();
    for (const name of ["cookie", "accept", "accept-language", "user-agent"]) {
      const value = request.headers[name];
      if (typeof value === "string") headers.set(name, value);
    }
    const webRequest = new Request(new URL(data ? `${REFUSED_PATH}.data` : REFUSED_PATH, ctx.origin), { headers });
    const response = await handle(webRequest, {
      services: options.services,
      clientAddress: ctx.clientAddress,
      ctx,
      cspNonce: request.cspNonce,
      refusal: { status: refusal.status, message: refusal.message },
    });
    response.headers.set("content-security-policy", noncePagePolicy(request.cspNonce));
    return sendWebResponse(reply, response, "no-store");
  }
}

/**
 * What every page request must pass before React Router sees it, or the refusal: a Host header that names
 * a host (400), a request target that decodes to acceptable text (400), and, for anything but GET and HEAD, the same-origin rule (403) and,
 * when it has a body, a form's content type (415) within the size limit (413, before a byte is read; the
 * context's form() also counts the bytes of a chunked body as they come).
 */
const PAGE_METHODS_LIST = ["GET", "HEAD", "POST"] as const;
const PAGE_METHODS = PAGE_METHODS_LIST.join(", ");

export function pageRefusal(request: FastifyRequest): RequestRefusal | null {
  // The page's own address is built from the Host header: without a host name there is no page to answer.
  if (originOf(request.protocol, request.host) === null) return refusals.invalidHost();
  if (!isAcceptableRequestTarget(request.url)) return refusals.invalidText("The address contains characters that are not allowed.");
  if (request.method === "GET" || request.method === "HEAD") return null;
  if (!request.ctx.isSameOrigin()) return refusals.crossSite();
  const length = request.headers["content-length"];
  const hasBody = (length !== undefined && length !== "0") || request.headers["transfer-encoding"] !== undefined;
  if (!hasBody) return null;
  if (!isFormType(request.headers["content-type"])) return refusals.unsupportedType();
  const limit = formLimitFor(request.url.split("?")[0]!);
  if (declaredTooLarge(length, limit)) return refusals.tooLarge(limit);
  return null;
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const controller = new AbortController();
  reply.raw.on("close", () => controller.abort());
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  // No body: a post's body has one reader, the request context's form() (with its limits and text rules).
  // Handing React Router a stream over the same socket as well let that stream drain it first whenever an
  // action awaited anything (a database round trip) before reading its form, and the form came out empty.
  return new Request(url, { method: request.method, headers, signal: controller.signal });
}

function sendCachedPage(reply: FastifyReply, page: CachedPage, acceptEncoding: string | undefined, age: number, outcome: "HIT" | "MISS") {
  const encoding = preferredEncoding(acceptEncoding);
  const body = encodedBody(page, encoding);
  reply.status(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  if (encoding !== "identity") reply.header("content-encoding", encoding);
  return reply.header("vary", "accept-encoding").header("content-length", body.length).header("age", age).header("x-cache", outcome).send(body);
}

async function sendWebResponse(reply: FastifyReply, response: Response, cacheControl?: string) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie") reply.header(name, value);
  }
  if (cacheControl) reply.header("cache-control", cacheControl);
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  // Sent as a stream so SSR keeps streaming and the compression hook still applies.
  return reply.send(response.body ? Readable.fromWeb(response.body as import("node:stream/web").ReadableStream) : null);
}
