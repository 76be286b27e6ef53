import type { ImageRecipe } from "../../../db/schema/index.ts";
import { hsl } from "../palette.ts";

/**
 * Material close-ups that fill the whole picture: the image swatches of the material attribute and the
 * "detail" shots of product galleries. `width`/`height` are the picture's view box.
 */
export type TextureMotif = (recipe: ImageRecipe, width: number, height: number) => string;

export const TEXTURE_MOTIFS: Record<string, TextureMotif> = {
  weave: ({ accent }, w, h) => `<defs><pattern id="weave" width="56" height="56" patternUnits="userSpaceOnUse">
      <rect width="56" height="56" fill="${hsl(accent, 30, 80)}"/>
      <rect y="4" width="28" height="20" fill="${hsl(accent, 28, 66)}"/><rect x="28" y="32" width="28" height="20" fill="${hsl(accent, 28, 66)}"/>
      <rect x="32" y="0" width="20" height="28" fill="${hsl(accent, 32, 88)}"/><rect x="4" y="28" width="20" height="28" fill="${hsl(accent, 32, 88)}"/>
    </pattern></defs><rect width="${w}" height="${h}" fill="url(#weave)"/>`,
  knit: ({ accent }, w, h) => `<defs><pattern id="knit" width="64" height="54" patternUnits="userSpaceOnUse">
      <rect width="64" height="54" fill="${hsl(accent, 30, 62)}"/>
      <path d="M4 6 L32 44 M60 6 L32 44" stroke="${hsl(accent, 34, 76)}" stroke-width="17" stroke-linecap="round"/>
    </pattern></defs><rect width="${w}" height="${h}" fill="url(#knit)"/>`,
  grain: (recipe, w, h) => {
    const next = lcg(recipe.hue * 7 + recipe.accent);
    const lines: string[] = [];
    for (let y = -20; y < h + 40; y += 14 + next() * 22) {
      const a = (next() - 0.5) * 60;
      const b = (next() - 0.5) * 60;
      lines.push(
        `<path d="M0 ${y.toFixed(1)} C${w * 0.3} ${(y + a).toFixed(1)} ${w * 0.6} ${(y - b).toFixed(1)} ${w} ${(y + a / 2).toFixed(1)}" stroke="${hsl(recipe.accent, 40, 34)}" stroke-width="${(2 + next() * 5).toFixed(1)}" fill="none" opacity="${(0.15 + next() * 0.3).toFixed(2)}"/>`,
      );
    }
    return `<rect width="${w}" height="${h}" fill="${hsl(recipe.accent, 42, 62)}"/>${lines.join("")}`;
  },
  speckle: (recipe, w, h) => {
    const next = lcg(recipe.hue * 13 + recipe.accent);
    const dots: string[] = [];
    for (let i = 0; i < 420; i++) {
      dots.push(`<circle cx="${(next() * w).toFixed(1)}" cy="${(next() * h).toFixed(1)}" r="${(1.5 + next() * 4.5).toFixed(1)}"/>`);
    }
    return `<rect width="${w}" height="${h}" fill="${hsl(recipe.accent, 22, 84)}"/><g fill="${hsl(recipe.accent, 30, 30)}" opacity="0.55">${dots.join("")}</g>`;
  },
  hide: ({ accent }, w, h) => `<defs><radialGradient id="hide" cx="0.35" cy="0.3" r="0.9">
      <stop offset="0" stop-color="${hsl(accent, 48, 50)}"/><stop offset="1" stop-color="${hsl(accent, 50, 30)}"/>
    </radialGradient></defs><rect width="${w}" height="${h}" fill="url(#hide)"/>
    <rect x="50" y="50" width="${w - 100}" height="${h - 100}" rx="24" fill="none" stroke="${hsl(accent, 40, 80)}" stroke-width="6" stroke-dasharray="22 14"/>`,
  glaze: ({ accent }, w, h) => `<rect width="${w}" height="${h}" fill="${hsl(accent, 30, 90)}"/>
    <ellipse cx="${w * 0.3}" cy="${h * 0.28}" rx="${w * 0.32}" ry="${h * 0.16}" fill="#ffffff" opacity="0.6"/>
    <path d="M0 ${h * 0.75} Q${w * 0.25} ${h * 0.68} ${w * 0.5} ${h * 0.76} T${w} ${h * 0.72} L${w} ${h} L0 ${h} Z" fill="${hsl(accent, 35, 80)}"/>`,
  texture: ({ hue, accent }, w, h) => `<defs><pattern id="stripes" width="120" height="120" patternUnits="userSpaceOnUse" patternTransform="rotate(35)">
      <rect width="120" height="120" fill="${hsl(hue, 35, 88)}"/><rect width="44" height="120" fill="${hsl(accent, 45, 62)}" opacity="0.7"/>
    </pattern></defs><rect width="${w}" height="${h}" fill="url(#stripes)"/>`,
};

/** A tiny linear congruential generator: the same seed draws the same grain and speckles every time. */
function lcg(seed: number): () => number {
  let state = Math.abs(Math.floor(seed)) % 2_147_483_647 || 1;
  return () => {
    state = (state * 48_271) % 2_147_483_647;
    return state / 2_147_483_647;
  };
}
