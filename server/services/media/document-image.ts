import sharp from "sharp";

/** A picture as a PDF draws it: PNG bytes (react-pdf draws PNG and JPEG only). */
export type DocumentImage = { data: Buffer; format: "png" };

/** `/media/<key>/<width>.webp`, the address `mediaUrl()` gives an image of the shop's own media. */
const MEDIA_PATH = /^\/media\/([^/]+)\/([1-9][0-9]{0,4})\.webp$/;

/**
 * One of the shop's own pictures, named by its address on the shop (a logo path such as
 * `/media/vitrine-logo/880.webp`), read from the media store as PNG on white for a PDF; null for any
 * other address and for a picture the store does not have. Nothing is fetched: a logo path cannot make
 * the server request a URL, its own or anyone else's.
 */
export async function readMediaImageForPdf(
  media: { get(key: string, width: number): Promise<{ path: string } | null> },
  localPath: string,
): Promise<DocumentImage | null> {
  const match = MEDIA_PATH.exec(localPath);
  // The store answers null for a key it would never write (MEDIA_KEY_PATTERN) and for a width it does not draw.
  const file = match ? await media.get(match[1]!, Number.parseInt(match[2]!, 10)) : null;
  if (!file) return null;
  // Documents print on white: flattened, the logo needs no transparency, which PDF/A files handle poorly.
  const data = await sharp(file.path).flatten({ background: "#ffffff" }).png().toBuffer();
  return { data, format: "png" };
}
