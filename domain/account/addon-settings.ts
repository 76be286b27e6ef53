/**
 * The add-on settings' "account and flow" keys (storefront-shell.md §3, S-3-37), as every page supplies them.
 *
 * - `is_logged_in`: whether the page was rendered for a signed-in customer.
 * - `is_complete_package`: true. The origin sets it when every add-on module ships; Vitrine has no
 *   separately installed modules, so every feature is always part of the build.
 * - `cartflows_version`: false. The origin names the version of a separate checkout-funnel plugin, or
 *   false without one; Vitrine has no such plugin (its checkout is its own), so there is no version.
 */
export type AccountFlowSettings = { is_logged_in: boolean; is_complete_package: true; cartflows_version: false };

export const ADDON_SETTINGS_ELEMENT_ID = "vitrine-addon-settings";

export function accountFlowSettings(loggedIn: boolean): AccountFlowSettings {
  return { is_logged_in: loggedIn, is_complete_package: true, cartflows_version: false };
}

/** The settings as the text of an inline `application/json` script: `<` escaped so no tag can close it. */
export function settingsScriptText(settings: object): string {
  return JSON.stringify(settings).replace(/</g, "\\u003c");
}

/** Reads the settings back from the script's text (what the browser does); null when missing or malformed. */
export function parseSettingsScript(text: string | null | undefined): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
