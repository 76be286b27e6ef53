import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { headerSearchField } from "./support/header-search.ts";

/** The labels of the links a menu marks as the current page. */
async function currentLabels(menu: Locator): Promise<string[]> {
  return menu.locator('a[aria-current="page"]').evaluateAll((links) => links.map((a) => a.textContent?.trim() ?? ""));
}

const primaryNav = (page: Page) => page.getByRole("banner").locator(".site-header__device--desktop .primary-nav");
const mobileNav = (page: Page) => page.getByRole("banner").locator(".site-header__device--mobile .mobile-menu");

test.describe("The header's current menu item", () => {
  for (const [url, expected] of [
    ["/search?q=lamp", []],
    ["/search?q=linen", ["The linen edit"]],
    ["/search?q=linen&sort=price", ["The linen edit"]],
    ["/shop", ["Shop"]],
    ["/shop?sort=price", ["Shop"]],
    ["/category/lighting", ["Lighting"]],
  ] as const) {
    test(`${url} marks ${expected.length ? expected.join(", ") : "no item"} as the current page`, async ({ page }) => {
      await page.goto(url);
      expect(await currentLabels(primaryNav(page))).toEqual(expected);
    });
  }

  test("a client-side search moves the mark away from the linen edit", async ({ page }) => {
    await page.goto("/search?q=linen");
    // Once the header runs, the search is a client-side navigation and the menu must follow it.
    await expect(page.locator('[data-testid="mini-cart-widget"][data-cart-ready]').first()).toBeAttached({ timeout: 20_000 });
    const search = await headerSearchField(page);
    await search.fill("mug");
    await search.press("Enter");
    await expect(page).toHaveURL(/q=mug/);
    await expect.poll(() => currentLabels(primaryNav(page))).toEqual([]);
  });

  test("@phone the mobile menu marks one item: /shop is Shop, a search for something else is none", async ({ page }) => {
    await page.goto("/shop");
    expect(await currentLabels(mobileNav(page))).toEqual(["Shop"]);
    await page.goto("/search?q=lamp");
    expect(await currentLabels(mobileNav(page))).toEqual([]);
    await page.goto("/category/lighting");
    expect(await currentLabels(mobileNav(page))).toEqual(["Lighting"]);
  });
});
