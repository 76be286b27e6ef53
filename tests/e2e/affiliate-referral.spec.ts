/**
 * Issue 19, part A: the referral link puts the affiliate's coupon on the cart; the admin's order page tells
 * which signal credited the order; the header's account menu lists an affiliate's dashboard.
 */
import type { Page } from "@playwright/test";
import { expect, shopUrl, test } from "./fixtures.ts";
import { headerHydrated } from "./support/account.ts";
import { signInAs } from "./support/admin.ts";
import { AFFILIATE, PLAIN_CUSTOMER } from "./support/affiliate.ts";
import { PEN, productId } from "./support/checkout.ts";

const APPLIED = "Coupon code applied successfully.";

/** Follows an affiliate's referral link, then puts a pen in the cart through the API (no page shows the cart yet). */
async function referredWithPen(page: Page, code: string): Promise<string> {
  await page.goto(`/?ref=${code}`);
  await expect(page).toHaveURL(`${shopUrl()}/`);
  const { nonce } = (await (await page.request.post("/api/nonce")).json()) as { nonce: string };
  const added = await page.request.post("/api/cart/items", {
    headers: { "x-vitrine-nonce": nonce },
    data: { productId: await productId(page, PEN), quantity: 1 },
  });
  expect(added.ok()).toBe(true);
  return nonce;
}

const cartCoupons = (page: Page) => page.getByTestId("cart-coupon");
const cartNotice = (page: Page) => page.getByTestId("cart-page-notice");
const couponBlock = (page: Page) => page.getByRole("region", { name: "Coupon" });

test.describe("the referral link's coupon", () => {
  test("opening the cart applies the affiliate's coupon with the usual notice; removed, it stays removed @phone", async ({ page }) => {
    await referredWithPen(page, "priya");
    await page.goto("/cart");
    await expect(cartNotice(page)).toHaveText(APPLIED);
    await expect(cartCoupons(page)).toHaveCount(1);
    await expect(cartCoupons(page)).toContainText("Coupon: priya10");

    // Once the page runs, the removal is a fetcher post and the cart revalidates.
    await page.locator('.cart-page input[name="enhanced"]').first().waitFor({ state: "attached" });
    await page.getByRole("button", { name: "Remove coupon priya10" }).click();
    await expect(cartCoupons(page)).toHaveCount(0);
    await page.reload();
    await expect(cartCoupons(page)).toHaveCount(0);
    await expect(cartNotice(page)).toHaveCount(0);
    await page.goto("/checkout");
    await expect(couponBlock(page).getByText("Coupon: priya10")).toHaveCount(0);
  });

  test("opening the checkout first applies it there: the coupon block tells of it and the order is priced with it @phone", async ({ page }) => {
    await referredWithPen(page, "priya");
    await page.goto("/checkout");
    await expect(page.getByTestId("checkout-coupon-notice")).toHaveText(APPLIED);
    await expect(couponBlock(page).getByText("Coupon: priya10")).toBeVisible();
    // Back on the cart it is still there, and nothing is said again.
    await page.goto("/cart");
    await expect(cartCoupons(page)).toContainText("Coupon: priya10");
    await expect(cartNotice(page)).toHaveCount(0);
  });
});

/** Places the visitor's cart as a guest through the API; answers the order's id. */
async function placeGuestOrder(page: Page, nonce: string): Promise<string> {
  const billing = { firstName: "Rita", lastName: "Ref", country: "IE", address1: "2 Quay Street", city: "Galway", postcode: "H91 X2K3" };
  const placed = await page.request.post("/api/checkout", {
    headers: { "x-vitrine-nonce": nonce, "idempotency-key": `e2e-referral-${Date.now()}-${Math.random()}` },
    data: { email: `referred-${Date.now()}@example.test`, billing, shipToDifferentAddress: false, shippingMethod: "flat", paymentMethod: "cod" },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return /order-received\/(\d+)/.exec(((await placed.json()) as { redirect: string }).redirect)![1]!;
}

test.describe("the admin order page's attribution", () => {
  test("an order through a referral link shows the link's affiliate, signal 'Referral link' and the reason @phone", async ({ page, browser }) => {
    const nonce = await referredWithPen(page, "lukas");
    const orderId = await placeGuestOrder(page, nonce);

    const staff = await browser.newContext({ baseURL: shopUrl() });
    const admin = await staff.newPage();
    await signInAs(admin.request, "admin@vitrine.test");
    await admin.goto(`/admin/orders/${orderId}`);
    const section = admin.getByRole("region", { name: "Affiliate" });
    await expect(section.getByRole("link", { name: /\(lukas\)$/ })).toHaveAttribute("href", /^\/admin\/affiliates\/\d+$/);
    await expect(section.locator("[data-signal]")).toHaveText("Referral link");
    await expect(section.locator("dd").last()).toContainText(/link/i);
    await staff.close();
  });

  test("an order whose cart got the affiliate's coupon from the link: the coupon won", async ({ page, browser }) => {
    const nonce = await referredWithPen(page, "lukas");
    await page.goto("/cart");
    await expect(cartCoupons(page)).toContainText("Coupon: lukas5");
    const orderId = await placeGuestOrder(page, nonce);

    const staff = await browser.newContext({ baseURL: shopUrl() });
    const admin = await staff.newPage();
    await signInAs(admin.request, "admin@vitrine.test");
    await admin.goto(`/admin/orders/${orderId}`);
    const section = admin.getByRole("region", { name: "Affiliate" });
    await expect(section.locator("[data-signal]")).toHaveText("Affiliate coupon (lukas5)");
    await section.getByRole("link", { name: /\(lukas\)$/ }).click();
    await expect(admin).toHaveURL(/\/admin\/affiliates\/\d+$/);
    await staff.close();
  });
});

test.describe("the header's account menu", () => {
  const menuOf = (page: Page) => page.getByRole("banner").locator(".site-header__device:visible .account-menu__panel");
  const summaryOf = (page: Page) => page.getByRole("banner").locator(".site-header__device:visible summary", { hasText: "Account" });

  test("lists the affiliate dashboard for a signed-in affiliate @phone", async ({ page }) => {
    await signInAs(page.request, AFFILIATE);
    await page.goto("/shop");
    await headerHydrated(page);
    await summaryOf(page).click();
    const link = menuOf(page).getByRole("link", { name: "Affiliate dashboard" });
    await expect(link).toHaveAttribute("href", "/account/affiliate");
    await link.click();
    await expect(page).toHaveURL(/\/account\/affiliate$/);
  });

  test("does not list it for a plain customer @phone", async ({ page }) => {
    await signInAs(page.request, PLAIN_CUSTOMER);
    await page.goto("/shop");
    await headerHydrated(page);
    await summaryOf(page).click();
    await expect(menuOf(page).getByRole("link", { name: "Orders", exact: true })).toBeVisible();
    await expect(menuOf(page).getByRole("link", { name: "Affiliate dashboard" })).toHaveCount(0);
  });
});
