import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMAIL_CHECK_LIMIT } from "../../domain/checkout/email-check.ts";
import { withShopServices } from "../testing/shop-services.ts";
import { testDatabaseKind } from "../testing/test-database.ts";
import { buildServer } from "./server.ts";
import { NONCE_HEADER } from "./session.ts";

const shop = withShopServices();
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildServer({ services: shop.services });
  await app.ready();
});
afterAll(() => app?.close());

describe(`POST /api/checkout/email-check is rate-limited on ${testDatabaseKind}`, () => {
  it(`answers 429 with Retry-After and the JSON error after ${EMAIL_CHECK_LIMIT.limit} checks a minute from one address`, async () => {
    const nonce = await app.inject({ method: "POST", url: "/api/nonce" });
    const headers = { "content-type": "application/json", cookie: String(nonce.headers["set-cookie"]).split(";")[0]!, [NONCE_HEADER]: nonce.json().nonce };
    const check = (i: number) =>
      app.inject({ method: "POST", url: "/api/checkout/email-check", headers, payload: JSON.stringify({ email: `probe-${i}@vitrine.test` }) });
    for (let i = 0; i < EMAIL_CHECK_LIMIT.limit; i++) expect((await check(i)).statusCode).toBe(200);
    const limited = await check(EMAIL_CHECK_LIMIT.limit);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers["retry-after"])).toBeLessThanOrEqual(60);
    expect(limited.json()).toEqual({ error: { code: "too_many_requests", message: expect.stringContaining("Please wait") } });
  });
});
