import { expect, test } from "./fixtures.ts";
import {
  cardNames,
  cardPrices,
  expectNonDecreasing,
  expectNonIncreasing,
  productGrid,
  readTotal,
  resultCount,
  waitForListingHydration,
} from "./support/listing.ts";

const ORDERS = [
  { key: "popularity", label: "Sort by popularity" },
  { key: "rating", label: "Sort by average rating" },
  { key: "date", label: "Sort by latest" },
  { key: "price", label: "Sort by price: low to high" },
  { key: "price-desc", label: "Sort by price: high to low" },
] as const;

test.describe("Archive sorting", () => {
  for (const order of ORDERS) {
    test(`choosing "${order.label}" reorders the grid and puts sort=${order.key} in the URL`, async ({ page }) => {
      await page.goto("/shop");
      const total = await readTotal(page);
      const defaultOrder = await cardNames(page);
      await waitForListingHydration(page);

      await page.getByRole("combobox", { name: "Sort products" }).selectOption({ label: order.label });
      await expect(page).toHaveURL(new RegExp(`[?&]sort=${order.key}(&|$)`));
      await expect(page.getByRole("combobox", { name: "Sort products" })).toHaveValue(order.key);
      // Sorting never changes what is listed, only its order.
      await expect(resultCount(page)).toHaveText(`Showing 1–12 of ${total} results`);
      await expect.poll(() => cardNames(page)).not.toEqual(defaultOrder);
    });
  }

  test("price low to high ascends on the page and across the page boundary", async ({ page }) => {
    await page.goto("/shop?sort=price");
    const first = await cardPrices(page);
    expectNonDecreasing(
      first.map((p) => p.min),
      "lowest prices, page 1",
    );
    await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/sort=price&e-page-shop=2/);
    await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    const second = await cardPrices(page);
    expectNonDecreasing(
      [...first, ...second].map((p) => p.min),
      "lowest prices, pages 1 and 2",
    );
  });

  test("price high to low descends on the page and across the page boundary", async ({ page }) => {
    await page.goto("/shop?sort=price-desc");
    const first = await cardPrices(page);
    expectNonIncreasing(
      first.map((p) => p.max),
      "highest prices, page 1",
    );
    await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/sort=price-desc&e-page-shop=2/);
    await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    const second = await cardPrices(page);
    expectNonIncreasing(
      [...first, ...second].map((p) => p.max),
      "highest prices, pages 1 and 2",
    );
  });

  test("average rating puts the best-rated products first", async ({ page }) => {
    await page.goto("/shop?sort=rating");
    const labels = await productGrid(page)
      .getByRole("img", { name: /^Rated / })
      .evaluateAll((stars) => stars.map((s) => s.getAttribute("aria-label") ?? ""));
    const ratings = labels.map((label) => Number(/Rated ([\d.]+) out of 5/.exec(label)?.[1]));
    expect(ratings.length).toBeGreaterThan(1);
    expectNonIncreasing(ratings, "ratings");
  });

  test("sorting keeps the active filters and starts again at page 1", async ({ page }) => {
    await page.goto("/shop?e-filter-shop-colour=ocean~sage&page=2");
    await waitForListingHydration(page);
    await page.getByRole("combobox", { name: "Sort products" }).selectOption({ label: "Sort by price: low to high" });
    await expect(page).toHaveURL(/sort=price/);
    await expect(page.getByRole("link", { name: "Page 1", exact: true })).toHaveAttribute("aria-current", "page");
    const url = new URL(page.url());
    expect(url.searchParams.get("e-filter-shop-colour")).toBe("ocean~sage");
    expect(url.searchParams.get("page")).toBeNull();
    expectNonDecreasing(
      (await cardPrices(page)).map((p) => p.min),
      "lowest prices",
    );
  });
});
