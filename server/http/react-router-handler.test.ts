/**
 * The React Router request handler as the server mounts it, with a one-route build written here: the load
 * context it passes (services and the client's address) and the cache rule for requests that carry a
 * session cookie.
 */
import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import Fastify, { type FastifyInstance } from "fastify";
import { redirect } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Services } from "../services/index.ts";
import { SESSION_COOKIE } from "../services/sessions/cookie.ts";
import { oneRouteBuild } from "../testing/one-route-build.ts";
import { createPageCache } from "./page-cache.ts";
import { REFUSED_PATH, registerReactRouter } from "./react-router-handler.ts";
import type { RequestContext } from "./request-context.ts";
import { installRequestContext } from "./request-hooks.ts";

const SHARED = "public, max-age=0, s-maxage=10";
const TOKEN = "a".repeat(43);
let renders = 0;

/**
 * A build with one root route whose page says which client address the load context carried; a refused
 * request answers the refusal's status and message, as the app's catch-all route does.
 */
const testBuild = () =>
  oneRouteBuild(
    (_request, status, headers, load) => {
      renders += 1;
      headers.set("content-type", "text/html");
      if (load.refusal) return new Response(`<p>${load.refusal.message}</p>`, { status: load.refusal.status, headers });
      return new Response(`<p>client ${load.clientAddress}</p>`, { status, headers });
    },
    {
      rootHeaders: () => ({ "cache-control": SHARED }),
      children: [
        { id: "refused", path: REFUSED_PATH.slice(1) },
        {
          id: "slow-form",
          path: "slow-form",
          // As an action that queries a real database server first: the body has long arrived when the
          // form is read.
          async action({ context }) {
            await new Promise((resolve) => setTimeout(resolve, 30));
            const form = await (context as { ctx: RequestContext }).ctx.form();
            throw redirect(`/?text=${encodeURIComponent(String(form.get("text")))}`);
          },
        },
      ],
    },
  );

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify({ trustProxy: true });
  installRequestContext(app, {} as Services);
  await registerReactRouter(app, {
    build: testBuild(),
    services: {} as Services,
    mode: "production",
    pageCache: createPageCache({ maxEntries: 10, maxBytes: 100_000 }),
  });
  await app.ready();
});
afterAll(async () => app?.close());

describe("React Router handler", () => {
  it("passes the client's address (the trusted proxy's X-Forwarded-For) as clientAddress", async () => {
    const response = await app.inject({ url: "/", headers: { "x-forwarded-for": "203.0.113.9", cookie: "other=1" } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("<p>client 203.0.113.9</p>");
  });

  it("a page answers OPTIONS with the methods it takes, and another method with 405, without reaching React Router", async () => {
    const origin = { origin: "http://localhost:80" };
    const options = await app.inject({ method: "OPTIONS", url: "/", headers: origin });
    expect([options.statusCode, options.headers.allow, options.body]).toEqual([204, "GET, HEAD, POST", ""]);
    const put = await app.inject({ method: "PUT", url: "/", headers: origin });
    expect([put.statusCode, put.headers.allow]).toEqual([405, "GET, HEAD, POST"]);
  });

  it("an anonymous request keeps the route's shared lifetime and is stored by the page cache", async () => {
    const first = await app.inject({ url: "/?anonymous" });
    const second = await app.inject({ url: "/?anonymous" });
    expect(first.headers["cache-control"]).toBe(SHARED);
    expect(second.headers["x-cache"]).toBe("HIT");
  });

  it("a request with the session cookie gets private, no-store, and is neither served from nor stored in the page cache", async () => {
    await app.inject({ url: "/?mixed" });
    const before = renders;
    const personal = await app.inject({ url: "/?mixed", headers: { cookie: `theme=dark; ${SESSION_COOKIE}=${TOKEN}` } });
    expect(personal.headers["cache-control"]).toBe("private, no-store");
    expect(personal.headers["x-cache"]).toBeUndefined();
    expect(renders).toBe(before + 1);
  });

  it("a request with an invalid Host header is refused 400, not a 500", async () => {
    for (const host of ["bad host", "[::1", "shop.test:99999"]) {
      const response = await app.inject({ url: `/?host=${encodeURIComponent(host)}`, headers: { host } });
      expect(response.statusCode, host).toBe(400);
      expect(response.body).toContain("Host header");
    }
  });

  it("a request with an empty Host header is refused 400 (sent over a socket: inject fills an empty host in)", async () => {
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as AddressInfo;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, "127.0.0.1", () => socket.end("GET /?empty-host HTTP/1.1\r\nHost: \r\nConnection: close\r\n\r\n"));
      let text = "";
      socket.on("data", (chunk) => (text += chunk.toString()));
      socket.on("end", () => resolve(text));
      socket.on("error", reject);
    });
    expect(answer.split("\r\n")[0]).toBe("HTTP/1.1 400 Bad Request");
  });

  it("HEAD answers as GET does, without a body", async () => {
    const get = await app.inject({ url: "/?head" });
    const head = await app.inject({ method: "HEAD", url: "/?head" });
    expect(head.statusCode).toBe(get.statusCode);
    expect(head.headers["content-type"]).toBe(get.headers["content-type"]);
    expect(head.body).toBe("");
  });

  it("another cookie alone leaves the route's cache-control as it is", async () => {
    const response = await app.inject({ url: "/?other", headers: { cookie: "vitrine_items_in_cart=1" } });
    expect(response.headers["cache-control"]).toBe(SHARED);
  });

  it("an action that awaits before reading its form still gets the whole body", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/slow-form",
      headers: { origin: "http://localhost:80", host: "localhost:80", "content-type": "application/x-www-form-urlencoded" },
      payload: "text=kept+whole",
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/?text=kept%20whole");
  });
});
