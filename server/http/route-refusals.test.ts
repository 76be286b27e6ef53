/**
 * Every route whose access rule (route-access.ts) is not public, requested against the real app: the
 * server as production builds it, with the React Router build made from app/ by Vite (as the dev server
 * loads it) and the real services on a test database. The routes are read from the code (app/routes.ts,
 * and the routes Fastify registers), so a new protected route is requested here without editing this file.
 *
 * - A guest asks each page of a customer's or the administrator's rule, its data URL (every loader
 *   together, then each loader on its own, as a client-side navigation may), and posts to its action;
 *   a signed-in customer does the same on the administrator's pages. Each is refused as the rule says: a
 *   customer's page sends a guest to log in and back (302, or React Router's redirect for a data URL);
 *   the administrator's pages do not exist for anyone else (404).
 * - Pages about the visitor's own session answer a guest without starting a session, and refuse a
 *   cross-site post (403).
 * - On the API, the administrator's calls answer 403 to a guest and to a customer (a change carrying the
 *   customer's nonce), a customer's call 401 to a guest, and every change about the caller's session 403
 *   without a nonce, while its reads answer a guest without starting a session.
 *
 * Each refusal of a rule must come from the request context's requireRole with one of the named rules of
 * access.ts (recorded as the request runs), refusing as that rule says: no route checks a role by hand.
 *
 * Fastify validates an API body before the handler checks the nonce and the role (decision 0008), so a
 * body this test makes up would be refused 400 and hide a handler that checks nothing: here validation
 * hands its verdict to the handler instead (`attachValidation`), and the access check must answer.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance, FastifyRequest, LightMyRequestResponse, RouteOptions } from "fastify";
import type { ServerBuild } from "react-router";
import { createServer as createViteServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customerRoles } from "../db/schema/index.ts";
import { SESSION_COOKIE } from "../services/sessions/cookie.ts";
import { apiAccessKey, type PageRoute, pageAccess, pageRoutes, sampleUrl } from "../testing/route-table.ts";
import { withShopServices } from "../testing/shop-services.ts";
import { testDatabaseKind } from "../testing/test-database.ts";
import * as accessRules from "./access.ts";
import type { AccessRule } from "./access.ts";
import { NONCE_HEADER } from "./request-context.ts";
import { type Access, apiAccessOf } from "./route-access.ts";
import { buildServer } from "./server.ts";

const PASSWORD = "route-refusals-password";
const ADMIN_EMAIL = "boss@vitrine.test";
const CUSTOMER_EMAIL = "shopper@vitrine.test";
/** Signed-in accounts the merchant admin must refuse (403) everywhere: none of their roles opens a section yet. */
const OUTSIDERS = { customer: "shopper@vitrine.test", affiliate: "partner@vitrine.test", editor: "writer@vitrine.test" } as const;
const SHOP_MANAGER_EMAIL = "manager@vitrine.test";
/** The one call about the caller's session a guest makes without a nonce: it starts the session the nonce belongs to. */
const STARTS_A_SESSION = "POST /api/nonce";
const REPO_ROOT = path.resolve(import.meta.dirname, "../..");
/** Every parameter is a made-up "1": a route asks who is calling before it looks at what it was asked for. */
const sample = (template: string) => sampleUrl(template);

const shop = withShopServices(async ({ database, services }) => {
  const admin = await services.accounts.register(null, { email: ADMIN_EMAIL, password: PASSWORD });
  await database.db.insert(customerRoles).values({ customerId: admin.customer.id, role: "admin" });
  await services.accounts.register(null, { email: CUSTOMER_EMAIL, password: PASSWORD });
  for (const [email, role] of [
    [OUTSIDERS.affiliate, "affiliate"],
    [OUTSIDERS.editor, "editor"],
    [SHOP_MANAGER_EMAIL, "shop_manager"],
  ] as const) {
    const account = await services.accounts.register(null, { email, password: PASSWORD });
    await database.db.insert(customerRoles).values({ customerId: account.customer.id, role });
  }
});

type Visitor = { cookie: string; nonce: string };
type ApiRoute = { method: string; url: string; access: Access };

