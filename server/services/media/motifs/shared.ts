import type { Palette } from "../palette.ts";

/**
 * Product drawings in a 1000 × 1000 box, resting on a floor line near y = 800: flat shapes that read
 * as "a mug", "a pen" at thumbnail size and stay crisp when zoomed. `p.main` is the product's colour.
 */
export type ObjectMotif = (p: Palette) => string;

/** Materials whose colour does not follow the product's colour. */
export const BRASS = "#c9a14a";
export const BRASS_DARK = "#8f6d27";
export const OAK = "#c49a64";
export const OAK_DARK = "#8e6638";
export const WALNUT = "#6e4a33";
export const PAPER = "#f6f1e7";
export const CREAM = "#efe4cc";
export const COFFEE = "#5b3a29";
export const SOIL = "#4a3326";
export const JUTE = "#c8a875";
export const LEATHER = "#8a5431";

export const floorShadow = (p: Palette, rx: number, cy = 805, cx = 500) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="24" fill="${p.shadow}" opacity="0.16"/>`;

/** A candle flame whose base sits at (x, y). */
export const flame = (x: number, y: number, size = 1) =>
  `<circle cx="${x}" cy="${y - 50 * size}" r="${70 * size}" fill="#ffd98a" opacity="0.3"/>` +
  `<path d="M${x} ${y - 100 * size} C${x + 28 * size} ${y - 55 * size} ${x + 28 * size} ${y - 15 * size} ${x} ${y} C${x - 28 * size} ${y - 15 * size} ${x - 28 * size} ${y - 55 * size} ${x} ${y - 100 * size} Z" fill="#f7a933"/>` +
  `<path d="M${x} ${y - 55 * size} C${x + 12 * size} ${y - 36 * size} ${x + 12 * size} ${y - 14 * size} ${x} ${y - 6 * size} C${x - 12 * size} ${y - 14 * size} ${x - 12 * size} ${y - 36 * size} ${x} ${y - 55 * size} Z" fill="#fff1b8"/>`;

/** Draws a motif smaller and elsewhere, for pictures that group several objects. */
export const place = (motif: string, x: number, y: number, scale: number) => `<g transform="translate(${x} ${y}) scale(${scale})">${motif}</g>`;

/** A small plant pot of the product's colour with its rim, centred on `cx`, standing on `bottom`. */
export const pot = (p: Palette, cx: number, bottom: number, width: number, height: number) => {
  const top = bottom - height;
  const half = width / 2;
  return `<path d="M${cx - half * 0.92} ${top + height * 0.16} L${cx + half * 0.92} ${top + height * 0.16} L${cx + half * 0.72} ${bottom} L${cx - half * 0.72} ${bottom} Z" fill="${p.main}"/>
    <rect x="${cx - half}" y="${top}" width="${width}" height="${height * 0.2}" rx="8" fill="${p.dark}"/>
    <path d="M${cx - half * 0.8} ${top + height * 0.3} L${cx - half * 0.66} ${bottom - 14}" stroke="${p.light}" stroke-width="12" stroke-linecap="round" opacity="0.45"/>`;
};
