/**
 * The search overlay as the demo shop offers it (a header-cover box, the `header` settings): opened by the
 * icon, closed by its button or Escape, with products and categories as you type. The other styles are
 * switched shop-wide in search-styles.spec.ts.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { headerHydrated } from "./support/account.ts";
import { searchToggle } from "./support/header-search.ts";
import { cardNames } from "./support/listing.ts";

const overlay = (page: Page) => page.getByRole("dialog", { name: "Search the shop" });
const field = (page: Page) => overlay(page).getByRole("searchbox", { name: "Search products" });

async function openOverlay(page: Page) {
  await page.goto("/shop");
  await headerHydrated(page);
  await searchToggle(page).click();
  await expect(overlay(page)).toBeVisible();
}

test.describe("Search overlay", () => {
  test("S-1-15 S-4-69 S-4-70 S-2-29 the icon opens a box over the header with the field focused; its close button closes it and the focus goes back @phone", async ({
    page,
  }) => {
    await openOverlay(page);
    await expect(overlay(page)).toHaveAttribute("data-search-style", "header-cover");
    await expect(field(page)).toBeFocused();
    const box = (await overlay(page).boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.y).toBe(0);
    expect(box.width).toBe(viewport.width);
    expect(box.height).toBeLessThan(viewport.height / 2);
    await overlay(page).getByRole("button", { name: "Close search" }).click();
    await expect(overlay(page)).toBeHidden();
    await expect(searchToggle(page)).toBeFocused();
  });

  test("S-4-71 Escape closes the overlay and gives the focus back to the icon @phone", async ({ page }) => {
    await openOverlay(page);
    await field(page).fill("mug");
    await page.keyboard.press("Escape");
    await expect(overlay(page)).toBeHidden();
    await expect(searchToggle(page)).toBeFocused();
  });

  test("products with their picture and price show as you type, asked once after the typing stops; the arrow keys reach them and Enter opens one @phone", async ({
    page,
  }) => {
    await openOverlay(page);
    const asked: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/products?")) asked.push(new URL(request.url()).searchParams.get("q") ?? "");
    });
    await field(page).pressSequentially("lamp", { delay: 30 });
    const products = overlay(page).getByRole("region", { name: "Products" });
    await expect(products.getByRole("link", { name: /Oak Desk Lamp/ })).toBeVisible();
    expect(asked).toEqual(["lamp"]);
    const first = products.getByRole("listitem").first();
    await expect(first.locator("img")).toHaveAttribute("src", /\/media\//);
    await expect(first).toContainText(/€\d+\.\d\d/);

    await field(page).press("ArrowDown");
    const focusedName = await page.evaluate(() => document.activeElement?.textContent ?? "");
    expect(focusedName).not.toBe("");
    await page.keyboard.press("ArrowUp");
    await expect(field(page)).toBeFocused();
    await field(page).press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/(product|category)\//);
    await expect(overlay(page)).toBeHidden();
  });

  test("categories match by name, with their product counts @phone", async ({ page }) => {
    await openOverlay(page);
    await field(page).fill("light");
    const categories = overlay(page).getByRole("region", { name: "Categories" });
    await expect(categories.getByRole("link", { name: /^Lighting\s*\d+ products?$/ })).toBeVisible();
    await categories.getByRole("link", { name: /^Lighting/ }).click();
    await expect(page).toHaveURL(/\/category\/lighting$/);
  });

  test("Enter in the field searches the whole shop, and a search with no suggestion says so", async ({ page }) => {
    await openOverlay(page);
    await field(page).fill("zqxjvw");
    await expect(overlay(page)).toContainText("No products or categories match “zqxjvw”");
    await field(page).fill("linen");
    await field(page).press("Enter");
    await expect(page).toHaveURL(/\/search\?q=linen$/);
    await expect(overlay(page)).toBeHidden();
  });

  test("the start of a word finds it, and the overlay opens empty again, even over the search page @phone", async ({ page }) => {
    await openOverlay(page);
    await field(page).fill("lin");
    const products = overlay(page).getByRole("region", { name: "Products" });
    await expect(products.getByRole("link", { name: /Linen/ }).first()).toBeVisible();
    await field(page).press("Enter");
    await expect(page).toHaveURL(/\/search\?q=lin$/);
    await expect.poll(async () => (await cardNames(page)).some((name) => name.startsWith("Linen"))).toBe(true);
    await expect(page.getByRole("searchbox", { name: "Search for" })).toHaveValue("lin");
    await headerHydrated(page);
    await searchToggle(page).click();
    await expect(field(page)).toBeFocused();
    await expect(field(page)).toHaveValue("");
    await expect(overlay(page).getByRole("region", { name: "Products" })).toHaveCount(0);
  });

  test("the open overlay has no serious accessibility violations @phone", async ({ page }) => {
    const { default: AxeBuilder } = await import("@axe-core/playwright");
    await openOverlay(page);
    await field(page).fill("lamp");
    await expect(overlay(page).getByRole("region", { name: "Products" })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).include(".search-overlay").analyze();
    expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
  });
});
