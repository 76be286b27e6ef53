import type { MouseEvent } from "react";
import { useLocation } from "react-router";
import { PALETTE_ATTRIBUTE, paletteCookieText, switcherLabels, toggledPalette } from "../../../domain/palette/palette-state.ts";
import { MoonIcon, PaletteIcon, SunIcon } from "../ui/icons.tsx";

type PaletteSwitcherProps = { isDarkPalette: boolean; forceReload: boolean };

/**
 * The header's colour switcher (storefront-shell.md §4 "Colour palette"). The state lives on <html
 * data-palette>, set by the server from the cookie and by the head script (lib/palette-script.ts); the
 * palettes' CSS, and this button's icon and label, follow that attribute, so the button renders the same
 * for everyone and a page from the shared cache needs nothing from React to be right.
 *
 * Once the page runs, a press flips the state (S-4-55), stores it in the cookie for 90 days at path /
 * (S-4-56), then reloads with `forceReload` (S-4-57) or swaps the tokens, icon and label in place
 * (S-4-58..60). Before then, and without JavaScript, it is a form: the server flips the cookie and
 * sends the visitor back to the same page.
 */
export function PaletteSwitcher({ isDarkPalette, forceReload }: PaletteSwitcherProps) {
  const { pathname, search } = useLocation();
  const labels = switcherLabels(isDarkPalette);
  const toggle = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    const root = document.documentElement;
    const next = toggledPalette(root.getAttribute(PALETTE_ATTRIBUTE) === "switched" ? "switched" : "default");
    document.cookie = paletteCookieText(next, window.location.protocol === "https:");
    if (forceReload) return window.location.reload();
    root.setAttribute(PALETTE_ATTRIBUTE, next);
  };
  return (
    <form method="post" action="/palette" className="palette-switcher">
      <input type="hidden" name="returnTo" value={pathname + search} />
      <button type="submit" className="header-action palette-switcher__button" onClick={toggle}>
        <span className="palette-switcher__state palette-switcher__state--default" data-palette-icon="default">
          {isDarkPalette ? <MoonIcon /> : <PaletteIcon filled="left" />}
          <span className="palette-switcher__label">{labels.default}</span>
        </span>
        <span className="palette-switcher__state palette-switcher__state--switched" data-palette-icon="switched">
          {isDarkPalette ? <SunIcon /> : <PaletteIcon filled="right" />}
          <span className="palette-switcher__label">{labels.switched}</span>
        </span>
      </button>
    </form>
  );
}
