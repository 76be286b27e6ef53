import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { freshEmail, loginSection, PASSWORD, registerThroughApi } from "./support/account.ts";
import { emailField, fillAddress, openCheckoutWithPen } from "./support/checkout.ts";

async function placeOrder(page: Page) {
  await page.getByRole("radio", { name: /Cash on delivery/ }).check();
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\?key=/);
  await expect(page.getByRole("heading", { name: "Order received" })).toBeVisible();
}

const offer = (page: Page) => page.getByRole("region", { name: "Your last address" });

test.describe("A registered customer's order-received page", () => {
  test.describe.configure({ timeout: 90_000 });

  test("shows in the session that placed it, asks for a log-in once that session is gone, and shows again after it @phone", async ({ page }) => {
    const email = freshEmail("received");
    await registerThroughApi(page.request, email);
    await openCheckoutWithPen(page);
    await fillAddress(page);
    await placeOrder(page);
    const received = page.url();
    const number = (await page.locator(".order-overview li").first().locator("strong").textContent())!.trim();

    // The session goes (as a log-out or another browser would have it): the key alone no longer shows the order.
    await page.context().clearCookies();
    await page.goto(received);
    await expect(page.getByRole("status")).toHaveText("This order belongs to a customer account. Please log in to your account to view it.");
    await expect(page.locator(".order-overview")).toHaveCount(0);
    await expect(page.getByText(number)).toHaveCount(0);

    await page.getByRole("link", { name: "Log in" }).click();
    await loginSection(page).getByLabel("E-mail address").fill(email);
    await loginSection(page).getByLabel("Password").fill(PASSWORD);
    await loginSection(page).getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(received);
    await expect(page.locator(".order-overview")).toContainText(number);
  });
});

test.describe("A guest's next checkout in the same browser", () => {
  test.describe.configure({ timeout: 120_000 });

  test("offers the addresses of the last order, fills them in on request, and forgets them on request @phone", async ({ page }) => {
    await openCheckoutWithPen(page);
    // The first checkout in this browser has nothing to offer.
    await expect(offer(page)).toHaveCount(0);
    await fillAddress(page);
    const email = freshEmail("guest-again");
    await emailField(page).fill(email);
    await placeOrder(page);

    await openCheckoutWithPen(page);
    await expect(offer(page)).toContainText("Ada Byrne, 1 Quay Street, Galway");
    await offer(page).getByRole("button", { name: "Use this address" }).click();
    await expect(page.getByText("Filled in from your last order.")).toBeVisible();
    await expect(page.getByLabel("First name").first()).toHaveValue("Ada");
    await expect(page.getByLabel("Street address").first()).toHaveValue("1 Quay Street");
    await expect(page.getByLabel("Postcode / ZIP").first()).toHaveValue("H91 X2K3");
    await expect(emailField(page)).toHaveValue(email);
    // What was filled in places the order as typing it would.
    await placeOrder(page);

    // Nothing of it went to the server: the record lives in this browser's storage only.
    const stored = await page.evaluate(() => localStorage.getItem("vitrine:checkout-addresses"));
    expect(JSON.parse(stored!)).toMatchObject({ billing_firstName: "Ada", billing_city: "Galway", billing_email: email });

    await openCheckoutWithPen(page);
    await offer(page).getByRole("button", { name: "Forget it" }).click();
    await expect(offer(page)).toHaveCount(0);
    await page.reload();
    await expect(page.locator(".checkout-page[data-hydrated]")).toBeVisible();
    await expect(offer(page)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("vitrine:checkout-addresses"))).toBeNull();
  });

  test("a refused order remembers nothing", async ({ page }) => {
    await openCheckoutWithPen(page);
    await fillAddress(page);
    await emailField(page).fill("not-an-email");
    // Past the browser's own check, so the server is the one that refuses it.
    await page.locator("form.checkout").evaluate((form) => ((form as HTMLFormElement).noValidate = true));
    await page.getByRole("radio", { name: /Cash on delivery/ }).check();
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page.locator(".field-error").first()).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
    await openCheckoutWithPen(page);
    await expect(offer(page)).toHaveCount(0);
  });
});
