/**
 * The catalogue with JavaScript off: every control is a link or a GET form, so browsing, paging,
 * sorting, filtering, searching and opening a product all work from the server-rendered HTML alone.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import {
  PER_PAGE,
  cardNames,
  cardPrices,
  expectNonDecreasing,
  facetTerm,
  facetTermCount,
  productCards,
  queryParam,
  readTotal,
  resultCount,
} from "./support/listing.ts";

test.use({ javaScriptEnabled: false });

test.describe("Catalogue without JavaScript", () => {
  test("browse the archive and page through it", async ({ page }) => {
    await page.goto("/shop");
    const total = await readTotal(page);
    await expect(productCards(page)).toHaveCount(PER_PAGE);
    const firstPage = await cardNames(page);

    await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/\/shop\?e-page-shop=2$/);
    await expect(resultCount(page)).toHaveText(`Showing 13–24 of ${total} results`);
    expect((await cardNames(page)).filter((n) => firstPage.includes(n))).toEqual([]);

    await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Page 1", exact: true }).click();
    await expect(page).toHaveURL(/\/shop$/);
    expect(await cardNames(page)).toEqual(firstPage);
  });

  test("sort with the Sort button: the form submits without JavaScript", async ({ page }) => {
    await page.goto("/shop?page=2");
    const sortButton = page.getByRole("button", { name: "Sort", exact: true });
    await expect(sortButton).toBeVisible();
    await page.getByRole("combobox", { name: "Sort products" }).selectOption({ label: "Sort by price: low to high" });
    // Nothing happens on change alone without JavaScript.
    await expect(page).toHaveURL(/\/shop\?page=2$/);
    await sortButton.click();
    await expect(page).toHaveURL(/\/shop\?sort=price$/);
    await expect(page.getByRole("combobox", { name: "Sort products" })).toHaveValue("price");
    expectNonDecreasing(
      (await cardPrices(page)).map((p) => p.min),
      "lowest prices",
    );

    await page.getByRole("combobox", { name: "Sort products" }).selectOption("price-desc");
    await sortButton.click();
    await expect(page).toHaveURL(/\/shop\?sort=price-desc$/);
    const prices = (await cardPrices(page)).map((p) => p.max);
    for (let i = 1; i < prices.length; i++) expect(prices[i]).toBeLessThanOrEqual(prices[i - 1] as number);
  });

  test("P-2-58 filter by a term and by price", async ({ page }) => {
    await page.goto("/shop?sort=price");
    const all = await readTotal(page);
    const sage = facetTerm(page, "Colour", "Sage");
    const sageCount = await facetTermCount(sage);
    await sage.click();
    await expect(page).toHaveURL(/e-filter-shop-colour=sage/);
    expect(queryParam(page, "sort")).toBe("price");
    expect(await readTotal(page)).toBe(sageCount);
    expect(sageCount).toBeLessThan(all);

    await page.getByLabel("Min price (€)").fill("25");
    await page.getByLabel("Max price (€)").fill("60");
    await page.getByRole("button", { name: "Apply price" }).click();
    await expect(page).toHaveURL(/minPrice=25/);
    expect(queryParam(page, "maxPrice")).toBe("60");
    expect(queryParam(page, "e-filter-shop-colour")).toBe("sage");
    expect(queryParam(page, "sort")).toBe("price");
    const inRange = await readTotal(page);
    expect(inRange).toBeLessThanOrEqual(sageCount);
    for (const price of await cardPrices(page)) {
      expect(price.max, price.name).toBeGreaterThanOrEqual(2500);
      expect(price.min, price.name).toBeLessThanOrEqual(6000);
    }

    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/shop\?sort=price$/);
    expect(await readTotal(page)).toBe(all);
  });

  test("category navigation works as plain links", async ({ page }) => {
    await page.goto("/shop");
    await page
      .getByRole("navigation", { name: "Categories" })
      .getByRole("link", { name: /^Lighting\s*\d+ products$/ })
      .click();
    await expect(page).toHaveURL(/\/category\/lighting$/);
    await expect(page.getByRole("heading", { level: 1, name: "Lighting" })).toBeVisible();
    await expect(productCards(page).first()).toBeVisible();
  });

  test("search from the header and open a product", async ({ page }) => {
    await page.goto("/shop");
    // Without JavaScript the header's search icon leads to the search page and its field.
    await page.getByRole("banner").getByRole("link", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/search$/);
    const field = page.getByRole("main").getByRole("searchbox", { name: "Search for" });
    await field.fill("Oak Desk Lamp");
    await field.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=Oak\+Desk\+Lamp$/);
    await expect(page.getByRole("heading", { level: 1, name: "Search results for “Oak Desk Lamp”" })).toBeVisible();

    await productCards(page).getByRole("link", { name: "Oak Desk Lamp" }).click();
    await expect(page).toHaveURL(/\/product\/oak-desk-lamp$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oak Desk Lamp");
    await expect(page.getByRole("main")).toContainText(/€\d+\.\d\d/);
  });

  test("the empty search and the 404 page work too", async ({ page }) => {
    await page.goto("/search?q=zqxjvw");
    await expect(page.getByRole("heading", { name: "No products matched “zqxjvw”" })).toBeVisible();
    const response = await page.goto("/product/no-such-product");
    expect(response?.status()).toBe(404);
    await page.getByRole("main").getByRole("link", { name: "Browse the shop" }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(productCards(page).first()).toBeVisible();
  });
});

test.describe("Buying a variable product without JavaScript", () => {
  const cartLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Cart, \d+ items?$/ });
  type CartAnswer = { count: number; items: { name: string; quantity: number; attributes: { name: string; value: string }[] }[] };

  test("S-7-28 P-1-6 P-1-7 the chosen options pick the variation, an 'any' one included, for add to cart and for buy now", async ({ page }) => {
    await page.goto("/product/linen-shirt");
    // Blush is made in any size: its one variation answers every size.
    await page.getByLabel("Colour").selectOption("blush");
    await page.getByLabel("Size").selectOption("l");
    await page.getByRole("spinbutton", { name: "Quantity" }).fill("2");
    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect(page).toHaveURL(/\/product\/linen-shirt\?added=yes#add-to-cart-notice$/);
    await expect(page.getByTestId("cart-notice")).toContainText("“Linen Shirt” has been added to your cart.");
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 2 items");

    await page.goto("/product/merino-knit-jumper");
    await page.getByLabel("Colour").selectOption("plum");
    await page.getByLabel("Size").selectOption("m");
    await page.getByRole("button", { name: "Buy now" }).click();
    await expect(page).toHaveURL(/\/checkout$/);

    const cart = (await (await page.request.get("/api/cart")).json()) as CartAnswer;
    expect(cart.items.map((item) => [item.name, item.quantity, item.attributes.map((a) => a.value)])).toEqual([
      ["Linen Shirt", 2, ["Blush", "L"]],
      ["Merino Knit Jumper", 1, ["Plum", "M"]],
    ]);
  });

  test("S-8-12 an option left unchosen comes back as the notice, and nothing is added", async ({ page }) => {
    await page.goto("/product/linen-shirt");
    await page.getByLabel("Colour").selectOption("ocean");
    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect(page.getByTestId("cart-notice")).toHaveText("Please choose product options before adding this product to your cart.");
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 0 items");
  });
});
