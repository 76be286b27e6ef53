import { mkdtemp, readFile, rm, writeFile, access } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { precompress } from "./precompress.ts";

let dir: string | null = null;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = null;
});

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

describe("precompress", () => {
  it("writes brotli and gzip copies that decompress to the asset, and skips tiny and binary files", async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "precompress-"));
    await writeFile(path.join(dir, "app.js"), "export const answer = 42;\n".repeat(200));
    await writeFile(path.join(dir, "tiny.css"), "a{color:red}");
    await writeFile(path.join(dir, "picture.webp"), Buffer.alloc(4096, 7));
    const result = await precompress(dir);
    expect(result.files).toBe(1);
    const original = await readFile(path.join(dir, "app.js"));
    expect(zlib.brotliDecompressSync(await readFile(path.join(dir, "app.js.br")))).toEqual(original);
    expect(zlib.gunzipSync(await readFile(path.join(dir, "app.js.gz")))).toEqual(original);
    expect(result.brotliBytes).toBeLessThan(original.length / 10);
    expect(await exists(path.join(dir, "tiny.css.br"))).toBe(false);
    expect(await exists(path.join(dir, "picture.webp.br"))).toBe(false);
  });
});
