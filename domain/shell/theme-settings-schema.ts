/** The stored theme settings document, read and checked on the server (see theme-settings.ts). */
import { z } from "zod";
import { ADD_TO_CART_OPTIONS, THEME_SETTINGS_DEFAULTS, type ThemeSettings } from "./theme-settings.ts";

export const themeSettingsSchema = z.strictObject({
  add_to_cart_options_single: z.enum(ADD_TO_CART_OPTIONS),
  single_product_ajax_add_to_cart: z.boolean(),
  shop_quick_view_enable: z.boolean(),
}) satisfies z.ZodType<ThemeSettings>;

/** The stored document over the defaults, field by field: a field that does not fit keeps its default. */
export function resolveThemeSettings(stored: unknown): ThemeSettings {
  const doc = typeof stored === "object" && stored !== null ? (stored as Record<string, unknown>) : {};
  const shape = themeSettingsSchema.shape;
  const field = <K extends keyof ThemeSettings>(key: K): ThemeSettings[K] => {
    const parsed = shape[key].safeParse(doc[key]);
    return parsed.success ? (parsed.data as ThemeSettings[K]) : THEME_SETTINGS_DEFAULTS[key];
  };
  return {
    add_to_cart_options_single: field("add_to_cart_options_single"),
    single_product_ajax_add_to_cart: field("single_product_ajax_add_to_cart"),
    shop_quick_view_enable: field("shop_quick_view_enable"),
  };
}
