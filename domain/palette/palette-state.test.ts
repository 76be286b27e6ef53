import { describe, expect, it } from "vitest";
import {
  PALETTE_COOKIE,
  PALETTE_COOKIE_MAX_AGE_SECONDS,
  paletteCookieText,
  paletteCookieValue,
  paletteOnLoad,
  parsePaletteCookie,
  serverPaletteState,
  toggledPalette,
} from "./palette-state.ts";

const light = { defaultMode: "light", isDarkPalette: true } as const;
const dark = { defaultMode: "dark", isDarkPalette: true } as const;
const system = { defaultMode: "system", isDarkPalette: true } as const;

describe("palette state", () => {
  it("S-4-55 has two states and a toggle flips between them", () => {
    expect(toggledPalette("default")).toBe("switched");
    expect(toggledPalette("switched")).toBe("default");
  });

  it("S-3-43 the cookie holds the switched state as a boolean; anything else is no choice", () => {
    expect(parsePaletteCookie("true")).toBe(true);
    expect(parsePaletteCookie("false")).toBe(false);
    for (const v of [undefined, null, "", "1", "TRUE", "yes"]) expect(parsePaletteCookie(v)).toBeNull();
    expect(paletteCookieValue("a=1; astraColorSwitcherState=true; b=2")).toBe("true");
    expect(paletteCookieValue("xastraColorSwitcherState=true")).toBeUndefined();
    expect(paletteCookieValue(null)).toBeUndefined();
  });

  it("S-3-44 S-3-45 S-4-56 a toggle's cookie: name, 90 days, path /", () => {
    expect(PALETTE_COOKIE).toBe("astraColorSwitcherState");
    expect(PALETTE_COOKIE_MAX_AGE_SECONDS).toBe(90 * 86_400);
    expect(paletteCookieText("switched", false)).toBe("astraColorSwitcherState=true; Max-Age=7776000; Path=/; SameSite=Lax");
    expect(paletteCookieText("default", true)).toBe("astraColorSwitcherState=false; Max-Age=7776000; Path=/; SameSite=Lax; Secure");
  });

  it("the server follows the stored choice, else the default mode", () => {
    expect(serverPaletteState(true, light)).toBe("switched");
    expect(serverPaletteState(false, dark)).toBe("default");
    expect(serverPaletteState(null, light)).toBe("default");
    expect(serverPaletteState(null, dark)).toBe("switched");
    expect(serverPaletteState(null, system)).toBe("default");
  });

  it("S-4-61 mode system, a dark palette, no cookie and a dark system: toggles on load and stores it", () => {
    expect(paletteOnLoad(null, system, true)).toEqual({ state: "switched", store: true });
    // A choice, a light system, another mode or a palette that is not dark: no toggle.
    expect(paletteOnLoad(false, system, true)).toEqual({ state: "default", store: false });
    expect(paletteOnLoad(true, system, false)).toEqual({ state: "switched", store: false });
    expect(paletteOnLoad(null, system, false)).toEqual({ state: "default", store: false });
    expect(paletteOnLoad(null, light, true)).toEqual({ state: "default", store: false });
    expect(paletteOnLoad(null, { defaultMode: "system", isDarkPalette: false }, true)).toEqual({ state: "default", store: false });
    expect(paletteOnLoad(null, dark, false)).toEqual({ state: "switched", store: false });
  });
});
