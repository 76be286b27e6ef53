import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/** Demo coupons (server/db/seed/coupons.ts) and products (server/db/seed/catalogue/). */
const PEN = "brass-pen"; // €34.00
const WASHI = "washi-tape-trio"; // €9.00
const JOURNAL = "linen-bound-journal"; // on sale, €22.00

async function productId(page: Page, slug: string): Promise<number> {
  const response = await page.request.get(`/api/products/${slug}`);
  return ((await response.json()) as { product: { id: number } }).product.id;
}

/** Fills the cart through the add-to-cart link and lands on the cart page. */
async function addByLink(page: Page, slug: string, quantity: number) {
  await page.goto(`/cart?add-to-cart=${await productId(page, slug)}&quantity=${quantity}`);
  await expect(page).toHaveURL(/\/cart$/);
}

/** The cart page's forms carry the `enhanced` field only once the page runs. */
const cartHydrated = (page: Page) => page.locator('.cart-page input[name="enhanced"]').first().waitFor({ state: "attached" });
const checkoutHydrated = (page: Page) => page.locator('.checkout-coupon input[name="enhanced"]').first().waitFor({ state: "attached" });

const cartNotice = (page: Page) => page.getByTestId("cart-page-notice");
const cartCouponField = (page: Page) => page.getByRole("form", { name: "Coupon" }).getByRole("textbox", { name: "Coupon code" });
const couponBlock = (page: Page) => page.getByRole("region", { name: "Coupon" });
const reviewRow = (page: Page, name: string | RegExp) =>
  page
    .locator(".checkout-review tfoot tr")
    .filter({ has: page.getByRole("rowheader", { name, exact: true }) })
    .locator("td");

async function applyOnCart(page: Page, code: string) {
  await cartCouponField(page).fill(code);
  await page.getByRole("button", { name: "Apply coupon" }).click();
}

/** Opens the checkout's "Have a coupon?" block and applies a code there. */
async function applyAtCheckout(page: Page, code: string) {
  const block = couponBlock(page);
  const field = block.getByRole("textbox", { name: "Coupon code" });
  if (!(await field.isVisible())) await block.getByText("Click here to enter your code").click();
  await field.fill(code);
  await block.getByRole("button", { name: "Apply coupon" }).click();
}

