import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { headerHydrated } from "./support/account.ts";

/** On sale in the demo: €28.00, now €22.00. */
const JOURNAL = { slug: "linen-bound-journal", name: "Linen-Bound Journal" };
/** At most 10 per order in the demo. */
const CARDS = { slug: "letterpress-greeting-cards", name: "Letterpress Greeting Cards" };

async function addByLink(page: Page, slug: string, quantity: number) {
  const id = ((await (await page.request.get(`/api/products/${slug}`)).json()) as { product: { id: number } }).product.id;
  await page.goto(`/cart?add-to-cart=${id}&quantity=${quantity}`);
  await expect(page).toHaveURL(/\/cart$/);
}

const cartLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Cart, \d+ items?$/ });
const drawer = (page: Page) => page.getByRole("dialog", { name: "Shopping cart" });
const cartRow = (page: Page, name: string) => page.locator(".cart-page tr.cart-line").filter({ has: page.getByRole("link", { name, exact: true }) });
const drawerLine = (page: Page, name: string) =>
  drawer(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name, exact: true }) });
/** The cart page's forms carry the `enhanced` field only once the page runs. */
const cartHydrated = (page: Page) => page.locator('.cart-page input[name="enhanced"]').first().waitFor({ state: "attached" });

async function openDrawer(page: Page, path = "/about") {
  await page.goto(path);
  await headerHydrated(page);
  await expect(async () => {
    await cartLink(page).click();
    await expect(drawer(page)).toBeVisible({ timeout: 1000 });
  }).toPass();
}

test.describe("Sale prices and refused quantities in the cart", () => {
  test("a sale line strikes out the regular price and says what the sale saves, on the cart page and in the mini-cart @phone", async ({ page }) => {
    await addByLink(page, JOURNAL.slug, 2);
    const row = cartRow(page, JOURNAL.name);
    await expect(row.locator("del")).toContainText("€28.00");
    await expect(row.locator("ins")).toContainText("€22.00");
    await expect(row.getByText("Save €12.00")).toBeVisible();
    // The struck-out price is drawn struck out, and read out as the original price.
    expect(await row.locator("del").evaluate((el) => getComputedStyle(el).textDecorationLine)).toContain("line-through");
    await expect(row.locator("del")).toContainText("Original price was:");

    await openDrawer(page);
    const line = drawerLine(page, JOURNAL.name);
    await expect(line.locator("del")).toContainText("€28.00");
    await expect(line.locator("ins")).toContainText("€22.00");
    await expect(line.getByText("Save €12.00")).toBeVisible();
  });

  test("a line at its regular price shows neither a struck-out price nor a saving @phone", async ({ page }) => {
    await addByLink(page, CARDS.slug, 1);
    const row = cartRow(page, CARDS.name);
    await expect(row).toBeVisible();
    await expect(row.locator("del")).toHaveCount(0);
    await expect(row.getByText(/^Save €/)).toHaveCount(0);
  });

  test("the empty mini-cart offers a way back to the shop @phone", async ({ page }) => {
    await openDrawer(page);
    await expect(drawer(page).getByText("No products in the cart.")).toBeVisible();
    await drawer(page).getByRole("link", { name: "Return to shop" }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(drawer(page)).toBeHidden();
  });

  test("a refused quantity on the cart page says why instead of quietly going back @phone", async ({ page }) => {
    await addByLink(page, CARDS.slug, 10);
    await cartHydrated(page);
    const row = cartRow(page, CARDS.name);
    const reason = row.getByRole("status");
    await expect(reason).toBeEmpty();
    await row.getByRole("button", { name: "Increase quantity of letterpress greeting cards" }).click();
    await expect(reason).toHaveText("You can buy at most 10 of this product.");
    await row.getByRole("spinbutton", { name: `Quantity of ${CARDS.name}` }).fill("25");
    await expect(reason).toHaveText("You can buy at most 10 of this product.");
    // The cart itself keeps the ten.
    await page.reload();
    await expect(cartRow(page, CARDS.name).getByRole("spinbutton", { name: `Quantity of ${CARDS.name}` })).toHaveValue("10");
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 10 items");
  });

  test("a refused quantity in the mini-cart says why beside the line @phone", async ({ page }) => {
    await addByLink(page, CARDS.slug, 3);
    await openDrawer(page);
    const line = drawerLine(page, CARDS.name);
    const reason = line.getByRole("status");
    await expect(reason).toBeEmpty();
    await line.getByRole("spinbutton", { name: `Quantity of ${CARDS.name}` }).fill("12");
    await expect(reason).toHaveText("You can buy at most 10 of this product.");
    // An allowed quantity clears the reason and is saved.
    await line.getByRole("spinbutton", { name: `Quantity of ${CARDS.name}` }).fill("4");
    await expect(reason).toBeEmpty();
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 4 items", { timeout: 5000 });
  });
});
