import type { ImageRecipe } from "../../db/schema/index.ts";

/** The colours of one picture: a soft background from `hue`, the object from `color` (or `accent`). */
export type Palette = {
  backgroundTop: string;
  backgroundBottom: string;
  backdrop: string;
  surface: string;
  main: string;
  dark: string;
  light: string;
  shadow: string;
  ink: string;
  leaf: string;
  leafDark: string;
};

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

export function paletteFor(recipe: ImageRecipe): Palette {
  const { hue, accent } = recipe;
  // A swatch colour is drawn as is: the picture of "Plum" shows the plum of its swatch.
  const exact = recipe.color !== undefined && HEX_COLOUR.test(recipe.color) ? recipe.color.toLowerCase() : undefined;
  return {
    backgroundTop: hsl(hue, 38, 95),
    backgroundBottom: hsl(hue, 32, 85),
    backdrop: hsl(hue, 34, 90),
    surface: hsl(hue, 22, 78),
    main: exact ?? hsl(accent, 48, 54),
    dark: exact ? mix(exact, "#000000", 0.3) : hsl(accent, 42, 37),
    light: exact ? mix(exact, "#ffffff", 0.45) : hsl(accent, 58, 76),
    shadow: hsl(hue, 30, 22),
    ink: hsl(hue, 24, 24),
    leaf: hsl(128, 36, 40),
    leafDark: hsl(142, 40, 27),
  };
}

/** `from` moved `amount` (0..1) of the way towards `to`; both hex colours. */
export function mix(from: string, to: string, amount: number): string {
  const channel = (hex: string, i: number) => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  return `#${[0, 1, 2]
    .map((i) =>
      Math.round(channel(from, i) + (channel(to, i) - channel(from, i)) * amount)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** HSL (degrees, percent, percent) to a hex colour; every SVG renderer reads hex. */
export function hsl(hue: number, saturation: number, lightness: number): string {
  const h = (((hue % 360) + 360) % 360) / 360;
  const s = saturation / 100;
  const l = lightness / 100;
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t: number) => {
    const x = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    const v = x < 1 / 6 ? p + (q - p) * 6 * x : x < 1 / 2 ? q : x < 2 / 3 ? p + (q - p) * (2 / 3 - x) * 6 : p;
    return Math.round(v * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(h + 1 / 3)}${channel(h)}${channel(h - 1 / 3)}`;
}
