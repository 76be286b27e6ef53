import { expect, test } from "./fixtures.ts";
import { PER_PAGE, productCards, productGrid, readTotal, resultCount } from "./support/listing.ts";

test.describe("Shop archive grid", () => {
  test("S-2-1 lists products with image, name, price, rating and stock state, and counts the results @phone", async ({ page }) => {
    const response = await page.goto("/shop");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Shop" })).toBeVisible();

    const total = await readTotal(page);
    expect(total).toBeGreaterThan(PER_PAGE);
    await expect(resultCount(page)).toHaveText(`Showing 1–${PER_PAGE} of ${total} results`);

    const cards = productCards(page);
    await expect(cards).toHaveCount(PER_PAGE);
    for (const card of await cards.all()) {
      // The image reserves its box (width/height) and offers renditions (srcset).
      // A product staff added without an image (other tests make some) shows the placeholder box instead.
      const image = card.locator("img");
      if ((await image.count()) === 0) {
        await expect(card.locator(".image-placeholder")).toHaveCount(1);
      } else {
        await expect(image).toHaveAttribute("srcset", /\S+ \d+w/);
        await expect(image).toHaveAttribute("width", /^\d+$/);
        await expect(image).toHaveAttribute("height", /^\d+$/);
      }
      await expect(card.getByRole("heading").getByRole("link")).toHaveAttribute("href", /^\/product\/[a-z0-9-]+$/);
      await expect(card).toContainText(/€\d+\.\d\d/);
      await expect(card).toContainText(/In stock|Out of stock|Available on backorder/);
    }
    // At least one card on the first page carries a rating, read out in words.
    await expect(
      productGrid(page)
        .getByRole("img", { name: /^Rated [\d.]+ out of 5$/ })
        .first(),
    ).toBeVisible();
  });

  test("a sale item shows the struck regular price beside the lower sale price", async ({ page }) => {
    // A demo sale item found by name: other tests add products that can push it off the shop's first page.
    await page.goto("/search?q=herb+garden+kit");
    const saleCard = productCards(page)
      .filter({ has: page.locator("del") })
      .first();
    await expect(saleCard).toBeVisible();
    await expect(saleCard.getByText("Sale", { exact: true })).toBeVisible();
    const regular = saleCard.locator("del");
    const current = saleCard.locator("ins");
    await expect(regular).toContainText(/Original price was: €\d+\.\d\d/);
    await expect(current).toContainText(/Current price is: €\d+\.\d\d/);
    await expect(regular).toHaveCSS("text-decoration-line", "line-through");
    const amount = async (text: string | null) => Number(/€([\d.]+)/.exec(text ?? "")?.[1]);
    expect(await amount(await current.textContent())).toBeLessThan(await amount(await regular.textContent()));
  });

  test("an out-of-stock product says so on its card", async ({ page }) => {
    await page.goto("/category/mugs-cups");
    const soldOut = productCards(page).filter({ hasText: "Out of stock" }).first();
    await expect(soldOut).toBeVisible();
    await expect(soldOut.getByText("Sold out", { exact: true })).toBeVisible();
  });
});
