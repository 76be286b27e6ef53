/**
 * The sticky header and footer (storefront-shell §3 "Sticky and layout", §4 "Sticky header", §6 admin bar
 * offsets, §9), switched shop-wide through the merchant's API. A shop-wide settings spec: it runs in its
 * own project on the shop-wide specs' own shop (playwright.config.ts) and puts the demo's header back at the end.
 */
import type { Page } from "@playwright/test";
import type { StickySettings } from "../../domain/shell/header-layout.ts";
import { DEMO_HEADER_SETTINGS } from "../../server/db/seed/settings.ts";
import { expect, test } from "./fixtures.ts";
import { addonSettings } from "./support/account.ts";
import { animationsFinished } from "./support/animations.ts";
import { logInThroughApi } from "./support/checkout.ts";
import { type MerchantSettings, signInAsMerchant } from "./support/merchant-settings.ts";
import { headerRow, headerStyle, nextFrames, openShop, scrollInstantlyTo, siteHeader } from "./support/sticky-header.ts";

let merchant: MerchantSettings;
/** Saves the sticky settings: the header on, the rest as given or left to their defaults. */
const saveSticky = (sticky: Partial<StickySettings> = {}) => merchant.save("header", { ...DEMO_HEADER_SETTINGS, sticky: { header: true, ...sticky } });

/** §3 "Sticky and layout" and "Logo and breakpoints": the keys every page supplies. */
const ADDON_STICKY_LAYOUT_KEYS = [
  "hook_sticky_header",
  "hook_sticky_footer",
  "hook_shrink_header",
  "site_layout",
  "site_layout_box_width",
  "sticky_header_on_devices",
  "sticky_header_style",
  "sticky_hide_on_scroll",
  "header_main_stick",
  "header_above_stick",
  "header_below_stick",
  "header_main_shrink",
  "header_logo_width",
  "responsive_header_logo_width",
  "tablet_break_point",
  "mobile_break_point",
];

/** Far enough down /shop that any header is past its start point, with room to scroll on. */
const PAST = 900;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  merchant = await signInAsMerchant();
});

test.afterAll(async () => {
  await merchant.save("header", DEMO_HEADER_SETTINGS);
  await merchant.dispose();
});

