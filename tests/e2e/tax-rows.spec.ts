import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { fillAddress, PEN, productId } from "./support/checkout.ts";

/** The demo's notebook is printed matter: the reduced tax class (13.5 % in Ireland). */
const NOTEBOOK = "dot-grid-notebook";

const reviewRow = (page: Page, label: string) =>
  page.locator(".checkout-review tfoot tr").filter({ has: page.getByRole("rowheader", { name: label, exact: true }) });

test.describe("Itemised tax", () => {
  test.describe.configure({ timeout: 120_000 });

  test("TAX-E2E-1 a reduced-rate item shows one tax row per rate in the cart, at checkout and on the order; a New York City address brings the state, city and district rates @phone", async ({
    page,
  }) => {
    await page.goto(`/cart?add-to-cart=${await productId(page, PEN)}&quantity=1`);
    await page.goto(`/cart?add-to-cart=${await productId(page, NOTEBOOK)}&quantity=1`);
    // Ireland: the pen at 23 % (€6.36 inside €34.00, plus €0.93 of the €4.95 shipping), the notebook at 13.5 % (€1.90 inside €16.00).
    const totals = page.locator(".cart-totals");
    await expect(totals.locator(".cart-totals__tax-rate")).toHaveText(["VAT 23 %€7.29", "VAT 13.5 %€1.90"]);
    await expect(page.getByTestId("cart-tax")).toHaveText("€9.19");

    await page.goto("/checkout");
    await expect(page.locator(".checkout-page[data-hydrated]")).toBeVisible({ timeout: 20_000 });
    // On a phone the order summary starts folded away.
    const showSummary = page.getByRole("button", { name: /Show order summary/ });
    if (await showSummary.isVisible()) await showSummary.click();
    await expect(reviewRow(page, "VAT 23 %")).toContainText("€7.29");
    await expect(reviewRow(page, "VAT 13.5 %")).toContainText("€1.90");

    // New York City: the reduced-rate notebook has no US rate; the pen and the shipping pay 4 % + 4.5 % + 0.375 %.
    await page.getByLabel("Country / Region").first().selectOption("US");
    await fillAddress(page);
    await page.getByLabel("Town / City").first().fill("New York");
    await page.getByLabel("County / State").first().fill("NY");
    await page.getByLabel("Postcode / ZIP").first().fill("10001");
    await page.getByLabel("Postcode / ZIP").first().blur();
    await expect(reviewRow(page, "NY state tax 4 %")).toBeVisible();
    await expect(reviewRow(page, "NYC sales tax 4.5 %")).toBeVisible();
    await expect(reviewRow(page, "MCTD 0.375 %")).toBeVisible();
    await expect(reviewRow(page, "VAT 23 %")).toHaveCount(0);

    await page.getByLabel("Email address").fill("itemised-tax@example.com");
    await page.getByRole("radio", { name: /Direct bank transfer/ }).check();
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\?key=/);
    const rows = page.locator(".checkout-review tfoot tr th");
    await expect(rows).toContainText(["Tax (included)", "NY state tax 4 %", "NYC sales tax 4.5 %", "MCTD 0.375 %", "Total"]);
  });
});
