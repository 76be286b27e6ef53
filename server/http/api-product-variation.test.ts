import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProductDetail, VariationDetail } from "../../domain/catalog/types.ts";
import type { Database } from "../db/connect.ts";
import { seedDemoShopIfEmpty } from "../db/seed/index.ts";
import { createServices } from "../services/index.ts";
import { createTestDatabase, testDatabaseKind } from "../testing/test-database.ts";
import { buildServer } from "./server.ts";

let database: Database;
let mediaDir: string;
let app: FastifyInstance;
let tee: ProductDetail;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoShopIfEmpty(database.db);
  mediaDir = await mkdtemp(path.join(os.tmpdir(), "vitrine-api-variation-"));
  const services = createServices(database.db, { mediaDir });
  app = await buildServer({ services });
  await app.ready();
  tee = (await services.catalog.getProduct("everyday-crew-tee"))!;
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
});

const ask = (slug: string, payload: unknown) =>
  app.inject({ method: "POST", url: `/api/products/${slug}/variation`, payload: payload as Record<string, unknown> });

describe(`POST /api/products/:id/variation (${testDatabaseKind})`, () => {
  it("answers the variation a complete selection picks, as the catalogue stores it (P-7-3)", async () => {
    expect(tee.variations.length).toBeGreaterThan(30);
    const wanted = tee.variations.find((v) => v.attributes.colour === "sage" && v.attributes.size === "l" && v.attributes.material === "linen")!;
    const response = await ask("everyday-crew-tee", { attributes: { colour: "sage", size: "l", material: "linen" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json<{ variation: VariationDetail }>().variation).toEqual(wanted);
  });

  it("takes the form's attribute_<slug> field names too (P-7-2)", async () => {
    const response = await ask("everyday-crew-tee", { attributes: { attribute_colour: "ocean", attribute_size: "m", attribute_material: "cotton" } });
    expect(response.json<{ variation: VariationDetail }>().variation.attributes).toEqual({ colour: "ocean", size: "m", material: "cotton" });
  });

  it("answers null for a combination that does not exist and for an incomplete selection (P-7-4)", async () => {
    const missing = await ask("everyday-crew-tee", { attributes: { colour: "mustard", size: "xs", material: "linen" } });
    expect(missing.statusCode).toBe(200);
    expect(missing.json()).toEqual({ variation: null });
    const partial = await ask("everyday-crew-tee", { attributes: { colour: "sage" } });
    expect(partial.json()).toEqual({ variation: null });
  });

  it("answers 404 for an unknown product and 400 for a malformed body or a foreign attribute", async () => {
    const unknown = await ask("no-such-product", { attributes: {} });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe("product_not_found");
    const malformed = await ask("everyday-crew-tee", { attributes: { colour: 3 } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields).toHaveProperty("attributes.colour");
    const foreign = await ask("everyday-crew-tee", { attributes: { flavour: "mint" } });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.fields).toHaveProperty("attributes.flavour");
    const extra = await ask("everyday-crew-tee", { attributes: {}, sneaky: 1 });
    expect(extra.statusCode).toBe(400);
  });
});
