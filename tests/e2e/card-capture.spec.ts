/**
 * A shop that captures card payments when staff say so (payments setting "capture: when staff capture"):
 * the shopper's approved card only holds the money and the order is paid (processing); on the admin order
 * page staff capture the full amount or void it, each with an order note, and a stale page that tries again
 * is told why it cannot. Shop-wide: this spec runs after the others, alone, and puts the setting back.
 */
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { openAdmin, signInAs, STAFF } from "./support/admin.ts";
import { fillAddress, openCheckoutWithPen } from "./support/checkout.ts";

type PaymentSettings = { card: { capture: string } } & Record<string, unknown>;

async function saveCapture(request: APIRequestContext, capture: string): Promise<PaymentSettings> {
  const nonce = await signInAs(request, STAFF.admin);
  const original = ((await (await request.get("/api/settings/payments")).json()) as { settings: PaymentSettings }).settings;
  const response = await request.put("/api/settings/payments", {
    headers: { "x-vitrine-nonce": nonce },
    data: { ...original, card: { ...original.card, capture } },
  });
  expect(response.status(), await response.text()).toBe(200);
  return original;
}

/** A guest pays a card order at checkout with the test gateway's approved card; answers the order's id. */
async function placeHeldCardOrder(page: Page): Promise<number> {
  await openCheckoutWithPen(page);
  await fillAddress(page);
  await page.getByLabel("Email address").fill(`held-${Date.now()}@example.com`);
  await page.getByRole("radio", { name: /Credit or debit card/ }).check();
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/checkout\/order-pay\/\d+\?key=/);
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry date (MM/YY)").fill("12/30");
  await page.getByLabel("Security code").fill("123");
  await page.getByRole("button", { name: /^Pay €\d+\.\d\d$/ }).click();
  await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\?key=/);
  await expect(page.getByRole("listitem").filter({ hasText: "Status:" })).toContainText("Processing");
  return Number(/order-received\/(\d+)/.exec(page.url())![1]);
}

/** Two admin pages on the order: the one staff use, and one left open since before the change. */
async function staffPages(browser: Browser, orderId: number, viewport: { width: number; height: number }) {
  const pages: Page[] = [];
  for (let i = 0; i < 2; i += 1) {
    const page = await browser.newPage({ viewport });
    await openAdmin(page, `/admin/orders/${orderId}`);
    pages.push(page);
  }
  return pages as [Page, Page];
}

const cardPayments = (page: Page) => page.getByRole("region", { name: "Card payments" });

test.describe("card payments captured by staff", () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });
  let original: PaymentSettings | null = null;

  test.beforeAll(async ({ playwright }) => {
    const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL! });
    original = await saveCapture(request, "when_staff_capture");
    await request.dispose();
  });
  test.afterAll(async ({ playwright }) => {
    if (!original) return;
    const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL! });
    await saveCapture(request, original.card.capture);
    await request.dispose();
  });

  for (const [width, height, tag] of [
    [1280, 800, ""],
    [390, 844, " @phone"],
  ] as const) {
    test(`at ${width} px: staff capture a held payment once; a stale page's second capture is refused${tag}`, async ({ page, browser }) => {
      const orderId = await placeHeldCardOrder(page);
      const [staff, stale] = await staffPages(browser, orderId, { width, height });
      await expect(cardPayments(staff)).toContainText(/Authorised: visa ending 4242, €\d+\.\d\d/);
      await cardPayments(staff)
        .getByRole("button", { name: /^Capture €\d+\.\d\d/ })
        .click();
      await expect(staff.getByRole("status")).toHaveText("The card payment was captured.");
      await expect(cardPayments(staff)).toContainText(/Captured: visa ending 4242, €(\d+\.\d\d) · captured €\1/);
      await expect(cardPayments(staff).getByRole("button")).toHaveCount(0);
      await expect(staff.getByText(/captured by admin@vitrine\.test\.$/)).toBeVisible();

      await cardPayments(stale)
        .getByRole("button", { name: /^Capture €/ })
        .click();
      await expect(cardPayments(stale).getByRole("alert")).toHaveText("This payment has already been captured.");
      await staff.close();
      await stale.close();
    });

    test(`at ${width} px: staff void a held payment; capturing it afterwards is refused${tag}`, async ({ page, browser }) => {
      const orderId = await placeHeldCardOrder(page);
      const [staff, stale] = await staffPages(browser, orderId, { width, height });
      staff.once("dialog", (dialog) => void dialog.accept());
      await cardPayments(staff).getByRole("button", { name: /^Void/ }).click();
      await expect(staff.getByRole("status")).toHaveText("The card payment was voided.");
      await expect(cardPayments(staff)).toContainText(/Voided: visa ending 4242/);
      await expect(staff.getByText(/voided by admin@vitrine\.test\.$/)).toBeVisible();

      await cardPayments(stale)
        .getByRole("button", { name: /^Capture €/ })
        .click();
      await expect(cardPayments(stale).getByRole("alert")).toHaveText("This payment was voided: no money is held to capture.");
      await staff.close();
      await stale.close();
    });
  }
});
