import { randomBytes } from "node:crypto";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/** Stored names are the shop's own: `dl-` and 24 hex characters; anything else never reaches the disk. */
export const STORED_KEY_PATTERN = /^dl-[a-f0-9]{24}$/;

/**
 * The private folder downloadable files are kept in: beside the media cache in the data folder
 * (<data>/downloads), outside public/ and never served by the static handler or /media.
 */
export function downloadsDirOf(mediaDir: string): string {
  return path.join(path.dirname(path.resolve(mediaDir)), "downloads");
}

export function storedPath(dir: string, storedKey: string): string {
  if (!STORED_KEY_PATTERN.test(storedKey)) throw new Error(`Not a stored download key: ${JSON.stringify(storedKey)}`);
  return path.join(dir, storedKey);
}

/** Writes the bytes under a new key (write then rename: never half a file) and returns the key. */
export async function writeStoredFile(dir: string, bytes: Uint8Array): Promise<string> {
  const key = `dl-${randomBytes(12).toString("hex")}`;
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const file = storedPath(dir, key);
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, bytes, { mode: 0o600 });
  await rename(temporary, file);
  return key;
}

export async function removeStoredFile(dir: string, storedKey: string): Promise<void> {
  await rm(storedPath(dir, storedKey), { force: true });
}
