import sharp from "sharp";
import type { ImageRecipe } from "../../db/schema/index.ts";
import { sceneSvg } from "./scene.ts";

/** Largest picture we ever draw; bounds the work a request can cause. */
export const MAX_RENDER_PIXELS = 2400 * 2400;

/** Draws a recipe as a WebP of exactly `width` × `height` pixels. Same inputs, same bytes. */
export async function renderImage(recipe: ImageRecipe, width: number, height: number): Promise<Buffer> {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1 || width * height > MAX_RENDER_PIXELS) {
    throw new RangeError(`Cannot render an image of ${width} × ${height} pixels.`);
  }
  const svg = Buffer.from(sceneSvg(recipe, width, height));
  // The SVG carries its pixel size, so librsvg draws it at exactly that size; no resampling afterwards.
  return sharp(svg).resize(width, height, { fit: "fill" }).webp({ quality: 82, effort: 4 }).toBuffer();
}
