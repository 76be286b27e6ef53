/**
 * Add to cart from the listings (shop, category): simple products add in place with the product page's
 * states, header count, drawer and alerts; without JavaScript the card's form posts and comes back; variable
 * products open the quick view. The shop-wide settings that change this are in
 * listing-add-to-cart-settings.spec.ts.
 */
import type { Page } from "@playwright/test";
import { EXPECTED_FAILED_RESOURCE, expect, test } from "./fixtures.ts";
import { headerHydrated } from "./support/account.ts";
import { productCards } from "./support/listing.ts";

const cartLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Cart, \d+ items?$/ });
const drawer = (page: Page) => page.getByRole("dialog", { name: "Shopping cart" });
const cardAdd = (page: Page, name: string) => page.locator("form.product-card__cart-form").getByRole("button", { name: new RegExp(`“${name}” to cart`) });
const firstAddableCard = (page: Page) =>
  productCards(page)
    .filter({ has: page.locator("form.product-card__cart-form") })
    .first();

async function open(page: Page, path: string) {
  await page.goto(path);
  await headerHydrated(page);
}

function nextAlert(page: Page): Promise<string> {
  return page.waitForEvent("dialog").then(async (dialog) => {
    const message = dialog.message();
    await dialog.accept();
    return message;
  });
}

async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { __marker: string }).__marker = "still here"));
}
const marker = (page: Page) => page.evaluate(() => (window as unknown as { __marker?: string }).__marker);

test.describe("Add to cart from a listing", () => {
  test("S-3-33: a simple product adds in place from /shop with the product page's states, count and drawer @phone", async ({ page }) => {
    await open(page, "/shop");
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 0 items");
    await markDocument(page);
    const card = firstAddableCard(page);
    const button = card.locator("form.product-card__cart-form button");
    await expect(button).toHaveText("Add to cart");
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/cart/add.data*", async (route) => {
      await held;
      await route.continue();
    });
    await button.click();
    await expect(button).toHaveAttribute("aria-busy", "true");
    await expect(button).toHaveAttribute("data-state", "loading");
    await expect(button).toHaveText("Adding…");
    release();
    await expect(button).toHaveText("Added");
    await expect(drawer(page)).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 1 item");
    await expect(button).not.toHaveAttribute("aria-busy", "true");
    expect(await marker(page)).toBe("still here");
  });

  test("S-3-33: from a category page, and the server's refusal of a second sold-individually item is alerted", async ({ page }) => {
    // The refusal answers 4xx (the browser logs the failed load); the page alerts its reason.
    test.info().annotations.push({ type: EXPECTED_FAILED_RESOURCE, description: "/cart/add.data" });
    await open(page, "/category/bags");
    await markDocument(page);
    const button = cardAdd(page, "Woven Picnic Basket");
    await button.click();
    await expect(drawer(page)).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 1 item");
    await page.keyboard.press("Escape");
    await expect(drawer(page)).toBeHidden();
    await expect(button).toHaveText("Add to cart", { timeout: 10_000 });
    const alert = nextAlert(page);
    await button.click();
    expect(await alert).toMatch(/cannot add another/i);
    await expect(button).toHaveText("Add to cart");
    await expect(drawer(page)).toBeHidden();
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 1 item");
    expect(await marker(page)).toBe("still here");
  });

  test("a variable product's card links to its page to choose options; the quick view button opens it", async ({ page }) => {
    await open(page, "/category/knitwear");
    const card = productCards(page).filter({ hasText: "Merino Knit Jumper" });
    await expect(card.getByRole("link", { name: "Select options: Merino Knit Jumper" })).toHaveAttribute("href", "/product/merino-knit-jumper");
    await expect(card.getByRole("button", { name: "Quick view: Merino Knit Jumper" })).toBeVisible();
    await expect(card.locator("form.product-card__cart-form")).toHaveCount(0);
  });

  test("P-4-145 P-4-147: the quick view shows the product, its options and a quantity stepper, and adds in place @phone", async ({ page }) => {
    await open(page, "/category/knitwear");
    await markDocument(page);
    const loads: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/product/")) loads.push(new URL(request.url()).pathname);
    });
    await page.getByRole("button", { name: "Quick view: Merino Knit Jumper" }).click();
    const dialog = page.getByRole("dialog", { name: "Merino Knit Jumper" });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator("img").first()).toBeVisible();
    await dialog
      .getByRole("radiogroup", { name: /Colour/ })
      .locator('[data-value="plum"]')
      .click();
    await dialog.getByRole("radiogroup", { name: /Size/ }).locator('[data-value="m"]').click();
    await expect(dialog.locator('input[name="variation_id"]')).toHaveValue(/^\d+$/);
    const quantity = dialog.getByRole("spinbutton", { name: "Quantity" });
    await expect(quantity).toHaveValue("1");
    await dialog.getByRole("button", { name: "Increase quantity" }).click();
    await expect(quantity).toHaveValue("2");
    await dialog.getByRole("button", { name: "Decrease quantity" }).click();
    await expect(quantity).toHaveValue("1");
    await dialog.getByRole("button", { name: "Increase quantity" }).click();
    await dialog.getByRole("button", { name: "Add to cart" }).click();
    await expect(drawer(page)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 2 items");
    await expect(drawer(page)).toContainText("Merino Knit Jumper");
    expect(await marker(page)).toBe("still here");
    // Only the opened product's data was read, once.
    expect(loads.filter((path) => path.startsWith("/product/merino-knit-jumper"))).toHaveLength(1);
    expect(loads.filter((path) => !path.startsWith("/product/merino-knit-jumper"))).toEqual([]);
  });

  test("a quick view opened on a product page gives its selects ids of their own: no id is on the page twice", async ({ page }) => {
    // A knitwear page: its shelves hold other variable knitwear, whose cards open the quick view.
    await open(page, "/category/knitwear");
    const pages = await productCards(page)
      .getByRole("heading")
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
    const quickView = page
      .locator(".product-shelf")
      .getByRole("button", { name: /^Quick view: / })
      .first();
    let found = false;
    for (const path of pages) {
      await open(page, path);
      if ((await page.locator("form.variations-form select").count()) > 0 && (await quickView.count()) > 0) {
        found = true;
        break;
      }
    }
    expect(found, "a variable knitwear page whose shelves offer a quick view").toBe(true);
    await quickView.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.locator("form.variations-form select").first()).toBeAttached();
    const duplicates = await page.evaluate(() => {
      const seen = new Map<string, number>();
      for (const element of document.querySelectorAll("[id]")) seen.set(element.id, (seen.get(element.id) ?? 0) + 1);
      return [...seen].filter(([, count]) => count > 1).map(([id]) => id);
    });
    expect(duplicates).toEqual([]);
    // The dialog's labels still name their own selects.
    const firstSelect = dialog.locator("form.variations-form select").first();
    await expect(firstSelect).toHaveAttribute("id", /^quick-view-attribute-/);
  });
});

