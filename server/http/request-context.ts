import type { FastifyRequest } from "fastify";
import type { Customer } from "../services/accounts/types.ts";
import type { Services } from "../services/index.ts";
import { sessionTokenFromCookieHeader } from "../services/sessions/cookie.ts";
import { nonceMatches, type Session } from "../services/sessions/index.ts";
import type { AccessRule } from "./access.ts";
import { createCookieJar, type CookieJar } from "./cookie-jar.ts";
import { createFlash, type Flash, processSecret } from "./flash.ts";
import { formLimitFor, parseFormBody } from "./form-body.ts";
import { RequestRefusal, refusals } from "./request-refusal.ts";
import { isSameOriginRequest, originOf } from "./same-origin.ts";

/** The header every state-changing API call carries the session's nonce in. */
export const NONCE_HEADER = "x-vitrine-nonce";

/** What the context needs to know of a request; Fastify's request gives it (see `fromFastify`), tests may write it. */
export type RequestFacts = {
  method: string;
  /** The request target as sent: path and query. */
  url: string;
  /** "https" only when the connection is TLS or a trusted proxy says so (TRUST_PROXY): the one `secure` rule. */
  protocol: string;
  /** The host as the client addressed it (X-Forwarded-Host only from a trusted proxy). */
  host: string;
  /** The client's address (X-Forwarded-For only through a trusted proxy): what failed logins are counted under. */
  clientAddress: string;
  headers: Record<string, string | string[] | undefined>;
  /** The body, read at most once and only by `form()`. */
  body: () => AsyncIterable<Uint8Array> | null;
};

/**
 * One request as both edges see it (React Router loaders and actions through `context.ctx`, the API
 * through `request.ctx`): built once when the request arrives, so the session is looked up once, `secure`
 * has one definition, and every cookie goes through one jar.
 */
export type RequestContext = {
  readonly services: Services;
  readonly method: string;
  /** This request's own URL (its origin is the scheme, host and port the client used). */
  readonly url: URL;
  readonly origin: string;
  /** Reached over https (directly, or as a trusted proxy says). */
  readonly secure: boolean;
  readonly clientAddress: string;
  /** Whether the request is for the JSON API (refusals answer JSON there, the error page elsewhere). */
  readonly api: boolean;
  /** The cookies this request's answer sets; written onto the response once, whichever edge answers. */
  readonly cookies: CookieJar;
  /** Signed one-time messages across a redirect (see flash.ts); written through the cookie jar. */
  readonly flash: Flash;
  /** One header's value (the first, when repeated). */
  header(name: string): string | undefined;
  /** The live session of the request's cookie, or null; looked up once, never created (pages stay cacheable). */
  session(): Promise<Session | null>;
  /** The session, created (its cookie put in the jar) when there is none yet. */
  ensureSession(): Promise<Session>;
  /** The signed-in customer with their roles, or null; read once. */
  customer(): Promise<Customer | null>;
  /**
   * The signed-in customer the rule allows, or a refusal to throw: a guest sent to log in (302 to
   * /account/login?next=…, 401 on the API), a 404 for rules that keep their pages unknown, or a 403.
   */
  requireRole(rule: AccessRule): Promise<Customer>;
  /** The session of a state-changing API call whose nonce header matches it; a 403 refusal otherwise. */
  requireNonce(): Promise<Session>;
  /** The same-origin rule (see same-origin.ts). */
  isSameOrigin(): boolean;
  /**
   * The only way to read a form post: same-origin (403), a form's content type (415), at most 1 MB (more on the pages that take pictures),
   * counted as it streams (413), readable (400), every field passing the input-text rule (400).
   */
  form(): Promise<FormData>;
};

export function createRequestContext(services: Services, facts: RequestFacts, options: { flashSecret?: string } = {}): RequestContext {
  const secure = facts.protocol === "https";
  const origin = originOf(facts.protocol, facts.host) ?? originOf(facts.protocol, "localhost")!;
  const url = new URL(facts.url.startsWith("/") ? facts.url : `/${facts.url}`, origin);
  const header = (name: string) => {
    const value = facts.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const api = url.pathname === "/api" || url.pathname.startsWith("/api/");
  const cookies = createCookieJar(secure);
  let session: Promise<Session | null> | undefined;
  let customer: Promise<Customer | null> | undefined;
  let form: Promise<FormData> | undefined;

  const ctx: RequestContext = {
    services,
    method: facts.method,
    url,
    origin,
    secure,
    clientAddress: facts.clientAddress,
    api,
    cookies,
    flash: createFlash(options.flashSecret ?? processSecret, header("cookie"), cookies),
    header,
    session: () => (session ??= services.sessions.find(sessionTokenFromCookieHeader(header("cookie")))),
    async ensureSession() {
      const existing = await ctx.session();
      if (existing) return existing;
      const created = await services.sessions.create();
      cookies.session(created.token);
      session = Promise.resolve(created.session);
      customer = Promise.resolve(null);
      return created.session;
    },
    customer: () => (customer ??= ctx.session().then((s) => (s?.customerId ? services.accounts.getCustomer(s) : null))),
    async requireRole(rule) {
      const who = await ctx.customer();
      if (who && rule.allows(who)) return who;
      if (rule.refuse === "not-found") throw refusals.notFound();
      if (rule.refuse === "forbidden" || (rule.refuse === "login-then-forbidden" && who)) throw refusals.forbidden(rule.name);
      if (api) throw new RequestRefusal(401, "not_signed_in", "Please log in first.");
      throw new RequestRefusal(302, "not_signed_in", "Please log in first.", {
        location: `/account/login?next=${encodeURIComponent(pagePathOf(url))}`,
      });
    },
    async requireNonce() {
      const sent = header(NONCE_HEADER);
      const found = sent ? await ctx.session() : null;
      if (!found || !nonceMatches(found, sent)) throw refusals.invalidNonce();
      return found;
    },
    isSameOrigin: () => isSameOriginRequest(origin, { origin: header("origin"), referer: header("referer") }),
    form() {
      form ??= ctx.isSameOrigin()
        ? parseFormBody(header("content-type"), header("content-length"), facts.body(), formLimitFor(url.pathname))
        : Promise.reject(refusals.crossSite());
      return form;
    },
  };
  return ctx;
}

/**
 * The page a request is for, as a path to come back to after logging in. A client-side navigation asks
 * React Router's data URL (`/account/orders.data?_routes=…`, `/_root.data` for the home page); coming
 * back to that would show the raw data, so the page's own path is answered instead.
 */
export function pagePathOf(url: URL): string {
  const data = url.pathname.endsWith(".data");
  const pathname = !data ? url.pathname : url.pathname === "/_root.data" ? "/" : url.pathname.slice(0, -".data".length);
  if (!data) return pathname + url.search;
  const query = new URLSearchParams(url.search);
  query.delete("_routes");
  const search = query.toString();
  return search === "" ? pathname : `${pathname}?${search}`;
}

/** The facts of a Fastify request: protocol, host and ip as the trusted-proxy setting lets Fastify read them. */
export function fromFastify(request: FastifyRequest): RequestFacts {
  return {
    method: request.method,
    url: request.url,
    protocol: request.protocol,
    host: request.host,
    clientAddress: request.ip,
    headers: request.headers,
    body: () => request.raw,
  };
}

declare module "fastify" {
  interface FastifyRequest {
    /** This request's context, built when it arrives (see installRequestContext). */
    ctx: RequestContext;
  }
}
