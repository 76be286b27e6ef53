import type { Page, Request } from "@playwright/test";
import { expect } from "../fixtures.ts";

export const PEN = "brass-pen";
export const DEMO_PASSWORD = "vitrine-demo";

export async function productId(page: Page, slug: string): Promise<number> {
  const response = await page.request.get(`/api/products/${slug}`);
  return ((await response.json()) as { product: { id: number } }).product.id;
}

/**
 * Puts one pen in the visitor's cart and opens the checkout once it runs JavaScript. The checkout is the
 * largest page to hydrate: on a busy machine that takes longer than an assertion's default 5 s.
 */
export async function openCheckoutWithPen(page: Page): Promise<void> {
  await page.goto(`/cart?add-to-cart=${await productId(page, PEN)}&quantity=1`);
  await page.goto("/checkout");
  await expect(page.locator(".checkout-page[data-hydrated]")).toBeVisible({ timeout: 20_000 });
}

export async function fillAddress(page: Page): Promise<void> {
  const values = { "First name": "Ada", "Last name": "Byrne", "Street address": "1 Quay Street", "Town / City": "Galway", "Postcode / ZIP": "H91 X2K3" };
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label).first().fill(value);
}

/** Logs the page's browser context in through the API (the context shares the page's cookies). */
export async function logInThroughApi(page: Page, email: string): Promise<string> {
  const nonce = ((await (await page.request.post("/api/nonce")).json()) as { nonce: string }).nonce;
  const login = await page.request.post("/api/auth/login", { headers: { "x-vitrine-nonce": nonce }, data: { email, password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { nonce: string }).nonce;
}

/** Every e-mail check the page sends, with the time it was seen. */
export function recordEmailChecks(page: Page): { request: Request; at: number }[] {
  const seen: { request: Request; at: number }[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/checkout/email-check")) seen.push({ request, at: Date.now() });
  });
  return seen;
}

export const emailField = (page: Page) => page.getByLabel("Email address");
export const loginSection = (page: Page) => page.locator(".checkout-login");
export const createAccountSection = (page: Page) => page.locator(".checkout-create-account");
export const loginPassword = (page: Page) => page.getByLabel("Password *", { exact: true });

/** axe's serious and critical findings on the page as it stands. */
export async function seriousAxeViolations(page: Page) {
  const { default: AxeBuilder } = await import("@axe-core/playwright");
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ rule: v.id, nodes: v.nodes.map((n) => n.target.join(" ")) }));
}
