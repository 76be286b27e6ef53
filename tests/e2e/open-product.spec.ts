import { expect, test } from "./fixtures.ts";
import { MONEY, cardPrices, productCards } from "./support/listing.ts";

test.describe("Opening a product from the grid", () => {
  test("the card's link opens /product/:slug with the name as heading and the same price @phone", async ({ page }) => {
    await page.goto("/shop");
    const card = productCards(page).first();
    const name = ((await card.getByRole("heading").textContent()) ?? "").trim();
    const [price] = await cardPrices(page);
    const href = await card.getByRole("heading").getByRole("link").getAttribute("href");
    expect(href).toMatch(/^\/product\/[a-z0-9-]+$/);

    await card.getByRole("link", { name }).click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(page).toHaveTitle(`${name} — Vitrine`);
    // Every amount the card showed (one price, a range, or regular and sale price) is on the product page.
    const amounts = price?.text.match(MONEY) ?? [];
    expect(amounts.length).toBeGreaterThan(0);
    for (const amount of amounts) await expect(page.getByRole("main")).toContainText(amount);
  });

  test("a sale product's page shows the struck regular price and the sale price", async ({ page }) => {
    // A demo sale item found by name: other tests add products that can push it off the shop's first page.
    await page.goto("/search?q=herb+garden+kit");
    const saleCard = productCards(page)
      .filter({ has: page.locator("del") })
      .first();
    const regular = ((await saleCard.locator("del").textContent()) ?? "").trim();
    const current = ((await saleCard.locator("ins").textContent()) ?? "").trim();
    await saleCard.getByRole("heading").getByRole("link").click();
    await expect(page).toHaveURL(/\/product\//);
    const main = page.getByRole("main");
    await expect(main.locator("del").first()).toHaveText(regular);
    await expect(main.locator("ins").first()).toHaveText(current);
  });

  test("the product page's breadcrumb leads back to its category", async ({ page }) => {
    await page.goto("/category/lighting");
    await productCards(page).first().getByRole("heading").getByRole("link").click();
    await expect(page).toHaveURL(/\/product\//);
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link", { name: "Shop" })).toHaveAttribute("href", "/shop");
    await breadcrumb.getByRole("link").last().click();
    await expect(page).toHaveURL(/\/category\/[a-z0-9-]+$/);
    await expect(productCards(page).first()).toBeVisible();
  });
});
