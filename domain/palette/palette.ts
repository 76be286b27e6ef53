/**
 * The colour switcher's settings (storefront-shell.md §3 "Colour switcher", S-3-42): two palettes of
 * colour tokens (default and switched), the mode a visitor without a choice starts in, whether the
 * switched palette is dark, and whether a toggle reloads the page. Stored as the `palette` settings row;
 * anything missing or malformed falls back to its default, token by token.
 *
 * Every colour the storefront's CSS paints with is one of PALETTE_TOKENS, written as `--color-<token>`.
 *
 * This module is what the browser may load (the root layout renders the palettes); the zod schemas of a
 * merchant's change are in palette-settings.ts, so the storefront's bundle carries no zod.
 */

export const PALETTE_SETTINGS_KEY = "palette";

export const PALETTE_TOKENS = [
  "bg",
  "surface",
  "surface-strong",
  "text",
  "text-soft",
  "muted",
  "border",
  "border-strong",
  "accent",
  "accent-hover",
  "accent-soft",
  "accent-contrast",
  "sale",
  "on-sale",
  "sale-soft",
  "success",
  "warning",
  "star",
  "focus",
  "overlay",
  "hero-start",
  "hero-mid",
  "hero-end",
  "art-1",
  "art-2",
  "tint-1",
  "tint-2",
  "tint-3",
  "tint-4",
  "tint-5",
  "tint-6",
] as const;
export type PaletteToken = (typeof PALETTE_TOKENS)[number];
export type Palette = Record<PaletteToken, string>;

/** light: start on the default palette; dark: start switched; system: follow the visitor's system when the switched palette is dark. */
export const PALETTE_DEFAULT_MODES = ["light", "dark", "system"] as const;
export type PaletteDefaultMode = (typeof PALETTE_DEFAULT_MODES)[number];

export type PaletteSettings = {
  palettes: { default: Palette; switched: Palette };
  defaultMode: PaletteDefaultMode;
  /** The switched palette is a dark one: the switcher says "Dark"/"Light", and `system` mode may switch to it. */
  isDarkPalette: boolean;
  /** A toggle stores the choice and reloads the page instead of swapping the tokens in place. */
  forceReload: boolean;
};

const LIGHT: Palette = {
  bg: "#ffffff",
  surface: "#f6f5f2",
  "surface-strong": "#ecebe6",
  text: "#1d1d1f",
  "text-soft": "#3d3d42",
  muted: "#5b5b60",
  border: "#dedcd6",
  "border-strong": "#b9b6ad",
  accent: "#0b5f55",
  "accent-hover": "#084a42",
  "accent-soft": "#e3f0ed",
  "accent-contrast": "#ffffff",
  sale: "#b3261e",
  "on-sale": "#ffffff",
  "sale-soft": "#fbe9e7",
  success: "#1f7a3a",
  warning: "#8a5a00",
  star: "#c98a06",
  focus: "#2563eb",
  overlay: "rgb(20 20 22 / 0.04)",
  "hero-start": "#efe9df",
  "hero-mid": "#e6efe9",
  "hero-end": "#dcebe6",
  "art-1": "#e8a33d",
  "art-2": "#c8553d",
  "tint-1": "#ece6dc",
  "tint-2": "#dfeae5",
  "tint-3": "#efe1d9",
  "tint-4": "#e2e6ef",
  "tint-5": "#efe9d4",
  "tint-6": "#e9e1ec",
};

const DARK: Palette = {
  bg: "#121416",
  surface: "#1b1e21",
  "surface-strong": "#262a2e",
  text: "#ecebe6",
  "text-soft": "#d4d3ce",
  muted: "#a9a9ae",
  border: "#33373c",
  "border-strong": "#5a5f66",
  accent: "#5fcfbd",
  "accent-hover": "#86dccd",
  "accent-soft": "#173a35",
  "accent-contrast": "#0b1f1c",
  sale: "#ff8a80",
  "on-sale": "#2a0c09",
  "sale-soft": "#3a1a17",
  success: "#6fd08a",
  warning: "#f0b85a",
  star: "#f2b53a",
  focus: "#8ab4ff",
  overlay: "rgb(255 255 255 / 0.06)",
  "hero-start": "#1f2b28",
  "hero-mid": "#1b2422",
  "hero-end": "#15201e",
  "art-1": "#c98a2e",
  "art-2": "#b5553f",
  "tint-1": "#24211c",
  "tint-2": "#1b2723",
  "tint-3": "#2a1f1b",
  "tint-4": "#1e222b",
  "tint-5": "#26241a",
  "tint-6": "#261f29",
};

/** The demo: a light default palette and a dark switched one, starting light. */
export const PALETTE_SETTINGS_DEFAULTS: PaletteSettings = {
  palettes: { default: LIGHT, switched: DARK },
  defaultMode: "light",
  isDarkPalette: true,
  forceReload: false,
};

/**
 * A colour a palette may hold: a hex colour or an rgb()/hsl() function of numbers, or `transparent`.
 * Nothing else, so a stored value can never close the declaration or the <style> it is written into.
 */
export const CSS_COLOUR = /^(?:#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})|(?:rgb|rgba|hsl|hsla)\([0-9.%\s,/+-]{1,60}\)|transparent)$/i;
export const isCssColour = (v: unknown): v is string => typeof v === "string" && v.length <= 80 && CSS_COLOUR.test(v.trim());

const record = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

function resolvePalette(stored: unknown, fallback: Palette): Palette {
  const value = record(stored);
  return Object.fromEntries(PALETTE_TOKENS.map((token) => [token, isCssColour(value[token]) ? value[token].trim() : fallback[token]])) as Palette;
}

/** The stored value over the defaults, field by field and token by token: one bad value keeps its default, not the others'. */
export function resolvePaletteSettings(stored: unknown): PaletteSettings {
  const value = record(stored);
  const palettes = record(value.palettes);
  const d = PALETTE_SETTINGS_DEFAULTS;
  return {
    palettes: { default: resolvePalette(palettes.default, d.palettes.default), switched: resolvePalette(palettes.switched, d.palettes.switched) },
    defaultMode: PALETTE_DEFAULT_MODES.includes(value.defaultMode as PaletteDefaultMode) ? (value.defaultMode as PaletteDefaultMode) : d.defaultMode,
    isDarkPalette: typeof value.isDarkPalette === "boolean" ? value.isDarkPalette : d.isDarkPalette,
    forceReload: typeof value.forceReload === "boolean" ? value.forceReload : d.forceReload,
  };
}

/** The add-on settings' colour switcher keys as the page supplies them (S-3-42); `isInit`: the header shows the switcher. */
export function colorSwitcherSettings(settings: PaletteSettings) {
  return { ...settings, isInit: true as const };
}
