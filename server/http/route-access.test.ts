/**
 * I: every page route in app/routes.ts and every API route has an access rule. That guests (and signed-in
 * customers, for the administrator's routes) are refused where the rule says is route-refusals.test.ts.
 */
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import type { Services } from "../services/index.ts";
import { apiAccessKey, routeFiles } from "../testing/route-table.ts";
import { registerApi } from "./api/index.ts";
import { API_ACCESS, apiAccessOf, PAGE_ACCESS, pageAccessOf } from "./route-access.ts";

describe("route access table", () => {
  it("names every page route of app/routes.ts, and nothing else", () => {
    const pages = routeFiles();
    expect(pages.filter((file) => pageAccessOf(file) === undefined)).toEqual([]);
    expect(Object.keys(PAGE_ACCESS).filter((file) => file !== "root.tsx" && !pages.includes(file))).toEqual([]);
  });

  it("names every route registered under /api, and nothing else", async () => {
    const app = Fastify();
    const registered: string[] = [];
    app.addHook("onRoute", (route) => {
      for (const method of [route.method].flat()) {
        const name = apiAccessKey(method, route.url);
        if (name) registered.push(name);
      }
    });
    await registerApi(app, {} as Services);
    await app.ready();
    const names = [...new Set(registered)];
    expect(names.filter((name) => apiAccessOf(name) === undefined)).toEqual([]);
    expect(Object.keys(API_ACCESS).filter((name) => !names.includes(name))).toEqual([]);
    await app.close();
  });
});
