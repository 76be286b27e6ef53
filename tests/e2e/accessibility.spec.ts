import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

const PAGES = [
  { name: "the shop archive", url: "/shop", status: 200 },
  { name: "a category page", url: "/category/textiles", status: 200 },
  { name: "a filtered listing", url: "/shop?e-filter-shop-colour=plum~ocean&minPrice=20", status: 200 },
  { name: "search results", url: "/search?q=lamp", status: 200 },
  { name: "an empty search", url: "/search?q=zqxjvw", status: 200 },
  { name: "a product page", url: "/product/oak-desk-lamp", status: 200 },
  { name: "a variable product with a gallery", url: "/product/stoneware-mug", status: 200 },
  { name: "a product with a vertical thumbnail strip", url: "/product/chunky-wool-throw", status: 200 },
  { name: "a 404 page", url: "/no/such/page", status: 404 },
  { name: "an unknown category", url: "/category/no-such-category", status: 404 },
];

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ rule: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(" ")) }));
}

test.describe("Accessibility (axe)", () => {
  for (const { name, url, status } of PAGES) {
    test(`${name} has no serious or critical violations @phone`, async ({ page }) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(status);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test("the gallery lightbox, open, has no serious or critical violations @phone", async ({ page }) => {
    await page.goto("/product/stoneware-mug");
    await expect(page.locator("article.product[data-hydrated]")).toBeVisible();
    await page.getByRole("link", { name: "View full-screen image gallery" }).click();
    await expect(page.locator(".pswp")).toHaveAttribute("data-ready", "");
    await page.getByRole("button", { name: "Share" }).click();
    await expect(page.locator("#lightbox-share")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("the phone menu and filters, opened, have no serious or critical violations @phone", async ({ page, isMobile }) => {
    test.skip(!isMobile, "phone layout only");
    await page.goto("/shop");
    await page.getByRole("complementary", { name: "Filters" }).getByText("Filters", { exact: true }).click();
    await expect(page.getByRole("region", { name: "Colour" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // The open menu lies over the page; check it on its own.
    await page.getByRole("banner").getByText("Menu", { exact: true }).click();
    await expect(page.getByRole("banner").getByRole("navigation", { name: "Primary" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