let vite: ViteDevServer;
let build: ServerBuild;
let app: FastifyInstance;
let customer: Visitor;
let admin: Visitor;
let outsiders: Record<keyof typeof OUTSIDERS, Visitor>;
let shopManager: Visitor;
const apiRoutes: ApiRoute[] = [];

/** The rules requireRole was asked with while answering the latest request (the requests here run one at a time). */
let rulesAsked: AccessRule[] = [];
async function recordRules(request: FastifyRequest) {
  rulesAsked = [];
  const { ctx } = request;
  const requireRole = ctx.requireRole.bind(ctx);
  ctx.requireRole = (rule) => {
    rulesAsked.push(rule);
    return requireRole(rule);
  };
}

function seeRoute(route: RouteOptions) {
  // Runs after the request context is built (an app hook), for pages and API alike.
  route.onRequest = [...[route.onRequest ?? []].flat(), recordRules];
  if (!route.url.startsWith("/api/")) return;
  // See the module comment: the handler's own access check answers, whatever the body.
  route.attachValidation = true;
  for (const method of [route.method].flat()) {
    const key = apiAccessKey(method, route.url);
    if (key) apiRoutes.push({ method, url: route.url, access: apiAccessOf(key) ?? "public" });
  }
}

const isRule = (value: unknown): value is AccessRule => typeof value === "object" && value !== null && "allows" in value && "refuse" in value;
/** The access rules by name (the app's build loads its own copy of access.ts, so rules are told apart by name). */
const NAMED_RULES = new Set(
  Object.values(accessRules)
    .filter(isRule)
    .map((rule) => rule.name),
);
const STATUSES_OF_REFUSAL: Record<AccessRule["refuse"], number[]> = {
  login: [302, 202, 401],
  "not-found": [404],
  forbidden: [403],
  "login-then-forbidden": [302, 202, 401, 403],
};

/**
 * What is wrong with who refused the latest request, or null: it must be requireRole with one of the named
 * rules of access.ts, refusing the way that rule says, not a check written by hand.
 */
function ruleProblem(status: number): string | null {
  const named = rulesAsked.filter((rule) => NAMED_RULES.has(rule.name));
  if (named.some((rule) => STATUSES_OF_REFUSAL[rule.refuse].includes(status))) return null;
  const asked = rulesAsked.map((rule) => `${rule.name} (${rule.refuse})`).join(", ") || "none";
  return `refused ${status}, but not by a named rule through requireRole (rules asked: ${asked})`;
}

beforeAll(async () => {
  vite = await createViteServer({
    root: REPO_ROOT,
    configFile: path.join(REPO_ROOT, "vite.config.ts"),
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: "custom",
    logLevel: "error",
    // Only the server build is loaded: no browser dependencies to pre-bundle, and no cache written into node_modules.
    optimizeDeps: { noDiscovery: true, include: [] },
    cacheDir: mkdtempSync(path.join(tmpdir(), "vitrine-route-refusals-")),
  });
  build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
  app = await buildServer({ services: shop.services, app: { build, clientDir: path.join(REPO_ROOT, "public") }, onRoute: seeRoute });
  await app.ready();
  customer = await signIn(CUSTOMER_EMAIL);
  admin = await signIn(ADMIN_EMAIL);
  outsiders = { customer, affiliate: await signIn(OUTSIDERS.affiliate), editor: await signIn(OUTSIDERS.editor) };
  shopManager = await signIn(SHOP_MANAGER_EMAIL);
});
afterAll(async () => {
  await app?.close();
  await vite?.close();
  if (vite) rmSync(vite.config.cacheDir, { recursive: true, force: true });
});

const cookieOf = (response: LightMyRequestResponse) =>
  [response.headers["set-cookie"] ?? []]
    .flat()
    .find((c) => c.startsWith(`${SESSION_COOKIE}=`))
    ?.split(";")[0] ?? "";
const startsSession = (response: LightMyRequestResponse) => cookieOf(response) !== "";

