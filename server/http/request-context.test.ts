/**
 * The request context's refusals as a route sees them, with services that know no session: a guest asked
 * to sign in is sent to the login page with the page to come back to.
 */
import { describe, expect, it } from "vitest";
import type { Services } from "../services/index.ts";
import { shopAdministrator, signedInCustomer } from "./access.ts";
import { createRequestContext, pagePathOf } from "./request-context.ts";

const noSessions = { sessions: { find: async () => null } } as unknown as Services;

function guestAsking(url: string) {
  return createRequestContext(noSessions, {
    method: "GET",
    url,
    protocol: "http",
    host: "shop.test",
    clientAddress: "198.51.100.1",
    headers: {},
    body: () => null,
  });
}

async function refusalOf(promise: Promise<unknown>): Promise<Response> {
  const refusal = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(refusal).toBeInstanceOf(Response);
  return refusal as Response;
}

describe("requireRole for a guest on a page", () => {
  it("redirects to the login page, to come back to the page and its query", async () => {
    const refused = await refusalOf(guestAsking("/account/orders?page=2").requireRole(signedInCustomer));
    expect(refused.status).toBe(302);
    expect(refused.headers.get("location")).toBe(`/account/login?next=${encodeURIComponent("/account/orders?page=2")}`);
  });

  it("a client-side navigation (React Router's data URL) comes back to the page, not to its data", async () => {
    const refused = await refusalOf(guestAsking("/account/orders.data?page=2&_routes=routes%2Faccount-orders").requireRole(signedInCustomer));
    expect(refused.headers.get("location")).toBe(`/account/login?next=${encodeURIComponent("/account/orders?page=2")}`);
  });
});

describe("requireRole with a rule that forbids", () => {
  it("answers 403 forbidden naming who may, on a page and on the API alike", async () => {
    for (const url of ["/admin/settings", "/api/settings/tax"]) {
      const refused = await refusalOf(guestAsking(url).requireRole(shopAdministrator));
      expect(refused.status).toBe(403);
      expect(refused).toMatchObject({ code: "forbidden", message: "Only a shop administrator may do this." });
    }
  });
});

describe("pagePathOf", () => {
  it("names the page a data URL loads, and leaves a page's own URL as it is", () => {
    const of = (path: string) => pagePathOf(new URL(path, "http://shop.test"));
    expect(of("/_root.data")).toBe("/");
    expect(of("/account.data")).toBe("/account");
    expect(of("/account/addresses/billing.data?_routes=routes%2Faccount-address-edit")).toBe("/account/addresses/billing");
    expect(of("/account/orders?_routes=x&page=2")).toBe("/account/orders?_routes=x&page=2");
    expect(of("/search?q=lamp")).toBe("/search?q=lamp");
  });
});
