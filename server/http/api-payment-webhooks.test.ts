/**
 * I: the payment provider's webhook over HTTP. The exact bytes are signed, so the body is read as text;
 * a wrong or old signature answers 401, a body that is no event 400, a replay `duplicate: true`, and the
 * event moves the payment and its order once.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/connect.ts";
import { createServices, type Services } from "../services/index.ts";
import { createTestGateway, type TestGateway } from "../services/payments/test-gateway.ts";
import { insertDatedOrders } from "../testing/dated-orders.ts";
import { oneRouteBuild } from "../testing/one-route-build.ts";
import { createTestDatabase, testDatabaseKind } from "../testing/test-database.ts";
import { createPageCache } from "./page-cache.ts";
import { buildServer } from "./server.ts";

const SECRET = "whsec_http_test";
const URL_PATH = "/api/payments/webhooks/test-gateway";
let database: Database;
let services: Services;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createServices(database.db, { mediaDir: "/nonexistent", mailTransport: null, testGatewaySecret: SECRET });
  const build = oneRouteBuild(() => new Response("unused", { status: 500 }));
  app = await buildServer({ services, pageCache: createPageCache({ maxEntries: 1, maxBytes: 1000 }), app: { build, clientDir: "/nonexistent" } });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** A pending order paid with the challenge card: its payment waits for the bank. */
async function challengedPayment() {
  const [orderId] = await insertDatedOrders(database.db, [{ number: `W${Date.now()}`, status: "pending", total: 4200, placedAt: new Date() }]);
  const result = await services.payments.pay(orderId!, {
    card: { number: "4000000000003220", expiry: "12/30", cvc: "123" },
    idempotencyKey: `w-${orderId}`,
    returnUrl: "/",
  });
  return { orderId: orderId!, providerRef: result.payment.providerRef };
}

const post = (body: string, headers: Record<string, string>) =>
  app.inject({ method: "POST", url: URL_PATH, payload: body, headers: { "content-type": "application/json", ...headers } });

describe(`payment webhooks over HTTP on ${testDatabaseKind}`, () => {
  it("a signed event is applied once; its replay answers duplicate", async () => {
    const { orderId, providerRef } = await challengedPayment();
    // The shopper passes the challenge at the gateway, which then sends its event.
    const gateway = services.payments.provider as TestGateway;
    const event = gateway.answerChallenge(providerRef, "passed")!;
    const { body, headers } = gateway.signedEvent(event, new Date());
    const first = await post(body, Object.fromEntries(headers));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ applied: true, duplicate: false });
    expect(first.headers["cache-control"]).toBe("no-store");
    const replay = await post(body, Object.fromEntries(headers));
    expect(replay.json()).toEqual({ applied: false, duplicate: true });
    expect((await services.payments.paymentsOfOrder(orderId))[0]).toMatchObject({ status: "captured", captured: 4200 });
  });

  it("refuses a wrong secret with 401 and a body that is no event with 400, changing nothing", async () => {
    const { orderId, providerRef } = await challengedPayment();
    const forger = createTestGateway({ secret: "not-the-secret" });
    const forged = forger.signedEvent({ id: `evt_forged_${orderId}`, type: "challenge.passed", providerRef, amount: 4200 }, new Date());
    const refused = await post(forged.body, Object.fromEntries(forged.headers));
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ error: { code: "webhook_signature" } });

    const provider = createTestGateway({ secret: SECRET });
    const junk = provider.signedEvent({ id: "x", type: "nonsense", providerRef, amount: 1 } as never, new Date());
    expect((await post(junk.body, Object.fromEntries(junk.headers))).statusCode).toBe(400);
    expect((await services.payments.paymentsOfOrder(orderId))[0]).toMatchObject({ status: "requires_action" });
  });

  it("refuses an unsigned request", async () => {
    const response = await post(JSON.stringify({ id: "e", type: "challenge.passed", providerRef: "tg_x", amount: 1 }), {});
    expect(response.statusCode).toBe(401);
  });
});
