/** The admin bar (issue point 3): staff see a slim toolbar at the top; shoppers and guests never do. */
import AxeBuilder from "@axe-core/playwright";
import { request as apiRequest, type Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { headerHydrated } from "./support/account.ts";
import { logInThroughApi } from "./support/checkout.ts";

const toolbar = (page: Page) => page.getByRole("navigation", { name: "Toolbar" });

async function openAs(page: Page, email: string) {
  await logInThroughApi(page, email);
  await page.goto("/shop");
  await headerHydrated(page);
}

test("an administrator sees the toolbar: home, API reference, dev mailbox, log out", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openAs(page, "admin@vitrine.test");
  await expect(toolbar(page)).toBeVisible();
  expect(Math.round((await toolbar(page).boundingBox())!.y)).toBe(0);
  await expect(toolbar(page).getByRole("link", { name: "Vitrine" })).toHaveAttribute("href", "/");
  await expect(toolbar(page).getByRole("link", { name: "API reference" })).toHaveAttribute("href", "/api/docs");
  await expect(toolbar(page).getByRole("link", { name: "Mail outbox" })).toHaveAttribute("href", "/admin/mail");
  // The toolbar takes its own room: the page starts below it.
  expect(Math.round((await page.locator(".site-header").boundingBox())!.y)).toBeGreaterThanOrEqual(32);
  await toolbar(page).getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/account\/login\?done=logged-out/);
  await expect(toolbar(page)).toHaveCount(0);
});

test("an editor sees the toolbar without the dev mailbox", async ({ page }) => {
  await openAs(page, "editor@vitrine.test");
  await expect(toolbar(page)).toBeVisible();
  await expect(toolbar(page).getByRole("link", { name: "API reference" })).toBeVisible();
  await expect(toolbar(page).getByRole("link", { name: "Dev mailbox" })).toHaveCount(0);
});

test("S-6-8 the toolbar is 46 px tall from 600 to 782 px wide, and scrolls away below 600", async ({ page }) => {
  await page.setViewportSize({ width: 700, height: 800 });
  await openAs(page, "editor@vitrine.test");
  expect((await toolbar(page).boundingBox())!.height).toBe(46);
  await page.setViewportSize({ width: 390, height: 800 });
  expect(await toolbar(page).evaluate((bar) => getComputedStyle(bar).position)).toBe("absolute");
});

test("a customer sees no toolbar", async ({ page }) => {
  await openAs(page, "customer@vitrine.test");
  await expect(page.getByRole("banner").locator(".site-header__device:visible").getByLabel("Account", { exact: true })).toBeVisible();
  await expect(toolbar(page)).toHaveCount(0);
});

test("a guest sees no toolbar, and the shared copy of a page a staff member just saw has none", async ({ page, baseURL }) => {
  await openAs(page, "admin@vitrine.test");
  await expect(toolbar(page)).toBeVisible();
  const response = await page.request.get("/shop");
  expect(response.headers()["cache-control"] ?? "").not.toMatch(/public/);
  // A guest without cookies: the page cache's shared copy, or a fresh render.
  const guest = await apiRequest.newContext({ baseURL });
  for (let i = 0; i < 2; i++) expect(await (await guest.get("/shop")).text()).not.toContain('id="admin-bar"');
  await guest.dispose();
});

test("the toolbar has no serious or critical accessibility violations", async ({ page }) => {
  await openAs(page, "admin@vitrine.test");
  const results = await new AxeBuilder({ page })
    .include("#admin-bar")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
});
