/**
 * Payout statements: the affiliate opens a statement from the payouts tab (HTML, and its PDF), staff open
 * any from the admin's payout list; another affiliate's statement is not found.
 */
import { expect, test } from "./fixtures.ts";
import { openAdmin } from "./support/admin.ts";
import { openDashboard, OTHER_AFFILIATE, panel } from "./support/affiliate.ts";

test.describe("payout statements", () => {
  test("the affiliate opens a payout's statement from the payouts tab @phone", async ({ page }) => {
    await openDashboard(page, { tab: "payouts" });
    const links = panel(page, "payouts").getByRole("link", { name: /^Statement of payout \d+$/ });
    await expect(links.first()).toBeVisible();
    const href = (await links.last().getAttribute("href"))!;
    expect(href).toMatch(/^\/account\/affiliate\/payouts\/\d+\/statement$/);
    await links.last().click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole("heading", { level: 1, name: "Payout statement" })).toBeVisible();
    await expect(page).toHaveTitle(/^Payout statement – PS-\d{5} – /);
    const main = page.getByRole("main");
    await expect(main).toContainText("Paid to");
    await expect(main).toContainText("Raman Media");
    // Parallel settings tests change the tax id, so any saved one will do.
    await expect(main).toContainText(/Tax id: \S+/);
    await expect(main).toContainText("Payout amount");

    const pdf = await page.request.get(`${href}.pdf`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  });

  test("the statement of a paid bank payout lists the settled orders with the IBAN masked", async ({ page }) => {
    await openDashboard(page, { tab: "payouts" });
    const paidBank = panel(page, "payouts").locator("tr", { hasText: "Bank transfer" }).filter({ hasText: "Paid" }).first();
    await paidBank.getByRole("link", { name: /^Statement of payout \d+$/ }).click();
    const main = page.getByRole("main");
    await expect(main.getByRole("table", { name: "Commission settled by this payout" })).toBeVisible();
    await expect(main.getByRole("table", { name: "Commission settled by this payout" }).locator("tbody tr").first()).toBeVisible();
    await expect(main).toContainText(/[A-Z]{2}\d\d •••• \d{4}/);
  });

  test("another affiliate cannot open it: not found", async ({ page }) => {
    await openDashboard(page, { tab: "payouts" });
    const href = (await panel(page, "payouts")
      .getByRole("link", { name: /^Statement of payout \d+$/ })
      .first()
      .getAttribute("href"))!;
    await openDashboard(page, { email: OTHER_AFFILIATE, tab: "payouts" });
    const answer = await page.request.get(href);
    expect(answer.status()).toBe(404);
  });

  test("staff open any statement from the admin's payout list @phone", async ({ page }) => {
    await openAdmin(page, "/admin/affiliates/payouts?state=paid");
    const link = page.getByRole("link", { name: /^Statement of payout \d+$/ }).first();
    await expect(link).toBeVisible();
    await link.click();
    await expect(page.getByRole("heading", { level: 1, name: "Payout statement" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("Status");
    await expect(page.getByRole("main")).toContainText("Paid");
  });
});
