/**
 * Writes brotli (quality 11) and gzip (level 9) copies beside the client build's text assets, once at
 * build time. The server hands them out as they are (`preCompressed`), so browsers get the smallest
 * files without the server compressing the same bytes on every request at a cheaper quality.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|html|webmanifest)$/;
/** Below this the headers outweigh the saving. */
const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

export async function precompress(dir: string): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  let count = 0;
  let bytes = 0;
  let brotliBytes = 0;
  for await (const file of files(dir)) {
    const body = await readFile(file);
    if (body.length < MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
      gzip(body, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    count++;
    bytes += body.length;
    brotliBytes += br.length;
  }
  return { files: count, bytes, brotliBytes };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = path.resolve(process.argv[2] ?? "build/client");
  const result = await precompress(dir);
  console.log(`precompressed ${result.files} files: ${(result.bytes / 1024).toFixed(1)} KiB → ${(result.brotliBytes / 1024).toFixed(1)} KiB brotli`);
}
