import type { RequestContext } from "../server/http/request-context.ts";
import type { Services } from "../server/services/index.ts";

declare module "react-router" {
  interface AppLoadContext {
    services: Services;
    /**
     * The client's address as the HTTP server sees it (Fastify's `request.ip`, which follows
     * X-Forwarded-For only from a trusted proxy, TRUST_PROXY): what failed logins are counted under.
     */
    clientAddress: string;
    /** This answer's Content-Security-Policy nonce, for every inline script the page renders. */
    cspNonce: string;
    /**
     * The request's context, shared with the API: its session and customer (looked up once), `secure`,
     * the cookie jar, `requireRole()`, and `form()`, the only way an action reads a form post.
     */
    ctx: RequestContext;
    /** Set only when the server renders a refused request's error page (see react-router-handler.ts). */
    refusal?: { status: number; message: string };
  }
}

export {};
