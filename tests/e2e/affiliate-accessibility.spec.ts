import { expect, test } from "./fixtures.ts";
import { seriousAxeViolations } from "./support/checkout.ts";
import { openDashboard, tab } from "./support/affiliate.ts";

test.describe("affiliate dashboard: accessibility", () => {
  test("no serious or critical axe findings on any tab @phone", async ({ page }) => {
    test.setTimeout(120_000); // six axe runs
    await openDashboard(page);
    for (const name of ["Statistics", "Orders", "Referral links & creatives", "Multi-level", "Payouts", "Settings"]) {
      await tab(page, name).click();
      await expect(tab(page, name)).toHaveAttribute("aria-selected", "true");
      expect(await seriousAxeViolations(page), name).toEqual([]);
    }
  });
});
