import { useRouteLoaderData } from "react-router";
import { THEME_SETTINGS_DEFAULTS, type ThemeSettings } from "../../domain/shell/theme-settings.ts";

/** The theme settings the root loader supplies (S-3-33); the defaults when the root has no data (an error page). */
export function useThemeSettings(): ThemeSettings {
  const root = useRouteLoaderData("root") as { theme?: ThemeSettings } | undefined;
  return root?.theme ?? THEME_SETTINGS_DEFAULTS;
}
