import { expect, test } from "./fixtures.ts";
import { PER_PAGE, cardNames, productCards, readTotal, resultCount } from "./support/listing.ts";

function pagination(page: import("@playwright/test").Page) {
  return page.getByRole("navigation", { name: "Pagination" });
}

test.describe("Archive pagination", () => {
  test("P-3-42 next, previous and numbered links move through the pages with ?e-page-shop=N in the URL", async ({ page }) => {
    await page.goto("/shop");
    const total = await readTotal(page);
    const lastPage = Math.ceil(total / PER_PAGE);
    expect(lastPage).toBeGreaterThanOrEqual(3);
    const firstPage = await cardNames(page);
    await expect(pagination(page).getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await expect(pagination(page).getByRole("link", { name: "Previous page" })).toHaveCount(0);

    await pagination(page).getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/\/shop\?e-page-shop=2$/);
    await expect(resultCount(page)).toHaveText(`Showing 13–24 of ${total} results`);
    await expect(pagination(page).getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    const secondPage = await cardNames(page);
    expect(secondPage).toHaveLength(PER_PAGE);
    expect(
      secondPage.filter((name) => firstPage.includes(name)),
      "products on both page 1 and page 2",
    ).toEqual([]);

    await pagination(page).getByRole("link", { name: "Previous page" }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(resultCount(page)).toHaveText(`Showing 1–12 of ${total} results`);
    expect(await cardNames(page)).toEqual(firstPage);

    await pagination(page)
      .getByRole("link", { name: `Page ${lastPage}`, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`\\?e-page-shop=${lastPage}$`));
    await expect(pagination(page).getByRole("link", { name: `Page ${lastPage}`, exact: true })).toHaveAttribute("aria-current", "page");
    await expect(pagination(page).getByRole("link", { name: "Next page" })).toHaveCount(0);
    await expect(productCards(page)).toHaveCount(total - (lastPage - 1) * PER_PAGE);
  });

  test("a page opened by URL shows its own slice and keeps the sort order in its links", async ({ page }) => {
    await page.goto("/shop?sort=price&page=2");
    const total = await readTotal(page);
    await expect(resultCount(page)).toHaveText(`Showing 13–24 of ${total} results`);
    await expect(pagination(page).getByRole("link", { name: "Next page" })).toHaveAttribute("href", "/shop?sort=price&e-page-shop=3");
    await expect(pagination(page).getByRole("link", { name: "Previous page" })).toHaveAttribute("href", "/shop?sort=price");
  });

  test("a page past the last answers 404 with a helpful page inside the shell", async ({ page }) => {
    await page.goto("/shop");
    const lastPage = Math.ceil((await readTotal(page)) / PER_PAGE);

    const response = await page.goto(`/shop?page=${lastPage + 1}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "That page doesn’t exist" })).toBeVisible();
    await expect(page.getByText(`This listing has ${lastPage} pages.`)).toBeVisible();

    await page.getByRole("link", { name: "Go to the last page" }).click();
    await expect(page).toHaveURL(new RegExp(`/shop\\?e-page-shop=${lastPage}$`));
    await expect(productCards(page).first()).toBeVisible();
  });
});
