/**
 * Which palette a page shows (storefront-shell.md §4 "Colour palette", §3 cookies, §9): two states,
 * default and switched. A visitor's choice is the `astraColorSwitcherState` cookie ("true" or "false",
 * 90 days, path /). Without a choice the page starts switched when the default mode is `dark`; with mode
 * `system`, a dark switched palette and a system that prefers dark, the page toggles on load (S-4-61),
 * which stores the choice like any toggle.
 */
import type { PaletteDefaultMode } from "./palette.ts";

export const PALETTE_COOKIE = "astraColorSwitcherState";
/** §9: the colour switcher cookie is kept 90 days. */
export const PALETTE_COOKIE_DAYS = 90;
export const PALETTE_COOKIE_MAX_AGE_SECONDS = PALETTE_COOKIE_DAYS * 24 * 60 * 60;
export const PALETTE_COOKIE_PATH = "/";

export type PaletteState = "default" | "switched";
/** The attribute on <html> that names the state; the palette's CSS and the switcher's icon and label follow it. */
export const PALETTE_ATTRIBUTE = "data-palette";

/** The stored choice: true (switched), false (default), or null for no cookie or a value that is neither. */
export function parsePaletteCookie(value: string | null | undefined): boolean | null {
  if (value === "true") return true;
  if (value === "false") return false;
  return null;
}

/** The cookie's value in a Cookie request header, or undefined. */
export function paletteCookieValue(cookieHeader: string | null | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const pair of cookieHeader.split(";")) {
    const at = pair.indexOf("=");
    if (at > 0 && pair.slice(0, at).trim() === PALETTE_COOKIE) return pair.slice(at + 1).trim();
  }
  return undefined;
}

export type PaletteRuleInput = { defaultMode: PaletteDefaultMode; isDarkPalette: boolean };

/** What the server can know: the stored choice, else the default mode (`dark` starts switched). */
export function serverPaletteState(choice: boolean | null, settings: PaletteRuleInput): PaletteState {
  if (choice !== null) return choice ? "switched" : "default";
  return settings.defaultMode === "dark" ? "switched" : "default";
}

/** Whether the system's preference decides on load: mode `system` with a dark switched palette (S-4-61). */
export function followsSystem(settings: PaletteRuleInput): boolean {
  return settings.defaultMode === "system" && settings.isDarkPalette;
}

/**
 * What the browser shows on load, before paint: the server's state, toggled to switched when there is no
 * stored choice, the system rule applies and the system prefers dark. `store` says the toggle must be
 * remembered in the cookie, as every toggle is.
 */
export function paletteOnLoad(choice: boolean | null, settings: PaletteRuleInput, prefersDark: boolean): { state: PaletteState; store: boolean } {
  const state = serverPaletteState(choice, settings);
  if (choice === null && followsSystem(settings) && prefersDark && state === "default") return { state: "switched", store: true };
  return { state, store: false };
}

/** A toggle flips the state (S-4-55). */
export function toggledPalette(state: PaletteState): PaletteState {
  return state === "switched" ? "default" : "switched";
}

/** The cookie as the browser writes it (`document.cookie`): the switched flag, 90 days, path /. */
export function paletteCookieText(state: PaletteState, secure: boolean): string {
  return `${PALETTE_COOKIE}=${state === "switched"}; Max-Age=${PALETTE_COOKIE_MAX_AGE_SECONDS}; Path=${PALETTE_COOKIE_PATH}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The switcher's visible label in each state: what pressing it does. */
export function switcherLabels(isDarkPalette: boolean): Record<PaletteState, string> {
  return isDarkPalette ? { default: "Dark mode", switched: "Light mode" } : { default: "Other colours", switched: "Default colours" };
}
