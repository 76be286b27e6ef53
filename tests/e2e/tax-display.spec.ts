/**
 * Tax settings edited in the admin and seen in the shop: prices shown without tax in the shop with a
 * suffix, the cart showing them its own way, and a rate row added in the form charged in the cart.
 * Shop-wide settings: this spec runs after the others, alone, and puts the tax settings back.
 */
import { devices, type Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { openAdmin } from "./support/admin.ts";
import { PEN, productId } from "./support/checkout.ts";
import { signInAsMerchant } from "./support/merchant-settings.ts";

async function saveTaxForm(page: Page) {
  await page.getByRole("button", { name: "Save tax" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Settings saved" })).toBeVisible();
}

test.describe("tax display and rates from the admin", () => {
  test.describe.configure({ mode: "default", timeout: 120_000 });

  test("TAX-DISPLAY-1 shop prices shown without tax with a suffix while the cart keeps them with tax, then the cart without tax too (390 px shopper)", async ({
    page,
    browser,
  }) => {
    const merchant = await signInAsMerchant();
    const original = await merchant.read("tax");
    const shopper = await browser.newContext({ ...devices["Pixel 7"] });
    try {
      await openAdmin(page, "/admin/settings/tax");
      await page.getByLabel("Display shop prices").selectOption("excluding");
      await page.getByLabel("Price suffix").fill("ex. VAT ({price_including_tax} with VAT)");
      await saveTaxForm(page);
      await expect(page.getByLabel("Display shop prices")).toHaveValue("excluding");

      const phone = await shopper.newPage();
      // The brass pen is €34.00 with Irish VAT at 23 % in it: €27.64 without.
      await phone.goto(`/product/${PEN}`);
      await expect(phone.locator(".product__price")).toHaveText("€27.64 ex. VAT (€34.00 with VAT)");
      await phone.goto(`/search?q=brass+pen`);
      await expect(phone.locator(".product-card .price").first()).toContainText("€27.64");

      // The cart still shows prices as entered: with tax.
      await phone.goto(`/cart?add-to-cart=${await productId(phone, PEN)}&quantity=1`);
      const line = phone.locator(".cart-line").filter({ hasText: "Brass" });
      await expect(line.locator(".cart-line__price")).toHaveText("€34.00");
      await expect(phone.getByTestId("cart-subtotal")).toHaveText("€34.00");
      await expect(phone.locator(".cart-totals dt").filter({ hasText: /^Tax/ })).toHaveText("Tax (included)");
      const total = await phone.getByTestId("cart-total").textContent();

      await merchant.save("tax", { ...(original as object), displayShopPrices: "excluding", displayCartPrices: "excluding" });
      await phone.reload();
      await expect(line.locator(".cart-line__price")).toHaveText("€27.64");
      await expect(line.locator(".cart-line__total")).toHaveText("€27.64");
      await expect(phone.locator(".cart-totals dt").first()).toHaveText("Subtotal (ex. tax)");
      await expect(phone.getByTestId("cart-subtotal")).toHaveText("€27.64");
      await expect(phone.locator(".cart-totals dt").filter({ hasText: /^Tax/ })).toHaveText("Tax");
      // What is charged does not change with how it is shown.
      await expect(phone.getByTestId("cart-total")).toHaveText(total!);
    } finally {
      await merchant.save("tax", original);
      await merchant.dispose();
      await shopper.close();
    }
  });

  test("TAX-ROWS-ADMIN-1 a rate row added in the admin form is charged in the cart beside VAT", async ({ page, browser }) => {
    const merchant = await signInAsMerchant();
    const original = await merchant.read("tax");
    // A guest's cart of its own: the administrator's cart is kept with the account, so a retry would find
    // the first attempt's pen still in it.
    const guest = await browser.newContext();
    try {
      await openAdmin(page, "/admin/settings/tax");
      const rows = page.locator("fieldset.settings-row").filter({ has: page.getByRole("button", { name: /^Remove Tax rates/ }) });
      const before = await rows.count();
      await page.getByRole("button", { name: "Add to tax rates" }).click();
      // The new row comes back from the server: until it is there, the last row is an existing rate.
      await expect(rows).toHaveCount(before + 1);
      const row = rows.last();
      await row.getByLabel("Id", { exact: true }).fill("eco-levy");
      await row.getByLabel("Label", { exact: true }).fill("Eco levy");
      await row.getByLabel("Country", { exact: true }).selectOption({ label: "Ireland" });
      await row.getByLabel("Region", { exact: true }).fill("");
      // Postcodes and cities are lists that start empty: the levy applies across the country.
      await expect(row.getByRole("group", { name: "Postcodes" }).getByRole("textbox")).toHaveCount(0);
      // Rates are typed as percentages: 1 is 1 %.
      await row.getByLabel("Rate (%)", { exact: true }).fill("1");
      await row.getByLabel("Priority", { exact: true }).fill("2");
      await row.getByLabel("Compound", { exact: true }).uncheck();
      await row.getByLabel("Shipping", { exact: true }).uncheck();
      await row.getByLabel("Tax class", { exact: true }).selectOption("standard");
      await saveTaxForm(page);

      const shopper = await guest.newPage();
      await shopper.goto(`/cart?add-to-cart=${await productId(shopper, PEN)}&quantity=1`);
      // €34.00 with 23 % and 1 % in it: the levy is €0.27; shipping pays VAT only.
      const rates = shopper.locator(".cart-totals__tax-rate");
      await expect(rates.filter({ hasText: "Eco levy 1 %" })).toHaveText("Eco levy 1 %€0.27");
      await expect(rates.filter({ hasText: "VAT 23 %" })).toHaveCount(1);
    } finally {
      await merchant.save("tax", original);
      await merchant.dispose();
      await guest.close();
    }
  });
});
