import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FORM_ROUTE_SPECS, formSpecs } from "../tests/e2e/support/form-routes.ts";

const ROUTES = path.resolve(import.meta.dirname, "../app/routes");
const E2E = path.resolve(import.meta.dirname, "../tests/e2e");
const ACTION_EXPORT = /export\s+(async\s+)?(function|const|let)\s+action\b|export\s*\{[^}]*\baction\b/;

/** Every route module (not its server half, not a test) that exports an action. */
function routesWithAnAction(): string[] {
  const files = readdirSync(ROUTES, { recursive: true, encoding: "utf8" }).filter(
    (file) => /\.tsx?$/.test(file) && !/\.(server|test|db\.test)\.tsx?$/.test(file),
  );
  return files.filter((file) => ACTION_EXPORT.test(readFileSync(path.join(ROUTES, file), "utf8"))).map((file) => file.split(path.sep).join("/"));
}

describe("form routes proved on PostgreSQL", () => {
  it("every route that takes a post names the specs that post its forms", () => {
    const routes = routesWithAnAction();
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.filter((route) => !(route in FORM_ROUTE_SPECS))).toEqual([]);
  });

  it("names only routes that still take a post, and specs that exist", () => {
    const routes = new Set(routesWithAnAction());
    expect(Object.keys(FORM_ROUTE_SPECS).filter((route) => !routes.has(route))).toEqual([]);
    expect(formSpecs().filter((spec) => !existsSync(path.join(E2E, spec)))).toEqual([]);
  });

  it("a route proved by an integration test names one that exists", () => {
    const named = Object.values(FORM_ROUTE_SPECS).flatMap((entry) => ("integrationTest" in entry ? [entry.integrationTest] : []));
    expect(named.filter((file) => !existsSync(path.resolve(import.meta.dirname, "..", file)))).toEqual([]);
  });

  it("each named spec posts a form: it submits something", () => {
    const submitsNothing = formSpecs().filter((spec) => !/click|press\(|submit|request\.post|\.post\(/.test(readFileSync(path.join(E2E, spec), "utf8")));
    expect(submitsNothing).toEqual([]);
  });
});
