/**
 * The shell's settings-driven stylesheet: which header variant shows (S-2-19, S-2-20), the logo width per
 * device (S-3-35, S-3-36) and the boxed site layout (S-9-15). Media queries cannot read custom
 * properties, so the break points are written into the rules here and the server renders them in <head>.
 * Browser code imports this module: it takes the header settings as a type only (the schemas carry zod).
 */
import type { HeaderSettings } from "./header-settings.ts";

/** The settings were validated as whole pixels; rounding again keeps anything else out of the stylesheet. */
const px = (value: number): string => `${Math.round(Number(value)) || 0}px`;
const below = (breakPoint: number, rules: string) => `@media (max-width:${px(breakPoint)}){${rules}}`;
const above = (breakPoint: number, rules: string) => `@media (min-width:${px(breakPoint + 1)}){${rules}}`;

/** Above the header break point the desktop variant shows, at or below it the mobile one. */
function deviceRules({ breakpoints }: HeaderSettings): string {
  return above(breakpoints.header, ".site-header__device--mobile{display:none}") + below(breakpoints.header, ".site-header__device--desktop{display:none}");
}

/** Desktop width above the tablet break point, tablet width down to the mobile one, mobile width at or below it. */
function logoRules({ logoWidth, breakpoints }: HeaderSettings): string {
  const rule = (width: number) => `.header-logo .wordmark{width:${px(width)}}`;
  return rule(logoWidth.desktop) + below(breakpoints.tablet, rule(logoWidth.tablet)) + below(breakpoints.mobile, rule(logoWidth.mobile));
}

/**
 * A boxed site is the page as a centred column of the box width on a surface-coloured canvas (the body
 * holds the whole shell: header, main and footer); narrower screens fill their width as before.
 */
function siteLayoutRules({ siteLayout, siteLayoutBoxWidth }: HeaderSettings): string {
  if (siteLayout !== "boxed") return "";
  return `:root{background:var(--color-surface)}body{max-width:${px(siteLayoutBoxWidth)};margin-inline:auto;box-shadow:0 0 0 1px var(--color-border)}`;
}

export function shellCss(settings: HeaderSettings): string {
  return deviceRules(settings) + logoRules(settings) + siteLayoutRules(settings);
}
