import { describe, expect, it } from "vitest";
import { PALETTE_DEFAULT_MODES } from "../../domain/palette/palette-settings.ts";
import { followsSystem, paletteOnLoad, serverPaletteState } from "../../domain/palette/palette-state.ts";
import { paletteScript, PALETTE_START_ATTRIBUTE, PALETTE_SYSTEM_ATTRIBUTE } from "./palette-script.ts";

/** Runs the head script against a stand-in <html> and cookie jar; answers the state it set and the cookie it wrote. */
function run(attributes: Record<string, string>, cookie: string, prefersDark: boolean, protocol = "http:") {
  const attrs = new Map(Object.entries(attributes));
  const html = {
    getAttribute: (name: string) => attrs.get(name) ?? null,
    hasAttribute: (name: string) => attrs.has(name),
    setAttribute: (name: string, value: string) => void attrs.set(name, value),
  };
  let written: string | null = null;
  const document = {
    documentElement: html,
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      written = value;
    },
  };
  const matchMedia = (query: string) => ({ matches: query === "(prefers-color-scheme: dark)" && prefersDark });
  new Function("document", "window", "matchMedia", "location", paletteScript)(document, { matchMedia }, matchMedia, { protocol });
  return { state: attrs.get("data-palette"), written: written as string | null };
}

describe("the palette head script", () => {
  const cookies = {
    none: "",
    switched: "a=1; astraColorSwitcherState=true",
    chosenDefault: "astraColorSwitcherState=false; b=2",
    junk: "astraColorSwitcherState=maybe",
  };
  for (const defaultMode of PALETTE_DEFAULT_MODES)
    for (const isDarkPalette of [true, false])
      for (const [cookieName, cookie] of Object.entries(cookies))
        for (const prefersDark of [true, false]) {
          const settings = { defaultMode, isDarkPalette };
          it(`S-4-61 agrees with paletteOnLoad: ${defaultMode}, dark palette ${isDarkPalette}, cookie ${cookieName}, system dark ${prefersDark}`, () => {
            const choice = cookieName === "switched" ? true : cookieName === "chosenDefault" ? false : null;
            const expected = paletteOnLoad(choice, settings, prefersDark);
            const attributes: Record<string, string> = {
              // What the server rendered may be anyone's (a CDN's copy): the script must not depend on it.
              "data-palette": "switched",
              [PALETTE_START_ATTRIBUTE]: serverPaletteState(null, settings),
              ...(followsSystem(settings) ? { [PALETTE_SYSTEM_ATTRIBUTE]: "" } : {}),
            };
            const result = run(attributes, cookie, prefersDark);
            expect(result.state).toBe(expected.state);
            expect(result.written).toBe(expected.store ? "astraColorSwitcherState=true; Max-Age=7776000; Path=/; SameSite=Lax" : null);
          });
        }

  it("marks the stored toggle Secure over https", () => {
    const result = run({ [PALETTE_START_ATTRIBUTE]: "default", [PALETTE_SYSTEM_ATTRIBUTE]: "" }, "", true, "https:");
    expect(result.written).toMatch(/; Secure$/);
  });
});
