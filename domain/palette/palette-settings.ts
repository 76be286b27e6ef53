/**
 * A merchant's change to the colour switcher's settings (PUT /api/settings/palette): the zod schemas, and the
 * change applied over the stored settings. The settings themselves, their defaults and the rule that reads a
 * stored row are in palette.ts.
 */
import { z } from "zod";
import { CSS_COLOUR, PALETTE_DEFAULT_MODES, PALETTE_TOKENS, resolvePaletteSettings, type PaletteSettings, type PaletteToken } from "./palette.ts";

export * from "./palette.ts";

export const cssColourSchema = z.string().trim().max(80).regex(CSS_COLOUR, "Use a hex colour (#1d1d1f) or an rgb()/hsl() colour.");

const paletteShape = Object.fromEntries(PALETTE_TOKENS.map((token) => [token, cssColourSchema.optional()])) as Record<
  PaletteToken,
  z.ZodOptional<typeof cssColourSchema>
>;
/** Some of a palette's tokens; unknown tokens are refused. */
export const palettePatchSchema = z.strictObject(paletteShape);

/** A merchant's change: any subset of the settings (and of each palette's tokens), each value checked; unknown keys are refused. */
export const paletteSettingsPatchSchema = z.strictObject({
  palettes: z.strictObject({ default: palettePatchSchema.optional(), switched: palettePatchSchema.optional() }).optional(),
  defaultMode: z.enum(PALETTE_DEFAULT_MODES).optional(),
  isDarkPalette: z.boolean().optional(),
  forceReload: z.boolean().optional(),
});
export type PaletteSettingsPatch = z.infer<typeof paletteSettingsPatchSchema>;

/** The settings after a merchant's change: the patch over the current values, palette tokens merged. */
export function applyPaletteSettingsPatch(current: PaletteSettings, patch: PaletteSettingsPatch): PaletteSettings {
  return resolvePaletteSettings({
    ...current,
    ...patch,
    palettes: {
      default: { ...current.palettes.default, ...patch.palettes?.default },
      switched: { ...current.palettes.switched, ...patch.palettes?.switched },
    },
  });
}
