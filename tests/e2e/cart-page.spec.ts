import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { headerHydrated } from "./support/account.ts";

async function productId(page: Page, slug: string): Promise<number> {
  const response = await page.request.get(`/api/products/${slug}`);
  return ((await response.json()) as { product: { id: number } }).product.id;
}

/** Fills the cart through the add-to-cart link, as an e-mail would. */
async function addByLink(page: Page, slug: string, quantity: number) {
  await page.goto(`/cart?add-to-cart=${await productId(page, slug)}&quantity=${quantity}`);
  await expect(page).toHaveURL(/\/cart$/);
}

const quantityField = (page: Page, name: string) => page.getByRole("spinbutton", { name: `Quantity of ${name}` });
const cartLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Cart, \d+ items?$/ });
/** The forms carry the `enhanced` field only once the page runs. */
const hydrated = (page: Page) => page.locator('.cart-page input[name="enhanced"]').first().waitFor({ state: "attached" });

test.describe("Cart page", () => {
  test("S-1-16 S-2-45 S-3-22 S-3-23: the add-to-cart link adds, redirects without its parameters and shows a notice @phone", async ({ page }) => {
    await addByLink(page, "brass-pen", 2);
    await expect(page.getByTestId("cart-page-notice")).toContainText("“Brass Pen” has been added to your cart.");
    const field = quantityField(page, "Brass Pen");
    await expect(field).toHaveValue("2");
    await expect(field).toHaveAttribute("name", /^cart\[[0-9a-f]{32}\]\[qty\]$/);
    await expect(field).toHaveAttribute("min", "1");
    await expect(field).toHaveAttribute("step", "1");
    await expect(page.getByRole("link", { name: "Proceed to checkout" })).toHaveAttribute("href", "/checkout");
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === "vitrine_items_in_cart")).toMatchObject({ value: "1", httpOnly: false });
    expect(cookies.find((c) => c.name === "vitrine_cart_hash")?.value).toMatch(/^[0-9a-f]{32}$/);
  });

  test("the checkout buttons' labels sit in their middle, on the cart page and in the drawer @phone", async ({ page }) => {
    await addByLink(page, "brass-pen", 1);
    // How far the label's middle is from the button's, in whole pixels (the font's ascent and descent differ, so up to 2).
    const offCentre = (link: ReturnType<Page["getByRole"]>) =>
      link.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(element);
        const text = range.getBoundingClientRect();
        return {
          x: Math.round(Math.abs(text.left + text.width / 2 - (box.left + box.width / 2))),
          y: Math.round(Math.abs(text.top + text.height / 2 - (box.top + box.height / 2))),
        };
      });
    const proceed = page.getByRole("link", { name: "Proceed to checkout" });
    const proceedOff = await offCentre(proceed);
    expect(proceedOff.x).toBe(0);
    expect(proceedOff.y).toBeLessThanOrEqual(2);
    await headerHydrated(page);
    await expect(async () => {
      await cartLink(page).click();
      await expect(page.getByRole("dialog", { name: "Shopping cart" })).toBeVisible({ timeout: 1000 });
    }).toPass();
    for (const name of ["View cart", "Checkout"]) {
      const link = page.getByRole("dialog", { name: "Shopping cart" }).getByRole("link", { name, exact: true });
      const off = await offCentre(link);
      expect(off.x).toBe(0);
      expect(off.y).toBeLessThanOrEqual(2);
    }
  });

  test("S-5-17: a changed quantity updates the cart about 1 s later, without a reload @phone", async ({ page }) => {
    await addByLink(page, "brass-pen", 1);
    await hydrated(page);
    const subtotal = await page.getByTestId("cart-subtotal").textContent();
    await page.evaluate(() => ((window as unknown as { __marker: string }).__marker = "still here"));
    const posts: number[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && new URL(r.url()).pathname.startsWith("/cart")) posts.push(Date.now());
    });
    const field = quantityField(page, "Brass Pen");
    // The clock starts before the keystroke: on a loaded machine Playwright may report the typing done well
    // after the page's wait began, which would make a correct wait look short.
    const typed = Date.now();
    await field.fill("3");
    await expect(page.getByTestId("cart-subtotal")).not.toHaveText(subtotal ?? "", { timeout: 5000 });
    expect(posts).toHaveLength(1);
    expect(posts[0]! - typed).toBeGreaterThanOrEqual(900);
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 3 items");
    expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe("still here");
  });

  test("S-5-18 S-5-19: a further change restarts the wait; an empty value sends nothing", async ({ page }) => {
    // The page's clock is the test's to move on: it runs as usual, and jumps past the wait when told to.
    await page.clock.install();
    await addByLink(page, "brass-pen", 1);
    await hydrated(page);
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && new URL(r.url()).pathname.startsWith("/cart")) posts.push(r.postData() ?? "");
    });
    const field = quantityField(page, "Brass Pen");
    await field.fill("");
    // Twice the 1 s wait goes by on the page's clock: every timer due by then has run, and none posted.
    await page.clock.runFor(2000);
    await expect(field).toHaveValue("");
    expect(posts).toHaveLength(0);
    // Both changes are typed inside the page, 500 ms apart by its own clock: a busy test machine must not
    // stretch the gap past the 1 s wait between two steps of the test.
    await field.evaluate(async (input: HTMLInputElement) => {
      const type = (value: string) => {
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(input, value);
        input.dispatchEvent(new Event("input", { bubbles: true }));
      };
      type("3");
      await new Promise((resolve) => setTimeout(resolve, 500));
      type("4");
    });
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 4 items", { timeout: 5000 });
    expect(posts).toHaveLength(1);
  });

  test("remove shows a notice with Undo, which puts the line back", async ({ page }) => {
    await addByLink(page, "brass-pen", 2);
    await hydrated(page);
    await page.getByRole("button", { name: "Remove Brass Pen from cart" }).click();
    await expect(page.getByTestId("cart-page-notice")).toContainText("“Brass Pen” removed.");
    await expect(page.getByText("Your cart is currently empty.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to shop" })).toHaveAttribute("href", "/shop");
    await page.getByRole("button", { name: "Undo?" }).click();
    await expect(quantityField(page, "Brass Pen")).toHaveValue("2");
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 2 items");
  });

  test("S-2-47 S-3-40: the totals block is sticky by default", async ({ page }) => {
    await addByLink(page, "brass-pen", 1);
    await expect(page.locator(".cart-totals")).toHaveCSS("position", "sticky");
  });

  test("S-2-2: the quantity auto-update and the sticky totals belong to the cart page alone", async ({ page }) => {
    await page.clock.install();
    const changes: string[] = [];
    page.on("request", (r) => {
      if (r.method() !== "GET") changes.push(new URL(r.url()).pathname);
    });
    await page.goto("/product/brass-pen");
    await expect(page.locator("article.product[data-hydrated]")).toBeVisible();
    await page.getByRole("spinbutton").first().fill("3");
    // The page's clock runs well past the cart page's 1 s wait: every timer due by then has run, and nothing
    // may be sent on its own from a product page.
    await page.clock.runFor(1800);
    await expect(page.getByRole("spinbutton").first()).toHaveValue("3");
    expect(changes).toEqual([]);
    await expect(page.locator(".cart-totals")).toHaveCount(0);

    await addByLink(page, "brass-pen", 1);
    await hydrated(page);
    await expect(page.locator(".cart-totals[data-sticky]")).toBeVisible();
    await quantityField(page, "Brass Pen").fill("2");
    await expect.poll(() => changes.filter((path) => path === "/cart" || path.startsWith("/cart.")).length, { timeout: 5000 }).toBe(1);
  });

  test("an add-to-cart link for an unknown product shows the refusal as a notice", async ({ page }) => {
    await page.goto("/cart?add-to-cart=999999&quantity=1");
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId("cart-page-notice")).toContainText("No published product");
  });

  test("a post from another site is refused and changes nothing", async ({ page }) => {
    await addByLink(page, "brass-pen", 2);
    const key = (await quantityField(page, "Brass Pen").getAttribute("name"))!.slice(5, 37);
    const answer = await page.request.post("/cart", { form: { intent: "remove", key }, headers: { origin: "https://evil.example" }, maxRedirects: 0 });
    // React Router refuses a mismatched Origin itself (400); the action's own check (403) backs it up.
    expect([400, 403]).toContain(answer.status());
    const cart = (await (await page.request.get("/api/cart")).json()) as { count: number };
    expect(cart.count).toBe(2);
  });

  test("axe finds nothing on the cart page", async ({ page }) => {
    await addByLink(page, "brass-pen", 1);
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
});