test.describe("Coupons on the cart page", () => {
  test("S-2-46 S-2-47: a coupon applied in the coupon area shows in the totals with shipping, tax and total, without a reload @phone", async ({ page }) => {
    await addByLink(page, PEN, 1);
    await cartHydrated(page);
    await page.evaluate(() => ((window as unknown as { __marker: string }).__marker = "still here"));
    await expect(page.getByRole("button", { name: "Apply coupon" })).toBeVisible();
    await applyOnCart(page, "WELCOME10");
    await expect(cartNotice(page)).toHaveText("Coupon code applied successfully.");
    const coupon = page.getByTestId("cart-coupon");
    await expect(coupon).toContainText("Coupon: welcome10");
    await expect(coupon).toContainText("−€3.40");
    await expect(page.getByTestId("cart-subtotal")).toHaveText("€34.00");
    // €34.00 − €3.40 is under the €60 free-shipping threshold: standard delivery to Ireland.
    await expect(page.getByTestId("cart-shipping")).toContainText("€4.95");
    await expect(page.getByTestId("cart-shipping")).toContainText("Standard delivery to Ireland");
    await expect(page.getByTestId("cart-tax")).toHaveText(/^€\d+\.\d\d$/);
    await expect(page.getByTestId("cart-total")).toHaveText("€35.55");
    await expect(cartCouponField(page)).toHaveValue("");
    expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe("still here");
  });

  test("S-5-24: Enter in the coupon field applies the coupon and does not submit the quantities form", async ({ page }) => {
    await addByLink(page, PEN, 1);
    await cartHydrated(page);
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && new URL(r.url()).pathname.startsWith("/cart")) posts.push(r.postData() ?? "");
    });
    await cartCouponField(page).fill("welcome10");
    await cartCouponField(page).press("Enter");
    await expect(cartNotice(page)).toHaveText("Coupon code applied successfully.");
    expect(posts).toHaveLength(1);
    expect(posts[0]).toContain("apply-coupon");
    expect(posts[0]).not.toContain("intent=update");
    expect(posts[0]).not.toContain("[qty]");
  });

  test("S-8-15: every refusal a shopper can meet shows its text in the notices area", async ({ page }) => {
    await addByLink(page, WASHI, 3); // €27.00
    await cartHydrated(page);
    const refusals: [string, string][] = [
      ["", "Please enter a coupon code."],
      ["NOPE", 'Coupon "NOPE" cannot be applied because it does not exist.'],
      ["SUMMER20", "This coupon has expired."],
      ["LAUNCH50", "Coupon usage limit has been reached."],
      ["SAVE5", "The minimum spend for this coupon is €30.00."],
      ["TREAT3", "The maximum spend for this coupon is €20.00."],
      ["PLANTS15", "Sorry, this coupon is not applicable to your cart contents."],
    ];
    for (const [code, text] of refusals) {
      await applyOnCart(page, code);
      await expect(cartNotice(page), code).toHaveText(text);
      await expect(cartNotice(page)).toHaveAttribute("role", "alert");
      // The notices area sits above the cart, not inside the coupon area.
      await expect(page.getByRole("form", { name: "Coupon" }).getByText(text)).toHaveCount(0);
    }
    await expect(page.getByTestId("cart-coupon")).toHaveCount(0);
    await expect(page.getByTestId("cart-total")).toHaveText("€31.95");
  });

  test("S-8-15: already applied, and an individual-use coupon that replaces the others and then refuses company", async ({ page }) => {
    await addByLink(page, PEN, 1);
    await cartHydrated(page);
    await applyOnCart(page, "welcome10");
    await expect(cartNotice(page)).toHaveText("Coupon code applied successfully.");
    await applyOnCart(page, "WELCOME10");
    await expect(cartNotice(page)).toHaveText("Coupon code already applied!");
    await applyOnCart(page, "once15");
    await expect(cartNotice(page)).toHaveText("Coupon code applied successfully.");
    await expect(page.getByTestId("cart-coupon")).toHaveCount(1);
    await expect(page.getByTestId("cart-coupon")).toContainText("Coupon: once15");
    await applyOnCart(page, "welcome10");
    await expect(cartNotice(page)).toHaveText('Sorry, coupon "once15" has already been applied and cannot be used in conjunction with other coupons.');
  });

  test("S-8-15: a coupon that excludes sale items is refused for a cart of sale items", async ({ page }) => {
    await addByLink(page, JOURNAL, 1);
    await cartHydrated(page);
    await applyOnCart(page, "ONCE15");
    await expect(cartNotice(page)).toHaveText("Sorry, this coupon is not valid for sale items.");
  });

  test("[Remove] takes a coupon off and the totals follow", async ({ page }) => {
    await addByLink(page, PEN, 1);
    await cartHydrated(page);
    await applyOnCart(page, "WELCOME10");
    await expect(page.getByTestId("cart-total")).toHaveText("€35.55");
    await page.getByRole("button", { name: "Remove coupon welcome10" }).click();
    await expect(cartNotice(page)).toHaveText("Coupon has been removed.");
    await expect(page.getByTestId("cart-coupon")).toHaveCount(0);
    await expect(page.getByTestId("cart-total")).toHaveText("€38.95");
  });

  test("a coupon the cart stops qualifying for stays listed with its reason, uncounted, until removed", async ({ page }) => {
    await addByLink(page, WASHI, 4); // €36.00
    await cartHydrated(page);
    await applyOnCart(page, "SAVE5");
    await expect(page.getByTestId("cart-total")).toHaveText("€35.95");
    await page.getByRole("spinbutton", { name: "Quantity of Washi Tape Trio" }).fill("2");
    await page.getByRole("button", { name: "Update cart" }).click();
    await expect(page.getByTestId("cart-subtotal")).toHaveText("€18.00");
    await expect(page.getByTestId("cart-coupon")).toContainText("Coupon: save5");
    await expect(page.getByTestId("cart-coupon")).toContainText("The minimum spend for this coupon is €30.00.");
    await expect(page.getByTestId("cart-total")).toHaveText("€22.95");
    await page.getByRole("button", { name: "Remove coupon save5" }).click();
    await expect(page.getByTestId("cart-coupon")).toHaveCount(0);
  });

  test("S-2-47: a free-shipping coupon makes shipping free, and the cart total is the checkout total", async ({ page }) => {
    await addByLink(page, PEN, 1);
    await cartHydrated(page);
    await applyOnCart(page, "FREESHIP");
    await expect(page.getByTestId("cart-coupon")).toContainText("Free shipping");
    await expect(page.getByTestId("cart-shipping")).toContainText("Free");
    await expect(page.getByTestId("cart-shipping")).not.toContainText("€");
    await expect(page.getByTestId("cart-total")).toHaveText("€34.00");
    await applyOnCart(page, "WELCOME10");
    await expect(page.getByTestId("cart-total")).toHaveText("€30.60");
    const cartTax = await page.getByTestId("cart-tax").textContent();
    await page.getByRole("link", { name: "Proceed to checkout" }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(reviewRow(page, "Total")).toHaveText("€30.60");
    await expect(reviewRow(page, "Tax (included)")).toHaveText(cartTax ?? "");
    await expect(reviewRow(page, "Discount")).toHaveText("−€3.40");
    await expect(page.getByRole("radio", { name: /Free shipping/ })).toBeChecked();
  });
});

