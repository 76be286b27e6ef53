/**
 * Pay for order by card through the built-in test gateway: a waiting order (a bank-transfer order on hold)
 * is paid from its order-received page; an approved card makes it processing, a declined one explains why
 * and lets the shopper try again, and the 3-D Secure card goes through the gateway's challenge page, where
 * confirming pays and leaving puts the order on hold.
 */
import type { Page } from "@playwright/test";
import { expect as baseExpect, test } from "./fixtures.ts";
import { openAdmin } from "./support/admin.ts";
import { fillAddress, openCheckoutWithPen, productId as productIdOf } from "./support/checkout.ts";
import { addressPriced } from "./support/checkout-pricing.ts";

/**
 * Every step here waits on the server: placing an order, paying it, answering a challenge, each a transaction
 * and a new page. On a busy machine one of those takes longer than an assertion's default 5 s.
 */
const expect = baseExpect.configure({ timeout: 15_000 });

/** A guest places a bank-transfer order; answers on its order-received page. */
async function placeWaitingOrder(page: Page) {
  await openCheckoutWithPen(page);
  const priced = addressPriced(page);
  await fillAddress(page);
  await page.getByLabel("Email address").fill(`payer-${Date.now()}@example.com`);
  // The address is priced as the e-mail field takes the focus: its answer re-renders the methods, so choose after it.
  await priced();
  await page.getByRole("radio", { name: /Direct bank transfer/ }).check();
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\?key=/);
  await expect(page.getByRole("listitem").filter({ hasText: "Status:" })).toContainText("On hold");
}

async function payWith(page: Page, number: string) {
  await page.getByLabel("Card number").fill(number);
  await page.getByLabel("Expiry date (MM/YY)").fill("12/30");
  await page.getByLabel("Security code").fill("123");
  await page.getByRole("button", { name: /^Pay €\d+\.\d\d$/ }).click();
}

/** The page sits in the shop's gutters like the checkout, its card fields a column rather than the window's width. */
async function expectShopLayout(page: Page) {
  const viewport = page.viewportSize()!;
  const heading = (await page.getByRole("heading", { level: 1, name: "Pay for order" }).boundingBox())!;
  const field = (await page.getByLabel("Card number").boundingBox())!;
  expect(heading.x).toBeGreaterThanOrEqual(15);
  expect(field.x).toBeGreaterThanOrEqual(15);
  expect(field.x + field.width).toBeLessThanOrEqual(viewport.width - 15);
  expect(field.width).toBeLessThanOrEqual(32 * 16);
}

const status = (page: Page) => page.getByRole("listitem").filter({ hasText: "Status:" });

