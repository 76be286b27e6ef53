import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "../fixtures.ts";

/** The demo staff: every one signs in with the demo password. */
export const STAFF = {
  admin: "admin@vitrine.test",
  manager: "manager@vitrine.test",
  editor: "editor@vitrine.test",
} as const;
export const DEMO_PASSWORD = "vitrine-demo";

/**
 * Signs a page's browser context in (its request context shares the cookies) as a demo account, and
 * answers the session's nonce for admin API calls (header x-vitrine-nonce).
 */
export async function signInAs(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<string> {
  const nonce = ((await (await request.post("/api/nonce")).json()) as { nonce: string }).nonce;
  const response = await request.post("/api/auth/login", { headers: { "x-vitrine-nonce": nonce }, data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { nonce: string }).nonce;
}

/** Waits until the admin page runs JavaScript (its frame is marked then): drags and pickers need it. */
export async function adminHydrated(page: Page): Promise<void> {
  await expect(page.locator(".admin[data-hydrated]")).toBeAttached();
}

/**
 * Opens an admin page signed in as a staff member (the administrator unless told). Where scripts run, it
 * waits for React to take the page over: a box ticked before that is on screen but not in React's state.
 */
export async function openAdmin(page: Page, path = "/admin", email: string = STAFF.admin): Promise<void> {
  await signInAs(page.request, email);
  await page.goto(path);
  const adminFrame = (await page.locator(".admin").count()) > 0;
  const scriptsRan = await page.evaluate(() => "__reactRouterContext" in window);
  if (adminFrame && scriptsRan) await adminHydrated(page);
}

/** The admin's navigation. */
export const adminNav = (page: Page) => page.getByRole("navigation", { name: "Admin" });
