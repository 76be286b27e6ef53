import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/connect.ts";
import { images, type ImageRecipe } from "../../db/schema/index.ts";
import { createTestDatabase, testDatabaseKind } from "../../testing/test-database.ts";
import { renderImage } from "./render.ts";
import { createMediaStore, type MediaStore } from "./store.ts";

const MUG: ImageRecipe = { hue: 30, accent: 17, motif: "mug", label: "Stoneware Mug" };

let database: Database;
let mediaDir: string;
let store: MediaStore;
const renders: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  mediaDir = await mkdtemp(path.join(os.tmpdir(), "vitrine-media-"));
  await database.db.insert(images).values([
    { key: "p-mug-1", width: 1600, height: 1200, alt: "Mug", recipe: MUG },
    { key: "t-linen", width: 480, height: 480, alt: "Linen", recipe: { hue: 34, accent: 34, motif: "weave", label: "" } },
  ]);
  store = createMediaStore(database.db, mediaDir, {
    render: async (recipe, width, height) => {
      renders.push(`${recipe.motif}@${width}x${height}`);
      return renderImage(recipe, width, height);
    },
  });
});
afterAll(async () => {
  await database?.close();
  if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
});

describe(`media store (${testDatabaseKind})`, () => {
  it("renders a WebP at the requested width with the original's proportions, and caches it on disk", async () => {
    const started = performance.now();
    const file = await store.get("p-mug-1", 640);
    console.info(`first render 640×480: ${Math.round(performance.now() - started)} ms`);
    expect(file?.path).toBe(path.join(mediaDir, "p-mug-1", "640.webp"));
    const meta = await sharp(file?.path).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: "webp", width: 640, height: 480 });
    expect((await stat(file?.path ?? "")).size).toBe(file?.size);

    const again = await store.get("p-mug-1", 640);
    expect(again).toEqual(file);
    expect(renders.filter((r) => r === "mug@640x480")).toHaveLength(1);
  });

  it("renders a file once when first requests arrive together, leaving no temporary files", async () => {
    const results = await Promise.all(Array.from({ length: 5 }, () => store.get("p-mug-1", 320)));
    expect(new Set(results.map((r) => r?.path)).size).toBe(1);
    expect(renders.filter((r) => r === "mug@320x240")).toHaveLength(1);
    expect((await readdir(path.join(mediaDir, "p-mug-1"))).filter((f) => f.endsWith(".tmp"))).toEqual([]);
  });

  it("serves the original width and refuses widths the image does not offer", async () => {
    expect((await sharp((await store.get("t-linen", 480))?.path).metadata()).width).toBe(480);
    const before = renders.length;
    expect(await store.get("t-linen", 640)).toBeNull();
    expect(await store.get("p-mug-1", 2000)).toBeNull();
    expect(await store.get("p-mug-1", 700)).toBeNull();
    expect(await store.get("p-mug-1", 0)).toBeNull();
    expect(renders.length).toBe(before);
  });

  it("refuses unknown keys and keys that are not plain names", async () => {
    expect(await store.get("p-nothing-1", 320)).toBeNull();
    expect(await store.get("../p-mug-1", 320)).toBeNull();
    expect(await store.get("P-MUG-1", 320)).toBeNull();
  });
});

describe("renderImage", () => {
  it("draws the same bytes for the same recipe and exactly the asked size", async () => {
    const started = performance.now();
    const a = await renderImage(MUG, 2000, 1600);
    console.info(`render 2000×1600: ${Math.round(performance.now() - started)} ms, ${a.length} bytes`);
    const b = await renderImage(MUG, 2000, 1600);
    expect(a.equals(b)).toBe(true);
    const meta = await sharp(a).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 2000, 1600]);
  });

  it("draws different pictures for different recipes, escaping label text", async () => {
    const mug = await renderImage(MUG, 320, 320);
    const lamp = await renderImage({ ...MUG, motif: "lamp", label: `Fig & Cedar <"Candle">` }, 320, 320);
    expect(mug.equals(lamp)).toBe(false);
  });

  it("refuses sizes it should never draw", async () => {
    await expect(renderImage(MUG, 0, 100)).rejects.toThrow(RangeError);
    await expect(renderImage(MUG, 10_000, 10_000)).rejects.toThrow(RangeError);
  });
});
