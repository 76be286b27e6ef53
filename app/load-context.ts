import type { Services } from "../server/services/index.ts";

declare module "react-router" {
  interface AppLoadContext {
    services: Services;
    /**
     * The client's address as the HTTP server sees it (Fastify's `request.ip`, which follows
     * X-Forwarded-For only through the trusted proxy): what failed logins are counted under.
     */
    clientAddress: string;
    /** This answer's Content-Security-Policy nonce, for every inline script the page renders. */
    cspNonce: string;
  }
}

export {};
