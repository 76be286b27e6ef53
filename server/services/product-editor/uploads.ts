import { randomBytes } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp, { type Metadata } from "sharp";
import type { Queryable } from "../../db/kit/index.ts";
import { images } from "../../db/schema/index.ts";
import { ServiceError } from "../errors.ts";
import { uploadsDirOf } from "../media/index.ts";
import { MAX_RENDER_PIXELS } from "../media/render.ts";
import { IMAGE_WIDTHS } from "../../../domain/catalog/image.ts";

/** Pictures larger than this are refused before sharp reads them. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Bounds the work a rendition costs (the media server's own limit is 2400 × 2400 per rendition). */
export const MAX_UPLOAD_PIXELS = 8000 * 8000;
/** The formats a browser shows everywhere; the file's own bytes decide, not the header it came with. */
const EXTENSIONS = { jpeg: "jpg", png: "png", webp: "webp" } as const;
const ACCEPTED_TYPES = ["image/jpeg", "image/png", "image/webp"];

export type UploadedImage = { id: number; key: string; width: number; height: number; alt: string };

/**
 * Keeps an uploaded picture as the original of a new image: checked by decoding it (a JPEG, PNG or WebP
 * whose size we accept), written under <data>/uploads/<key>.<ext> (write then rename), and recorded with
 * a recipe that names the file, so the media server makes every rendition from it on first request.
 */
export async function storeUpload(db: Queryable, mediaDir: string, bytes: Buffer, contentType: string, alt: string): Promise<UploadedImage> {
  const refuse = (message: string) => new ServiceError("invalid", "invalid_image", message);
  if (!ACCEPTED_TYPES.includes(contentType.split(";")[0]!.trim().toLowerCase())) throw refuse("Upload a JPEG, PNG or WebP picture.");
  if (bytes.length === 0) throw refuse("The picture is empty.");
  if (bytes.length > MAX_UPLOAD_BYTES) throw refuse("The picture is larger than 10 MB.");
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: MAX_UPLOAD_PIXELS }).metadata();
  } catch {
    throw refuse("This file is not a picture we can read.");
  }
  const format = metadata.format as keyof typeof EXTENSIONS;
  if (!(format in EXTENSIONS) || !metadata.width || !metadata.height) throw refuse("Upload a JPEG, PNG or WebP picture.");
  // Phone photos are stored sideways with an orientation tag; renditions are made upright, so sizes are too.
  const turned = (metadata.orientation ?? 1) >= 5;
  const { width, height } = displaySize(turned ? metadata.height : metadata.width, turned ? metadata.width : metadata.height);
  const key = `upload-${randomBytes(9).toString("hex")}`;
  const file = `${key}.${EXTENSIONS[format]}`;
  const directory = uploadsDirOf(mediaDir);
  await mkdir(directory, { recursive: true });
  const temporary = path.join(directory, `${file}.${process.pid}.tmp`);
  await writeFile(temporary, bytes);
  await rename(temporary, path.join(directory, file));
  const [row] = await db
    .insert(images)
    .values({ key, width, height, alt, recipe: { upload: file } })
    .returning({ id: images.id, key: images.key, width: images.width, height: images.height, alt: images.alt });
  return row!;
}

/**
 * The size the shop shows an upload at: its own, or scaled down (proportions kept) to the widest
 * rendition the pages ask for and the most pixels the media server draws. The original stays as it came.
 */
export function displaySize(width: number, height: number): { width: number; height: number } {
  const widest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
  const scale = Math.min(1, widest / width, Math.sqrt(MAX_RENDER_PIXELS / (width * height)));
  return { width: Math.max(1, Math.floor(width * scale)), height: Math.max(1, Math.floor(height * scale)) };
}
