/**
 * The colour palette before the first paint (storefront-shell.md §4 "Colour palette"). The server renders
 * <html data-palette> from the switcher's cookie, so a reload shows the chosen palette at once. This inline
 * head script, which runs before the body is parsed, does what the server cannot:
 *
 * - with no stored choice, mode `system`, a dark switched palette and a system that prefers dark, it
 *   toggles to the switched palette and stores the choice like any toggle (S-4-61, `paletteOnLoad`);
 * - it applies the cookie itself, so a page kept by a shared cache for someone else (a CDN that does not
 *   vary on the cookie) still paints in this visitor's palette.
 *
 * It reads what it needs from <html>: `data-palette-start` (the state without a choice) and
 * `data-palette-system` (the system rule applies). Its text never changes, so cached pages allow it by one
 * stable hash (decision 0004). palette-script.test.ts holds it to `paletteOnLoad`.
 */
import { PALETTE_ATTRIBUTE, PALETTE_COOKIE, paletteCookieText } from "../../domain/palette/palette-state.ts";

export const PALETTE_START_ATTRIBUTE = "data-palette-start";
export const PALETTE_SYSTEM_ATTRIBUTE = "data-palette-system";

export const paletteScript =
  "(function(d){var h=d.documentElement," +
  `m=/(?:^|;\\s*)${PALETTE_COOKIE}=(true|false)(?:;|$)/.exec(d.cookie);` +
  `if(m){h.setAttribute("${PALETTE_ATTRIBUTE}",m[1]==="true"?"switched":"default");return}` +
  `var s=h.getAttribute("${PALETTE_START_ATTRIBUTE}")==="switched"?"switched":"default";` +
  `if(s==="default"&&h.hasAttribute("${PALETTE_SYSTEM_ATTRIBUTE}")&&window.matchMedia&&matchMedia("(prefers-color-scheme: dark)").matches){` +
  `s="switched";d.cookie=${JSON.stringify(paletteCookieText("switched", false))}+(location.protocol==="https:"?"; Secure":"")}` +
  `h.setAttribute("${PALETTE_ATTRIBUTE}",s)})(document);`;
