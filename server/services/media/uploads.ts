import path from "node:path";
import sharp from "sharp";
import { MAX_RENDER_PIXELS } from "./render.ts";

/** File names the upload service writes (`upload-<hex>.<ext>`); a recipe naming anything else is refused. */
export const UPLOAD_FILE_PATTERN = /^upload-[a-f0-9]{6,64}\.(jpg|png|webp)$/;

/** Originals live beside the rendition cache, in the data folder: <data>/media and <data>/uploads. */
export function uploadsDirOf(mediaDir: string): string {
  return path.join(path.dirname(path.resolve(mediaDir)), "uploads");
}

/** One rendition of an uploaded original, upright, as WebP at exactly `width` × `height`. */
export async function renderUpload(file: string, width: number, height: number): Promise<Buffer> {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1 || width * height > MAX_RENDER_PIXELS) {
    throw new RangeError(`Cannot render an image of ${width} × ${height} pixels.`);
  }
  return sharp(file).rotate().resize(width, height, { fit: "fill" }).webp({ quality: 82, effort: 4 }).toBuffer();
}
