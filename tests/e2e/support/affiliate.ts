import type { Browser, Locator, Page } from "@playwright/test";
import { expect, shopUrl, test } from "../fixtures.ts";
import { signInAs } from "./admin.ts";

/** The demo affiliates (server/db/seed/customers.ts): Priya on the top tier, Lukas another affiliate; Emma a plain customer. */
export const AFFILIATE = "affiliate@vitrine.test";
export const OTHER_AFFILIATE = "partner@vitrine.test";
export const PLAIN_CUSTOMER = "customer@vitrine.test";
export const DASHBOARD_PATH = "/account/affiliate";
export const SETTINGS_API = "/api/affiliate/settings";
/** The e2e server's address, as playwright.config.ts builds it (contexts made by hand need it). */

/** Signs in as a demo account and opens the dashboard (on a tab when given), waiting until it runs JavaScript. */
export async function openDashboard(page: Page, options: { email?: string; tab?: string } = {}): Promise<void> {
  // The phone checks of this page are made 390 px wide (the project's device is a little wider).
  if (test.info().project.name === "phone") await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page.request, options.email ?? AFFILIATE);
  await page.goto(options.tab ? `${DASHBOARD_PATH}?tab=${options.tab}` : DASHBOARD_PATH);
  await dashboardHydrated(page);
}

export async function dashboardHydrated(page: Page): Promise<void> {
  await expect(page.locator(".affiliate-dashboard[data-hydrated]")).toBeAttached();
}

export const dashboard = (page: Page) => page.locator(".affiliate-dashboard");
export const tab = (page: Page, name: string | RegExp) => page.getByRole("tab", { name });
export const panel = (page: Page, id: string) => page.locator(`[role="tabpanel"][data-panel="${id}"]`);

/** The texts of a table body's rows (each row's cells), visible or not. */
export async function rowTexts(rows: Locator): Promise<string[][]> {
  return rows.evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll("td"), (td) => (td.textContent ?? "").trim())));
}

/** Which rows are shown, in order. */
export async function rowsShown(rows: Locator): Promise<boolean[]> {
  return rows.evaluateAll((trs) => trs.map((tr) => !(tr as HTMLElement).hidden && (tr as HTMLElement).offsetParent !== null));
}

/** A settings save the browser sent: its JSON body and its nonce header. */
export type SentSave = { body: Record<string, string>; nonceHeader: string | undefined };

/**
 * Answers the settings save (call 2) with a stub, after `delayMs`, and records what was sent. `answer` is
 * a JSON body with a status, or "abort" for a transport failure.
 */
export async function stubSettingsSave(
  page: Page,
  answer: { status: number; body: unknown; contentType?: string } | "abort",
  /** How long the answer is held back: milliseconds, or until a promise the test settles when it is ready. */
  hold: number | Promise<unknown> = 0,
): Promise<SentSave[]> {
  const sent: SentSave[] = [];
  await page.route(`**${SETTINGS_API}`, async (route) => {
    const request = route.request();
    sent.push({ body: request.postDataJSON() as Record<string, string>, nonceHeader: request.headers()["x-vitrine-nonce"] });
    if (typeof hold !== "number") await hold;
    else if (hold > 0) await new Promise((resolve) => setTimeout(resolve, hold));
    if (answer === "abort") return route.abort("failed");
    const body = typeof answer.body === "string" ? answer.body : JSON.stringify(answer.body);
    return route.fulfill({ status: answer.status, contentType: answer.contentType ?? "application/json", body });
  });
  return sent;
}

export const saveButton = (page: Page) => panel(page, "settings").getByRole("button", { name: /^(Save settings|Saving…)$/ });
export const saveMessage = (page: Page) => panel(page, "settings").locator(".affiliate-save-message");

/**
 * Arranges a second coupon for the demo affiliate (the demo gives her one), so the coupon search and the
 * 'show all coupons' toggle have rows to hide: staff create a fixed-cart coupon and assign it to her on her
 * admin page. Idempotent per project (a code that exists already is kept).
 */
export async function ensureSecondCoupon(browser: Browser, project: string): Promise<string> {
  const code = `priya-extra-${project}`.toLowerCase().replace(/[^a-z0-9-]/g, "-");
  const mine = await browser.newContext({ baseURL: shopUrl() });
  const priya = await mine.newPage();
  await signInAs(priya.request, AFFILIATE);
  await priya.goto(`${DASHBOARD_PATH}?tab=settings`);
  const affiliateId = await priya.locator('[data-panel="settings"] input[name="post_id"]').inputValue();
  await mine.close();

  const staff = await browser.newContext({ baseURL: shopUrl() });
  const nonce = await signInAs(staff.request, "admin@vitrine.test");
  const created = await staff.request.post("/api/admin/coupons", {
    headers: { "x-vitrine-nonce": nonce },
    data: {
      code,
      type: "fixed_cart",
      amount: 500,
      expiresAt: null,
      usageLimit: null,
      usageLimitPerCustomer: null,
      minimumSpend: null,
      maximumSpend: null,
      productIds: [],
      excludedProductIds: [],
      categoryIds: [],
      excludedCategoryIds: [],
      individualUse: false,
      freeShipping: false,
      excludeSaleItems: false,
    },
  });
  expect([201, 409], await created.text()).toContain(created.status());
  const assigned = await staff.request.post(`/admin/affiliates/${affiliateId}`, {
    form: { intent: "assign-coupon", code },
    headers: { origin: shopUrl(), accept: "text/html" },
    maxRedirects: 0,
  });
  expect(assigned.status(), await assigned.text()).toBeLessThan(400);
  await staff.close();
  return code;
}

/** "€1,234.50" → 123450. */
export function parseMinor(text: string): number {
  return Math.round(Number(text.replace(/[^\d.]/g, "")) * 100);
}

/** Staff reject a payout request on the admin's payouts page (its amount returns to the affiliate's balance). */
export async function rejectPayout(browser: Browser, payoutId: string): Promise<void> {
  const staff = await browser.newContext({ baseURL: shopUrl() });
  await signInAs(staff.request, "admin@vitrine.test");
  const answer = await staff.request.post("/admin/affiliates/payouts", {
    form: { intent: "reject", id: payoutId, note: "e2e: returned to the balance" },
    headers: { origin: shopUrl(), accept: "text/html" },
    maxRedirects: 0,
  });
  expect(answer.status(), await answer.text()).toBeLessThan(400);
  await staff.close();
}
