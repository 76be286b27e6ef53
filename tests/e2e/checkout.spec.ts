import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

const PEN = "brass-pen";

async function fillBilling(page: Page, overrides: Partial<Record<string, string>> = {}) {
  const values = {
    "First name": "Ada",
    "Last name": "Byrne",
    "Street address": "1 Quay Street",
    "Town / City": "Galway",
    "Postcode / ZIP": "H91 X2K3",
    ...overrides,
  };
  for (const [label, value] of Object.entries(values))
    await page
      .getByLabel(label, { exact: false })
      .first()
      .fill(value ?? "");
  await page.getByLabel("Email address").fill("ada@example.com");
}

test.describe("Checkout", () => {
  test("P-7-2 P-4-181 buy now adds the product and goes to checkout; placing the order shows it received and empties the cart @phone", async ({ page }) => {
    await page.goto(`/product/${PEN}`);
    await expect(page.locator("article.product[data-hydrated]")).toBeVisible();
    await page.getByRole("button", { name: "Buy now" }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
    await expect(page.locator(".checkout-review tbody")).toContainText("Brass Pen");
    await expect(page.getByPlaceholder("First name *").first()).toBeVisible();
    await fillBilling(page);
    await page.getByRole("radio", { name: /Cash on delivery/ }).check();
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\?key=/);
    await expect(page.getByRole("heading", { level: 1, name: "Order received" })).toBeVisible();
    await expect(page.locator(".order-overview")).toContainText("Cash on delivery");
    await expect(page.locator(".checkout-review")).toContainText("Brass Pen");
    await expect(page.locator(".site-header__device:visible .cart-count")).toHaveText("0");
    // P-4-181: the order emptied the cart, so the items-in-cart cookie is gone and the widget hides.
    expect((await page.context().cookies()).some((c) => c.name === "vitrine_items_in_cart")).toBe(false);
    await expect(page.locator(".site-header__device:visible").getByTestId("mini-cart-widget")).toBeHidden();
  });

  test("an address the shop cannot take is refused beside its field, and what was typed stays", async ({ page }) => {
    await page.goto(`/cart?add-to-cart=${await productId(page, PEN)}&quantity=1`);
    await page.goto("/checkout");
    await fillBilling(page, { "Postcode / ZIP": "not a postcode" });
    await page.getByLabel("Country / Region").first().selectOption("DE");
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page.getByRole("alert")).toBeVisible();
    await expect(page.locator("#checkout-billing_postcode-error")).toBeVisible();
    await expect(page.getByLabel("First name").first()).toHaveValue("Ada");
    await expect(page).toHaveURL(/\/checkout$/);
  });

  test("without JavaScript the whole purchase works through forms", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/product/${PEN}`);
    await page.getByRole("button", { name: "Add to cart" }).click();
    await page.goto("/checkout");
    await fillBilling(page);
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\?key=/);
    await expect(page.getByText("Thank you. Your order has been received.")).toBeVisible();
    await context.close();
  });

  test("an empty cart's checkout sends the shopper back to the shop; an order link without its key is not found", async ({ page }) => {
    await page.goto("/checkout");
    await expect(page.getByText("Your cart is currently empty.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to shop" })).toHaveAttribute("href", "/shop");
    const response = await page.goto("/checkout/order-received/1?key=wrong");
    expect(response?.status()).toBe(404);
  });
});

async function productId(page: Page, slug: string): Promise<number> {
  const response = await page.request.get(`/api/products/${slug}`);
  return ((await response.json()) as { product: { id: number } }).product.id;
}
