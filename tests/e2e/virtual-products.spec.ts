import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { openAdmin, signInAs, STAFF } from "./support/admin.ts";
import { fillAddress, productId } from "./support/checkout.ts";

/** The demo's downloadable guide, marked virtual: nothing to deliver. */
const GUIDE = "sourdough-baking-guide-pdf";

async function cartWithGuide(page: Page): Promise<void> {
  await page.goto(`/cart?add-to-cart=${await productId(page, GUIDE)}&quantity=1`);
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.locator(".cart-totals")).toBeVisible();
}

async function placeOrder(page: Page): Promise<void> {
  await fillAddress(page);
  await page.getByLabel("Email address").fill("ada@example.com");
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\?key=/);
  await expect(page.getByRole("heading", { level: 1, name: "Order received" })).toBeVisible();
  await expect(page.locator(".checkout-review")).toContainText("Sourdough Baking Guide (PDF)");
}

test.describe("Virtual products", () => {
  test("a cart of only the virtual guide shows no shipping, and checks out without a shipping method or address", async ({ page }) => {
    await cartWithGuide(page);
    const totals = page.locator(".cart-totals");
    await expect(totals.getByTestId("cart-subtotal")).toHaveText("€9.00");
    await expect(totals.getByTestId("cart-total")).toHaveText("€9.00");
    await expect(totals.getByTestId("cart-shipping")).toHaveCount(0);
    await expect(totals.getByText("Shipping", { exact: true })).toHaveCount(0);
    await expect(page.getByRole("form", { name: "Shipping calculator" })).toHaveCount(0);

    await page.getByRole("link", { name: "Proceed to checkout" }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.locator(".checkout-page[data-hydrated]")).toBeVisible();
    await expect(page.locator(".checkout-review tbody")).toContainText("Sourdough Baking Guide (PDF)");
    await expect(page.getByRole("group", { name: "Shipping method" })).toHaveCount(0);
    await expect(page.locator('input[name="shipping_method"]')).toHaveCount(0);
    await expect(page.getByLabel("Ship to a different address?")).toHaveCount(0);
    await expect(page.locator(".checkout-review").getByRole("rowheader", { name: "Shipping" })).toHaveCount(0);
    // Cash on delivery needs a delivery: it is not offered.
    await expect(page.getByRole("radio", { name: /Direct bank transfer/ })).toBeVisible();
    await expect(page.getByRole("radio", { name: /Cash on delivery/ })).toHaveCount(0);
    await placeOrder(page);
    await expect(page.locator(".checkout-review")).toContainText("€9.00");
  });

  test("a mixed cart still offers shipping", async ({ page }) => {
    await cartWithGuide(page);
    await page.goto(`/cart?add-to-cart=${await productId(page, "brass-pen")}&quantity=1`);
    await expect(page.locator(".cart-totals").getByTestId("cart-shipping")).toBeVisible();
    await page.goto("/checkout");
    await expect(page.locator(".checkout-page[data-hydrated]")).toBeVisible();
    await expect(page.getByRole("group", { name: "Shipping method" })).toBeVisible();
    await expect(page.getByLabel("Ship to a different address?")).toBeVisible();
  });

  test("on a phone, the guide's cart has no shipping and its order is placed @phone", async ({ page }) => {
    await cartWithGuide(page);
    await expect(page.locator(".cart-totals").getByTestId("cart-shipping")).toHaveCount(0);
    await expect(page.getByRole("form", { name: "Shipping calculator" })).toHaveCount(0);
    await page.goto("/checkout");
    await expect(page.locator(".checkout-page[data-hydrated]")).toBeVisible();
    await expect(page.locator('input[name="shipping_method"]')).toHaveCount(0);
    await placeOrder(page);
  });

  test("a product the admin ticks Virtual in the editor is sold without shipping", async ({ page, browser }) => {
    const nonce = await signInAs(page.request, STAFF.manager);
    const name = `Gift Card Design ${Date.now()}`;
    const created = await page.request.post("/api/admin/products", {
      headers: { "x-vitrine-nonce": nonce },
      data: { type: "simple", name, regularPrice: 1500, status: "publish" },
    });
    expect(created.status(), await created.text()).toBe(201);
    const product = ((await created.json()) as { product: { id: number } }).product;

    await openAdmin(page, `/admin/products/${product.id}`, STAFF.manager);
    await expect(page.locator(".product-editor[data-hydrated]")).toBeVisible();
    await page.getByRole("checkbox", { name: "Virtual (needs no shipping)" }).check();
    await page.getByRole("button", { name: "Save product" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Product saved." })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("checkbox", { name: "Virtual (needs no shipping)" })).toBeChecked();

    const shopper = await browser.newContext();
    try {
      const cart = await shopper.newPage();
      await cart.goto(`/cart?add-to-cart=${product.id}&quantity=1`);
      await expect(cart.locator(".cart-totals").getByTestId("cart-total")).toHaveText("€15.00");
      await expect(cart.locator(".cart-totals").getByTestId("cart-shipping")).toHaveCount(0);
    } finally {
      await shopper.close();
    }
  });
});

test.describe("Virtual products without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the guide alone checks out through the plain form, with no shipping asked for", async ({ page }) => {
    await cartWithGuide(page);
    await expect(page.locator(".cart-totals").getByTestId("cart-shipping")).toHaveCount(0);
    await page.goto("/checkout");
    await expect(page.locator('input[name="shipping_method"]')).toHaveCount(0);
    await page.getByRole("radio", { name: /Direct bank transfer/ }).check();
    await placeOrder(page);
  });
});
