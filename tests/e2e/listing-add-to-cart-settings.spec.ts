/**
 * The theme settings that switch add to cart across the shop (S-3-33): where a successful add goes
 * (add_to_cart_options_single), the product page's AJAX add (single_product_ajax_add_to_cart) and the
 * cards' quick view (shop_quick_view_enable). Shop-wide: listed in SHOP_WIDE_SPECS (playwright.config.ts),
 * and the defaults are put back after each test.
 */
import { request as apiRequest, type APIRequestContext, type Page } from "@playwright/test";
import { expect, shopUrl, test } from "./fixtures.ts";
import { headerHydrated } from "./support/account.ts";
import { DEMO_PASSWORD } from "./support/checkout.ts";
import { productCards } from "./support/listing.ts";

const DEFAULTS = { add_to_cart_options_single: "in-place", single_product_ajax_add_to_cart: true, shop_quick_view_enable: true };

let admin: APIRequestContext;
let nonce: string;

async function saveTheme(patch: Partial<typeof DEFAULTS>) {
  const response = await admin.put("/api/admin/settings/theme", { headers: { "x-vitrine-nonce": nonce }, data: { ...DEFAULTS, ...patch } });
  expect(response.status(), await response.text()).toBe(200);
}

test.beforeAll(async () => {
  admin = await apiRequest.newContext({ baseURL: shopUrl() });
  const first = ((await (await admin.post("/api/nonce")).json()) as { nonce: string }).nonce;
  const login = await admin.post("/api/auth/login", { headers: { "x-vitrine-nonce": first }, data: { email: "admin@vitrine.test", password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  nonce = ((await login.json()) as { nonce: string }).nonce;
});

test.afterEach(async () => saveTheme(DEFAULTS));
test.afterAll(async () => admin.dispose());

const cardAdd = (page: Page, name: string) => page.locator("form.product-card__cart-form").getByRole("button", { name: new RegExp(`“${name}” to cart`) });

async function open(page: Page, path: string) {
  await page.goto(path);
  await headerHydrated(page);
}

test.describe("Theme settings for add to cart", () => {
  test("S-3-33: add_to_cart_options_single 'cart' sends a card's add on to the cart, with JavaScript and without", async ({ page, browser }) => {
    await saveTheme({ add_to_cart_options_single: "cart" });
    await open(page, "/category/bags");
    await cardAdd(page, "Woven Picnic Basket").click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole("main")).toContainText("Woven Picnic Basket");

    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto(`${shopUrl()}/category/bags`);
    await cardAdd(plain, "Woven Picnic Basket").click();
    await expect(plain).toHaveURL(/\/cart$/);
    await noScript.close();
  });

  test("S-3-33: add_to_cart_options_single 'checkout' sends an add on to checkout, from a card and from the product page", async ({ page }) => {
    await saveTheme({ add_to_cart_options_single: "checkout" });
    await open(page, "/category/bags");
    await cardAdd(page, "Woven Picnic Basket").click();
    await expect(page).toHaveURL(/\/checkout$/);
    await page.goto("/product/brass-pen");
    await expect(page.locator("article.product[data-hydrated]")).toBeVisible({ timeout: 15_000 });
    await page.locator("button.add-to-cart").click();
    await expect(page).toHaveURL(/\/checkout$/);
  });

  test("S-3-33 P-4-145: shop_quick_view_enable off: a variable product's card offers its page only", async ({ page }) => {
    await open(page, "/category/knitwear");
    const card = productCards(page).filter({ hasText: "Merino Knit Jumper" });
    await expect(card.getByRole("button", { name: "Quick view: Merino Knit Jumper" })).toBeVisible();
    await saveTheme({ shop_quick_view_enable: false });
    await open(page, "/category/knitwear");
    await expect(card.getByRole("link", { name: "Select options: Merino Knit Jumper" })).toBeVisible();
    await expect(card.getByRole("button", { name: /Quick view/ })).toHaveCount(0);
  });

  test("S-3-33: single_product_ajax_add_to_cart off: the product page's Add to cart submits the form (a navigation)", async ({ page }) => {
    await saveTheme({ single_product_ajax_add_to_cart: false });
    await page.goto("/product/brass-pen");
    await expect(page.locator("article.product[data-hydrated]")).toBeVisible({ timeout: 15_000 });
    await page.evaluate(() => ((window as unknown as { __marker: string }).__marker = "still here"));
    const navigation = page.waitForEvent("framenavigated", (frame) => frame === page.mainFrame());
    await page.locator("button.add-to-cart").click();
    await navigation;
    await expect(page.getByTestId("cart-notice")).toContainText("“Brass Pen” has been added to your cart.");
    expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBeUndefined();
    await expect(page.getByRole("banner").getByRole("link", { name: /^Cart, \d+ items?$/ })).toHaveAccessibleName("Cart, 1 item");
  });
});
