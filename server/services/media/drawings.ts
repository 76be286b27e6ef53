import { readFile } from "node:fs/promises";
import sharp from "sharp";
import { MAX_RENDER_PIXELS } from "./render.ts";

/**
 * Pictures drawn by hand as SVG files kept with the code (the demo shop's logo), by the name an image's
 * recipe gives (`{ drawing: "vitrine-logo" }`). Only these files are ever read: a recipe naming anything
 * else is refused.
 */
export const DRAWINGS = {
  "vitrine-logo": new URL("./drawings/vitrine-logo.svg", import.meta.url),
} as const;
export type DrawingName = keyof typeof DRAWINGS;

export function isDrawingName(name: string): name is DrawingName {
  return Object.hasOwn(DRAWINGS, name);
}

/** A drawing as a WebP of exactly `width` × `height` pixels, drawn at that size (sharp, librsvg), transparent where it is. */
export async function renderDrawing(name: string, width: number, height: number): Promise<Buffer> {
  if (!isDrawingName(name)) throw new Error(`Not a drawing: ${JSON.stringify(name)}`);
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1 || width * height > MAX_RENDER_PIXELS) {
    throw new RangeError(`Cannot render an image of ${width} × ${height} pixels.`);
  }
  const svg = await readFile(DRAWINGS[name]);
  const own = await sharp(svg).metadata();
  // librsvg draws an SVG at its own size at 72 dpi: a density scaled to the rendition draws it sharp at that size.
  const density = 72 * (width / (own.width ?? width));
  return sharp(svg, { density }).resize(width, height, { fit: "fill" }).webp({ quality: 90, effort: 4 }).toBuffer();
}
