/**
 * The Content-Security-Policy and HSTS headers as the whole server answers them, with a one-route build
 * whose page writes inline scripts the way React and React Router do (with the load context's nonce).
 */
import { createHash } from "node:crypto";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Services } from "../services/index.ts";
import { oneRouteBuild } from "../testing/one-route-build.ts";
import { inlineScriptHashes, NON_PAGE_POLICY } from "./content-security-policy.ts";
import { createPageCache } from "./page-cache.ts";
import { buildServer } from "./server.ts";

/** A page with two inline scripts carrying the answer's nonce; /shared may be kept by the page cache. */
const testBuild = () =>
  oneRouteBuild(
    (request, status, headers, load) => {
      headers.set("content-type", "text/html");
      if (new URL(request.url).pathname === "/shared") headers.set("cache-control", "public, max-age=0, s-maxage=10");
      const html = `<!DOCTYPE html><html><head></head><body><p>hello</p><script nonce="${load.cspNonce}">window.a=1</script><script nonce="${load.cspNonce}" type="module">import "/app.js"</script></body></html>`;
      return new Response(html, { status, headers });
    },
    { children: [{ id: "shared", path: "shared" }] },
  );

let app: FastifyInstance;

beforeAll(async () => {
  // A saved setting empties the page cache: the server subscribes to the settings service.
  const services = { media: {}, settings: { onChange: () => () => {} } } as unknown as Services;
  app = await buildServer({
    services,
    app: { build: testBuild(), clientDir: "/nonexistent" },
    pageCache: createPageCache({ maxEntries: 10, maxBytes: 100_000 }),
    // The injected requests come from 127.0.0.1: trusted here, so its X-Forwarded-Proto says https.
    trustProxy: ["127.0.0.1"],
  });
  await app.ready();
});
afterAll(async () => app?.close());

const csp = (response: LightMyRequestResponse) => String(response.headers["content-security-policy"]);
const scriptSrc = (policy: string) => policy.split("; ").find((d) => d.startsWith("script-src "));
const noncesIn = (html: string) => [...html.matchAll(/<script nonce="([^"]+)"/g)].map((m) => m[1]);

describe("Content-Security-Policy", () => {
  it("a rendered page allows its own files and the inline scripts carrying this answer's nonce, nothing else", async () => {
    const response = await app.inject({ method: "GET", url: "/" });
    expect(response.statusCode).toBe(200);
    const policy = csp(response);
    const [nonce] = noncesIn(response.body);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(new Set(noncesIn(response.body))).toEqual(new Set([nonce]));
    expect(scriptSrc(policy)).toBe(`script-src 'self' 'nonce-${nonce}'`);
    expect(policy).not.toContain("unsafe-inline' 'nonce");
    for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'self'", "form-action 'self'", "default-src 'self'"]) {
      expect(policy).toContain(directive);
    }
    expect(response.headers["x-frame-options"]).toBeUndefined();
  });

  it("every rendered answer has its own nonce", async () => {
    const nonces = new Set<string | undefined>();
    for (let i = 0; i < 5; i += 1) {
      const response = await app.inject({ method: "GET", url: "/", headers: { cookie: "a=1" } });
      const [nonce] = noncesIn(response.body);
      expect(scriptSrc(csp(response))).toBe(`script-src 'self' 'nonce-${nonce}'`);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(5);
  });

  it("a page from the shared cache replays no nonce: its policy allows exactly its inline scripts by their hashes", async () => {
    const miss = await app.inject({ method: "GET", url: "/shared?x=1" });
    const hit = await app.inject({ method: "GET", url: "/shared?x=1" });
    expect([miss.headers["x-cache"], hit.headers["x-cache"]]).toEqual(["MISS", "HIT"]);
    expect(hit.body).toBe(miss.body);
    for (const response of [miss, hit]) {
      const policy = csp(response);
      expect(policy).not.toContain("'nonce-");
      const hashes = [...response.body.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map(
        (m) => `'sha256-${createHash("sha256").update(m[1]!).digest("base64")}'`,
      );
      expect(scriptSrc(policy)).toBe(`script-src 'self' ${hashes.join(" ")}`);
    }
  });

  it("API answers get the policy that runs nothing, and may not be framed by other sites", async () => {
    const response = await app.inject({ method: "GET", url: "/api/health" });
    expect(csp(response)).toBe(NON_PAGE_POLICY);
    expect(NON_PAGE_POLICY).toContain("default-src 'none'");
    expect(NON_PAGE_POLICY).toContain("frame-ancestors 'self'");
  });

  it("the API reference has its own policy: its own files only, no inline script", async () => {
    const response = await app.inject({ method: "GET", url: "/api/docs/" });
    expect(response.statusCode).toBe(200);
    const policy = csp(response);
    expect(scriptSrc(policy)).toBe("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(response.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });
});

describe("Strict-Transport-Security", () => {
  it("is sent over HTTPS only", async () => {
    expect((await app.inject({ method: "GET", url: "/api/health" })).headers["strict-transport-security"]).toBeUndefined();
    const secure = await app.inject({ method: "GET", url: "/api/health", headers: { "x-forwarded-proto": "https" } });
    expect(secure.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    const page = await app.inject({ method: "GET", url: "/", headers: { "x-forwarded-proto": "https" } });
    expect(page.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  });
});

describe("inlineScriptHashes", () => {
  it("hashes each inline script's text once, skipping scripts loaded from a file", () => {
    const sha = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;
    const html = `<script>a()</script><script src="/x.js"></script><script type="text/x-vitrine-module" id="p">import "/m.js"</script><script nonce="n">a()</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha('import "/m.js"')]);
  });
});
