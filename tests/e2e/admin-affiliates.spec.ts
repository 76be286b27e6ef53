import { expect, test } from "./fixtures.ts";
import { adminNav, openAdmin, STAFF } from "./support/admin.ts";

test.describe("the admin's affiliate programme", () => {
  test("a shop manager approves an application, reads an affiliate's ledger with the signal that won, and suspends", async ({ page }) => {
    await openAdmin(page, "/admin", STAFF.manager);
    await adminNav(page).getByRole("link", { name: "Affiliates" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Affiliates" })).toBeVisible();
    await page.getByRole("navigation", { name: "Filter affiliates by status" }).getByRole("link", { name: "Pending" }).click();
    const applicant = page.getByRole("row", { name: /noah@vitrine\.test/ });
    await expect(applicant).toContainText("Pending");
    await applicant.getByRole("button", { name: "Approve Noah Jansen" }).click();
    await expect(page).toHaveURL(/\/admin\/affiliates\/\d+\?saved=status$/);
    await expect(page.getByRole("status")).toHaveText("The affiliate's status was changed.");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Approved");
    await page.goto("/admin/affiliates?status=approved");
    await expect(page.getByRole("row", { name: /noah@vitrine\.test/ })).toContainText("Approved");

    // The demo affiliate's page: the network's top, her coupon, orders with the signal that won and why, the ledger.
    await page
      .getByRole("row", { name: /affiliate@vitrine\.test/ })
      .getByRole("link")
      .first()
      .click();
    await expect(page).toHaveURL(/\/admin\/affiliates\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Priya Raman");
    await expect(page.getByRole("link", { name: "priya10" })).toBeVisible();
    const credited = page.getByRole("region", { name: "Orders credited" });
    await expect(credited.getByRole("cell", { name: /Coupon PRIYA10 was used/ }).first()).toBeVisible();
    await expect(credited.getByRole("cell", { name: /Arrived through the referral link/ }).first()).toBeVisible();
    const ledger = page.getByRole("table", { name: "Commission ledger" });
    await expect(ledger.getByRole("cell", { name: "Clawback" }).first()).toBeVisible();
    await expect(ledger.getByRole("cell", { name: /Refund: Arrived broken/ }).first()).toBeVisible();

    // Noah again: suspended from his page.
    await page.goto("/admin/affiliates?status=approved");
    await page
      .getByRole("row", { name: /noah@vitrine\.test/ })
      .getByRole("link")
      .first()
      .click();
    await expect(page).toHaveURL(/\/admin\/affiliates\/\d+$/);
    await page.getByRole("button", { name: "Suspend Noah Jansen" }).click();
    await expect(page.getByRole("status")).toHaveText("The affiliate's status was changed.");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Suspended");
  });

  test("payouts: the SEPA file of approved bank payouts, then one marked paid", async ({ page }) => {
    await openAdmin(page, "/admin/affiliates/payouts?state=approved", STAFF.admin);
    const row = page.getByRole("row", { name: /Bank transfer/ }).first();
    await expect(row).toContainText("Approved");
    const file = await page.request.get("/admin/affiliates/payouts/sepa.xml");
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toContain("application/xml");
    const xml = await file.text();
    expect(xml).toContain("urn:iso:std:iso:20022:tech:xsd:pain.001.001.03");
    // The demo affiliate's bank details (server/db/seed/affiliates.ts).
    expect(xml).toContain("<IBAN>DE89370400440532013000</IBAN>");
    await row.getByRole("button", { name: /^Mark paid/ }).click();
    await expect(page.getByRole("status")).toHaveText("The payout was marked paid.");
  });

  test("customers and affiliates cannot open the affiliate admin", async ({ page }) => {
    await openAdmin(page, "/admin/affiliates", "affiliate@vitrine.test");
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Affiliates");
    const sepa = await page.request.get("/admin/affiliates/payouts/sepa.xml", { maxRedirects: 0 });
    expect(sepa.status()).toBe(403);
  });
});