test.describe("Cart page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("S-3-23: Update cart, remove and undo are plain form posts @phone", async ({ page }) => {
    await addByLink(page, "brass-pen", 1);
    await quantityField(page, "Brass Pen").fill("3");
    await page.getByRole("button", { name: "Update cart" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId("cart-page-notice")).toHaveText("Cart updated.");
    await expect(quantityField(page, "Brass Pen")).toHaveValue("3");
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 3 items");
    await page.getByRole("button", { name: "Remove Brass Pen from cart" }).click();
    await expect(page.getByText("Your cart is currently empty.")).toBeVisible();
    await page.getByRole("button", { name: "Undo?" }).click();
    await expect(quantityField(page, "Brass Pen")).toHaveValue("3");
  });

  test("S-3-23 S-5-6 S-5-8: a line's minus and plus post the cart and update that line, which stays in view @phone", async ({ page }, testInfo) => {
    // On the phone project, the narrowest phone the shop is checked at; the desktop project stays at 1280.
    if (testInfo.project.use.isMobile) await page.setViewportSize({ width: 390, height: 844 });
    await addByLink(page, "brass-pen", 1);
    // At most 10 per order in the demo.
    await addByLink(page, "letterpress-greeting-cards", 9);
    const pen = quantityField(page, "Brass Pen");
    const cards = quantityField(page, "Letterpress Greeting Cards");
    const plus = (name: string) => page.getByRole("button", { name: `Increase quantity of ${name.toLowerCase()}` });
    const minus = (name: string) => page.getByRole("button", { name: `Decrease quantity of ${name.toLowerCase()}` });
    await expect(plus("Letterpress Greeting Cards")).toHaveAttribute("type", "submit");

    await plus("Letterpress Greeting Cards").click();
    await expect(page).toHaveURL(/\/cart#cart-qty-[0-9a-f]{32}$/);
    await expect(page.getByTestId("cart-page-notice")).toHaveText("Cart updated.");
    await expect(cards).toHaveValue("10");
    await expect(cards).toBeInViewport();
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 11 items");
    // At the maximum plus keeps the line, and the line says why, in view, as it does with JavaScript.
    await plus("Letterpress Greeting Cards").click();
    const cardsLine = page.locator("tr.cart-line").filter({ has: cards });
    await expect(cardsLine.getByRole("status")).toHaveText("You can buy at most 10 of this product.");
    await expect(cardsLine.getByRole("status")).toBeInViewport();
    await expect(page.getByTestId("cart-page-notice")).toHaveCount(0);
    await expect(cards).toHaveValue("10");
    // Minus never takes a line to zero.
    await minus("Brass Pen").click();
    await expect(pen).toHaveValue("1");
    await expect(pen).toBeInViewport();
    // A quantity typed in another line is saved with the step, as Update cart would save it.
    await pen.fill("3");
    await minus("Letterpress Greeting Cards").click();
    await expect(pen).toHaveValue("3");
    await expect(cards).toHaveValue("9");
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 12 items");
  });

  test("S-3-23: Enter in a quantity field updates the cart, as Update cart does", async ({ page }) => {
    await addByLink(page, "brass-pen", 1);
    await quantityField(page, "Brass Pen").fill("4");
    await quantityField(page, "Brass Pen").press("Enter");
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId("cart-page-notice")).toHaveText("Cart updated.");
    await expect(quantityField(page, "Brass Pen")).toHaveValue("4");
  });

  test("the header cart action is a link to the cart page", async ({ page }) => {
    await page.goto("/");
    await cartLink(page).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole("heading", { level: 1, name: "Cart" })).toBeVisible();
  });
});
