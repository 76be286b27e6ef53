/** The scroll-to-top button and smooth scrolling to in-page anchors (storefront-shell §2, §9). */
import { expect, test } from "./fixtures.ts";
import { headerHydrated } from "./support/account.ts";

const button = (page: import("@playwright/test").Page) => page.getByRole("link", { name: "Scroll to top" });

async function scrollInstantlyTo(page: import("@playwright/test").Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
}

test.describe("Scroll to top", () => {
  test("S-9-5 S-2-37 the button shows past 300 px, and takes the page back to the top and the focus to its start @phone", async ({ page }) => {
    await page.goto("/shop");
    await headerHydrated(page);
    await expect(button(page)).toBeHidden();
    await scrollInstantlyTo(page, 301);
    await expect(button(page)).toBeVisible();
    // One pixel less and it goes again: 300 px is where it turns.
    await scrollInstantlyTo(page, 299);
    await expect(button(page)).toBeHidden();
    await scrollInstantlyTo(page, 301);
    await expect(button(page)).toBeVisible();
    await button(page).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
    await expect(button(page)).toBeHidden();
  });

  test("the button is out of the keyboard's way while hidden", async ({ page }) => {
    await page.goto("/shop");
    await headerHydrated(page);
    // The footer's last link is just before the button in tab order; focused without scrolling, so the
    // page stays at the top, where the button is hidden.
    await page
      .getByRole("contentinfo")
      .getByRole("link")
      .last()
      .evaluate((link: HTMLElement) => link.focus({ preventScroll: true }));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => document.activeElement?.className ?? "");
    expect(focused).not.toContain("scroll-to-top");
  });
});

test.describe("In-page anchors", () => {
  test("S-2-38 a click on an in-page link scrolls there over several frames, not in one jump @phone", async ({ page }) => {
    await page.goto("/product/oak-desk-lamp");
    await expect(page.locator("article.product[data-hydrated]")).toBeVisible();
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { scrolls: number[] }).scrolls = seen;
      addEventListener("scroll", () => seen.push(scrollY), { passive: true });
    });
    await page.getByRole("link", { name: /^\d+ customer reviews?$/ }).click();
    await expect(page.locator("#reviews")).toBeInViewport();
    await expect.poll(async () => page.evaluate(() => (window as unknown as { scrolls: number[] }).scrolls.length)).toBeGreaterThan(2);
    const scrolls = await page.evaluate(() => (window as unknown as { scrolls: number[] }).scrolls);
    const distinct = new Set(scrolls.map((y) => Math.round(y)));
    expect(distinct.size).toBeGreaterThan(2);
  });

  test("P-2-48 an anchor reached from the menu lands below the stuck header, not behind it", async ({ page }) => {
    await page.goto("/about");
    await headerHydrated(page);
    await page.getByRole("navigation", { name: "Secondary" }).getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL(/\/about#contact$/);
    const heading = page.getByRole("heading", { level: 2, name: "Contact", exact: true });
    await expect(heading).toBeInViewport();
    await expect(page.locator(".site-header")).toHaveClass(/\bis-stuck\b/);
    await expect
      .poll(async () => {
        const headerBottom = await page.locator(".site-header").evaluate((header) => header.getBoundingClientRect().bottom);
        const headingTop = await heading.evaluate((element) => element.getBoundingClientRect().top);
        return headingTop >= headerBottom - 1;
      })
      .toBe(true);
  });
});
