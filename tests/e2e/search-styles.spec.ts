/**
 * Every search style and phone menu style of the `header` settings, switched shop-wide through the
 * merchant's API. They are shop-wide settings, so this file runs in its own project on the shop-wide
 * specs' own shop (playwright.config.ts) and puts the demo's header back at the end.
 */
import type { Page } from "@playwright/test";
import { DEMO_HEADER_SETTINGS } from "../../server/db/seed/settings.ts";
import { expect, test } from "./fixtures.ts";
import { animationsFinished } from "./support/animations.ts";
import { searchToggle } from "./support/header-search.ts";
import { type MerchantSettings, signInAsMerchant } from "./support/merchant-settings.ts";

let merchant: MerchantSettings;
const saveSearchStyle = (searchStyle: string) => merchant.save("header", { searchStyle });

/** A visitor with a session: its pages are never the page cache's shared copy, so they show the new setting. */
async function openShop(page: Page) {
  await page.request.post("/api/nonce");
  await page.goto("/shop");
  await expect(page.locator('[data-testid="mini-cart-widget"][data-cart-ready]').first()).toBeAttached();
}

const overlay = (page: Page) => page.getByRole("dialog", { name: "Search the shop" });

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  merchant = await signInAsMerchant();
});

test.afterAll(async () => {
  await merchant.save("header", DEMO_HEADER_SETTINGS);
  await merchant.dispose();
});

for (const width of [1280, 390]) {
  test.describe(`search styles at ${width} wide`, () => {
    test.beforeEach(async ({ page }) => page.setViewportSize({ width, height: 800 }));

    test("S-2-30 slide: a box slides in from the edge, as tall as the screen", async ({ page }) => {
      await saveSearchStyle("slide");
      await openShop(page);
      await searchToggle(page).click();
      await expect(overlay(page)).toHaveAttribute("data-search-style", "slide");
      await expect(overlay(page)).toBeVisible();
      // Measured where the box has slid to, once its slide-in has played.
      await animationsFinished(overlay(page));
      const box = (await overlay(page).boundingBox())!;
      expect(Math.round(box.x + box.width)).toBe(width);
      expect(box.height).toBe(800);
      expect(box.width).toBeLessThanOrEqual(Math.min(448, width));
      await page.keyboard.press("Escape");
      await expect(overlay(page)).toBeHidden();
    });

    test("S-2-31 full-screen: the form covers the whole screen", async ({ page }) => {
      await saveSearchStyle("full-screen");
      await openShop(page);
      await searchToggle(page).click();
      await expect(overlay(page)).toHaveAttribute("data-search-style", "full-screen");
      const box = (await overlay(page).boundingBox())!;
      expect(box).toEqual({ x: 0, y: 0, width, height: 800 });
      await overlay(page).getByRole("button", { name: "Close search" }).click();
      await expect(overlay(page)).toBeHidden();
    });

    test("S-2-29 header-cover: a box over the top of the page", async ({ page }) => {
      await saveSearchStyle("header-cover");
      await openShop(page);
      await searchToggle(page).click();
      const box = (await overlay(page).boundingBox())!;
      expect(box.y).toBe(0);
      expect(box.width).toBe(width);
      expect(box.height).toBeLessThan(400);
    });

    test("inline: the field sits in the header and there is no icon", async ({ page }) => {
      await saveSearchStyle("inline");
      await openShop(page);
      await expect(page.getByRole("banner").getByRole("searchbox", { name: "Search products" })).toBeVisible();
      await expect(searchToggle(page)).toHaveCount(0);
    });
  });
}

test.describe("phone menu styles at 390 wide", () => {
  test.beforeEach(async ({ page }) => page.setViewportSize({ width: 390, height: 800 }));

  for (const [menuStyle, ids] of [
    ["dropdown", "S-2-26"],
    ["full-width", "S-2-25"],
    ["off-canvas", "S-2-24"],
  ] as const) {
    test(`${ids} ${menuStyle}: the panel opens where its style puts it`, async ({ page }) => {
      await merchant.save("header", { mobileMenuStyle: menuStyle });
      await openShop(page);
      const banner = page.getByRole("banner");
      await banner.getByText("Menu", { exact: true }).click();
      const panel = (await banner.getByRole("navigation", { name: "Primary" }).boundingBox())!;
      const header = (await banner.boundingBox())!;
      expect(panel.x).toBe(0);
      // Under the header (its bottom border is the one pixel of leeway).
      expect(Math.abs(panel.y - (header.y + header.height))).toBeLessThanOrEqual(1);
      if (menuStyle === "dropdown") expect(panel.height).toBeLessThan(800 - panel.y);
      else expect(Math.round(panel.y + panel.height)).toBe(800);
      if (menuStyle === "off-canvas") expect(panel.width).toBeLessThanOrEqual(320);
      else expect(panel.width).toBe(390);
      await page.keyboard.press("Escape");
    });
  }
});
