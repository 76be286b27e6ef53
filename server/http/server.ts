import type { FastifyReply } from "fastify";
import { installReferralRedirect } from "./referral.ts";
import path from "node:path";
import { constants as zlib } from "node:zlib";
import compress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyServerOptions, LogController, type RouteOptions } from "fastify";
import type { ServerBuild } from "react-router";
import type { Services } from "../services/index.ts";
import { registerApi } from "./api/index.ts";
import { installComingSoon } from "./coming-soon.ts";
import { installErrorHandler } from "./errors.ts";
import { BODY_LIMIT_BYTES } from "./form-body.ts";
import { registerMedia } from "./media.ts";
import { registerOpenApi, registerOpenApiDocs } from "./openapi.ts";
import type { PageCache } from "./page-cache.ts";
import { registerReactRouter } from "./react-router-handler.ts";
import { installRequestContext } from "./request-hooks.ts";
import { installRequestLog } from "./request-log.ts";
import { decorateCspNonce, securityHeaders } from "./security-headers.ts";

export type ServerOptions = {
  services: Services;
  /** The React Router build; omitted in API-only tests. */
  app?: { build: ServerBuild | (() => Promise<ServerBuild>); clientDir: string; mode?: "production" | "development" };
  logger?: FastifyServerOptions["logger"];
  /** Shared cache for pages whose route allows it (see page-cache.ts). */
  pageCache?: PageCache;
  /** Lets the dev server put Vite's middleware in front of Fastify. */
  serverFactory?: FastifyServerOptions["serverFactory"];
  /**
   * Which peers may speak for the client through X-Forwarded-For/-Proto/-Host (TRUST_PROXY): none by
   * default, else addresses/CIDRs or a hop count. It decides the client address failed logins are counted
   * under, the request's origin, and `secure` (https) for every cookie.
   */
  trustProxy?: false | number | string[];
  /** Signs flash-message cookies (signingSecret() at start); omitted, a secret for this process only. */
  flashSecret?: string;
  /** Sees each route as it is added: the fuzz test reads the route table from it. */
  onRoute?: (route: RouteOptions) => void;
};

export async function buildServer(options: ServerOptions) {
  const app = Fastify({
    logger: options.logger ?? false,
    // installRequestLog writes one line per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // Fastify takes a hop count too, though its types do not say so.
    trustProxy: (options.trustProxy ?? false) as FastifyServerOptions["trustProxy"],
    bodyLimit: BODY_LIMIT_BYTES,
    // A malformed URL (a broken percent-escape in a cart key, say) fails in the router, before any handler:
    // answer it in the API's error shape too.
    frameworkErrors: (error, _request, reply) => {
      void (reply as FastifyReply).status(400).send({ error: { code: "bad_url", message: error.message } });
    },
    ...(options.serverFactory ? { serverFactory: options.serverFactory } : {}),
  });
  if (options.onRoute) app.addHook("onRoute", options.onRoute);
  if (options.logger) installRequestLog(app);
  installErrorHandler(app);
  decorateCspNonce(app);
  installRequestContext(app, options.services, options.flashSecret ? { flashSecret: options.flashSecret } : {});
  // Before every route, the page cache and the static files: visitors get the coming-soon page while it is on.
  installComingSoon(app, options.services);
  app.addHook("onSend", securityHeaders);
  installReferralRedirect(app, options.services);
  // Pages are compressed per request: brotli's default quality (11) is meant for static files and costs
  // more CPU than rendering the page; quality 4 still beats gzip on size. Small answers (a cart, a
  // variation) go as they are: compressing one costs about 50-90 µs, mostly setting the compressor up,
  // to save a kilobyte or two that travel in the same round trip anyway (bench/README.md, the cart bench).
  await app.register(compress, {
    encodings: ["br", "gzip"],
    threshold: 4096,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await registerOpenApi(app);
  await registerApi(app, options.services);
  await registerOpenApiDocs(app);
  await registerMedia(app, options.services.media);
  // Pages carry settings (the palettes' CSS): a saved change must not wait for cached pages to expire.
  const pageCache = options.pageCache;
  if (pageCache) {
    const stop = options.services.settings.onChange(() => pageCache.clear());
    app.addHook("onClose", async () => stop());
  }
  if (options.app) {
    await app.register(fastifyStatic, {
      root: options.app.clientDir,
      prefix: "/",
      wildcard: false,
      // The build writes .br and .gz copies of its text assets (scripts/precompress.ts).
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header("cache-control", hashed ? "public, max-age=31536000, immutable" : "public, max-age=3600");
      },
    });
    await registerReactRouter(app, {
      build: options.app.build,
      services: options.services,
      mode: options.app.mode ?? "production",
      ...(options.pageCache ? { pageCache: options.pageCache } : {}),
    });
  }
  return app;
}
