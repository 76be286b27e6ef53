import { randomUUID } from "node:crypto";
import { mkdir, rename, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { renditionWidths } from "../../../domain/catalog/image.ts";
import type { Db } from "../../db/connect.ts";
import { images, type StoredRecipe } from "../../db/schema/index.ts";
import { readMediaImageForPdf, type DocumentImage } from "./document-image.ts";
import { renderDrawing } from "./drawings.ts";
import { renderImage } from "./render.ts";
import { renderUpload, UPLOAD_FILE_PATTERN, uploadsDirOf } from "./uploads.ts";

/** Image keys as the seed and the admin write them; anything else never reaches the file system. */
export const MEDIA_KEY_PATTERN = /^[a-z0-9][a-z0-9_-]{0,119}$/;

export type MediaFile = { path: string; size: number };

export type MediaStore = {
  /** The rendition of image `key` at `width` pixels, drawn on first request; null when there is no such rendition. */
  get(key: string, width: number): Promise<MediaFile | null>;
  /**
   * The picture at a media address of the shop (`/media/<key>/<width>.webp`, a logo path) as a PDF draws
   * it, read from this store; null for any other address or a rendition there is not.
   */
  pdfImage(localPath: string): Promise<DocumentImage | null>;
};

export type MediaStoreOptions = { render?: typeof renderImage };

/**
 * Generated images cached on disk as `${mediaDir}/${key}/${width}.webp`. Only the widths the pages ask
 * for (`renditionWidths` of the original) are drawn, so a crawler cannot fill the disk with sizes.
 */
export function createMediaStore(db: Db, mediaDir: string, options: MediaStoreOptions = {}): MediaStore {
  const render = options.render ?? renderImage;
  // One render per file at a time: concurrent first requests wait for the same promise.
  const inFlight = new Map<string, Promise<MediaFile | null>>();

  /**
   * A generated picture is drawn; an uploaded one is scaled from its original kept under <data>/uploads; a
   * hand-drawn one (the demo's logo) is drawn from its SVG at the size asked.
   */
  function drawRecipe(recipe: StoredRecipe, width: number, height: number): Promise<Buffer> {
    if ("drawing" in recipe) return renderDrawing(recipe.drawing, width, height);
    if (!("upload" in recipe)) return render(recipe, width, height);
    if (!UPLOAD_FILE_PATTERN.test(recipe.upload)) throw new Error(`Not an upload file name: ${JSON.stringify(recipe.upload)}`);
    return renderUpload(path.join(uploadsDirOf(mediaDir), recipe.upload), width, height);
  }

  async function produce(key: string, width: number, file: string): Promise<MediaFile | null> {
    const [row] = await db.select({ width: images.width, height: images.height, recipe: images.recipe }).from(images).where(eq(images.key, key)).limit(1);
    if (!row || !renditionWidths(row.width).includes(width)) return null;
    const height = Math.max(1, Math.round((row.height * width) / row.width));
    const bytes = await drawRecipe(row.recipe, width, height);
    await mkdir(path.dirname(file), { recursive: true });
    // Write then rename: a reader never sees a half-written file, even across processes.
    const temporary = `${file}.${process.pid}.${randomUUID()}.tmp`;
    await writeFile(temporary, bytes);
    await rename(temporary, file);
    return { path: file, size: bytes.length };
  }

  const store: MediaStore = {
    pdfImage: (localPath) => readMediaImageForPdf(store, localPath),
    async get(key, width) {
      if (!MEDIA_KEY_PATTERN.test(key) || !Number.isInteger(width) || width < 1) return null;
      const file = path.join(mediaDir, key, `${width}.webp`);
      const cached = await sizeOf(file);
      // A file on disk was validated when it was written.
      if (cached !== null) return { path: file, size: cached };
      const id = `${key}/${width}`;
      let pending = inFlight.get(id);
      if (!pending) {
        pending = produce(key, width, file).finally(() => inFlight.delete(id));
        inFlight.set(id, pending);
      }
      return pending;
    },
  };
  return store;
}

async function sizeOf(file: string): Promise<number | null> {
  try {
    return (await stat(file)).size;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}
