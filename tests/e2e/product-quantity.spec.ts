import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("article.product[data-hydrated]")).toBeVisible();
}

const quantity = (page: Page) => page.getByRole("spinbutton", { name: "Quantity" });
const plus = (page: Page) => page.getByRole("button", { name: "Increase quantity" });
const minus = (page: Page) => page.getByRole("button", { name: "Decrease quantity" });

test.describe("Quantity stepper on the product page", () => {
  test("S-2-41 S-5-10 S-5-7 S-5-8: plus adds one step, minus takes it back and never goes below the minimum @phone", async ({ page }) => {
    await open(page, "/product/oak-desk-lamp");
    await expect(quantity(page)).toHaveValue("1");
    await expect(quantity(page)).toHaveAttribute("min", "1");
    await plus(page).click();
    await expect(quantity(page)).toHaveValue("2");
    await minus(page).click();
    await expect(quantity(page)).toHaveValue("1");
    await minus(page).click();
    await expect(quantity(page)).toHaveValue("1");
  });

  test("P-4-26 P-4-27 S-5-6: a chosen variation sets min and max, clamps the value, and plus stops at max", async ({ page }) => {
    await open(page, "/product/merino-knit-jumper");
    await quantity(page).fill("9");
    await page
      .getByRole("radiogroup", { name: /Colour/ })
      .locator('[data-value="plum"]')
      .click();
    await page.getByRole("radiogroup", { name: /Size/ }).locator('[data-value="m"]').click();
    await expect(quantity(page)).toHaveAttribute("max", "2");
    await expect(quantity(page)).toHaveValue("2");
    await plus(page).click();
    await expect(quantity(page)).toHaveValue("2");
    await minus(page).click();
    await expect(quantity(page)).toHaveValue("1");
    await minus(page).click();
    await expect(quantity(page)).toHaveValue("1");
  });

  test("P-4-24 P-4-25: a sold-individually product sends quantity 1 and hides the field @phone", async ({ page }) => {
    await open(page, "/product/patchwork-quilt");
    await expect(quantity(page)).toHaveCount(0);
    await expect(page.locator('form input[name="quantity"]')).toHaveValue("1");
    await expect(page.getByRole("button", { name: "Add to cart" })).toBeVisible();
  });
});
