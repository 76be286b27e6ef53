import { describe, expect, it } from "vitest";
import { contrastRatio } from "./contrast.ts";
import { paletteCss } from "./palette-css.ts";
import {
  applyPaletteSettingsPatch,
  PALETTE_SETTINGS_DEFAULTS,
  PALETTE_TOKENS,
  paletteSettingsPatchSchema,
  resolvePaletteSettings,
  type Palette,
} from "./palette-settings.ts";

describe("palette settings", () => {
  it("S-3-42 carries palettes (default and switched), defaultMode, isDarkPalette and forceReload", () => {
    const settings = resolvePaletteSettings(null);
    expect(Object.keys(settings).sort()).toEqual(["defaultMode", "forceReload", "isDarkPalette", "palettes"]);
    expect(Object.keys(settings.palettes)).toEqual(["default", "switched"]);
    expect(Object.keys(settings.palettes.default)).toEqual([...PALETTE_TOKENS]);
    expect(settings).toEqual(PALETTE_SETTINGS_DEFAULTS);
  });

  it("keeps each stored value that fits and the default of each that does not", () => {
    const settings = resolvePaletteSettings({
      defaultMode: "system",
      isDarkPalette: "yes",
      forceReload: true,
      palettes: { default: { bg: "#fafafa", text: "red; } body { display:none" }, switched: "dark" },
    });
    expect(settings.defaultMode).toBe("system");
    expect(settings.isDarkPalette).toBe(true);
    expect(settings.forceReload).toBe(true);
    expect(settings.palettes.default.bg).toBe("#fafafa");
    expect(settings.palettes.default.text).toBe(PALETTE_SETTINGS_DEFAULTS.palettes.default.text);
    expect(settings.palettes.switched).toEqual(PALETTE_SETTINGS_DEFAULTS.palettes.switched);
    expect(resolvePaletteSettings({ defaultMode: "sepia" }).defaultMode).toBe("light");
  });

  it("accepts hex, rgb() and hsl() colours and refuses anything that could leave the declaration", () => {
    const ok = ["#fff", "#FFFA", "#1d1d1f", "#1d1d1f80", "rgb(20 20 22 / 0.04)", "rgba(0, 0, 0, 0.5)", "hsl(120 50% 40%)", "transparent"];
    for (const bg of ok) expect(paletteSettingsPatchSchema.safeParse({ palettes: { default: { bg } } }).success, bg).toBe(true);
    const bad = ["red", "#12", "#1234567", "rgb(0 0 0);}", "url(x)", "</style><script>", "var(--x)", "rgb(1 2 3) !important"];
    for (const bg of bad) expect(paletteSettingsPatchSchema.safeParse({ palettes: { default: { bg } } }).success, bg).toBe(false);
  });

  it("refuses unknown keys, unknown tokens, unknown modes and non-booleans", () => {
    expect(paletteSettingsPatchSchema.safeParse({ colour: "red" }).success).toBe(false);
    expect(paletteSettingsPatchSchema.safeParse({ palettes: { default: { background: "#fff" } } }).success).toBe(false);
    expect(paletteSettingsPatchSchema.safeParse({ palettes: { night: {} } }).success).toBe(false);
    expect(paletteSettingsPatchSchema.safeParse({ defaultMode: "auto" }).success).toBe(false);
    expect(paletteSettingsPatchSchema.safeParse({ forceReload: "true" }).success).toBe(false);
    expect(paletteSettingsPatchSchema.safeParse({ defaultMode: "system", forceReload: true }).success).toBe(true);
  });

  it("a patch changes the fields and tokens sent and keeps the rest", () => {
    const next = applyPaletteSettingsPatch(PALETTE_SETTINGS_DEFAULTS, { forceReload: true, palettes: { switched: { accent: "#66ccbb" } } });
    expect(next.forceReload).toBe(true);
    expect(next.defaultMode).toBe("light");
    expect(next.palettes.switched.accent).toBe("#66ccbb");
    expect(next.palettes.switched.bg).toBe(PALETTE_SETTINGS_DEFAULTS.palettes.switched.bg);
    expect(next.palettes.default).toEqual(PALETTE_SETTINGS_DEFAULTS.palettes.default);
  });

  it("writes both palettes as custom properties, the switched set under the attribute", () => {
    const css = paletteCss(PALETTE_SETTINGS_DEFAULTS);
    expect(css).toContain(":root[data-palette]{--color-bg:#ffffff;");
    expect(css).toContain(':root[data-palette="switched"]{--color-bg:#121416;');
    expect(css).toMatch(/color-scheme:dark}$/);
    expect(css).not.toMatch(/[<>]/);
  });
});

/** Text/background pairs the storefront paints: each must reach WCAG AA (4.5:1). */
const PAIRS: [string, string][] = [
  ["text", "bg"],
  ["text", "surface"],
  ["text", "surface-strong"],
  ["text-soft", "hero-end"],
  ["muted", "bg"],
  ["muted", "surface"],
  ["muted", "surface-strong"],
  ["accent", "bg"],
  ["accent", "surface"],
  ["accent", "accent-soft"],
  ["accent-contrast", "accent"],
  ["accent-contrast", "accent-hover"],
  ["sale", "bg"],
  ["sale", "sale-soft"],
  ["on-sale", "sale"],
  ["success", "bg"],
  ["success", "accent-soft"],
  ["warning", "bg"],
  ["bg", "text"],
  ...[1, 2, 3, 4, 5, 6].flatMap((n): [string, string][] => [
    ["text", `tint-${n}`],
    ["muted", `tint-${n}`],
  ]),
  ["text", "hero-start"],
  ["text-soft", "hero-start"],
];

describe("the demo palettes pass WCAG AA contrast", () => {
  for (const name of ["default", "switched"] as const) {
    const palette: Palette = PALETTE_SETTINGS_DEFAULTS.palettes[name];
    it(`${name}: every text colour on every background it is used on reaches 4.5:1`, () => {
      const failing = PAIRS.map(([fg, bg]) => ({ fg, bg, ratio: contrastRatio(palette[fg as never], palette[bg as never]) })).filter((p) => p.ratio < 4.5);
      expect(failing).toEqual([]);
    });
  }
});
