/**
 * The limits a shopper can run into, as the shopper meets them: the login wait after repeated wrong
 * passwords (which never locks the owner out from elsewhere), and the cart's cap on different lines.
 */
import type { APIRequestContext } from "@playwright/test";
import { CART_FULL_MESSAGE, MAX_CART_LINES } from "../../domain/cart/line-cap.ts";
import { expect, test } from "./fixtures.ts";
import { freshEmail, loginSection, PASSWORD, registerThroughApi } from "./support/account.ts";

const WAIT_MESSAGE = /^Too many failed login attempts\. Please try again in \d+ (second|seconds|minute|minutes)\.$/;

test.describe("Limits a shopper meets", () => {
  test("wrong passwords lead to a wait that says how long; the owner, from another address, still logs in @phone", async ({ page, browser, request }) => {
    const email = freshEmail("lockout");
    await registerThroughApi(request, email);
    await page.goto("/account/login");
    const login = loginSection(page);
    const alert = login.getByRole("alert");
    // The first tries are free; each one after them doubles the wait, so the wait shows within a few.
    for (let attempt = 1; attempt <= 10; attempt++) {
      await login.getByLabel("E-mail address").fill(email);
      await login.getByLabel("Password").fill(`wrong ${attempt}`);
      // The answer to this try, not the alert the last one left: the submission's own response first.
      const answered = page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/account/login"));
      await login.getByRole("button", { name: "Log in" }).click();
      await answered;
      await expect(alert).toHaveText(/^The e-mail address or password is incorrect\.$|^Too many failed login attempts/);
      if (WAIT_MESSAGE.test((await alert.textContent()) ?? "")) break;
    }
    await expect(alert).toHaveText(WAIT_MESSAGE);

    // The account's owner, somewhere else: the failures above were counted for that address only.
    const owner = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "198.51.100.77" } });
    const ownerPage = await owner.newPage();
    await ownerPage.goto("/account/login");
    await loginSection(ownerPage).getByLabel("E-mail address").fill(email);
    await loginSection(ownerPage).getByLabel("Password").fill(PASSWORD);
    await loginSection(ownerPage).getByRole("button", { name: "Log in" }).click();
    await expect(ownerPage).toHaveURL(/\/account$/);
    await owner.close();
  });

  test(`S-8-12 a cart holding ${MAX_CART_LINES} different items refuses another with the cart's message, and the drawer stays shut`, async ({ page }) => {
    // A hundred adds, one request each: on a busy machine that alone can take half a minute.
    test.setTimeout(120_000);
    const purchasable = await purchasableLines(page.request);
    expect(purchasable.length).toBeGreaterThan(MAX_CART_LINES);
    const [spare, ...rest] = purchasable.filter((line) => line.variationId === undefined).concat(purchasable.filter((line) => line.variationId !== undefined));
    const { nonce } = (await (await page.request.post("/api/nonce")).json()) as { nonce: string };
    let inCart = 0;
    for (const { productId, variationId } of rest) {
      if (inCart === MAX_CART_LINES) break;
      const added = await page.request.post("/api/cart/items", { headers: { "x-vitrine-nonce": nonce }, data: { productId, variationId, quantity: 1 } });
      // A product sold from two or more at a time refuses one; the next line takes its place.
      if (added.ok()) inCart += 1;
      else expect(((await added.json()) as { error: { code: string } }).error.code).not.toBe("cart_full");
    }
    expect(inCart).toBe(MAX_CART_LINES);

    await page.goto(`/product/${spare!.slug}`);
    await expect(page.locator("article.product[data-hydrated]")).toBeVisible({ timeout: 20_000 });
    const dialogText = new Promise<string>((resolve) =>
      page.once("dialog", async (dialog) => {
        resolve(dialog.message());
        await dialog.accept();
      }),
    );
    await page.getByRole("button", { name: "Add to cart" }).first().click();
    expect(await dialogText).toBe(CART_FULL_MESSAGE);
    await expect(page.getByRole("dialog", { name: "Shopping cart" })).toBeHidden();
    await expect(page.getByRole("banner").getByRole("link", { name: `Cart, ${MAX_CART_LINES} items` })).toBeVisible();
  });
});

type Line = { productId: number; variationId?: number; slug: string };

/** Every simple product and variation the demo shop sells from stock, one line each. */
async function purchasableLines(request: APIRequestContext): Promise<Line[]> {
  const lines: Line[] = [];
  for (let page = 1; page <= 5; page++) {
    const listing = (await (await request.get(`/api/products?perPage=48&page=${page}`)).json()) as {
      items: { id: number; slug: string; type: string; stockStatus: string }[];
      pageCount: number;
    };
    for (const item of listing.items) {
      if (item.stockStatus !== "instock") continue;
      if (item.type === "simple") lines.push({ productId: item.id, slug: item.slug });
      if (item.type === "variable") {
        const { product } = (await (await request.get(`/api/products/${item.slug}`)).json()) as {
          product: { variations: { id: number; purchasable: boolean; stockStatus: string }[] };
        };
        for (const variation of product.variations) {
          if (variation.purchasable && variation.stockStatus === "instock") lines.push({ productId: item.id, variationId: variation.id, slug: item.slug });
        }
      }
    }
    if (page >= listing.pageCount) break;
  }
  return lines;
}
