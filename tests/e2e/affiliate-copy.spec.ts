import type { Locator } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { openDashboard, panel } from "./support/affiliate.ts";

/**
 * Records, in the page's own clock, when the icon's `data-icon` changes, so how long the check icon shows
 * is measured where it happens, not through the test runner's round trips (slow on a loaded machine).
 */
async function watchIcon(icon: Locator): Promise<() => Promise<number>> {
  await icon.evaluate((button) => {
    const changes: [string | null, number][] = [];
    (button as HTMLElement & { iconChanges?: typeof changes }).iconChanges = changes;
    new MutationObserver(() => changes.push([button.getAttribute("data-icon"), performance.now()])).observe(button, {
      attributes: true,
      attributeFilter: ["data-icon"],
    });
  });
  return () =>
    icon.evaluate((button) => {
      const changes = (button as HTMLElement & { iconChanges: [string | null, number][] }).iconChanges;
      const shown = changes.find(([icon]) => icon === "check")![1];
      const back = changes.find(([icon], i) => icon === "copy" && i > 0)![1];
      return back - shown;
    });
}

test.describe("affiliate dashboard: copy icons", () => {
  test.beforeEach(async ({ context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  });

  test("S-2-14 S-4-31 a coupon code's copy icon copies the code, shows a check icon for a second, then the copy icon again @phone", async ({ page }) => {
    await openDashboard(page);
    const row = panel(page, "statistics").locator("#affiliate-coupons-table tbody tr").first();
    const code = (await row.locator("code").textContent())!.trim();
    const icon = row.getByRole("button", { name: `Copy coupon code ${code}` });
    await expect(icon).toHaveAttribute("data-icon", "copy");
    const checkShownFor = await watchIcon(icon);
    await icon.click();
    await expect(icon).toHaveAttribute("data-icon", "check");
    await expect(icon).toHaveClass(/copy-button--copied/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await expect(icon).toHaveAttribute("data-icon", "copy", { timeout: 3000 });
    // 1000 ms by the page's clock, give or take the moments the observer sees each change; a busy machine makes it longer.
    const shownFor = await checkShownFor();
    expect(shownFor).toBeGreaterThanOrEqual(800);
    expect(shownFor).toBeLessThan(2000);
  });

  test("the referral link's copy icon copies the link with the affiliate's ?ref= code", async ({ page }) => {
    await openDashboard(page, { tab: "links" });
    const links = panel(page, "links");
    const url = await links.getByLabel("Your referral link").inputValue();
    expect(url).toMatch(/[?&]ref=[^&]+/);
    await links.getByRole("button", { name: "Copy referral link" }).click();
    await expect(links.getByRole("button", { name: "Copy referral link" })).toHaveAttribute("data-icon", "check");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  });

  test("S-2-15 S-4-32 a creative's embed-code icon copies the embed code, shows the check icon, then reverts after a second @phone", async ({ page }) => {
    await openDashboard(page, { tab: "links" });
    const creative = panel(page, "links").locator(".affiliate-creative").first();
    const embed = await creative.locator("textarea").inputValue();
    expect(embed).toContain("ref=");
    const icon = creative.getByRole("button", { name: /^Copy embed code of / });
    const checkShownFor = await watchIcon(icon);
    await icon.click();
    await expect(icon).toHaveAttribute("data-icon", "check");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(embed);
    await expect(icon).toHaveAttribute("data-icon", "copy", { timeout: 3000 });
    expect(await checkShownFor()).toBeGreaterThanOrEqual(800);
  });
});