test.describe("A coupon once per customer", () => {
  test("S-8-15: a customer who used ONCE15 on an order is refused it on the next cart", async ({ page }) => {
    // Only this test logs in as this customer, so the count of their uses is its own.
    const { nonce } = (await (await page.request.post("/api/nonce")).json()) as { nonce: string };
    const login = await page.request.post("/api/auth/login", {
      data: { email: "partner@vitrine.test", password: "vitrine-demo" },
      headers: { "x-vitrine-nonce": nonce },
    });
    expect(login.status()).toBe(200);
    await addByLink(page, PEN, 1);
    await page.goto("/checkout");
    await checkoutHydrated(page);
    await applyAtCheckout(page, "ONCE15");
    await expect(reviewRow(page, "Discount")).toHaveText("−€5.10");
    const billing = { "First name": "Lukas", "Last name": "Berger", "Street address": "1 Quay Street", "Town / City": "Galway", "Postcode / ZIP": "H91 X2K3" };
    for (const [label, value] of Object.entries(billing)) await page.getByLabel(label, { exact: false }).first().fill(value);
    await page.getByLabel("Email address").fill("partner@vitrine.test");
    await page.getByRole("radio", { name: /Cash on delivery/ }).check();
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\?key=/);
    await addByLink(page, PEN, 1);
    await cartHydrated(page);
    await applyOnCart(page, "once15");
    await expect(cartNotice(page)).toHaveText("You have already used this coupon as many times as it allows.");
  });
});

test.describe("Coupons on the cart page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("S-2-46 S-8-15: apply, a refusal and remove are plain form posts @phone", async ({ page }) => {
    await addByLink(page, PEN, 1);
    await applyOnCart(page, "summer20");
    await expect(page).toHaveURL(/\/cart$/);
    await expect(cartNotice(page)).toHaveText("This coupon has expired.");
    await cartCouponField(page).fill("welcome10");
    await cartCouponField(page).press("Enter");
    await expect(page).toHaveURL(/\/cart$/);
    await expect(cartNotice(page)).toHaveText("Coupon code applied successfully.");
    await expect(page.getByTestId("cart-coupon")).toContainText("−€3.40");
    await expect(page.getByTestId("cart-total")).toHaveText("€35.55");
    await page.getByRole("button", { name: "Remove coupon welcome10" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(cartNotice(page)).toHaveText("Coupon has been removed.");
    await expect(page.getByTestId("cart-total")).toHaveText("€38.95");
    // The notice is shown once.
    await page.reload();
    await expect(cartNotice(page)).toHaveCount(0);
  });
});

