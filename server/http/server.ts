import path from "node:path";
import compress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyServerOptions } from "fastify";
import type { ServerBuild } from "react-router";
import type { Services } from "../services/index.ts";
import { registerApi } from "./api/index.ts";
import { installErrorHandler } from "./errors.ts";
import { registerMedia } from "./media.ts";
import { registerReactRouter } from "./react-router-handler.ts";
import { securityHeaders } from "./security-headers.ts";

export type ServerOptions = {
  services: Services;
  /** The React Router build; omitted in API-only tests. */
  app?: { build: ServerBuild | (() => Promise<ServerBuild>); clientDir: string; mode?: "production" | "development" };
  logger?: FastifyServerOptions["logger"];
  /** Lets the dev server put Vite's middleware in front of Fastify. */
  serverFactory?: FastifyServerOptions["serverFactory"];
};

export async function buildServer(options: ServerOptions) {
  const app = Fastify({ logger: options.logger ?? false, trustProxy: true, ...(options.serverFactory ? { serverFactory: options.serverFactory } : {}) });
  installErrorHandler(app);
  app.addHook("onSend", securityHeaders);
  await app.register(compress, { encodings: ["br", "gzip"], threshold: 1024 });
  await registerApi(app, options.services);
  await registerMedia(app, options.services.media);
  if (options.app) {
    await app.register(fastifyStatic, {
      root: options.app.clientDir,
      prefix: "/",
      wildcard: false,
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header("cache-control", hashed ? "public, max-age=31536000, immutable" : "public, max-age=3600");
      },
    });
    await registerReactRouter(app, { build: options.app.build, services: options.services, mode: options.app.mode ?? "production" });
  }
  return app;
}
