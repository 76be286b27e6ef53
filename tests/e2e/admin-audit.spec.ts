/**
 * The audit log: a settings change appears with its fields before and after; the filters narrow the
 * log; the CSV export holds the filtered entries. It changes the store's phone number, so it runs with
 * the shop-wide specs, and puts it back.
 */
import { readFile } from "node:fs/promises";
import { expect, test } from "./fixtures.ts";
import { signInAs, STAFF } from "./support/admin.ts";

test.describe("admin audit log", () => {
  // One after another in one worker: the tests change and read the same shop-wide settings.
  test.describe.configure({ mode: "default" });

  test("a settings change is listed with before and after, found by the filters, and exported as CSV", async ({ page }) => {
    const nonce = await signInAs(page.request, STAFF.admin);
    const original = ((await (await page.request.get("/api/admin/settings/store")).json()) as { settings: { phone: string } }).settings;
    const phone = `+353 1 ${String(Date.now()).slice(-7)}`;
    try {
      await page.goto("/admin/settings/store");
      await page.getByRole("textbox", { name: "Phone" }).fill(phone);
      await page.getByRole("button", { name: "Save store" }).click();
      await expect(page.getByRole("status")).toContainText("Settings saved");

      await page.goto("/admin/audit");
      await page.getByRole("combobox", { name: "Record type" }).selectOption("settings");
      await page.getByRole("combobox", { name: "Action" }).selectOption("settings.update");
      await page.getByRole("textbox", { name: "Record id" }).fill("store");
      await page.getByRole("button", { name: "Filter" }).click();
      await expect(page).toHaveURL(/entity=settings/);
      const row = page.getByRole("row").filter({ hasText: phone });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(STAFF.admin);
      await expect(row.getByRole("insertion")).toHaveText(phone);
      await expect(row.getByRole("deletion")).toHaveText(original.phone);
      // The record by its name and the field by its label, not the document's key.
      await expect(row.getByRole("link", { name: "Store settings" })).toHaveAttribute("href", "/admin/settings/store");
      await expect(row.getByRole("listitem")).toContainText("Phone");
      await expect(page.getByRole("row").filter({ hasText: "menu.update" })).toHaveCount(0);

      const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV" }).click()]);
      expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d\d-\d\d\.csv$/);
      const csv = await readFile(await download.path(), "utf8");
      const lines = csv.trim().split("\r\n");
      expect(lines[0]).toBe("at,actor,action,entity,entity_id,field,before,after,reason");
      expect(lines.some((line) => line.includes(`settings.update,settings,store,phone,`) && line.includes(phone))).toBe(true);
      expect(lines.every((line, index) => index === 0 || line.includes(",settings,store,"))).toBe(true);
    } finally {
      const response = await page.request.put("/api/admin/settings/store", { headers: { "x-vitrine-nonce": nonce }, data: original });
      expect(response.status()).toBe(200);
    }
  });

  test("the demo log links each entry to its record and filters by who made it", async ({ page }) => {
    await signInAs(page.request, STAFF.admin);
    // Narrowed to status changes too: the manager's actions in other specs would push the demo's entry
    // off the first page.
    await page.goto(`/admin/audit?actor=${encodeURIComponent(STAFF.manager)}&action=order.status`);
    await expect(page.getByRole("combobox", { name: "Who" })).toHaveValue(STAFF.manager);
    const rows = page.getByRole("row").filter({ hasText: STAFF.manager });
    await expect(rows.first()).toBeVisible();
    const demoEntry = page.getByRole("row").filter({ hasText: "Bank transfer received." }).last();
    await expect(demoEntry.getByRole("link", { name: /^Order #\S+$/ })).toHaveAttribute("href", /^\/admin\/orders\/\d+$/);
    // An order's status by its label, not its code.
    await expect(demoEntry.getByRole("insertion")).toHaveText(/^[A-Z][a-z]+( [a-z]+)?$/);
  });

  test("a shop manager cannot open the audit log", async ({ page }) => {
    await signInAs(page.request, STAFF.manager);
    const response = await page.goto("/admin/audit");
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1, name: "Not for your role" })).toBeVisible();
  });
});
