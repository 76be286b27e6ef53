import type { FastifyInstance } from "fastify";
import { DAY_MS } from "../../domain/affiliates/ledger.ts";
import { isReferralCode, REFERRAL_COOKIE, referralCookieValue, referralOfUrl } from "../../domain/affiliates/referral-cookie.ts";
import type { Services } from "../services/index.ts";
import { NO_STORE } from "./session.ts";

/**
 * `?ref=<code>` on a storefront page (domain/affiliates/referral-cookie.ts): a redirect, never cached, to
 * the same page without it that remembers the code in an HttpOnly cookie for the programme's days. The
 * page the visitor lands on is the anonymous, cacheable one.
 */
export function installReferralRedirect(app: FastifyInstance, services: Services) {
  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET" || request.url.startsWith("/api/") || !request.url.includes("ref=")) return;
    const referral = referralOfUrl(request.url);
    if (!referral) return;
    if (isReferralCode(referral.code)) {
      const { referralDays } = await services.affiliates.programme();
      request.ctx.cookies.set(REFERRAL_COOKIE, referralCookieValue(referral.code, new Date()), {
        path: "/",
        maxAgeSeconds: Math.round((referralDays * DAY_MS) / 1000),
      });
    }
    return reply.header("cache-control", NO_STORE).redirect(referral.rest, 302);
  });
}
