import { Readable } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { Services } from "../services/index.ts";

/** Hands every request that no other route took to React Router, with the services as load context. */
export async function registerReactRouter(
  app: FastifyInstance,
  options: { build: ServerBuild | (() => Promise<ServerBuild>); services: Services; mode: "production" | "development" },
) {
  const handle = createRequestHandler(options.build, options.mode);
  await app.register(async (scope) => {
    // Form posts must reach React Router as an untouched stream.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (_request, payload, done) => done(null, payload));
    scope.all("/*", async (request, reply) => {
      const response = await handle(toWebRequest(request, reply), { services: options.services });
      await sendWebResponse(reply, response);
    });
  });
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
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: createReadableStreamFromReadable(request.raw as Readable), duplex: "half" } : {}),
  } as RequestInit);
}

async function sendWebResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie") reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  // Sent as a stream so SSR keeps streaming and the compression hook still applies.
  return reply.send(response.body ? Readable.fromWeb(response.body as import("node:stream/web").ReadableStream) : null);
}
