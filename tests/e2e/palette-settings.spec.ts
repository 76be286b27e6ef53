/**
 * The colour switcher's shop-wide settings: forceReload and the `system` default mode. They change every
 * page, so this file runs in its own project on the shop-wide specs' own shop (playwright.config.ts),
 * changes them through the merchant's API as the admin (which also empties the page cache), and puts the
 * demo settings back at the end. Each test runs at 1280 and 390 wide.
 */
import type { Browser } from "@playwright/test";
import { headerHydrated } from "./support/account.ts";
import { type MerchantSettings, signInAsMerchant } from "./support/merchant-settings.ts";
import { expect, shopUrl, test } from "./fixtures.ts";

const DEMO = { defaultMode: "light", isDarkPalette: true, forceReload: false };
const WIDTHS = [
  { name: "desktop", viewport: { width: 1280, height: 800 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
];

let merchant: MerchantSettings;
const saveSettings = (patch: Record<string, unknown>) => merchant.save("palette", patch);

const colourToken = (page: import("@playwright/test").Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--color-bg").trim());

function visit(browser: Browser, viewport: { width: number; height: number }, options: { colorScheme?: "dark" | "light"; switched?: boolean } = {}) {
  return browser.newContext({ baseURL: shopUrl(), viewport, colorScheme: options.colorScheme ?? "light" }).then(async (context) => {
    if (options.switched !== undefined) await context.addCookies([{ name: "astraColorSwitcherState", value: String(options.switched), url: shopUrl() }]);
    return context;
  });
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  merchant = await signInAsMerchant();
});

test.afterAll(async () => {
  await saveSettings(DEMO);
  await merchant.dispose();
});

for (const { name, viewport } of WIDTHS) {
  test.describe(`Colour switcher settings at ${name} width`, () => {
    test(`S-4-57 with forceReload a toggle stores the cookie and reloads into the other palette (${name})`, async ({ browser }) => {
      await saveSettings({ ...DEMO, forceReload: true });
      const context = await visit(browser, viewport);
      const page = await context.newPage();
      await page.goto("/shop");
      await headerHydrated(page);
      await page.evaluate(() => ((window as unknown as { paletteMark: number }).paletteMark = 1));
      const reloaded = page.waitForEvent("load");
      await page.locator(".site-header__device:visible .palette-switcher__button").click();
      await reloaded;
      expect(await page.evaluate(() => (window as unknown as { paletteMark?: number }).paletteMark)).toBeUndefined();
      await expect(page.locator("html")).toHaveAttribute("data-palette", "switched");
      expect(await colourToken(page)).toBe("#121416");
      expect((await context.cookies()).find((c) => c.name === "astraColorSwitcherState")?.value).toBe("true");
      await context.close();
    });

    test(`S-4-61 with mode system, a dark palette and no cookie, a dark system switches on load, before paint, also from the page cache (${name})`, async ({
      browser,
    }) => {
      await saveSettings({ ...DEMO, defaultMode: "system" });
      const url = `/category/textiles?palette-system=${name}`;
      // The first visitor (no cookie, light system) leaves the page in the shared cache.
      const light = await visit(browser, viewport);
      const lightPage = await light.newPage();
      expect((await lightPage.goto(url))!.headers()["x-cache"]).toBe("MISS");
      await expect(lightPage.locator("html")).toHaveAttribute("data-palette", "default");
      expect((await light.cookies()).find((c) => c.name === "astraColorSwitcherState")).toBeUndefined();
      await light.close();

      // A dark system gets that same cached page; its head script (allowed by hash) switches before paint.
      const dark = await visit(browser, viewport, { colorScheme: "dark" });
      const page = await dark.newPage();
      const errors: string[] = [];
      page.on("console", (message) => void (message.type() === "error" && errors.push(message.text())));
      // The palette when <body> first enters the document, before anything of it can paint.
      await page.addInitScript(() => {
        new MutationObserver((_records, observer) => {
          if (!document.body) return;
          (window as unknown as { firstPalette: string | null }).firstPalette = document.documentElement.getAttribute("data-palette");
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      });
      const response = await page.goto(url);
      expect(response!.headers()["x-cache"]).toBe("HIT");
      expect(response!.headers()["content-security-policy"]).toContain("'sha256-");
      await expect(page.locator("html")).toHaveAttribute("data-palette", "switched");
      expect(await page.evaluate(() => (window as unknown as { firstPalette: string | null }).firstPalette)).toBe("switched");
      expect(await colourToken(page)).toBe("#121416");
      await expect(page.locator(".site-header__device:visible .palette-switcher__button")).toHaveAccessibleName("Light mode");
      expect((await dark.cookies()).find((c) => c.name === "astraColorSwitcherState")?.value).toBe("true");
      // No Content-Security-Policy refusal (or any other error) for the cached page's inline scripts.
      expect(errors).toEqual([]);
      await dark.close();

      // A stored choice wins over the system.
      const chose = await visit(browser, viewport, { colorScheme: "dark", switched: false });
      const chosePage = await chose.newPage();
      await chosePage.goto(url);
      await expect(chosePage.locator("html")).toHaveAttribute("data-palette", "default");
      expect(await colourToken(chosePage)).toBe("#ffffff");
      await chose.close();
      await saveSettings(DEMO);
    });
  });
}
