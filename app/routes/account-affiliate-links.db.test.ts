/**
 * Issue 19: the referral link and the creatives' embed codes on the affiliate dashboard are absolute
 * addresses, shared outside the shop: on the configured public origin, else on the origin of the request,
 * read as the trusted-proxy rule reads it (X-Forwarded-Proto/-Host believed only from a trusted proxy).
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/connect.ts";
import { affiliateCreatives } from "../../server/db/schema/index.ts";
import { buildServer } from "../../server/http/server.ts";
import { createServices, type Services } from "../../server/services/index.ts";
import { SESSION_COOKIE } from "../../server/services/sessions/cookie.ts";
import { oneRouteBuild } from "../../server/testing/one-route-build.ts";
import { routeArgs } from "../../server/testing/route-args.ts";
import { createTestDatabase, testDatabaseKind } from "../../server/testing/test-database.ts";
import * as affiliateRoute from "./account-affiliate.tsx";

type Links = { referralUrl: string; creatives: { embedCode: string }[] };

let database: Database;
let services: Services;
let cookie = "";
const servers: FastifyInstance[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  services = createServices(database.db, { mediaDir: "/nonexistent", mailTransport: null });
  const { customer, token } = await services.accounts.register(null, { email: "links@example.com", password: "a long enough secret" });
  cookie = `${SESSION_COOKIE}=${token}`;
  await services.affiliates.apply(customer.id, { website: "", note: "" });
  const [row] = await services.affiliates.list({});
  await services.affiliates.setStatus(row!.id, "approved");
  await services.affiliates.update(row!.id, { parentId: null, rate: null, referralCode: "links" });
  await database.db.insert(affiliateCreatives).values({ title: "Autumn banner", imageUrl: "/media/banner.png", width: 300, height: 250 });
});
afterAll(async () => {
  for (const server of servers) await server.close();
  await database?.close();
});

/** The dashboard's links as the real loader gives them for `request`, with `withServices`. */
async function linksOf(request: Request, withServices = services): Promise<Links> {
  const answer = (await affiliateRoute.loader(routeArgs(request, withServices) as never)) as unknown as { data: { dashboard: Links } };
  return answer.data.dashboard;
}

/** A server whose one page answers the dashboard loader's links, behind `trustProxy`. */
async function serverAnsweringLinks(trustProxy: false | string[]): Promise<FastifyInstance> {
  const build = oneRouteBuild(
    (request, _status, _headers, load) =>
      affiliateRoute
        .loader({ request, context: load, params: {} } as never)
        .then((answer) => Response.json((answer as unknown as { data: { dashboard: Links } }).data.dashboard)) as never,
    { children: [{ id: "affiliate", path: "account/affiliate" }] },
  );
  const app = await buildServer({ services, trustProxy, app: { build, clientDir: "/nonexistent" } });
  await app.ready();
  servers.push(app);
  return app;
}

const expectAbsoluteOn = (links: Links, origin: string) => {
  expect(links.referralUrl).toBe(`${origin}/?ref=links`);
  expect(links.creatives[0]!.embedCode).toBe(
    `<a href="${origin}/?ref=links"><img src="${origin}/media/banner.png" width="300" height="250" alt="Autumn banner"></a>`,
  );
};

describe(`the affiliate dashboard's shareable links on ${testDatabaseKind}`, () => {
  it("without a public origin: the referral link and the banner's embed code are on the request's own origin", async () => {
    expectAbsoluteOn(await linksOf(new Request("http://shop.test/account/affiliate", { headers: { cookie, host: "shop.test" } })), "http://shop.test");
    expectAbsoluteOn(
      await linksOf(new Request("https://shop.test:8443/account/affiliate", { headers: { cookie, host: "shop.test:8443" } })),
      "https://shop.test:8443",
    );
  });

  it("behind a trusted proxy: on the address the visitor used (X-Forwarded-Proto and -Host)", async () => {
    const app = await serverAnsweringLinks(["127.0.0.1"]);
    const answer = await app.inject({
      method: "GET",
      url: "/account/affiliate",
      headers: { cookie, host: "internal:3000", "x-forwarded-proto": "https", "x-forwarded-host": "shop.example.com" },
    });
    expect(answer.statusCode).toBe(200);
    expectAbsoluteOn(answer.json<Links>(), "https://shop.example.com");
  });

  it("from a peer that is no trusted proxy, its forwarded headers are ignored", async () => {
    const app = await serverAnsweringLinks(false);
    const answer = await app.inject({
      method: "GET",
      url: "/account/affiliate",
      headers: { cookie, host: "shop.test", "x-forwarded-proto": "https", "x-forwarded-host": "evil.example" },
    });
    expect(answer.statusCode).toBe(200);
    expectAbsoluteOn(answer.json<Links>(), "http://shop.test");
  });

  it("a configured public origin wins over the request's", async () => {
    const configured = createServices(database.db, { mediaDir: "/nonexistent", mailTransport: null, publicOrigin: "https://vitrine.example" });
    expectAbsoluteOn(
      await linksOf(new Request("http://shop.test/account/affiliate", { headers: { cookie, host: "shop.test" } }), configured),
      "https://vitrine.example",
    );
  });
});
