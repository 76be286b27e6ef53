/**
 * The admin's settings: a store notice changed in the admin shows on the storefront at once; a menu
 * reordered with the keyboard's move buttons shows in that order; a shipping rate that does not fit is
 * refused with the error beside its field. Shop-wide settings: this spec runs after the others, alone,
 * and puts back what it changed.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { DEMO_MENUS } from "../../server/db/seed/menus.ts";
import { EXPECTED_FAILED_RESOURCE, expect, test } from "./fixtures.ts";
import { openAdmin, signInAs, STAFF } from "./support/admin.ts";

/** Puts a settings document back as it was, through the JSON API (the nonce of the signed-in session). */
async function restore(request: APIRequestContext, nonce: string, path: string, body: unknown) {
  const response = await request.put(path, { headers: { "x-vitrine-nonce": nonce }, data: body });
  expect(response.status(), await response.text()).toBe(200);
}

const footerLinks = async (page: Page) => page.getByRole("navigation", { name: "Footer" }).getByRole("link").allTextContents();

test.describe("admin settings", () => {
  // One after another in one worker: the tests change and read the same shop-wide settings.
  test.describe.configure({ mode: "default" });

  test("the store notice changed in the admin shows on the storefront at once", async ({ page }) => {
    const nonce = await signInAs(page.request, STAFF.admin);
    const original = ((await (await page.request.get("/api/settings/store-notice")).json()) as { settings: unknown }).settings;
    const text = `Admin notice ${Date.now()}`;
    try {
      await page.goto("/admin/settings/store-notice");
      await expect(page.getByRole("heading", { level: 1, name: "Store notice" })).toBeVisible();
      await page.getByRole("checkbox", { name: "Enabled" }).check();
      await page.getByRole("textbox", { name: "Text", exact: true }).fill(text);
      await page.getByRole("button", { name: "Save store notice" }).click();
      await expect(page.getByRole("status")).toContainText("Settings saved");
      await expect(page.getByRole("textbox", { name: "Text", exact: true })).toHaveValue(text);

      await page.goto("/");
      await expect(page.getByRole("region", { name: "Store notice" })).toContainText(text);
    } finally {
      await restore(page.request, nonce, "/api/settings/store-notice", original);
    }
  });

  test("a menu reordered with the keyboard shows in that order on the storefront", async ({ page }) => {
    const nonce = await signInAs(page.request, STAFF.admin);
    const footer = DEMO_MENUS.find((menu) => menu.location === "footer")!;
    const [first, second] = footer.items;
    try {
      await page.goto("/admin/settings/menus/footer");
      // The drag handles appear once the page is hydrated: from then on the moves happen in place.
      await expect(page.getByRole("button", { name: `Drag ${first!.label}` })).toBeVisible();
      const down = page.getByRole("button", { name: `Move down: ${first!.label}` });
      await down.focus();
      await page.keyboard.press("Enter");
      await expect(page.getByText(`${first!.label} moved down.`)).toBeAttached();
      // Focus follows the moved item, so the keyboard can keep moving it.
      await expect(page.getByRole("button", { name: `Move down: ${first!.label}` })).toBeFocused();
      await page.getByRole("button", { name: `Indent: ${second!.label}` }).press("Enter");
      await page.getByRole("button", { name: `Outdent: ${second!.label}` }).press("Enter");
      await page.getByRole("button", { name: "Save menu" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Menu saved" })).toBeVisible();

      await page.goto("/");
      const links = await footerLinks(page);
      expect(links.indexOf(second!.label)).toBeLessThan(links.indexOf(first!.label));
    } finally {
      await restore(page.request, nonce, "/api/menus/footer", { name: footer.name, items: footer.items });
    }
    await page.goto("/");
    const links = await footerLinks(page);
    expect(links.indexOf(first!.label)).toBeLessThan(links.indexOf(second!.label));
  });

  test("without JavaScript the move buttons post and the page comes back moved", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await openAdmin(page, "/admin/settings/menus/footer");
    const footer = DEMO_MENUS.find((menu) => menu.location === "footer")!;
    await page.getByRole("button", { name: `Move down: ${footer.items[0]!.label}` }).click();
    const labels = await page.getByRole("textbox", { name: "Label" }).evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    expect(labels.slice(0, 2)).toEqual([footer.items[1]!.label, footer.items[0]!.label]);
    await context.close();
  });

  test("a shipping cost that does not fit is refused with the error beside its field", async ({ page }) => {
    test.info().annotations.push({ type: EXPECTED_FAILED_RESOURCE, description: "/admin/settings/shipping.data" });
    await openAdmin(page, "/admin/settings/shipping");
    const method = page.getByRole("group", { name: "Zones 1: Ireland" }).getByRole("group", { name: "Methods 1: Standard delivery" });
    await method.getByRole("textbox", { name: "Cost (€)" }).fill("-5");
    await page.getByRole("button", { name: "Save shipping" }).click();
    await expect(page.getByRole("alert").first()).toContainText("Please correct the fields");
    const cost = page
      .getByRole("group", { name: "Zones 1: Ireland" })
      .getByRole("group", { name: "Methods 1: Standard delivery" })
      .getByRole("textbox", { name: "Cost (€)" });
    await expect(cost).toHaveAttribute("aria-invalid", "true");
    await expect(cost).toHaveValue("-5");
    await expect(cost).toHaveAccessibleDescription(/Type an amount like 4\.95/);
  });
});
