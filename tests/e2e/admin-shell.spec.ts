import { expect, test } from "./fixtures.ts";
import { adminNav, openAdmin, STAFF } from "./support/admin.ts";

test.describe("the merchant admin's frame", () => {
  test("a guest asking for /admin is sent to log in and comes back after", async ({ page }) => {
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/account\/login\?next=%2Fadmin$/);
  });

  test("an administrator sees every section, their name and role, and no shop header", async ({ page }) => {
    await openAdmin(page);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    for (const section of ["Orders", "Products", "Customers", "Coupons", "Settings", "Staff", "Audit log"]) {
      await expect(adminNav(page).getByRole("link", { name: section, exact: true })).toBeVisible();
    }
    await expect(page.getByText("Administrator", { exact: true })).toBeVisible();
    await expect(page.locator(".site-header")).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute("content", /noindex/);
  });

  test("a shop manager's navigation has no settings, staff or audit log, and those pages refuse them", async ({ page }) => {
    await openAdmin(page, "/admin", STAFF.manager);
    await expect(adminNav(page).getByRole("link", { name: "Orders", exact: true })).toBeVisible();
    for (const section of ["Settings", "Staff", "Audit log"]) await expect(adminNav(page).getByRole("link", { name: section, exact: true })).toHaveCount(0);
  });

  test("an editor is refused the dashboard with a clear page inside the admin", async ({ page }) => {
    await openAdmin(page, "/admin", STAFF.editor);
    await expect(page.getByRole("heading", { level: 1, name: "Not for your role" })).toBeVisible();
  });

  test("the admin answers with no-store and noindex headers", async ({ page }) => {
    await openAdmin(page);
    const response = await page.request.get("/admin");
    expect(response.headers()["cache-control"]).toContain("no-store");
    expect(response.headers()["x-robots-tag"]).toContain("noindex");
  });
});

test.describe("the admin on a tablet", () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test("the navigation becomes a row above the page, and every section stays reachable", async ({ page }) => {
    await openAdmin(page);
    const nav = adminNav(page);
    const orders = nav.getByRole("link", { name: "Orders", exact: true });
    const main = page.locator("#admin-main");
    const [navBox, mainBox] = [await nav.boundingBox(), await main.boundingBox()];
    expect(navBox!.y + navBox!.height).toBeLessThanOrEqual(mainBox!.y + 1);
    await orders.scrollIntoViewIfNeeded();
    await expect(orders).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test("@phone the admin's frame fits a phone: the page does not scroll sideways", async ({ page }) => {
  await openAdmin(page);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
