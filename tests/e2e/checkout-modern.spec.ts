/**
 * The modern two-step checkout. The layout is a shop-wide setting, so this file runs in its own project
 * on the shop-wide specs' own shop (playwright.config.ts), switches the setting through the merchant's API as the
 * admin, and switches it back at the end.
 */
import { expect, test } from "./fixtures.ts";
import { type MerchantSettings, signInAsMerchant } from "./support/merchant-settings.ts";
import {
  createAccountSection,
  emailField,
  fillAddress,
  loginSection,
  openCheckoutWithPen,
  PEN,
  productId,
  recordEmailChecks,
  seriousAxeViolations,
} from "./support/checkout.ts";

const TEXTS = { toggle_show_text: "Open the summary", toggle_hide_text: "Close the summary" };
const DEFAULTS = {
  layout: "classic",
  checkout_order_review_sticky: true,
  checkout_form_sticky: false,
  order_review_toggle_texts: { toggle_show_text: "Show order summary", toggle_hide_text: "Hide order summary" },
};

let merchant: MerchantSettings;
const saveSettings = (patch: Record<string, unknown>) => merchant.save("checkout", patch);

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  merchant = await signInAsMerchant();
  await saveSettings({ layout: "modern", order_review_toggle_texts: TEXTS });
});

test.afterAll(async () => {
  await saveSettings(DEFAULTS);
  await merchant.dispose();
});

test.describe("Modern two-step checkout", () => {
  test("S-2-5 S-2-4 contact and addresses, then shipping and payment, with Continue and Back; the e-mail check runs", async ({ page }) => {
    await openCheckoutWithPen(page);
    const steps = page.getByRole("list", { name: "Checkout steps" });
    await expect(steps.getByRole("listitem")).toHaveText([/1\s*Information/, /2\s*Shipping and payment/]);
    await expect(steps.locator('[aria-current="step"]')).toContainText("Information");
    expect(await seriousAxeViolations(page)).toEqual([]);
    const stepOne = page.getByRole("region", { name: "Contact and addresses" });
    const stepTwo = page.locator("#checkout-step-2");
    await expect(stepOne).toBeVisible();
    await expect(stepTwo).toBeHidden();

    // An incomplete step 1 stays put: the browser's own validation points at the first missing field.
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(stepTwo).toBeHidden();

    const checks = recordEmailChecks(page);
    await emailField(page).fill("two.steps@example.com");
    await expect.poll(() => checks.length).toBe(1);
    await expect(createAccountSection(page)).toBeVisible();
    await expect(loginSection(page)).toBeHidden();
    await fillAddress(page);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(stepTwo).toBeVisible();
    await expect(stepOne).toBeHidden();
    await expect(steps.locator('[aria-current="step"]')).toContainText("Shipping and payment");
    await expect(page.getByRole("group", { name: "Shipping method" })).toBeVisible();

    await page.getByRole("button", { name: "Back" }).click();
    await expect(stepOne).toBeVisible();
    await expect(page.getByLabel("First name").first()).toHaveValue("Ada");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("radio", { name: /Cash on delivery/ }).check();
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\?key=/);
    await expect(page.getByRole("heading", { level: 1, name: "Order received" })).toBeVisible();
  });

  test("S-2-5 on a phone the order summary comes before Place order, and Back is a secondary button beside the primary Continue", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openCheckoutWithPen(page);
    await emailField(page).fill("phone.steps@example.com");
    await fillAddress(page);
    await page.getByRole("button", { name: "Continue" }).click();
    const place = page.getByRole("button", { name: "Place order" });
    await expect(place).toBeVisible();
    const review = (await page.locator(".checkout__review").boundingBox())!;
    expect(review.y + review.height).toBeLessThanOrEqual((await place.boundingBox())!.y);
    const back = page.getByRole("button", { name: "Back" });
    await expect(back).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
    await back.click();
    const next = page.getByRole("button", { name: "Continue" });
    await expect(next).not.toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
  });

  test("S-2-48 S-3-38 S-4-76 S-4-77 the order review starts folded, with the merchant's wording, on wide and phone-sized windows", async ({ page }) => {
    for (const size of [
      { width: 1280, height: 800 },
      { width: 412, height: 839 },
    ]) {
      await page.setViewportSize(size);
      await openCheckoutWithPen(page);
      // The button's name follows its wording, so it is found by its place and its name asserted.
      const toggle = page.locator(".order-review__toggle");
      await expect(page.getByRole("button", { name: /Open the summary/ })).toBeVisible();
      const table = page.locator("#order-review-panel .checkout-review");
      await expect(toggle).toBeVisible();
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(table).toBeHidden();
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await expect(toggle).toContainText(TEXTS.toggle_hide_text);
      await expect(table).toBeVisible();
      await expect(table).toContainText("Brass Pen");
      await toggle.click();
      await expect(toggle).toContainText(TEXTS.toggle_show_text);
      await expect(table).toBeHidden();
    }
  });

  test("S-3-41 S-2-53 the sticky options switch the order review and the form between sticky and static", async ({ page }) => {
    await saveSettings({ layout: "classic", checkout_order_review_sticky: false, checkout_form_sticky: true });
    await openCheckoutWithPen(page);
    await expect(page.locator(".checkout__review")).toHaveCSS("position", "static");
    await expect(page.locator(".checkout__details")).toHaveCSS("position", "sticky");
    await saveSettings({ checkout_order_review_sticky: true, checkout_form_sticky: false });
    await page.reload();
    await expect(page.locator(".checkout__review")).toHaveCSS("position", "sticky");
    await expect(page.locator(".checkout__details")).toHaveCSS("position", "static");
    await saveSettings({ layout: "modern" });
  });

  test("S-2-5 without JavaScript both steps are one page and the order goes through", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/cart?add-to-cart=${await productId(page, PEN)}&quantity=1`);
    await page.goto("/checkout");
    await expect(page.locator("#checkout-step-1")).toBeVisible();
    await expect(page.locator("#checkout-step-2")).toBeVisible();
    await expect(page.getByRole("button", { name: "Continue" })).toHaveCount(0);
    await fillAddress(page);
    await emailField(page).fill("no.script@example.com");
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\?key=/);
    await context.close();
  });
});