test.describe("Coupons at checkout", () => {
  test("S-2-52: the coupon toggle opens the code field; a coupon reprices the order review and can be removed", async ({ page }) => {
    await addByLink(page, PEN, 1);
    await page.goto("/checkout");
    await checkoutHydrated(page);
    const block = couponBlock(page);
    await expect(block).toContainText("Have a coupon? Click here to enter your code");
    await expect(block.getByRole("textbox", { name: "Coupon code" })).toBeHidden();
    await expect(reviewRow(page, "Total")).toHaveText("€38.95");
    await applyAtCheckout(page, "Welcome10");
    await expect(block.getByTestId("checkout-coupon-notice")).toHaveText("Coupon code applied successfully.");
    await expect(block.getByRole("list", { name: "Applied coupons" })).toContainText("Coupon: welcome10 −€3.40");
    await expect(reviewRow(page, "Discount")).toHaveText("−€3.40");
    await expect(reviewRow(page, "Total")).toHaveText("€35.55");
    await block.getByRole("button", { name: "Remove coupon welcome10" }).click();
    await expect(block.getByTestId("checkout-coupon-notice")).toHaveText("Coupon has been removed.");
    await expect(reviewRow(page, "Total")).toHaveText("€38.95");
    await expect(block.getByRole("list", { name: "Applied coupons" })).toHaveCount(0);
  });

  test("S-8-16: refusals show inside the coupon block", async ({ page }) => {
    await addByLink(page, WASHI, 1);
    await page.goto("/checkout");
    await checkoutHydrated(page);
    const refusals: [string, string][] = [
      ["", "Please enter a coupon code."],
      ["nope", 'Coupon "nope" cannot be applied because it does not exist.'],
      ["SUMMER20", "This coupon has expired."],
      ["LAUNCH50", "Coupon usage limit has been reached."],
      ["SAVE5", "The minimum spend for this coupon is €30.00."],
    ];
    for (const [code, text] of refusals) {
      await applyAtCheckout(page, code);
      await expect(couponBlock(page).getByRole("alert"), code).toHaveText(text);
      await expect(page.getByRole("alert")).toHaveCount(1);
    }
    await applyAtCheckout(page, "welcome10");
    await expect(couponBlock(page).getByTestId("checkout-coupon-notice")).toHaveText("Coupon code applied successfully.");
    await applyAtCheckout(page, "welcome10");
    await expect(couponBlock(page).getByRole("alert")).toHaveText("Coupon code already applied!");
  });

  test("S-5-24: Enter in the coupon field applies the coupon and does not place the order", async ({ page }) => {
    await addByLink(page, PEN, 1);
    await page.goto("/checkout");
    await checkoutHydrated(page);
    const posts: string[] = [];
    page.on("request", (r) => {
      // A fetcher posts to the route's data URL (/checkout/coupon.data).
      if (r.method() === "POST") posts.push(new URL(r.url()).pathname.replace(/\.data$/, ""));
    });
    await couponBlock(page).getByText("Click here to enter your code").click();
    const field = couponBlock(page).getByRole("textbox", { name: "Coupon code" });
    await field.fill("WELCOME10");
    await field.press("Enter");
    await expect(reviewRow(page, "Total")).toHaveText("€35.55");
    expect(posts).toEqual(["/checkout/coupon"]);
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole("button", { name: "Place order" })).toBeVisible();
  });
});

test("a coupon applied at checkout keeps what the shopper has typed in the form", async ({ page }) => {
  await addByLink(page, PEN, 1);
  await page.goto("/checkout");
  await checkoutHydrated(page);
  await page.getByLabel("First name").first().fill("Aoife");
  await page.getByLabel("Town / City").first().fill("Galway");
  await applyAtCheckout(page, "WELCOME10");
  await expect(reviewRow(page, "Total")).toHaveText("€35.55");
  await expect(page.getByLabel("First name").first()).toHaveValue("Aoife");
  await expect(page.getByLabel("Town / City").first()).toHaveValue("Galway");
});

test.describe("Coupons at checkout without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("S-2-52 S-8-16: the <details> toggle and the coupon form work as plain posts", async ({ page }) => {
    await addByLink(page, PEN, 1);
    await page.goto("/checkout");
    await applyAtCheckout(page, "launch50");
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(couponBlock(page).getByRole("alert")).toHaveText("Coupon usage limit has been reached.");
    await applyAtCheckout(page, "freeship");
    await expect(couponBlock(page).getByTestId("checkout-coupon-notice")).toHaveText("Coupon code applied successfully.");
    await expect(reviewRow(page, "Total")).toHaveText("€34.00");
    await couponBlock(page).getByRole("button", { name: "Remove coupon freeship" }).click();
    await expect(couponBlock(page).getByTestId("checkout-coupon-notice")).toHaveText("Coupon has been removed.");
    await expect(reviewRow(page, "Total")).toHaveText("€38.95");
  });
});

test("axe finds nothing in the coupon area, the totals with a coupon, and the open checkout coupon block", async ({ page }) => {
  // Three axe runs over two pages: on a busy machine they need more than 30 s.
  test.slow();
  // Only the parts this spec covers: the rest of the checkout page is the checkout's own.
  const axe = async (selector: string) => {
    const results = await new AxeBuilder({ page })
      .include(selector)
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
      .analyze();
    return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  };
  await addByLink(page, PEN, 1);
  await cartHydrated(page);
  await applyOnCart(page, "welcome10");
  await expect(page.getByTestId("cart-coupon")).toBeVisible();
  expect(await axe(".cart-page")).toEqual([]);
  await page.goto("/checkout");
  await checkoutHydrated(page);
  await applyAtCheckout(page, "nope");
  await expect(couponBlock(page).getByRole("alert")).toBeVisible();
  expect(await axe(".checkout-coupon")).toEqual([]);
});
