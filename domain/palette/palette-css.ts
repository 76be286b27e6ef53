import { PALETTE_ATTRIBUTE } from "./palette-state.ts";
import { PALETTE_TOKENS, type Palette, type PaletteSettings } from "./palette.ts";

/** The CSS custom property a token is read from. */
export const tokenProperty = (token: string) => `--color-${token}`;

function declarations(palette: Palette, scheme: "light" | "dark"): string {
  return `${PALETTE_TOKENS.map((token) => `${tokenProperty(token)}:${palette[token]}`).join(";")};color-scheme:${scheme}`;
}

/**
 * The stylesheet of both palettes: the default tokens on <html>, the switched ones when it carries
 * `data-palette="switched"`. The attribute selector outranks the plain `:root` of tokens.css. Every value
 * passed the colour rule of palette.ts, so nothing here can end the rule or the <style>.
 */
export function paletteCss(settings: PaletteSettings): string {
  return (
    `:root[${PALETTE_ATTRIBUTE}]{${declarations(settings.palettes.default, "light")}}` +
    `:root[${PALETTE_ATTRIBUTE}="switched"]{${declarations(settings.palettes.switched, settings.isDarkPalette ? "dark" : "light")}}`
  );
}
