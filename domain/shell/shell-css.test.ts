import { describe, expect, test } from "vitest";
import { DEFAULT_HEADER_SETTINGS, type HeaderSettings } from "./header-settings.ts";
import { shellCss } from "./shell-css.ts";

const settings = (change: Partial<HeaderSettings>): HeaderSettings => ({ ...DEFAULT_HEADER_SETTINGS, ...change });

describe("shellCss", () => {
  test("S-2-19 S-2-20 S-9-12 the desktop variant shows above the 920 px header break point, the mobile one at or below it", () => {
    const css = shellCss(DEFAULT_HEADER_SETTINGS);
    expect(css).toContain("@media (min-width:921px){.site-header__device--mobile{display:none}}");
    expect(css).toContain("@media (max-width:920px){.site-header__device--desktop{display:none}}");
  });

  test("S-3-36 a changed header break point moves the switch", () => {
    const css = shellCss(settings({ breakpoints: { ...DEFAULT_HEADER_SETTINGS.breakpoints, header: 1100 } }));
    expect(css).toContain("@media (min-width:1101px){.site-header__device--mobile{display:none}}");
    expect(css).toContain("@media (max-width:1100px){.site-header__device--desktop{display:none}}");
  });

  test("S-3-35 S-9-13 S-9-14 the logo takes its desktop width, the tablet one at or below 768 px, the mobile one at or below 544 px", () => {
    const css = shellCss(DEFAULT_HEADER_SETTINGS);
    expect(css).toContain(".header-logo .wordmark{width:120px}");
    expect(css).toContain("@media (max-width:768px){.header-logo .wordmark{width:110px}}");
    expect(css).toContain("@media (max-width:544px){.header-logo .wordmark{width:100px}}");
    // The mobile rule comes after the tablet one, so at 544 px and below it wins.
    expect(css.indexOf("max-width:544px")).toBeGreaterThan(css.indexOf("max-width:768px"));
  });

  test("S-3-36 logo widths follow changed tablet and mobile break points", () => {
    const css = shellCss(
      settings({ logoWidth: { desktop: 200, tablet: 150, mobile: 80 }, breakpoints: { header: 920, tablet: 1000, mobile: 600, sticky: 920 } }),
    );
    expect(css).toContain(".header-logo .wordmark{width:200px}");
    expect(css).toContain("@media (max-width:1000px){.header-logo .wordmark{width:150px}}");
    expect(css).toContain("@media (max-width:600px){.header-logo .wordmark{width:80px}}");
  });

  test("S-9-15 a full-width site has no box; a boxed one is a centred column of the box width (1200 px by default)", () => {
    expect(shellCss(DEFAULT_HEADER_SETTINGS)).not.toContain("body{");
    expect(shellCss(settings({ siteLayout: "boxed" }))).toContain("body{max-width:1200px;margin-inline:auto");
    expect(shellCss(settings({ siteLayout: "boxed", siteLayoutBoxWidth: 960 }))).toContain("body{max-width:960px;");
  });

  test("a value that is not a number cannot end the rule or the <style>", () => {
    const hostile = settings({ siteLayout: "boxed", siteLayoutBoxWidth: "1px}</style><script>" as unknown as number });
    const css = shellCss(hostile);
    expect(css).not.toContain("<");
    expect(css).toContain("body{max-width:0px;");
  });
});
