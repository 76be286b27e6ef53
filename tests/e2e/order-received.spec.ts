import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { fillAddress, PEN, productId } from "./support/checkout.ts";
import { addressPriced } from "./support/checkout-pricing.ts";

const WASHI = "washi-tape-trio";

/** "€1,234.50" → 123450, "−€6.00" → -600, "Free via …" → 0, "€4.95 via Standard delivery" → 495. */
function cents(text: string): number {
  const amount = text.trim();
  if (amount.startsWith("Free")) return 0;
  const match = /^(−|-)?€([\d,]+)\.(\d\d)/.exec(amount);
  if (!match) throw new Error(`not an amount: "${text}"`);
  const value = Number(match[2]!.replaceAll(",", "")) * 100 + Number(match[3]);
  return match[1] ? -value : value;
}

async function cellTexts(rows: Locator): Promise<[string, string][]> {
  return rows.evaluateAll((trs) => trs.map((tr) => [tr.children[0]?.textContent ?? "", tr.children[1]?.textContent ?? ""] as [string, string]));
}

async function placeOrderWithCoupon(page: Page, payment: RegExp) {
  await page.goto(`/cart?add-to-cart=${await productId(page, PEN)}&quantity=2`);
  await page.goto(`/cart?add-to-cart=${await productId(page, WASHI)}&quantity=1`);
  await page.getByRole("form", { name: "Coupon" }).getByRole("textbox", { name: "Coupon code" }).fill("welcome10");
  await page.getByRole("button", { name: "Apply coupon" }).click();
  await expect(page.getByTestId("cart-coupon")).toContainText("welcome10");
  await page.goto("/checkout");
  // The page's own handlers price each change, so nothing is touched before they run (slow on a busy machine).
  await expect(page.locator(".checkout-page[data-hydrated]")).toBeVisible({ timeout: 20_000 });
  const priced = addressPriced(page);
  await fillAddress(page);
  await page.getByLabel("Email address").fill("figures@example.com");
  // The address is priced as the e-mail field takes the focus: its answer re-renders the methods, so choose after it.
  await priced();
  await page.getByRole("radio", { name: payment }).check();
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\?key=/);
  // The address changes before React has put the new page on screen: until then the checkout, whose order
  // review is the same kind of table, is still what the page shows.
  await expect(page.getByRole("heading", { level: 1, name: "Order received" })).toBeVisible();
}

/** The order-received page's own lines-and-totals table, never the checkout's order review. */
const receivedTable = (page: Page) => page.locator(".order-received .checkout-review");

test.describe("Order received", () => {
  test.describe.configure({ timeout: 90_000 });
  test("lines at their price before the coupon, the coupon's row, shipping and tax add up to the total the order charged @phone", async ({ page }) => {
    await placeOrderWithCoupon(page, /Cash on delivery/);
    const table = receivedTable(page);
    await expect(table.locator("tbody tr")).toHaveCount(2);
    const lines = await cellTexts(table.locator("tbody tr"));
    const rows = await cellTexts(table.locator("tfoot tr"));
    expect(lines.map(([, amount]) => amount)).toEqual(["€68.00", "€9.00"]);
    expect(rows.map(([label]) => label)).toEqual(["Subtotal", "Coupon: welcome10", "Shipping", "Tax (included)", "Total"]);
    const amount = (label: string) => cents(rows.find(([l]) => l === label)![1]);
    expect(lines.reduce((sum, [, text]) => sum + cents(text), 0)).toBe(amount("Subtotal"));
    expect(amount("Coupon: welcome10")).toBe(-770);
    // Tax is included in the prices, so it is shown but not added again.
    expect(amount("Subtotal") + amount("Coupon: welcome10") + amount("Shipping")).toBe(amount("Total"));
    await expect(page.locator(".order-overview")).toContainText(rows.find(([l]) => l === "Total")![1]);
    // No bank details for an order not paid by transfer.
    await expect(page.getByRole("region", { name: "Our bank details" })).toHaveCount(0);
  });

  test("a bank transfer order shows the shop's bank details with the order number as the payment reference @phone", async ({ page }) => {
    await placeOrderWithCoupon(page, /Direct bank transfer/);
    const number = (await page.locator(".order-overview li").first().locator("strong").textContent())!.trim();
    const details = page.getByRole("region", { name: "Our bank details" });
    await expect(details).toBeVisible();
    const rows = await details
      .locator("dl > div")
      .evaluateAll((divs) => divs.map((d) => [d.querySelector("dt")?.textContent, d.querySelector("dd")?.textContent]));
    expect(rows).toEqual([
      ["Account name", "Vitrine Demo Ltd"],
      ["Bank", "Demo Bank"],
      ["IBAN", "IE29 AIBK 9311 5212 3456 78"],
      ["BIC", "AIBKIE2D"],
      ["Payment reference", number],
    ]);
    // The IBAN stays inside the screen, on a phone too.
    const box = await details.getByText("IE29 AIBK 9311 5212 3456 78").boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  });
});
