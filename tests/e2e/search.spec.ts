import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { headerSearchField } from "./support/header-search.ts";
import { cardNames, parseTotal, productCards, resultCount } from "./support/listing.ts";

async function searchFromHeader(page: Page, terms: string) {
  const field = await headerSearchField(page);
  await field.fill(terms);
  await field.press("Enter");
  await expect(page).toHaveURL((url) => url.pathname === "/search" && url.searchParams.get("q") === terms);
  await expect(page.getByRole("heading", { level: 1, name: `Search results for “${terms}”` })).toBeVisible();
}

test.describe("Search", () => {
  test("a product name typed in the header search lists that product @phone", async ({ page }) => {
    await page.goto("/shop");
    await searchFromHeader(page, "Oak Desk Lamp");
    await expect(page.getByRole("heading", { level: 1, name: "Search results for “Oak Desk Lamp”" })).toBeVisible();
    await expect(productCards(page).first()).toBeVisible();
    expect((await cardNames(page))[0]).toBe("Oak Desk Lamp");
    // The search page's own field keeps the terms.
    await expect(page.getByRole("searchbox", { name: "Search for" })).toHaveValue("Oak Desk Lamp");
  });

  test("a SKU finds its product first", async ({ page }) => {
    await page.goto("/product/oak-desk-lamp");
    const sku = ((await page.getByText(/^VT-[A-Z]+-\d+$/).textContent()) ?? "").trim();
    expect(sku).toMatch(/^VT-/);
    await searchFromHeader(page, sku);
    await expect(productCards(page).first()).toBeVisible();
    expect((await cardNames(page))[0]).toBe("Oak Desk Lamp");
    // The SKU's prefix matches the whole family of SKUs in that category.
    await searchFromHeader(page, sku.toLowerCase());
    expect((await cardNames(page))[0]).toBe("Oak Desk Lamp");
  });

  test("a word from a product description finds it", async ({ page }) => {
    await page.goto("/");
    // "Smokeless, dripless rapeseed wax" is only in the description of the taper candles.
    await searchFromHeader(page, "smokeless");
    await expect(resultCount(page)).toHaveText("Showing the single result");
    expect(await cardNames(page)).toEqual(["Ribbed Taper Candles"]);
  });

  test("a search with no result shows the empty state with suggestions @phone", async ({ page }) => {
    await page.goto("/shop");
    await searchFromHeader(page, "zqxjvw");
    await expect(resultCount(page)).toHaveText("No products found");
    await expect(productCards(page)).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "No products matched “zqxjvw”" })).toBeVisible();
    await expect(page.getByText("Check the spelling, or use fewer or more general words.")).toBeVisible();
    await expect(page.getByRole("link", { name: "all products", exact: true })).toHaveAttribute("href", "/shop");
    await page.getByRole("main").getByRole("link", { name: "Lighting", exact: true }).click();
    await expect(page).toHaveURL(/\/category\/lighting$/);
    await expect(page.getByRole("heading", { level: 1, name: "Lighting" })).toBeVisible();
  });

  test("search results can be filtered and sorted like the archive", async ({ page }) => {
    await page.goto("/search?q=lamp&sort=price");
    const names = await cardNames(page);
    expect(names.length).toBeGreaterThan(1);
    for (const name of names) expect(name.toLowerCase()).toContain("lamp");
    await expect(page.getByRole("combobox", { name: "Sort products" })).toHaveValue("price");
  });

  test("the sidebar of search results keeps the query in its category links and counts the search's matches @phone", async ({ page }) => {
    await page.goto("/search?q=lamp");
    const total = parseTotal((await resultCount(page).textContent()) ?? "");
    const sidebar = page.getByRole("navigation", { name: "Categories" });
    if (!(await sidebar.isVisible())) await page.getByText("Filters", { exact: true }).click();
    const allResults = sidebar.getByRole("link", { name: "All results" });
    await expect(allResults).toHaveAttribute("href", "/search?q=lamp");
    const lighting = sidebar.getByRole("link", { name: /^Lighting \d+ products$/ });
    await expect(lighting).toHaveAttribute("href", "/category/lighting?q=lamp");
    const lightingCount = Number(await lighting.locator(".count").evaluate((el) => el.firstChild?.textContent ?? ""));
    expect(lightingCount).toBeGreaterThan(0);
    expect(lightingCount).toBeLessThanOrEqual(total);
    // Categories the search found nothing in are not offered.
    await expect(sidebar.getByRole("link", { name: /^Apparel / })).toHaveCount(0);

    await lighting.click();
    await expect(page).toHaveURL(/\/category\/lighting\?q=lamp$/);
    await expect(page.getByRole("heading", { level: 1, name: "Results for “lamp” in Lighting" })).toBeVisible();
    expect(parseTotal((await resultCount(page).textContent()) ?? "")).toBe(lightingCount);
    for (const name of await cardNames(page)) expect(name.toLowerCase()).toContain("lamp");
  });

  test("the search page without terms offers the search field and suggestions", async ({ page }) => {
    const response = await page.goto("/search");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Search the shop" })).toBeVisible();
    const field = page.getByRole("main").getByRole("searchbox", { name: "Search for" });
    await field.fill("linen");
    await field.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=linen$/);
    await expect(productCards(page).first()).toBeVisible();
  });
});
