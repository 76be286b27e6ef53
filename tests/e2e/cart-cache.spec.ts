/**
 * The browser's stored cart (product-page-and-widgets.md §3 "Cart fragments", §4, §7 call 5, §8, §9) and
 * the mini-cart widget driven by the items-in-cart cookie. The stored cart lives in sessionStorage under
 * `vitrine_cart` as {hash, createdAt, cart}; the refresh is `GET /api/cart`.
 */
import type { BrowserContext, Page, Request } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

const STORAGE_KEY = "vitrine_cart";
const DAY_MS = 86_400_000;
const REFRESH_TIMEOUT_MS = 5000;

type Stored = { hash: string; createdAt: number; cart: { count: number; items: { name: string }[] } };

const cartLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Cart, \d+ items?$/ });
const widget = (page: Page) => page.locator(".site-header__device:visible").getByTestId("mini-cart-widget");
const drawer = (page: Page) => page.getByRole("dialog", { name: "Shopping cart" });

async function productId(page: Page, slug: string): Promise<number> {
  return ((await (await page.request.get(`/api/products/${slug}`)).json()) as { product: { id: number } }).product.id;
}

/** Adds through the add-to-cart link, as an e-mail would: the server sets the cart cookies in the browser. */
async function addByLink(page: Page, slug: string, quantity: number) {
  await page.goto(`/cart?add-to-cart=${await productId(page, slug)}&quantity=${quantity}`);
  await expect(page).toHaveURL(/\/cart$/);
}

/** Counts the page's cart refreshes from now on. */
function cartRefreshes(page: Page): Request[] {
  const seen: Request[] = [];
  page.on("request", (r) => {
    if (r.method() === "GET" && new URL(r.url()).pathname === "/api/cart") seen.push(r);
  });
  return seen;
}

/** Opens a page and waits until its stored cart runs (and whatever refresh it started is answered). */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await expect(widget(page)).toHaveAttribute("data-cart-ready", "true");
  await page.waitForLoadState("networkidle");
}

/** Empties the page's storage once its own first refresh is stored (else that answer would land after). */
async function clearStoredCart(page: Page) {
  await expect.poll(() => stored(page)).not.toBeNull();
  await page.evaluate(() => sessionStorage.clear());
}

const stored = (page: Page) => page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? "null") as Stored | null, STORAGE_KEY);

async function cookie(context: BrowserContext, name: string): Promise<string | undefined> {
  return (await context.cookies()).find((c) => c.name === name)?.value;
}

/** Records the refresh-error event and any dialog (there must be none). */
async function watchForErrors(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cartRefreshErrors: string[] }).cartRefreshErrors = seen;
    document.addEventListener("vitrine:cart-refresh-error", (event) => {
      if (event.target === document.body) seen.push(String((event as CustomEvent<{ reason: string }>).detail.reason));
    });
  });
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return { errors: () => page.evaluate(() => (window as unknown as { cartRefreshErrors: string[] }).cartRefreshErrors), dialogs };
}

