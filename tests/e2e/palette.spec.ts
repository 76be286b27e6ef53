/**
 * The colour palette switcher in the header (storefront-shell.md §3 cookies, §4 "Colour palette", §9).
 * These tests use the demo settings (a light default palette, a dark switched one, mode light, no
 * reload); the settings that change the switcher shop-wide (forceReload, mode system) are tried in
 * palette-settings.spec.ts, which runs in its own project after this one.
 */
import type { BrowserContext, Page } from "@playwright/test";
import { addonSettings, headerHydrated } from "./support/account.ts";
import { seriousAxeViolations } from "./support/checkout.ts";
import { expect, test } from "./fixtures.ts";

const LIGHT_BG = "#ffffff";
const DARK_BG = "#121416";
const DAY_S = 86_400;

const switcher = (page: Page) => page.getByRole("banner").locator(".site-header__device:visible .palette-switcher__button");
const token = (page: Page, name = "--color-bg") => page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);
const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

async function paletteCookie(context: BrowserContext) {
  return (await context.cookies()).find((c) => c.name === "astraColorSwitcherState");
}

async function choose(context: BrowserContext, switched: boolean, baseURL: string) {
  await context.addCookies([{ name: "astraColorSwitcherState", value: String(switched), url: baseURL }]);
}

test.describe("Colour palette switcher", () => {
  test("S-3-42 the page supplies the switcher settings: palettes (default and switched), defaultMode, isDarkPalette, forceReload, isInit @phone", async ({
    page,
  }) => {
    await page.goto("/");
    const settings = await addonSettings(page);
    const colorSwitcher = settings?.colorSwitcher as Record<string, unknown>;
    expect(Object.keys(colorSwitcher).sort()).toEqual(["defaultMode", "forceReload", "isDarkPalette", "isInit", "palettes"]);
    expect(Object.keys(colorSwitcher.palettes as object)).toEqual(["default", "switched"]);
    expect(colorSwitcher).toMatchObject({ defaultMode: "light", isDarkPalette: true, forceReload: false, isInit: true });
  });

  test("S-4-55 S-4-56 S-4-58 S-4-59 S-4-60 S-3-43 S-3-44 S-3-45 a toggle flips the palette in place, stores the cookie (90 days, path /), swaps icon and label @phone", async ({
    page,
    context,
  }) => {
    await page.goto("/");
    await headerHydrated(page);
    const button = switcher(page);
    await expect(button).toBeVisible();
    await expect(button).toHaveAccessibleName("Dark mode");
    await expect(button.locator('[data-palette-icon="default"] svg')).toBeVisible();
    await expect(button.locator('[data-palette-icon="switched"] svg')).toBeHidden();
    expect(await token(page)).toBe(LIGHT_BG);
    expect(await bodyBackground(page)).toBe("rgb(255, 255, 255)");
    expect(await paletteCookie(context)).toBeUndefined();
    // A reload would lose this mark.
    await page.evaluate(() => ((window as unknown as { paletteMark: number }).paletteMark = 1));

    await button.click();
    await expect(page.locator("html")).toHaveAttribute("data-palette", "switched");
    expect(await token(page)).toBe(DARK_BG);
    expect(await bodyBackground(page)).toBe("rgb(18, 20, 22)");
    await expect(button).toHaveAccessibleName("Light mode");
    await expect(button.locator('[data-palette-icon="switched"] svg')).toBeVisible();
    await expect(button.locator('[data-palette-icon="default"] svg')).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as { paletteMark?: number }).paletteMark)).toBe(1);

    const cookie = await paletteCookie(context);
    expect(cookie?.value).toBe("true");
    expect(cookie?.path).toBe("/");
    expect(Math.abs(cookie!.expires - (Date.now() / 1000 + 90 * DAY_S))).toBeLessThan(DAY_S);

    // Path /: another page is shown switched too.
    await page.goto("/shop");
    await expect(page.locator("html")).toHaveAttribute("data-palette", "switched");
    expect(await token(page)).toBe(DARK_BG);

    await headerHydrated(page);
    await switcher(page).click();
    await expect(page.locator("html")).toHaveAttribute("data-palette", "default");
    expect(await token(page)).toBe(LIGHT_BG);
    await expect(switcher(page)).toHaveAccessibleName("Dark mode");
    expect((await paletteCookie(context))?.value).toBe("false");
  });

  test("S-4-55 S-3-45 a reload paints the chosen palette from the server's HTML, before any script runs @phone", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await choose(context, true, baseURL!);
    const page = await context.newPage();
    const response = await page.goto("/category/textiles");
    expect(await response!.text()).toMatch(/^<!DOCTYPE html><html lang="en" data-palette="switched"/);
    expect(await token(page)).toBe(DARK_BG);
    expect(await bodyBackground(page)).toBe("rgb(18, 20, 22)");
    await expect(switcher(page)).toHaveAccessibleName("Light mode");
    await context.close();
  });

  test("S-4-55 S-4-56 without JavaScript the switcher is a form: it stores the cookie and comes back to the same page in the other palette @phone", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/search?q=lamp");
    expect(await token(page)).toBe(LIGHT_BG);
    await switcher(page).click();
    await expect(page).toHaveURL(/\/search\?q=lamp$/);
    await expect(page.locator("html")).toHaveAttribute("data-palette", "switched");
    expect(await token(page)).toBe(DARK_BG);
    const cookie = await paletteCookie(context);
    expect(cookie).toMatchObject({ value: "true", path: "/" });
    await switcher(page).click();
    await expect(page.locator("html")).toHaveAttribute("data-palette", "default");
    expect((await paletteCookie(context))?.value).toBe("false");
    await context.close();
  });

  test("S-3-43 a shared page is kept per palette: a visitor who chose one never gets another's @phone", async ({ page, context, request, baseURL }) => {
    const url = `/shop?palette-cache=${test.info().project.name}`;
    const light = await request.get(url, { headers: { cookie: "" } });
    expect(light.headers()["x-cache"]).toBe("MISS");
    await choose(context, true, baseURL!);
    const first = await page.goto(url);
    expect(first!.headers()["x-cache"]).toBe("MISS");
    await expect(page.locator("html")).toHaveAttribute("data-palette", "switched");
    const again = await page.goto(url);
    expect(again!.headers()["x-cache"]).toBe("HIT");
    await expect(page.locator("html")).toHaveAttribute("data-palette", "switched");
    expect(await token(page)).toBe(DARK_BG);
    const anonymous = await request.get(url);
    expect(anonymous.headers()["x-cache"]).toBe("HIT");
    expect(await anonymous.text()).toContain('data-palette="default"');
  });
});

