import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { openAdmin } from "./support/admin.ts";

const PEN = "brass-pen";
const VAT_FIELD = "VAT number (for a business invoice)";

async function fillBusinessBilling(page: Page, vatNumber: string) {
  const values = {
    "First name": "Aoife",
    "Last name": "Brennan",
    "Company name": "Brennan Design Studio Ltd",
    "Street address": "Unit 4, Marina Village",
    "Town / City": "Waterford",
    "Postcode / ZIP": "X91 K2P3",
  };
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: false }).first().fill(value);
  await page.getByLabel(VAT_FIELD).fill(vatNumber);
  await page.getByLabel("Email address").fill("accounts@brennandesign.example");
}

test.describe("a business customer's VAT number", () => {
  test("is refused beside its field when malformed, then kept with the order and shown in the admin @phone", async ({ page, browser }) => {
    await page.goto(`/product/${PEN}`);
    await expect(page.locator("article.product[data-hydrated]")).toBeVisible();
    await page.getByRole("button", { name: "Buy now" }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByLabel(VAT_FIELD)).toHaveAttribute("placeholder", VAT_FIELD);

    await fillBusinessBilling(page, "6388047");
    await page.getByRole("radio", { name: /Cash on delivery/ }).check();
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page.locator("#checkout-billing_vatNumber-error")).toHaveText(/two-letter country code followed by 2 to 13 letters or digits/);
    await expect(page.getByLabel(VAT_FIELD)).toHaveValue("6388047");

    await page.getByLabel(VAT_FIELD).fill("ie 6388047v");
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\?key=/);
    const orderId = /order-received\/(\d+)/.exec(page.url())![1];

    const staff = await browser.newContext();
    const admin = await staff.newPage();
    await openAdmin(admin, `/admin/orders/${orderId}`);
    const customer = admin.getByRole("region", { name: "Customer" });
    await expect(customer).toContainText("VAT number: IE6388047V");
    await staff.close();
  });
});
