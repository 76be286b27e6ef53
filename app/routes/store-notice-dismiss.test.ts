/** The banners' dismiss form without JavaScript: POST → cookie → 303 back to the page. */
import { describe, expect, it } from "vitest";
import type { Services } from "../../server/services/index.ts";
import { jarCookies, routeArgs } from "../../server/testing/route-args.ts";
import { action, loader } from "./store-notice-dismiss.tsx";

const ORIGIN = "http://shop.test";

function post(fields: Record<string, string>, headers: Record<string, string> = { origin: ORIGIN }) {
  const request = new Request(`${ORIGIN}/store-notice/dismiss`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
  });
  return routeArgs(request, {} as Services);
}

async function answer(run: () => Promise<unknown>): Promise<Response> {
  try {
    return (await run()) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    if (thrown && typeof thrown === "object" && "init" in thrown) return new Response(null, (thrown as { init: ResponseInit }).init);
    throw thrown;
  }
}

describe("POST /store-notice/dismiss (no JavaScript)", () => {
  it("S-3-47 S-3-48 S-4-39 sets the store notice's 'hidden' cookie at path / and goes back to the page", async () => {
    const args = post({ notice: "k3x9a", return_to: "/shop?sort=price" });
    const response = await answer(() => action(args as never));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/shop?sort=price");
    expect(jarCookies(args)).toEqual([expect.stringMatching(/^store_noticek3x9a=hidden; Path=\/; SameSite=Lax; Max-Age=\d+$/)]);
  });

  it("dismisses the coming-soon banner with its own cookie", async () => {
    const args = post({ coming_soon_banner_dismissed: "yes", return_to: "/" });
    expect((await answer(() => action(args as never))).status).toBe(303);
    expect(jarCookies(args)[0]).toMatch(/^coming_soon_banner_dismissed=yes; Path=\/;/);
  });

  it("never sends the visitor off the site, and refuses what is not a banner", async () => {
    for (const target of ["https://evil.example/", "//evil.example", "/\\evil.example"]) {
      const response = await answer(() => action(post({ notice: "k3x9a", return_to: target }) as never));
      expect(response.headers.get("location")).toBe("/");
    }
    const bad = post({ notice: "../x" });
    expect((await answer(() => action(bad as never))).status).toBe(400);
    expect(jarCookies(bad)).toEqual([]);
  });

  it("refuses a post from another site, and sends a GET home", async () => {
    const args = post({ notice: "k3x9a" }, { origin: "https://evil.example" });
    expect((await answer(() => action(args as never))).status).toBe(403);
    expect(jarCookies(args)).toEqual([]);
    expect((await answer(async () => loader())).headers.get("location")).toBe("/");
  });
});
