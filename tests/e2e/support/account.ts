import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "../fixtures.ts";

/** A new address per call, so parallel specs never share an account (or its rate-limit count). */
export const freshEmail = (tag = "account") => `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e9)}@example.test`;
export const PASSWORD = "a long enough secret";

/** Registers an account through the API in this request context (which then holds its session). */
export async function registerThroughApi(request: APIRequestContext, email: string, names = { firstName: "Ada", lastName: "Byrne" }, password = PASSWORD) {
  const nonce = ((await (await request.post("/api/nonce")).json()) as { nonce: string }).nonce;
  const response = await request.post("/api/auth/register", { headers: { "x-vitrine-nonce": nonce }, data: { email, password, ...names } });
  expect(response.status(), await response.text()).toBe(201);
}

export const loginSection = (page: Page) => page.getByRole("region", { name: "Login" });
export const registerSection = (page: Page) => page.getByRole("region", { name: "Register" });
/** The account action of the header variant on screen (the other variant is in the page too, hidden). */
export const accountAction = (page: Page) => page.getByRole("banner").locator(".site-header__device:visible").getByLabel("Account", { exact: true });

/**
 * Waits until the header runs JavaScript (the stored cart marks the cart widget once it does). Both header
 * variants (desktop and mobile) carry a cart badge and turn ready together, so the first one tells.
 */
export async function headerHydrated(page: Page): Promise<void> {
  await expect(page.locator('[data-testid="mini-cart-widget"][data-cart-ready]').first()).toBeAttached();
}

/** The add-on settings the page supplies (S-3-37). */
export function addonSettings(page: Page) {
  return page.evaluate(() => JSON.parse(document.getElementById("vitrine-addon-settings")?.textContent ?? "null") as Record<string, unknown> | null);
}
