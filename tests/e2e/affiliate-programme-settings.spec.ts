/**
 * The affiliate programme's settings in the admin (/admin/settings/affiliates): the minimum payout changed
 * there is the one the affiliate's payout form shows and enforces; a value out of range is refused beside
 * its field, at 1280 and 390 px wide. Shop-wide: this spec runs alone, after the others, and puts the minimum back.
 */
import { EXPECTED_FAILED_RESOURCE, expect, test } from "./fixtures.ts";
import { openAdmin } from "./support/admin.ts";
import { openDashboard, panel } from "./support/affiliate.ts";

const minimumField = (page: import("@playwright/test").Page) => page.getByRole("textbox", { name: "Minimum payout (€)" });

async function setMinimum(page: import("@playwright/test").Page, value: string) {
  await openAdmin(page, "/admin/settings/affiliates");
  await minimumField(page).fill(value);
  await page.getByRole("button", { name: "Save affiliate programme" }).click();
  await expect(page.getByRole("status")).toContainText("Settings saved");
  await expect(minimumField(page)).toHaveValue(value);
}

test.describe("affiliate programme settings", () => {
  test.describe.configure({ mode: "default" });

  // Shop-wide specs run in one desktop project: the phone width is set here.
  for (const width of [1280, 390]) {
    test(`the minimum payout set in the admin is enforced on the dashboard's payout form, ${width} px wide`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openAdmin(page, "/admin/settings/affiliates");
      await expect(page.getByRole("heading", { level: 1, name: "Affiliate programme" })).toBeVisible();
      const original = await minimumField(page).inputValue();
      try {
        await setMinimum(page, "9876.00");
        await openDashboard(page, { tab: "payouts" });
        const payouts = panel(page, "payouts");
        await expect(payouts.locator(".affiliate-balance")).toContainText("9,876.00");
        const form = payouts.locator("form");
        await form.getByLabel(/^Amount/).fill("30");
        await form.getByLabel("Payout type").selectOption("credit");
        await form.getByRole("button", { name: "Request payout" }).click();
        await expect(form.getByRole("alert")).toContainText("minimum payout of €9,876.00");
      } finally {
        await setMinimum(page, original);
      }
    });
  }

  test("a value out of range is refused beside its field, and nothing is saved", async ({ page }) => {
    // The refused save answers 400, as it should.
    test.info().annotations.push({ type: EXPECTED_FAILED_RESOURCE, description: "/admin/settings/affiliates.data" });
    await openAdmin(page, "/admin/settings/affiliates");
    const before = await page.getByRole("textbox", { name: "Referral days" }).inputValue();
    await page.getByRole("textbox", { name: "Referral days" }).fill("0");
    await page.getByRole("button", { name: "Save affiliate programme" }).click();
    await expect(page.getByText("Please correct the fields marked below.")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Referral days" })).toHaveAttribute("aria-invalid", "true");
    await page.goto("/admin/settings/affiliates");
    await expect(page.getByRole("textbox", { name: "Referral days" })).toHaveValue(before);
  });
});