test.describe("Add to cart from a listing without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("S-3-33: the card's form posts, adds, and comes back to the listing at the added notice, in view @phone", async ({ page }, testInfo) => {
    // On the phone project, the narrowest phone the shop is checked at; the desktop project stays at 1280.
    if (testInfo.project.use.isMobile) await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/category/bags");
    await cardAdd(page, "Woven Picnic Basket").click();
    await expect(page).toHaveURL(/\/category\/bags\?added-to-cart=\d+#cart-notice-products$/);
    await expect(page.getByTestId("cart-notice")).toContainText("“Woven Picnic Basket” has been added to your cart.");
    await expect(page.getByTestId("cart-notice")).toBeInViewport({ ratio: 1 });
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 1 item");
    // The second is refused, and the listing says why, in view too.
    await cardAdd(page, "Woven Picnic Basket").click();
    await expect(page).toHaveURL(/\/category\/bags\?cart-error=sold_individually&cart-error-product=\d+#cart-notice-products$/);
    await expect(page.getByTestId("cart-notice")).toContainText("You cannot add another of this product to your cart.");
    await expect(page.getByTestId("cart-notice")).toBeInViewport({ ratio: 1 });
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 1 item");
  });

  test("S-3-33: a card far down the shop comes back with its notice in view", async ({ page }) => {
    await page.goto("/shop");
    const last = page.locator("form.product-card__cart-form").last().getByRole("button");
    const name = (await last.getAttribute("aria-label"))!.replace(/^Add “(.+)” to cart$/, "$1");
    await last.click();
    await expect(page).toHaveURL(/\/shop\?added-to-cart=\d+#cart-notice-products$/);
    await expect(page.getByTestId("cart-notice")).toContainText(`“${name}” has been added to your cart.`);
    await expect(page.getByTestId("cart-notice")).toBeInViewport({ ratio: 1 });
  });

  test("a card on a product page's shelf tells its own outcome in the shelf, never in the product's own form @phone", async ({ page }) => {
    // A bag page whose related products hold the basket (one is sold individually: the second add is refused).
    await page.goto("/category/bags");
    const pages = await productCards(page)
      .filter({ hasNotText: "Woven Picnic Basket" })
      .getByRole("heading")
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
    const shelf = page.getByRole("list", { name: "Related products" });
    let found = false;
    for (const path of pages) {
      await page.goto(path);
      if ((await shelf.getByRole("heading", { name: "Woven Picnic Basket" }).count()) > 0) {
        found = true;
        break;
      }
    }
    expect(found, "a bag page relates the basket").toBe(true);
    const productForm = page.locator("form.cart-form");
    await cardAdd(page, "Woven Picnic Basket").click();
    await expect(page).toHaveURL(/\?added-to-cart=\d+#cart-notice-related-products$/);
    await expect(shelf.locator("..").getByTestId("cart-notice")).toContainText("“Woven Picnic Basket” has been added to your cart.");
    await expect(shelf.locator("..").getByTestId("cart-notice")).toBeInViewport();
    await expect(productForm.getByTestId("cart-notice")).toHaveCount(0);

    await cardAdd(page, "Woven Picnic Basket").click();
    await expect(page).toHaveURL(/\?cart-error=sold_individually&cart-error-product=\d+#cart-notice-related-products$/);
    await expect(shelf.locator("..").getByTestId("cart-notice")).toContainText("You cannot add another of this product to your cart.");
    await expect(page.getByTestId("cart-notice")).toHaveCount(1);
    await expect(productForm.getByTestId("cart-notice")).toHaveCount(0);
  });

  test("a variable product's card offers its page, and no quick view without JavaScript", async ({ page }) => {
    await page.goto("/category/knitwear");
    const card = productCards(page).filter({ hasText: "Merino Knit Jumper" });
    await expect(card.getByRole("link", { name: "Select options: Merino Knit Jumper" })).toBeVisible();
    await expect(card.getByRole("button", { name: /Quick view/ })).toHaveCount(0);
  });
});
