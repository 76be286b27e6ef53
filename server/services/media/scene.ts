import type { ImageRecipe } from "../../db/schema/index.ts";
import { OBJECT_MOTIFS } from "./motifs/objects.ts";
import { TEXTURE_MOTIFS } from "./motifs/textures.ts";
import { paletteFor } from "./palette.ts";

/** Design units of the picture's shorter side; the drawing scales to any pixel width from here. */
const UNITS = 1000;

/**
 * The SVG of a recipe at a pixel size. The view box depends only on the aspect ratio, so every rendition
 * of one image (320 px to full size) is the same drawing.
 */
export function sceneSvg(recipe: ImageRecipe, width: number, height: number): string {
  const vw = width >= height ? (UNITS * width) / height : UNITS;
  const vh = width >= height ? UNITS : (UNITS * height) / width;
  const p = paletteFor(recipe);
  const texture = TEXTURE_MOTIFS[recipe.motif];
  const body = texture
    ? texture(recipe, vw, vh)
    : `<defs><linearGradient id="bg" x1="0" y1="0" x2="0.25" y2="1">
        <stop offset="0" stop-color="${p.backgroundTop}"/><stop offset="1" stop-color="${p.backgroundBottom}"/>
      </linearGradient></defs>
      <rect width="${vw}" height="${vh}" fill="url(#bg)"/>
      <circle cx="${vw * 0.74}" cy="${vh * 0.28}" r="${UNITS * 0.3}" fill="${p.backdrop}"/>
      <rect y="${vh * 0.5 + UNITS * 0.3}" width="${vw}" height="${vh}" fill="${p.surface}" opacity="0.35"/>
      <g transform="translate(${(vw - UNITS) / 2} ${(vh - UNITS) / 2})">${(OBJECT_MOTIFS[recipe.motif] ?? OBJECT_MOTIFS.circle)?.(p)}</g>`;
  // Centred, so the crops the pages make (a 4:5 card from a landscape original) never cut it.
  // On a busy texture the label sits on a light band so it stays legible.
  const bandWidth = 36 + recipe.label.length * 19;
  const band = texture
    ? `<rect x="${round((vw - bandWidth) / 2)}" y="${vh - UNITS * 0.1}" width="${bandWidth}" height="${UNITS * 0.07}" rx="8" fill="#ffffff" opacity="0.8"/>`
    : "";
  const label = recipe.label
    ? `${band}<text x="${round(vw / 2)}" y="${vh - UNITS * 0.05}" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="26" letter-spacing="2" fill="${p.ink}" opacity="0.7">${escapeXml(recipe.label.toUpperCase())}</text>`
    : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${round(vw)} ${round(vh)}">${body}${label}</svg>`;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function round(n: number): string {
  return Number(n.toFixed(3)).toString();
}
