import { expect, test } from "./fixtures.ts";
import { PER_PAGE, productCards, readTotal, resultCount } from "./support/listing.ts";

const notice = (page: import("@playwright/test").Page) => page.locator(".archive__notice");
const pagination = (page: import("@playwright/test").Page) => page.getByRole("navigation", { name: "Pagination" });

test.describe("Listing addresses a shopper got wrong", () => {
  test("an inverted price range is swapped: the shopper stays on the listing with a notice and the other options kept @phone", async ({ page }) => {
    const response = await page.goto("/shop?minPrice=50&maxPrice=10&sort=price");
    expect(response?.status()).toBe(200);
    await expect(notice(page)).toHaveText("The lowest price was above the highest, so we showed prices from €10.00 to €50.00 instead.");
    await expect(page.getByLabel(/^Min price/)).toHaveValue("10");
    await expect(page.getByLabel(/^Max price/)).toHaveValue("50");
    await expect(page.getByRole("combobox", { name: /sort/i })).toHaveValue("price");
    await expect(productCards(page).first()).toBeVisible();
  });

  test("an unknown sort falls back to the default sorting with a notice, the colour filter kept", async ({ page }) => {
    const response = await page.goto("/shop?sort=cheapest&e-filter-shop-colour=sage");
    expect(response?.status()).toBe(200);
    await expect(notice(page)).toHaveText("That sort order is not one we offer, so we showed the default sorting instead.");
    await expect(page.getByRole("combobox", { name: /sort/i })).toHaveValue("default");
    await expect(page.getByRole("link", { name: /Sage/ }).first()).toHaveAttribute("aria-current", "true");
  });

  test("a page number that is not one is dropped with a notice (the first page shows)", async ({ page }) => {
    const response = await page.goto("/shop?e-page-shop=two");
    expect(response?.status()).toBe(200);
    await expect(notice(page)).toContainText("we showed the first page instead");
    await expect(resultCount(page)).toContainText("Showing 1–12");
  });

  test("a search no search box could send (a control character) still answers 400", async ({ page }) => {
    const response = await page.goto("/search?q=lamp%00");
    expect(response?.status()).toBe(400);
  });
});

test.describe("P-3-42 the archive's paging key", () => {
  test("?e-page-shop=2 shows page 2 and the page links use e-page-shop; ?page=2 still works", async ({ page }) => {
    await page.goto("/shop?sort=price&e-page-shop=2");
    const total = await readTotal(page);
    await expect(resultCount(page)).toHaveText(`Showing ${PER_PAGE + 1}–${2 * PER_PAGE} of ${total} results`);
    await expect(pagination(page).getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expect(pagination(page).getByRole("link", { name: "Next page" })).toHaveAttribute("href", "/shop?sort=price&e-page-shop=3");
    await expect(pagination(page).getByRole("link", { name: "Previous page" })).toHaveAttribute("href", "/shop?sort=price");
    await page.goto("/shop?sort=price&page=2");
    await expect(resultCount(page)).toHaveText(`Showing ${PER_PAGE + 1}–${2 * PER_PAGE} of ${total} results`);
  });
});

test("/shop preloads only the first card's image, with exactly its srcset and sizes", async ({ page }) => {
  await page.goto("/shop");
  const preloads = page.locator('head link[rel="preload"][as="image"]');
  await expect(preloads).toHaveCount(1);
  const first = productCards(page).first().locator("img");
  expect(await preloads.getAttribute("imagesrcset")).toBe(await first.getAttribute("srcset"));
  expect(await preloads.getAttribute("imagesizes")).toBe(await first.getAttribute("sizes"));
});