test.describe("Stored cart", () => {
  test("P-4-176 P-7-18 P-3-47 P-7-19: with nothing stored the page asks GET /api/cart and stores the cart with its hash and time", async ({
    page,
    context,
  }) => {
    await addByLink(page, "brass-pen", 2);
    await clearStoredCart(page);
    const refreshes = cartRefreshes(page);
    const before = Date.now();
    await visit(page, "/about");
    expect(refreshes).toHaveLength(1);
    // The answer is stored after it arrives, which can be after the page went network-idle.
    await expect.poll(() => stored(page)).not.toBeNull();
    const entry = await stored(page);
    expect(entry?.hash).toBe(await cookie(context, "vitrine_cart_hash"));
    expect(entry?.hash).toMatch(/^[0-9a-f]{32}$/);
    expect(entry?.createdAt).toBeGreaterThanOrEqual(before - 1000);
    expect(entry?.createdAt).toBeLessThanOrEqual(Date.now());
    expect(entry?.cart).toMatchObject({ count: 2, items: [{ name: "Brass Pen" }] });
  });

  test("P-4-175: a reload with a matching stored cart sends no GET /api/cart, and the drawer opens from storage", async ({ page }) => {
    await addByLink(page, "brass-pen", 2);
    await visit(page, "/about");
    const refreshes = cartRefreshes(page);
    await visit(page, "/about");
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 2 items");
    await cartLink(page).click();
    await expect(drawer(page).getByRole("link", { name: "Brass Pen" })).toBeVisible();
    await expect(drawer(page).getByText("Loading…")).toHaveCount(0);
    await page.waitForLoadState("networkidle");
    expect(refreshes).toHaveLength(0);
  });

  test("P-4-177: a cart-hash cookie that no longer matches refreshes, and the drawer shows the new cart", async ({ page }) => {
    await addByLink(page, "brass-pen", 1);
    await visit(page, "/about");
    // The cart changes behind the page's back (another device, the API): the server moves the cookie.
    const nonce = ((await (await page.request.post("/api/nonce")).json()) as { nonce: string }).nonce;
    const added = await page.request.post("/api/cart/items", {
      headers: { "x-vitrine-nonce": nonce },
      data: { productId: await productId(page, "brass-pen"), quantity: 2 },
    });
    expect(added.status()).toBe(200);
    const refreshes = cartRefreshes(page);
    await visit(page, "/about");
    expect(refreshes).toHaveLength(1);
    // Until the refresh's answer is stored, storage still holds the old cart.
    await expect.poll(async () => (await stored(page))?.cart.count).toBe(3);
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 3 items");
    await cartLink(page).click();
    await expect(drawer(page).getByRole("spinbutton", { name: "Quantity of Brass Pen" })).toHaveValue("3");
  });

  test("P-4-178: a stored cart 25 hours old is refreshed", async ({ page }) => {
    await addByLink(page, "brass-pen", 1);
    await visit(page, "/about");
    await page.evaluate(
      ({ key, age }) => {
        const entry = JSON.parse(sessionStorage.getItem(key)!) as { createdAt: number };
        sessionStorage.setItem(key, JSON.stringify({ ...entry, createdAt: Date.now() - age }));
      },
      { key: STORAGE_KEY, age: 25 * 3_600_000 },
    );
    const refreshes = cartRefreshes(page);
    await visit(page, "/about");
    expect(refreshes).toHaveLength(1);
    // Until the refresh's answer is stored, storage still holds the old entry.
    await expect.poll(async () => (await stored(page))?.createdAt).toBeGreaterThan(Date.now() - 60_000);
  });

  test("P-4-179: the cart is refreshed again 24 hours after it was fetched, and every 24 hours after that", async ({ page }) => {
    await page.clock.install();
    await addByLink(page, "brass-pen", 1);
    await visit(page, "/about");
    const refreshes = cartRefreshes(page);
    const firstStored = (await stored(page))!.createdAt;
    await page.clock.runFor(DAY_MS - 60_000);
    expect(refreshes).toHaveLength(0);
    await page.clock.runFor(60_000);
    await expect.poll(() => refreshes.length).toBe(1);
    // The answer is stored with its time before the next day is run through.
    await expect.poll(async () => (await stored(page))!.createdAt).toBeGreaterThan(firstStored);
    await page.clock.runFor(DAY_MS);
    await expect.poll(() => refreshes.length).toBe(2);
  });

  test("P-8-18 S-7-10: a refresh answered with something that is not a cart fires the error event on body and shows nothing", async ({ page }) => {
    const watch = await watchForErrors(page);
    await addByLink(page, "brass-pen", 1);
    await clearStoredCart(page);
    await page.route("**/api/cart", (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<h1>Bad gateway</h1>" }));
    await visit(page, "/about");
    await expect.poll(watch.errors).toHaveLength(1);
    expect(watch.dialogs).toEqual([]);
    await expect(page.getByRole("alert")).toHaveCount(0);
    // The header keeps the server's count and the widget the cookie's word.
    await expect(cartLink(page)).toHaveAccessibleName("Cart, 1 item");
    await expect(widget(page)).toBeVisible();
  });

  test("P-7-20: a refresh that does not answer within the configured time counts as failed", async ({ page }) => {
    const watch = await watchForErrors(page);
    await addByLink(page, "brass-pen", 1);
    await clearStoredCart(page);
    // Hold the answer: only the page's own time limit can end the request. Real time, not page.clock: a
    // fake clock also runs on by itself while a loaded machine renders the page.
    let sentAt = 0;
    await page.route("**/api/cart", () => {
      sentAt = Date.now();
    });
    await page.goto("/about");
    await expect.poll(() => sentAt).toBeGreaterThan(0);
    await expect.poll(watch.errors, { timeout: REFRESH_TIMEOUT_MS + 10_000 }).toEqual([`GET /api/cart did not answer within ${REFRESH_TIMEOUT_MS} ms`]);
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(REFRESH_TIMEOUT_MS - 200);
    expect(watch.dialogs).toEqual([]);
  });

  test("P-1-14: an add in one tab shows in another tab when it comes back into view, and in a new tab", async ({ page, context }) => {
    const other = await context.newPage();
    await visit(other, "/about");
    await expect(widget(other)).toBeHidden();

    await addByLink(page, "brass-pen", 2);
    await other.evaluate(() => window.dispatchEvent(new Event("focus")));
    await expect(cartLink(other)).toHaveAccessibleName("Cart, 2 items");
    await expect(widget(other)).toBeVisible();
    await cartLink(other).click();
    await expect(drawer(other).getByRole("link", { name: "Brass Pen" })).toBeVisible();

    const third = await context.newPage();
    await visit(third, "/about");
    await cartLink(third).click();
    await expect(drawer(third).getByRole("spinbutton", { name: "Quantity of Brass Pen" })).toHaveValue("2");
  });
});

test.describe("Mini-cart widget", () => {
  test("P-4-181 P-4-180: hidden without the items-in-cart cookie, shown once it is above 0 @phone", async ({ page, context }) => {
    await visit(page, "/about");
    await expect(widget(page)).toBeHidden();
    expect(await cookie(context, "vitrine_items_in_cart")).toBeUndefined();
    await addByLink(page, "brass-pen", 1);
    expect(await cookie(context, "vitrine_items_in_cart")).toBe("1");
    await visit(page, "/about");
    await expect(widget(page)).toBeVisible();
    await expect(widget(page)).toHaveText("1");
    // The cart action itself stays where it is either way.
    await expect(cartLink(page)).toBeVisible();
  });

  test("P-4-180: the cookie alone shows the widget, and emptying the cart hides it again", async ({ page, context }) => {
    await context.addCookies([{ name: "vitrine_items_in_cart", value: "1", url: "http://127.0.0.1" }]);
    await visit(page, "/about");
    await expect(widget(page)).toBeVisible();

    await context.clearCookies();
    await addByLink(page, "brass-pen", 1);
    await visit(page, "/about");
    await cartLink(page).click();
    await drawer(page).getByRole("button", { name: "Remove Brass Pen from cart" }).click();
    await expect(drawer(page).getByText("No products in the cart.")).toBeVisible();
    await expect(widget(page)).toBeHidden();
    expect(await cookie(context, "vitrine_items_in_cart")).toBeUndefined();
  });

  test("P-4-182: the widget shows as soon as an add starts, before the answer arrives; the drawer only after it @phone", async ({ page }) => {
    await page.goto("/product/brass-pen");
    await expect(page.locator("article.product[data-hydrated]")).toBeVisible();
    await expect(widget(page)).toBeHidden();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/product/brass-pen.data*", async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      await held;
      return route.continue();
    });
    await page.getByRole("spinbutton", { name: "Quantity" }).fill("2");
    await page.locator("button.add-to-cart").click();
    await expect(widget(page)).toBeVisible();
    await expect(widget(page)).toHaveAttribute("aria-busy", "true");
    // The drawer waits for the answer: it opens only on success (storefront-shell §8, add to cart failure).
    await expect(drawer(page)).toBeHidden();
    release();
    await expect(drawer(page).getByRole("link", { name: "Brass Pen" })).toBeVisible();
    await expect(widget(page)).toHaveText("2");
    await expect(widget(page)).not.toHaveAttribute("aria-busy", "true");
    // The header may show the revalidated count before the refreshed cart is stored.
    await expect.poll(async () => (await stored(page))?.cart.count).toBe(2);
  });
});
