import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { fillAddress, PEN, productId } from "./support/checkout.ts";

/** Two pens (€68) unlock free shipping in Ireland and the EU, not outside it: the case that lost the choice. */
async function openCheckoutWithTwoPens(page: Page) {
  await page.goto(`/cart?add-to-cart=${await productId(page, PEN)}&quantity=2`);
  await page.goto("/checkout");
  // The page's own handlers price each change, so nothing is touched before they run (slow on a busy machine).
  await expect(page.locator(".checkout-page[data-hydrated]")).toBeVisible({ timeout: 20_000 });
  // A phone folds the order summary away; the shopper opens it to see what shipping costs.
  const summaryToggle = page.getByRole("button", { name: /Show order summary/ });
  if (await summaryToggle.isVisible()) await summaryToggle.click();
}

const shippingGroup = (page: Page) => page.getByRole("group", { name: "Shipping method" });
const reviewShipping = (page: Page) =>
  page
    .locator(".checkout-review tfoot tr")
    .filter({ has: page.getByRole("rowheader", { name: "Shipping", exact: true }) })
    .locator("td");

/** Exactly one radio is checked, and it is the method the order review charges. */
async function expectCheckedIsCharged(page: Page, title: string) {
  await expect(reviewShipping(page)).toContainText(title);
  const checked = shippingGroup(page).getByRole("radio", { checked: true });
  await expect(checked).toHaveCount(1);
  await expect(checked).toHaveAccessibleName(new RegExp(`^${title}:`));
}

test.describe("Checkout shipping choice", () => {
  test.describe.configure({ timeout: 90_000 });
  test("after each country change the checked shipping method is the one the totals charge, and the order goes through @phone", async ({ page }) => {
    await openCheckoutWithTwoPens(page);
    await expectCheckedIsCharged(page, "Free shipping");
    const country = page.getByLabel("Country / Region").first();
    await country.selectOption("DE");
    await expectCheckedIsCharged(page, "Free shipping");
    await country.selectOption("US");
    await expectCheckedIsCharged(page, "International delivery");
    await country.selectOption("IE");
    await shippingGroup(page)
      .getByRole("radio", { name: /^Standard delivery/ })
      .check();
    await expectCheckedIsCharged(page, "Standard delivery");
    await country.selectOption("GB");
    await expectCheckedIsCharged(page, "International delivery");
    await fillAddress(page);
    await page.getByLabel("Postcode / ZIP").first().fill("SW1A 1AA");
    await page.getByLabel("Email address").fill("abroad@example.com");
    await page.getByRole("radio", { name: /Direct bank transfer/ }).check();
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\?key=/);
    await expect(page.locator(".checkout-review tfoot")).toContainText("via International delivery");
  });

  test("a different shipping address prices its own country", async ({ page }) => {
    await openCheckoutWithTwoPens(page);
    await page.getByLabel("Ship to a different address?").check();
    await page.locator("#checkout-shipping_country").selectOption("US");
    await expectCheckedIsCharged(page, "International delivery");
    // Back to the billing country: the flat rate checked abroad is offered here too, so it stays chosen.
    await page.getByLabel("Ship to a different address?").uncheck();
    await expectCheckedIsCharged(page, "Standard delivery");
  });

  test("each shipping address field has its own valid autocomplete token", async ({ page }) => {
    await openCheckoutWithTwoPens(page);
    const tokens = await page.locator('[name^="shipping_"]:not([type="radio"])').evaluateAll((fields) => fields.map((f) => f.getAttribute("autocomplete")));
    expect(tokens).toEqual([
      "shipping given-name",
      "shipping family-name",
      "shipping organization",
      "shipping country",
      "shipping address-line1",
      "shipping address-line2",
      "shipping address-level2",
      "shipping address-level1",
      "shipping postal-code",
    ]);
  });

  test("at 1280 the order box's top edge lines up with the form's, and their first headings share a line", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openCheckoutWithTwoPens(page);
    const form = (await page.locator(".checkout__details").boundingBox())!;
    const box = (await page.locator(".checkout__review").boundingBox())!;
    expect(Math.abs(box.y - form.y)).toBeLessThanOrEqual(1);
    const formHeading = (await page.locator(".checkout__details legend").first().boundingBox())!;
    const boxHeading = (await page.getByRole("heading", { name: "Your order" }).boundingBox())!;
    expect(Math.abs(boxHeading.y - formHeading.y)).toBeLessThanOrEqual(2);
  });
});