async function signIn(email: string): Promise<Visitor> {
  const first = await app.inject({ method: "POST", url: "/api/nonce" });
  const guest = { cookie: cookieOf(first), nonce: first.json<{ nonce: string }>().nonce };
  const login = await app.inject({
    method: "POST",
    url: "/api/auth/login",
    headers: { cookie: guest.cookie, [NONCE_HEADER]: guest.nonce, "content-type": "application/json" },
    payload: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(login.statusCode, login.body).toBe(200);
  return { cookie: cookieOf(login), nonce: login.json<{ nonce: string }>().nonce };
}

const loginFor = (pagePath: string) => `/account/login?next=${encodeURIComponent(pagePath)}`;
const isWrite = (method: string) => method !== "GET" && method !== "HEAD";

/** What is wrong with a refusal, as the page rule says it must look, or null when it looks so. */
function pageRefusalProblem(access: Access, response: LightMyRequestResponse, request: { data: boolean; pagePath: string }): string | null {
  const got = `${response.statusCode} ${response.headers.location ?? ""}`.trim();
  if (access === "customer") {
    const login = loginFor(request.pagePath);
    // React Router answers a data URL's redirect as data (202), for the client to follow.
    if (request.data) return response.statusCode === 202 && response.body.includes(`"redirect","${login}"`) ? null : `${got}, not a redirect to ${login}`;
    return response.statusCode === 302 && response.headers.location === login ? null : `${got}, not 302 to ${login}`;
  }
  if (access === "admin") return response.statusCode === 404 ? null : `${got}, not 404`;
  return `no refusal is defined for ${access}`;
}

/** The requests a caller makes of one page: the document, its data URL (all loaders, then each), its action. */
function pageRequests(page: PageRoute) {
  const pagePath = sample(page.template);
  const dataPath = pagePath === "/" ? "/_root.data" : `${pagePath}.data`;
  const loaders = page.chain.filter((route) => typeof build.routes[route.id]?.module.loader === "function");
  const hasAction = typeof build.routes[page.chain.at(-1)!.id]?.module.action === "function";
  const index = page.index ? "?index" : "";
  return [
    { method: "GET", url: pagePath, data: false },
    { method: "GET", url: dataPath, data: true },
    ...loaders.map((route) => ({ method: "GET", url: `${dataPath}?_routes=${encodeURIComponent(route.id)}`, data: true })),
    ...(hasAction
      ? [
          { method: "POST", url: `${pagePath}${index}`, data: false },
          { method: "POST", url: `${dataPath}${index}`, data: true },
        ]
      : []),
  ].map((request) => ({ ...request, pagePath }));
}

const formPost = { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost" };

describe(`every protected route refuses who its rule refuses, on the real app (${testDatabaseKind})`, () => {
  const pages = pageRoutes();

  it("the route modules of app/routes.ts are the routes of the server build", () => {
    const ids = pages.flatMap((page) => page.chain.map((route) => route.id));
    expect(ids.filter((id) => !(id in build.routes))).toEqual([]);
  });

  for (const page of pages.filter((p) => pageAccess(p) === "customer" || pageAccess(p) === "admin")) {
    const access = pageAccess(page);
    const callers = access === "admin" ? (["guest", "customer"] as const) : (["guest"] as const);
    it(`${page.template} (${access}): ${callers.join(" and ")} refused on the page, its data and its action`, async () => {
      const problems: string[] = [];
      for (const caller of callers) {
        const cookie = caller === "customer" ? { cookie: customer.cookie } : {};
        for (const request of pageRequests(page)) {
          const headers = { ...cookie, ...(isWrite(request.method) ? formPost : {}) };
          const response = await app.inject({ method: request.method, url: request.url, headers, ...(isWrite(request.method) ? { payload: "" } : {}) });
          const problem = pageRefusalProblem(access, response, request) ?? ruleProblem(response.statusCode);
          if (problem) problems.push(`${caller} ${request.method} ${request.url}: ${problem}`);
          if (caller === "guest" && startsSession(response)) problems.push(`guest ${request.method} ${request.url}: started a session`);
        }
      }
      expect(problems).toEqual([]);
    });
  }

  /*
   * The merchant admin (every module under app/routes/admin/): a guest is sent to log in and back; a
   * customer, an affiliate and an editor are refused 403 on the page, its data (all loaders, and the
   * page's own loader alone) and its action. The admin's layout lets any staff member through, so an
   * editor's refusal comes from the page's own rule: the layout's loader alone is not asked of them.
   */
  for (const page of pages.filter((p) => pageAccess(p) === "staff")) {
    it(`${page.template} (staff): a guest is sent to log in; a customer, an affiliate and an editor are refused 403, page, data and action`, async () => {
      const problems: string[] = [];
      for (const request of pageRequests(page)) {
        const write = isWrite(request.method);
        const headers = write ? formPost : {};
        const guest = await app.inject({ method: request.method, url: request.url, headers, ...(write ? { payload: "" } : {}) });
        const guestProblem = pageRefusalProblem("customer", guest, request) ?? ruleProblem(guest.statusCode);
        if (guestProblem) problems.push(`guest ${request.method} ${request.url}: ${guestProblem}`);
        if (startsSession(guest)) problems.push(`guest ${request.method} ${request.url}: started a session`);
        const layoutOnly = request.url.endsWith(`_routes=${encodeURIComponent("routes/admin/layout")}`);
        for (const [name, visitor] of Object.entries(outsiders)) {
          if (layoutOnly && name === "editor") continue;
          const response = await app.inject({
            method: request.method,
            url: request.url,
            headers: { ...headers, cookie: visitor.cookie },
            ...(write ? { payload: "" } : {}),
          });
          const problem = response.statusCode !== 403 ? `${response.statusCode}, not 403` : ruleProblem(response.statusCode);
          if (problem) problems.push(`${name} ${request.method} ${request.url}: ${problem}`);
        }
      }
      expect(problems).toEqual([]);
    });
  }

  it("every admin API call refuses a guest (401 to read, 403 to change without a nonce) and a customer, an affiliate and an editor (403)", async () => {
    const problems: string[] = [];
    for (const route of apiRoutes.filter((r) => r.access === "staff")) {
      const url = sample(route.url);
      const write = isWrite(route.method);
      const body = write ? { payload: "{}" } : {};
      const json = write ? { "content-type": "application/json" } : {};
      const guest = await app.inject({ method: route.method, url, headers: json, ...body });
      const guestStatus = write ? 403 : 401;
      if (guest.statusCode !== guestStatus) problems.push(`guest ${route.method} ${url}: ${guest.statusCode}, not ${guestStatus}`);
      if (startsSession(guest)) problems.push(`guest ${route.method} ${url}: started a session`);
      for (const [name, visitor] of Object.entries(outsiders)) {
        const response = await app.inject({ method: route.method, url, headers: { ...json, cookie: visitor.cookie, [NONCE_HEADER]: visitor.nonce }, ...body });
        const problem = response.statusCode !== 403 ? `${response.statusCode}, not 403` : ruleProblem(response.statusCode);
        if (problem) problems.push(`${name} ${route.method} ${url}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("a shop manager is refused the administrator's admin sections (settings, staff, audit log), page and API", async () => {
    const problems: string[] = [];
    const adminOnly = pages.filter((p) => pageAccess(p) === "staff" && /^\/admin\/(settings|staff|audit|mail)(\/|$)/.test(p.template));
    for (const page of adminOnly) {
      const response = await app.inject({ url: sample(page.template), headers: { cookie: shopManager.cookie } });
      if (response.statusCode !== 403) problems.push(`${page.template}: ${response.statusCode}, not 403`);
    }
    for (const route of apiRoutes.filter((r) => r.access === "staff" && /^\/api\/admin\/(settings|staff|audit|mail)(\/|$)/.test(r.url))) {
      const response = await app.inject({
        method: route.method,
        url: sample(route.url),
        headers: { cookie: shopManager.cookie, [NONCE_HEADER]: shopManager.nonce },
      });
      if (response.statusCode !== 403) problems.push(`${route.method} ${route.url}: ${response.statusCode}, not 403`);
    }
    expect(problems).toEqual([]);
  });

  it("the pages about the visitor's own session answer a guest without starting one, and refuse a cross-site post", async () => {
    const problems: string[] = [];
    for (const page of pages.filter((p) => pageAccess(p) === "session-owner")) {
      const requests = pageRequests(page);
      const read = await app.inject({ url: requests[0]!.url });
      if (read.statusCode >= 500 || startsSession(read)) problems.push(`GET ${requests[0]!.url}: ${read.statusCode}, session started: ${startsSession(read)}`);
      for (const post of requests.filter((r) => r.method === "POST" && !r.data)) {
        const response = await app.inject({ method: "POST", url: post.url, headers: { ...formPost, origin: "https://elsewhere.example" }, payload: "a=1" });
        if (response.statusCode !== 403 || startsSession(response)) problems.push(`cross-site POST ${post.url}: ${response.statusCode}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("every API call of a customer's or the administrator's rule refuses a guest, and the administrator's refuse a customer", async () => {
    const problems: string[] = [];
    const guarded = apiRoutes.filter((route) => route.access === "customer" || route.access === "admin");
    expect(guarded.length).toBeGreaterThan(0);
    for (const route of guarded) {
      const url = sample(route.url);
      const body = isWrite(route.method) ? { payload: "{}" } : {};
      const json = isWrite(route.method) ? { "content-type": "application/json" } : {};
      const guest = await app.inject({ method: route.method, url, headers: json, ...body });
      // A guest's change is refused by the nonce check before any rule: 403 either way.
      const guestStatus = route.access === "customer" && !isWrite(route.method) ? 401 : 403;
      if (guest.statusCode !== guestStatus) problems.push(`guest ${route.method} ${url}: ${guest.statusCode}, not ${guestStatus}`);
      const guestRule = isWrite(route.method) ? null : ruleProblem(guest.statusCode);
      if (guestRule) problems.push(`guest ${route.method} ${url}: ${guestRule}`);
      if (startsSession(guest)) problems.push(`guest ${route.method} ${url}: started a session`);
      if (route.access !== "admin") continue;
      const asCustomer = await app.inject({
        method: route.method,
        url,
        headers: { ...json, cookie: customer.cookie, [NONCE_HEADER]: customer.nonce },
        ...body,
      });
      const customerProblem = asCustomer.statusCode !== 403 ? `${asCustomer.statusCode}, not 403` : ruleProblem(asCustomer.statusCode);
      if (customerProblem) problems.push(`customer ${route.method} ${url}: ${customerProblem}`);
    }
    expect(problems).toEqual([]);
  });

  it("every API call about the caller's session refuses a change without the nonce, and answers a guest's read without starting a session", async () => {
    const problems: string[] = [];
    for (const route of apiRoutes.filter((r) => r.access === "session-owner" && `${r.method} ${r.url}` !== STARTS_A_SESSION)) {
      const url = sample(route.url);
      const response = isWrite(route.method)
        ? await app.inject({ method: route.method, url, headers: { "content-type": "application/json" }, payload: "{}" })
        : await app.inject({ method: route.method, url });
      const wrong = isWrite(route.method)
        ? response.statusCode !== 403 || response.json<{ error: { code: string } }>().error.code !== "invalid_nonce"
        : response.statusCode !== 200;
      if (wrong) problems.push(`guest ${route.method} ${url}: ${response.statusCode} ${response.body.slice(0, 120)}`);
      if (startsSession(response)) problems.push(`guest ${route.method} ${url}: started a session`);
    }
    expect(problems).toEqual([]);
  });

  it("the callers the rules allow are let through (so each refusal above is the rule's, not a broken route)", async () => {
    const problems: string[] = [];
    for (const page of pages.filter((p) => pageAccess(p) === "customer" || pageAccess(p) === "admin" || pageAccess(p) === "staff")) {
      const caller = pageAccess(page) === "customer" ? customer : admin;
      const response = await app.inject({ url: sample(page.template), headers: { cookie: caller.cookie } });
      // A sample parameter may name nothing (404 for an order that is not the customer's); a refusal would be 302 or 404 for every URL.
      const refused = response.statusCode === 302 || response.statusCode === 403 || (pageAccess(page) === "admin" && response.statusCode === 404);
      if (refused || response.statusCode >= 500) problems.push(`${page.template}: ${response.statusCode}`);
    }
    for (const route of apiRoutes.filter((r) => (r.access === "customer" || r.access === "admin" || r.access === "staff") && !isWrite(r.method))) {
      const caller = route.access === "customer" ? customer : admin;
      const response = await app.inject({ method: route.method, url: sample(route.url), headers: { cookie: caller.cookie } });
      // A staff read of a sample id may find nothing (404); a refusal would be 401 or 403.
      const allowed = response.statusCode === 200 || (route.access === "staff" && response.statusCode === 404);
      if (!allowed) problems.push(`${route.method} ${route.url}: ${response.statusCode}`);
    }
    expect(problems).toEqual([]);
  });
});
