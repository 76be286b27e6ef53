/**
 * I: every page route in app/routes.ts and every API route has an access rule, and guests are refused
 * where the rule asks for a customer or an administrator.
 */
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import routes from "../../app/routes.ts";
import type { Services } from "../services/index.ts";
import { registerApi } from "./api/index.ts";
import { API_ACCESS, PAGE_ACCESS } from "./route-access.ts";

type RouteEntry = { file: string; children?: RouteEntry[] };
const files = (entries: RouteEntry[]): string[] => entries.flatMap((entry) => [entry.file, ...files(entry.children ?? [])]);

describe("route access table", () => {
  it("names every page route of app/routes.ts, and nothing else", () => {
    const pages = files(routes as RouteEntry[]);
    expect(pages.filter((file) => !(file in PAGE_ACCESS))).toEqual([]);
    expect(Object.keys(PAGE_ACCESS).filter((file) => file !== "root.tsx" && !pages.includes(file))).toEqual([]);
  });

  it("names every route registered under /api, and nothing else", async () => {
    const app = Fastify();
    const registered: string[] = [];
    app.addHook("onRoute", (route) => {
      for (const method of [route.method].flat())
        if (method !== "HEAD") registered.push(`${route.url.startsWith("/api/*") && method !== "GET" ? "*" : method} ${route.url}`);
    });
    await registerApi(app, {} as Services);
    await app.ready();
    const names = [...new Set(registered.map((name) => (name.endsWith(" /api/*") ? "* /api/*" : name)))];
    expect(names.filter((name) => !(name in API_ACCESS))).toEqual([]);
    expect(Object.keys(API_ACCESS).filter((name) => !names.includes(name))).toEqual([]);
    await app.close();
  });
});
