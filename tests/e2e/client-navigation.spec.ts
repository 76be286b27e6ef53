/**
 * With JavaScript, the archive's links and forms navigate in place: the document survives (a value set on
 * `window` is still there) while the URL and the listing change.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { headerSearchField } from "./support/header-search.ts";
import { facetTerm, productCards, readTotal, resultCount, waitForListingHydration } from "./support/listing.ts";

declare global {
  interface Window {
    __marker?: number;
  }
}

async function markDocument(page: Page) {
  await waitForListingHydration(page);
  await page.evaluate(() => {
    window.__marker = 1;
  });
}

async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => window.__marker), "the page was not reloaded").toBe(1);
}

test.describe("Client-side navigation", () => {
  test("P-2-58 a filter click changes the URL and the grid without reloading the page", async ({ page }) => {
    await page.goto("/shop");
    const all = await readTotal(page);
    await markDocument(page);
    await facetTerm(page, "Colour", "Blush").click();
    await expect(page).toHaveURL(/e-filter-shop-colour=blush/);
    await expect(resultCount(page)).not.toHaveText(`Showing 1–12 of ${all} results`);
    await expectSameDocument(page);

    // Back restores the unfiltered listing, still in the same document.
    await page.goBack();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(resultCount(page)).toHaveText(`Showing 1–12 of ${all} results`);
    await expectSameDocument(page);
  });

  test("paging, sorting, price filtering and searching stay in the same document", async ({ page }) => {
    await page.goto("/shop");
    await markDocument(page);

    await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/\?e-page-shop=2$/);
    await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expectSameDocument(page);

    await page.getByRole("combobox", { name: "Sort products" }).selectOption("rating");
    await expect(page).toHaveURL(/\?sort=rating$/);
    await expectSameDocument(page);

    await page.getByLabel("Max price (€)").fill("30");
    await page.getByRole("button", { name: "Apply price" }).click();
    await expect(page).toHaveURL(/maxPrice=30/);
    await expectSameDocument(page);

    const search = await headerSearchField(page);
    await search.fill("candle");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=candle$/);
    await expect(productCards(page).first()).toBeVisible();
    await expectSameDocument(page);

    await productCards(page).first().getByRole("heading").getByRole("link").click();
    await expect(page).toHaveURL(/\/product\//);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectSameDocument(page);
  });

  test("category links in the sidebar navigate in place", async ({ page }) => {
    await page.goto("/shop");
    await markDocument(page);
    await page
      .getByRole("navigation", { name: "Categories" })
      .getByRole("link", { name: /^Stationery\s*\d+ products$/ })
      .click();
    await expect(page).toHaveURL(/\/category\/stationery$/);
    await expect(page.getByRole("heading", { level: 1, name: "Stationery" })).toBeVisible();
    await expectSameDocument(page);
  });
});