test.describe("pay for order by card (test gateway)", () => {
  // Each test places an order through the checkout first.
  test.slow();

  test("an approved card pays a waiting order, which becomes processing @phone", async ({ page }) => {
    await placeWaitingOrder(page);
    await page.getByRole("link", { name: "Pay for this order by card" }).click();
    await expect(page).toHaveURL(/\/checkout\/order-pay\/\d+\?key=/);
    await expect(page.getByRole("heading", { level: 1, name: "Pay for order" })).toBeVisible();
    await expectShopLayout(page);
    await payWith(page, "4242 4242 4242 4242");
    await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\?key=/);
    await expect(status(page)).toContainText("Processing");
    await expect(page.getByText("Payment method: Card (test gateway)")).toBeVisible();
    await expect(page.getByRole("link", { name: "Pay for this order by card" })).toHaveCount(0);
  });

  test("a declined card says why and the order can be paid with another @phone", async ({ page }) => {
    await placeWaitingOrder(page);
    await page.getByRole("link", { name: "Pay for this order by card" }).click();
    await payWith(page, "4000 0000 0000 0002");
    await expect(page.getByRole("alert")).toHaveText("Your card was declined. Try another card or another payment method.");
    await payWith(page, "4000 0000 0000 9995");
    await expect(page.getByRole("alert")).toHaveText("Your card has insufficient funds. Try another card or another payment method.");
    await payWith(page, "4242 4242 4242 4241");
    await expect(page.getByRole("alert")).toHaveText("The card number is not valid.");
    await payWith(page, "5555 5555 5555 4444");
    await expect(status(page)).toContainText("Processing");
  });

  test("the 3-D Secure card asks the bank; confirming pays the order", async ({ page }) => {
    await placeWaitingOrder(page);
    await page.getByRole("link", { name: "Pay for this order by card" }).click();
    await payWith(page, "4000 0000 0000 3220");
    await expect(page).toHaveURL(/\/payments\/test-gateway\/challenge\/tg_[0-9a-f]+$/);
    await expect(page.getByRole("heading", { level: 1, name: "Confirm your payment" })).toBeVisible();
    await expect(page.getByText(/card ending in 3220/)).toBeVisible();
    await page.getByRole("button", { name: "Complete authentication" }).click();
    await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\?key=/);
    await expect(status(page)).toContainText("Processing");
  });

  test("a failed challenge goes back to the card form; one left puts the order on hold, still payable @phone", async ({ page }) => {
    await placeWaitingOrder(page);
    await page.getByRole("link", { name: "Pay for this order by card" }).click();
    await payWith(page, "4000 0000 0000 3220");
    await page.getByRole("button", { name: "Fail authentication" }).click();
    await expect(page).toHaveURL(/\/checkout\/order-pay\/\d+\?key=.+&declined=challenge$/);
    await expect(page.getByRole("alert")).toHaveText("Your bank did not confirm the payment. Try again or use another card.");
    await payWith(page, "4000 0000 0000 3220");
    await expect(page).toHaveURL(/\/payments\/test-gateway\/challenge\/tg_[0-9a-f]+$/);
    const challenge = page.url();
    await page.getByRole("button", { name: "Cancel and return to the shop" }).click();
    await expect(status(page)).toContainText("On hold");
    await expect(page.getByRole("link", { name: "Pay for this order by card" })).toBeVisible();
    // The challenge is closed: its page is gone.
    expect((await page.request.get(challenge)).status()).toBe(404);
  });

  test("without JavaScript the card form still pays, and a refused card answers 400 with its reason", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/cart?add-to-cart=${await productIdOf(page, "brass-pen")}&quantity=1`);
    await page.goto("/checkout");
    await fillAddress(page);
    await page.getByLabel("Email address").fill(`payer-nojs-${Date.now()}@example.com`);
    await page.getByRole("radio", { name: /Direct bank transfer/ }).check();
    await page.getByRole("button", { name: "Place order" }).click();
    await page.getByRole("link", { name: "Pay for this order by card" }).click();
    const refused = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/checkout/order-pay/"));
    await payWith(page, "4000 0000 0000 0002");
    expect((await refused).status()).toBe(400);
    await expect(page.getByRole("alert")).toHaveText("Your card was declined. Try another card or another payment method.");
    await payWith(page, "4242 4242 4242 4242");
    await expect(status(page)).toContainText("Processing");
    await context.close();
  });

  test("staff refund a card-paid order in the admin, and the money goes back to the card @phone", async ({ page, browser }) => {
    await placeWaitingOrder(page);
    const orderId = Number(/order-received\/(\d+)/.exec(page.url())![1]);
    await page.getByRole("link", { name: "Pay for this order by card" }).click();
    await payWith(page, "4242 4242 4242 4242");
    await expect(status(page)).toContainText("Processing");

    const staff = await browser.newPage();
    await openAdmin(staff, `/admin/orders/${orderId}`);
    const cardPayments = staff.getByRole("region", { name: "Card payments" });
    await expect(cardPayments).toContainText(/Captured: visa ending 4242, €\d+\.\d\d/);
    const refund = staff.getByRole("form", { name: "Refund" });
    await refund.getByLabel(/^Refund everything still refundable/).check();
    await refund.getByLabel("Reason for the refund").fill("Changed her mind");
    await refund.getByRole("button", { name: "Refund" }).click();
    await expect(staff.getByRole("status")).toHaveText("The refund was recorded.");
    await expect(cardPayments).toContainText(/Refunded: visa ending 4242/);
    await expect(staff.getByText(/back to the visa ending 4242/)).toBeVisible();
    await staff.close();
  });

  test("at checkout the card method places the order pending and goes on to pay it @phone", async ({ page }) => {
    await openCheckoutWithPen(page);
    const priced = addressPriced(page);
    await fillAddress(page);
    await page.getByLabel("Email address").fill(`card-${Date.now()}@example.com`);
    // The review re-prices for the address just typed, re-rendering the methods: choose once that price is on screen.
    await priced();
    await page.getByRole("radio", { name: /Credit or debit card/ }).check();
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page).toHaveURL(/\/checkout\/order-pay\/\d+\?key=/);
    await payWith(page, "4242 4242 4242 4242");
    await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\?key=/);
    await expect(status(page)).toContainText("Processing");
  });

  test("staff see a waiting order's payment link, and it opens the pay page", async ({ page, browser }) => {
    await placeWaitingOrder(page);
    const orderId = Number(/order-received\/(\d+)/.exec(page.url())![1]);
    const staff = await browser.newPage();
    await openAdmin(staff, `/admin/orders/${orderId}`);
    const link = await staff.getByLabel("Payment link to send the customer").inputValue();
    expect(link).toMatch(new RegExp(`/checkout/order-pay/${orderId}\\?key=`));
    await staff.close();
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: "Pay for order" })).toBeVisible();
  });

  test("a pay page without the order's key is not found", async ({ page }) => {
    const response = await page.goto("/checkout/order-pay/1?key=wrong");
    expect(response?.status()).toBe(404);
  });
});
