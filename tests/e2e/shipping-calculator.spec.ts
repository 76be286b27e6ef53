import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { PEN, productId } from "./support/checkout.ts";
import { waitForListingHydration } from "./support/listing.ts";

const calculator = (page: Page) => page.getByRole("form", { name: "Shipping calculator" });

async function cartWithPen(page: Page, { javaScript = true } = {}) {
  await page.goto(`/cart?add-to-cart=${await productId(page, PEN)}&quantity=1`);
  await expect(calculator(page)).toBeVisible();
  // The address disclosure opened before hydration can be closed again by it: start once React is in.
  if (javaScript) await waitForListingHydration(page);
}

async function calculateFor(page: Page, country: string, postcode: string) {
  await calculator(page)
    .getByText(/Calculate shipping|Change address/)
    .click();
  await calculator(page).getByLabel("Country / Region").selectOption({ label: country });
  await calculator(page).getByLabel("Postcode / ZIP").fill(postcode);
  await calculator(page).getByRole("button", { name: "Update", exact: true }).click();
  await expect(page.getByText("Shipping costs updated.")).toBeVisible();
}

test.describe("The cart's shipping calculator", () => {
  test.describe.configure({ timeout: 90_000 });

  test("lists the methods that deliver to the address given, with their prices and the new total @phone", async ({ page }) => {
    await cartWithPen(page);
    // Before the shopper says where, the estimate is for the shop's own country, with each method there.
    await expect(calculator(page).getByRole("group", { name: "Shipping to Ireland" })).toBeVisible();
    await expect(calculator(page).getByRole("radio")).toHaveCount(2);
    const totalInIreland = await page.getByTestId("cart-total").textContent();

    await calculateFor(page, "United States", "94103");
    const methods = calculator(page).getByRole("group", { name: "Shipping to United States, 94103" });
    await expect(methods.getByRole("radio")).toHaveCount(1);
    await expect(methods).toContainText("International delivery: €14.95");
    await expect(page.getByTestId("cart-shipping")).toContainText("International delivery to United States, 94103");
    await expect(page.getByTestId("cart-total")).not.toHaveText(totalInIreland!);
    // The address stays in the form for the next change.
    await calculator(page).getByText("Change address").click();
    await expect(calculator(page).getByLabel("Postcode / ZIP")).toHaveValue("94103");
  });

  test("the method picked in the cart and the address carry into checkout @phone", async ({ page }) => {
    await cartWithPen(page);
    await calculateFor(page, "Ireland", "H91 X2K3");
    await calculator(page)
      .getByRole("radio", { name: /Collect from our Dublin shop/ })
      .check();
    await expect(page.getByTestId("cart-shipping")).toContainText("Free");
    await expect(calculator(page).getByRole("radio", { name: /Collect from our Dublin shop/ })).toBeChecked();

    await page.getByRole("link", { name: "Proceed to checkout" }).click();
    await expect(page.locator(".checkout-page[data-hydrated]")).toBeVisible();
    await expect(page.getByLabel("Country / Region").first()).toHaveValue("IE");
    await expect(page.getByLabel("Postcode / ZIP").first()).toHaveValue("H91 X2K3");
    await expect(page.getByRole("radio", { name: /Collect from our Dublin shop/ })).toBeChecked();
  });

  test("a city with its own sales tax: the rows appear once the town is given, and checkout starts from that town", async ({ page }) => {
    await cartWithPen(page);
    await calculator(page).getByText("Calculate shipping").click();
    await calculator(page).getByLabel("Country / Region").selectOption({ label: "United States" });
    await calculator(page).getByLabel("State / County").fill("NY");
    await calculator(page).getByLabel("Town / City").fill("New York");
    await calculator(page).getByLabel("Postcode / ZIP").fill("10001");
    await calculator(page).getByRole("button", { name: "Update", exact: true }).click();
    await expect(page.getByText("Shipping costs updated.")).toBeVisible();
    await expect(page.getByTestId("cart-shipping")).toContainText("United States, NY, New York, 10001");
    await expect(page.locator(".cart-totals__tax-rate dt")).toHaveText(["NY state tax 4 %", "NYC sales tax 4.5 %", "MCTD 0.375 %"]);

    await page.getByRole("link", { name: "Proceed to checkout" }).click();
    await expect(page.locator(".checkout-page[data-hydrated]")).toBeVisible();
    await expect(page.getByLabel("Town / City").first()).toHaveValue("New York");
  });
});

test.describe("The cart's shipping calculator without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("works as a plain form: the address, then a method with its own button", async ({ page }) => {
    await cartWithPen(page, { javaScript: false });
    await calculateFor(page, "Germany", "10115");
    await expect(calculator(page).getByRole("group", { name: "Shipping to Germany, 10115" })).toBeVisible();
    await calculateFor(page, "Ireland", "D02 X285");
    await calculator(page)
      .getByRole("radio", { name: /Collect from our Dublin shop/ })
      .check();
    await calculator(page).getByRole("button", { name: "Update shipping" }).click();
    await expect(page.getByTestId("cart-shipping")).toContainText("Collect from our Dublin shop to Ireland, D02 X285");
  });
});
