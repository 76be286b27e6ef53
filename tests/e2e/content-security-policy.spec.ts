/**
 * The Content-Security-Policy blocks nothing the shop itself runs: rendered pages (nonce), pages from the
 * shared cache (hashes) and the API reference hydrate or start with no violation reported.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { PEN, productId } from "./support/checkout.ts";

/** Collects the page's CSP violations from the moment it starts loading. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
}
const violations = (page: Page) => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

test.describe("Content-Security-Policy", () => {
  test("a rendered product page runs its nonce'd scripts and hydrates with no violation @phone", async ({ page }) => {
    await recordViolations(page);
    const response = await page.goto("/product/everyday-crew-tee");
    expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    await expect(page.locator("article.product[data-hydrated]")).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test("the cart page with a line, its shipping calculator and cross-sells, hydrates with no violation", async ({ page }) => {
    await recordViolations(page);
    await page.goto(`/cart?add-to-cart=${await productId(page, PEN)}&quantity=1`);
    await expect(page.getByRole("form", { name: "Shipping calculator" })).toBeVisible();
    await expect(page.locator('[data-testid="mini-cart-widget"][data-cart-ready]').first()).toBeAttached();
    expect(await violations(page)).toEqual([]);
  });

  test("a page served from the shared cache runs its scripts by hash and hydrates with no violation", async ({ page, request }) => {
    const url = "/shop?sort=price&csp=1";
    await request.get(url);
    await recordViolations(page);
    const response = await page.goto(url);
    expect(response?.headers()["x-cache"]).toBe("HIT");
    expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    await page.getByRole("link", { name: "Everyday Crew Tee" }).first().click();
    await expect(page.locator("article.product[data-hydrated]")).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test("the API reference at /api/docs shows the operations, loading nothing from elsewhere", async ({ page }) => {
    // Swagger UI's bundle is about 1.5 MB of JavaScript to parse.
    test.slow();
    const outside: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith("http://127.0.0.1")) outside.push(request.url());
    });
    await recordViolations(page);
    await page.goto("/api/docs/");
    await expect(page.getByRole("heading", { name: /Vitrine API/ })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText("/api/cart/items", { exact: true }).first()).toBeVisible();
    expect(outside).toEqual([]);
    expect(await violations(page)).toEqual([]);
  });
});
