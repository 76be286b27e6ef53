import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { productCards } from "./support/listing.ts";

async function expectShellAround404(page: Page, heading: string) {
  await expect(page.getByRole("banner").getByRole("link", { name: "Vitrine, home" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await expect(page.getByText("Error 404")).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Home page" })).toHaveAttribute("href", "/");
  await expect(main.getByRole("link", { name: "Browse the shop" })).toHaveAttribute("href", "/shop");
  await expect(main.getByRole("searchbox", { name: "Search the shop" })).toBeVisible();
}

test.describe("Not found", () => {
  test("an unknown product answers 404 with a helpful page inside the shell", async ({ page }) => {
    const response = await page.goto("/product/no-such-product");
    expect(response?.status()).toBe(404);
    await expectShellAround404(page, "We couldn’t find that product");
    await expect(page).toHaveTitle(/not found/i);
    await page.getByRole("main").getByRole("link", { name: "Browse the shop" }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(productCards(page).first()).toBeVisible();
  });

  test("an unknown category answers 404 and lists the categories there are", async ({ page }) => {
    const response = await page.goto("/category/no-such-category");
    expect(response?.status()).toBe(404);
    await expectShellAround404(page, "We couldn’t find that category");
    await page.getByRole("main").getByRole("link", { name: "Lighting", exact: true }).click();
    await expect(page).toHaveURL(/\/category\/lighting$/);
    await expect(page.getByRole("heading", { level: 1, name: "Lighting" })).toBeVisible();
  });

  test("an unknown URL answers 404 with a way back into the shop @phone", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expectShellAround404(page, "Page not found");
    const search = page.getByRole("main").getByRole("searchbox", { name: "Search the shop" });
    await search.fill("mug");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=mug$/);
    await expect(productCards(page).first()).toBeVisible();
  });

  test("a listing address no shopper could have made (a search longer than the search box takes) answers 400 and explains which option is wrong", async ({
    page,
  }) => {
    const response = await page.goto(`/shop?q=${"lamp".repeat(60)}&sort=price`);
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("heading", { level: 1, name: "That listing address isn’t quite right" })).toBeVisible();
    await expect(page.getByRole("main").getByText(/q must be at most 200 characters/)).toBeVisible();
    await page.getByRole("link", { name: "Start again without these options" }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(productCards(page).first()).toBeVisible();
  });

  test("a control character in the address is refused at the edge with 400, before any page reads it", async ({ page }) => {
    const response = await page.goto("/shop?q=lamp%00&sort=price");
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