async function expectStuckAt(page: Page, top: number) {
  await expect(siteHeader(page)).toHaveClass(/\bis-stuck\b/);
  await expect(siteHeader(page)).toHaveAttribute("data-sticky-state", "stuck");
  expect(await headerStyle(page, "position")).toBe("fixed");
  expect(Math.round((await siteHeader(page).boundingBox())!.y)).toBe(top);
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} wide`, () => {
    test.beforeEach(async ({ page }) => page.setViewportSize({ width, height: 800 }));

    test("S-4-62 S-4-63 S-3-34 stuck with position fixed past the start point, released above it", async ({ page }) => {
      await saveSticky();
      await openShop(page);
      const settings = await addonSettings(page);
      expect(Object.keys(settings ?? {})).toEqual(expect.arrayContaining(ADDON_STICKY_LAYOUT_KEYS));
      expect(settings).toMatchObject({
        hook_sticky_header: true,
        header_main_stick: true,
        header_above_stick: false,
        header_below_stick: false,
      });
      await expect(siteHeader(page)).toHaveAttribute("data-sticky-state", "unstuck");
      const primaryRow = siteHeader(page).locator('[data-header-row="primary"]').filter({ visible: true });
      const placed = (await primaryRow.boundingBox())!.height;
      await scrollInstantlyTo(page, PAST);
      await expectStuckAt(page, 0);
      // Stuck on a wide screen the header is compact: its row gives up most of its padding.
      const stuck = (await primaryRow.boundingBox())!.height;
      if (width >= 920) expect(stuck).toBeLessThan(placed - 8);
      await scrollInstantlyTo(page, 0);
      await expect(siteHeader(page)).not.toHaveClass(/\bis-stuck\b/);
      await expect(siteHeader(page)).toHaveAttribute("data-sticky-state", "unstuck");
      expect(await headerStyle(page, "position")).toBe("relative");
    });

    test("S-4-67 S-4-68 S-9-16 S-9-17 hide on scroll: down hides (nav-up) in 300 ms, up shows (nav-down); 4 px change nothing, 6 px do", async ({ page }) => {
      await saveSticky({ hideOnScroll: true });
      await openShop(page);
      expect(await addonSettings(page)).toMatchObject({ sticky_hide_on_scroll: true });
      await scrollInstantlyTo(page, PAST);
      await expect(siteHeader(page)).toHaveClass(/\bnav-down\b/);
      await scrollInstantlyTo(page, PAST + 300);
      await expect(siteHeader(page)).toHaveClass(/\bnav-up\b/);
      expect(await headerStyle(page, "transition-duration")).toBe("0.3s");
      // Where the header ends up once its 300 ms transition has played out.
      await animationsFinished(siteHeader(page));
      const hidden = (await siteHeader(page).boundingBox())!;
      expect(hidden.y + hidden.height).toBeLessThanOrEqual(0);
      await scrollInstantlyTo(page, PAST + 296);
      await expect(siteHeader(page)).toHaveClass(/\bnav-up\b/);
      await scrollInstantlyTo(page, PAST + 294);
      await expect(siteHeader(page)).toHaveClass(/\bnav-down\b/);
      await animationsFinished(siteHeader(page));
      expect(Math.round((await siteHeader(page).boundingBox())!.y)).toBe(0);
    });
  });
}

test.describe("at 1280 wide", () => {
  test.beforeEach(async ({ page }) => page.setViewportSize({ width: 1280, height: 800 }));

  test("S-4-64 style none sticks in place without animation or transition", async ({ page }) => {
    await saveSticky({ style: "none" });
    await openShop(page);
    await scrollInstantlyTo(page, PAST);
    await expect(siteHeader(page)).toHaveClass(/\bsticky-style--none\b/);
    await expectStuckAt(page, 0);
    expect(await headerStyle(page, "animation-name")).toBe("none");
    expect(await headerStyle(page, "transition-duration")).toBe("0s");
  });

  test("S-4-65 style slide slides the header in once it has scrolled out of sight", async ({ page }) => {
    await saveSticky({ style: "slide" });
    await openShop(page);
    const { y, height } = (await siteHeader(page).boundingBox())!;
    // Still in the page while its bottom edge is in view, so the slide can be seen.
    await scrollInstantlyTo(page, Math.floor(y + height) - 10);
    await expect(siteHeader(page)).toHaveAttribute("data-sticky-state", "unstuck");
    await scrollInstantlyTo(page, PAST);
    await expect(siteHeader(page)).toHaveClass(/\bsticky-style--slide\b/);
    await expect(siteHeader(page)).toHaveClass(/\bis-stuck\b/);
    expect(await headerStyle(page, "animation-name")).toBe("sticky-header-slide-in");
    // Slid all the way in once the animation has played.
    await animationsFinished(siteHeader(page));
    await expectStuckAt(page, 0);
  });

  test("S-4-65 a visitor who asks for reduced motion gets the header in place, without the slide", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await saveSticky({ style: "slide", hideOnScroll: true });
    await openShop(page);
    await scrollInstantlyTo(page, PAST);
    await expect(siteHeader(page)).toHaveClass(/\bis-stuck\b/);
    expect(await headerStyle(page, "animation-name")).toBe("none");
    expect(await headerStyle(page, "transition-duration")).toBe("0s");
  });

  test("S-4-66 style fade fades the header in", async ({ page }) => {
    await saveSticky({ style: "fade" });
    await openShop(page);
    expect(await addonSettings(page)).toMatchObject({ sticky_header_style: "fade" });
    await scrollInstantlyTo(page, PAST);
    await expect(siteHeader(page)).toHaveClass(/\bsticky-style--fade\b/);
    expect(await headerStyle(page, "animation-name")).toBe("sticky-header-fade-in");
    // Fully opaque once the animation has played.
    await animationsFinished(siteHeader(page));
    expect(await headerStyle(page, "opacity")).toBe("1");
  });

  test("shrink: the primary row is slimmer while stuck and back to its height when released", async ({ page }) => {
    await saveSticky({ shrink: true });
    await openShop(page);
    expect(await addonSettings(page)).toMatchObject({ hook_shrink_header: true, header_main_shrink: true });
    const natural = (await headerRow(page, "primary").boundingBox())!.height;
    await scrollInstantlyTo(page, PAST);
    await expect(siteHeader(page)).toHaveClass(/\bis-shrunk\b/);
    expect((await headerRow(page, "primary").boundingBox())!.height).toBeLessThan(natural - 8);
    await scrollInstantlyTo(page, 0);
    await expect(siteHeader(page)).not.toHaveClass(/\bis-shrunk\b/);
    expect((await headerRow(page, "primary").boundingBox())!.height).toBe(natural);
  });

  test("S-3-34 only the rows whose stick flag is on show while stuck", async ({ page }) => {
    await saveSticky({ rows: { above: false, primary: false, below: true } });
    await openShop(page);
    expect(await addonSettings(page)).toMatchObject({ header_main_stick: false, header_below_stick: true });
    await expect(headerRow(page, "primary")).toBeVisible();
    await scrollInstantlyTo(page, PAST);
    await expectStuckAt(page, 0);
    await expect(headerRow(page, "primary")).toBeHidden();
    await expect(headerRow(page, "below")).toBeVisible();

    await saveSticky({ rows: { above: false, primary: true, below: false } });
    await openShop(page);
    await scrollInstantlyTo(page, PAST);
    await expect(headerRow(page, "primary")).toBeVisible();
    await expect(headerRow(page, "below")).toBeHidden();
  });

  test("S-9-12 desktop only: sticky wider than the 920 px break point, not at 920 or on a phone", async ({ page }) => {
    await saveSticky({ devices: "desktop" });
    for (const [width, sticks] of [
      [921, true],
      [920, false],
      [390, false],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await openShop(page);
      await scrollInstantlyTo(page, PAST);
      await expect(siteHeader(page)).toHaveAttribute("data-sticky-state", sticks ? "stuck" : "unstuck");
    }
  });

  test("mobile only: sticky on a phone, not on a desktop", async ({ page }) => {
    await saveSticky({ devices: "mobile" });
    await openShop(page);
    await scrollInstantlyTo(page, PAST);
    await expect(siteHeader(page)).toHaveAttribute("data-sticky-state", "unstuck");
    await page.setViewportSize({ width: 390, height: 800 });
    // A resize is measured again once it settles (300 ms).
    await expect(siteHeader(page)).toHaveAttribute("data-sticky-state", "stuck");
  });

  test("P-2-48 in-page anchors and scroll-to-top keep clear of the stuck header", async ({ page }) => {
    await saveSticky();
    await openShop(page);
    await scrollInstantlyTo(page, PAST);
    const stuckHeight = (await siteHeader(page).boundingBox())!.height;
    const padding = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop));
    expect(padding).toBeGreaterThanOrEqual(Math.floor(stuckHeight));
    await page.getByRole("link", { name: "Scroll to top" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(siteHeader(page)).toHaveAttribute("data-sticky-state", "unstuck");
  });

  test("sticky footer: the footer's bottom row stays at the bottom of the screen", async ({ page }) => {
    await saveSticky({ footer: true });
    await openShop(page);
    expect(await addonSettings(page)).toMatchObject({ hook_sticky_footer: true });
    const bottomRow = page.locator('.site-footer [data-footer-row="below"]');
    await expect(bottomRow).toBeInViewport();
    expect(Math.round((await bottomRow.boundingBox())!.y + (await bottomRow.boundingBox())!.height)).toBe(800);
    // At the page's end the footer's other content sits above it, not under it.
    await scrollInstantlyTo(page, await page.evaluate(() => document.documentElement.scrollHeight - innerHeight));
    const nav = (await page.getByRole("contentinfo").getByRole("navigation", { name: "Footer" }).boundingBox())!;
    expect(nav.y + nav.height).toBeLessThanOrEqual((await bottomRow.boundingBox())!.y);
  });

  for (const style of ["none", "slide"] as const) {
    test(`S-4-62 no layout shift while scrolling through the sticky header (style ${style}, shrink, hide on scroll): CLS ≤ 0.01`, async ({ page }) => {
      await saveSticky({ style, shrink: true, hideOnScroll: true });
      await openShop(page);
      await page.evaluate(() => {
        let total = 0;
        const add = (entries: PerformanceEntryList) => {
          for (const entry of entries as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) total += entry.value;
        };
        const observer = new PerformanceObserver((list) => add(list.getEntries()));
        observer.observe({ type: "layout-shift", buffered: false });
        // The shifts so far, those still queued for the observer included.
        (window as unknown as { shiftTotal: () => number }).shiftTotal = () => {
          add(observer.takeRecords());
          return total;
        };
      });
      for (const y of [50, 100, 150, 200, 300, 400, 600, 900, 1200, 900, 600, 300, 150, 50, 0]) {
        await scrollInstantlyTo(page, y);
        // Each step's slide, hide or show plays to its end, and the frame after it is laid out, before the next.
        await animationsFinished(siteHeader(page), { subtree: true });
        await nextFrames(page);
      }
      const total = await page.evaluate(() => (window as unknown as { shiftTotal: () => number }).shiftTotal());
      expect(total).toBeLessThanOrEqual(0.01);
    });
  }
});

test.describe("S-6-7 S-6-8 S-6-9 the admin bar's offset", () => {
  for (const [width, top] of [
    [1280, 32],
    [700, 46],
    [390, 0],
  ] as const) {
    test(`at ${width} wide the stuck header sits ${top} px down, below the toolbar`, async ({ page }) => {
      await saveSticky();
      await page.setViewportSize({ width, height: 800 });
      await logInThroughApi(page, "admin@vitrine.test");
      await openShop(page);
      const toolbar = page.getByRole("navigation", { name: "Toolbar" });
      await expect(toolbar).toBeVisible();
      await scrollInstantlyTo(page, PAST);
      await expectStuckAt(page, top);
      if (top > 0) expect((await toolbar.boundingBox())!.height).toBe(top);
      // Below 600 px the toolbar scrolls away with the page.
      else await expect(toolbar).not.toBeInViewport();
    });
  }
});
