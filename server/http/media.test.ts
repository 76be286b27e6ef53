import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaUrl } from "../../domain/catalog/image.ts";
import type { Database } from "../db/connect.ts";
import { images } from "../db/schema/index.ts";
import { createMediaStore } from "../services/media/index.ts";
import { createTestDatabase, testDatabaseKind } from "../testing/test-database.ts";
import { installErrorHandler } from "./errors.ts";
import { registerMedia } from "./media.ts";

let database: Database;
let mediaDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  mediaDir = await mkdtemp(path.join(os.tmpdir(), "vitrine-media-http-"));
  await database.db
    .insert(images)
    .values({ key: "p-lamp-1", width: 1600, height: 1600, alt: "Lamp", recipe: { hue: 45, accent: 206, motif: "lamp", label: "Arc Table Lamp" } });
  app = Fastify();
  installErrorHandler(app);
  await registerMedia(app, createMediaStore(database.db, mediaDir));
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
});

describe(`GET /media/:key/:width.webp (${testDatabaseKind})`, () => {
  it("answers a rendition as an immutable WebP of the asked width", async () => {
    const response = await app.inject({ method: "GET", url: mediaUrl("p-lamp-1", 640) });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/webp");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await sharp(response.rawPayload).metadata()).width).toBe(640);

    const cached = await app.inject({ method: "GET", url: mediaUrl("p-lamp-1", 640) });
    expect(cached.rawPayload.equals(response.rawPayload)).toBe(true);
  });

  it.each([
    ["an unknown key", "/media/p-none-1/640.webp"],
    ["a width the image does not offer", "/media/p-lamp-1/700.webp"],
    ["a width above the original", "/media/p-lamp-1/2000.webp"],
    ["a width that is not a number", "/media/p-lamp-1/wide.webp"],
    ["another format", "/media/p-lamp-1/640.png"],
    ["a key that climbs out of the folder", "/media/..%2Fp-lamp-1/640.webp"],
  ])("answers 404 JSON for %s", async (_case, url) => {
    const response = await app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.json()).toMatchObject({ error: { code: "media_not_found" } });
  });
});