test.describe("Colour palette switcher at 390 wide", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("S-4-55 S-4-59 S-4-60 the switcher fits the phone header and toggles there @phone", async ({ page, context }) => {
    await page.goto("/");
    await headerHydrated(page);
    const button = switcher(page);
    await expect(button).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await button.click();
    await expect(page.locator("html")).toHaveAttribute("data-palette", "switched");
    await expect(button).toHaveAccessibleName("Light mode");
    expect(await token(page)).toBe(DARK_BG);
    expect((await paletteCookie(context))?.value).toBe("true");
  });
});

const PAGES = [
  { name: "the home page", url: "/" },
  { name: "the shop archive", url: "/shop" },
  { name: "a category page", url: "/category/textiles" },
  { name: "search results", url: "/search?q=lamp" },
  { name: "a product page", url: "/product/stoneware-mug" },
  { name: "the cart", url: "/cart" },
  { name: "a 404 page", url: "/no/such/page" },
];

test.describe("Colour palettes pass WCAG AA (axe)", () => {
  for (const switched of [false, true])
    for (const { name, url } of PAGES)
      test(`S-4-58 ${name} in the ${switched ? "switched (dark)" : "default (light)"} palette has no serious or critical violations @phone`, async ({
        page,
        context,
        baseURL,
      }) => {
        await choose(context, switched, baseURL!);
        await page.goto(url);
        await expect(page.locator("html")).toHaveAttribute("data-palette", switched ? "switched" : "default");
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        expect(await seriousAxeViolations(page)).toEqual([]);
      });
});
