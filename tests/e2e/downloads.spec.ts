/**
 * Digital products (issue point 8): a customer who bought the downloadable guide finds it under My Account
 * → Downloads and downloads it (status, headers, bytes); another customer is refused; the file is not
 * reachable under /media or any public URL; an admin attaches a file in the product editor. Each test
 * makes its own customer and order, so the shared demo grants are never used up.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { DEMO_GUIDE } from "../../server/db/seed/downloads.ts";
import { expect, test } from "./fixtures.ts";
import { freshEmail, registerThroughApi } from "./support/account.ts";
import { openAdmin } from "./support/admin.ts";
import { logInThroughApi, PEN, productId } from "./support/checkout.ts";

const GUIDE_SLUG = DEMO_GUIDE.slug;

/**
 * Buys one guide as the request context's customer, with a pen: the guide alone needs no delivery, so
 * cash on delivery (placed as processing, so paid for downloads) needs something shipped beside it.
 */
async function buyGuide(request: APIRequestContext, guideId: number, penId: number): Promise<void> {
  const { nonce } = (await (await request.post("/api/nonce")).json()) as { nonce: string };
  for (const productId of [guideId, penId])
    expect((await request.post("/api/cart/items", { headers: { "x-vitrine-nonce": nonce }, data: { productId, quantity: 1 } })).ok()).toBe(true);
  const billing = { firstName: "Bea", lastName: "Baker", country: "IE", address1: "2 Mill Lane", city: "Cork", postcode: "T12 X2K3" };
  const placed = await request.post("/api/checkout", {
    headers: { "x-vitrine-nonce": nonce, "idempotency-key": `e2e-downloads-${Date.now()}-${Math.random()}` },
    data: { email: "bea@example.com", billing, shipToDifferentAddress: false, shippingMethod: "flat", paymentMethod: "cod" },
  });
  expect(placed.status(), await placed.text()).toBe(201);
}

/** The guide's row in My Account → Downloads (its file cell, not the product's). */
const guideRow = (page: Page) => page.locator(".account-downloads tbody tr", { has: page.getByRole("cell", { name: DEMO_GUIDE.name, exact: true }) });

test.describe("Downloads", () => {
  test("a buyer sees the guide under My Account → Downloads and on the order, and downloads the PDF @phone", async ({ page }) => {
    test.setTimeout(60_000);
    await registerThroughApi(page.request, freshEmail("downloads"));
    await buyGuide(page.request, await productId(page, GUIDE_SLUG), await productId(page, PEN));
    await page.goto("/account");
    await page.getByRole("navigation", { name: "My account" }).getByRole("link", { name: "Downloads" }).click();
    await expect(page).toHaveURL(/\/account\/downloads$/);
    const row = guideRow(page);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(DEMO_GUIDE.productName);
    await expect(row.getByRole("cell", { name: "5", exact: true })).toBeVisible();
    const link = row.getByRole("link", { name: `Download ${DEMO_GUIDE.name}` });
    const href = (await link.getAttribute("href"))!;
    expect(href).toMatch(/^\/downloads\/[A-Za-z0-9_-]{43}$/);

    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toBe(DEMO_GUIDE.fileName);
    const saved = await readFile((await download.path())!);
    expect(saved.subarray(0, 5).toString()).toBe("%PDF-");

    const response = await page.request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    expect(response.headers()["content-disposition"]).toContain(`attachment; filename="${DEMO_GUIDE.fileName}"`);
    expect(response.headers()["cache-control"]).toBe("private, no-store");
    expect(Buffer.compare(await response.body(), saved)).toBe(0);

    await page.reload();
    await expect(guideRow(page).getByRole("cell", { name: "3", exact: true })).toBeVisible();
    await page.goto("/account/orders");
    await page
      .locator(".account-orders tbody tr")
      .first()
      .getByRole("link", { name: /^View order/ })
      .click();
    await expect(page.getByRole("heading", { name: "Downloads" })).toBeVisible();
    await expect(page.getByRole("link", { name: `Download ${DEMO_GUIDE.name}` })).toHaveAttribute("href", href);
  });

  test("the demo customer's completed order shows the guide @phone", async ({ page }) => {
    await logInThroughApi(page, "customer@vitrine.test");
    await page.goto("/account/downloads");
    await expect(guideRow(page)).toHaveCount(1);
  });

  test("another customer is refused with a 403 page, and the file is not under /media or any public URL @phone", async ({ page, browser }) => {
    await registerThroughApi(page.request, freshEmail("downloads-owner"));
    await buyGuide(page.request, await productId(page, GUIDE_SLUG), await productId(page, PEN));
    await page.goto("/account/downloads");
    const href = (await guideRow(page).getByRole("link").getAttribute("href"))!;

    const other = await browser.newContext();
    try {
      const otherPage = await other.newPage();
      await registerThroughApi(otherPage.request, freshEmail("downloads-other"));
      const refused = await otherPage.request.get(href);
      expect(refused.status()).toBe(403);
      expect(refused.headers()["content-type"]).toContain("text/html");
      expect(await refused.text()).toContain("another customer");
      for (const path of [
        `/media/${DEMO_GUIDE.storedKey}/640.webp`,
        `/${DEMO_GUIDE.storedKey}`,
        `/downloads/${DEMO_GUIDE.storedKey}`,
        `/data/downloads/${DEMO_GUIDE.storedKey}`,
        `/downloads/${DEMO_GUIDE.fileName}`,
      ]) {
        const response = await otherPage.request.get(path, { maxRedirects: 0 });
        expect(response.status(), path).not.toBe(200);
        expect((await response.body()).subarray(0, 5).toString(), path).not.toBe("%PDF-");
      }
    } finally {
      await other.close();
    }
    // The owner still has every download: the refusals counted nothing.
    await page.reload();
    await expect(guideRow(page).getByRole("cell", { name: "5", exact: true })).toBeVisible();
  });

  test("an admin attaches a file in the product editor's Downloads section @phone", async ({ page }, testInfo) => {
    test.setTimeout(60_000);
    await openAdmin(page, `/admin/products/${await productId(page, GUIDE_SLUG)}`);
    const section = page.getByRole("region", { name: "Downloads" });
    await expect(section.getByRole("cell", { name: DEMO_GUIDE.name, exact: true })).toBeVisible();
    const name = `Starter notes ${testInfo.project.name} ${Date.now()}`;
    await section.getByLabel("File name shown to buyers").fill(name);
    await section
      .getByLabel(/^File \(at most/)
      .setInputFiles({ name: "starter-notes.txt", mimeType: "text/plain", buffer: Buffer.from("Feed the starter twice a day.\n") });
    await section.getByLabel("Download limit").fill("2");
    await section.getByLabel("Expiry (days after purchase)").fill("30");
    await section.getByRole("button", { name: "Attach file" }).click();
    await expect(page.getByRole("status").filter({ hasText: `“${name}” attached.` })).toBeVisible();
    const row = page.getByRole("region", { name: "Downloads" }).getByRole("row", { name: new RegExp(name) });
    await expect(row).toContainText("starter-notes.txt");
    await expect(row).toContainText("30 days");
    // Taken off again, so buyers in other tests get the guide alone.
    await row.getByRole("button", { name: `Remove ${name}` }).click();
    await expect(page.getByRole("status").filter({ hasText: "File removed." })).toBeVisible();
    await expect(page.getByRole("region", { name: "Downloads" }).getByRole("row", { name: new RegExp(name) })).toHaveCount(0);
  });

  test("an admin's refused upload says why @phone", async ({ page }) => {
    await openAdmin(page, `/admin/products/${await productId(page, GUIDE_SLUG)}`);
    const section = page.getByRole("region", { name: "Downloads" });
    await section.getByLabel("File name shown to buyers").fill("A program");
    await section.getByLabel(/^File \(at most/).setInputFiles({ name: "setup.exe", mimeType: "application/octet-stream", buffer: Buffer.from("MZ") });
    await section.getByRole("button", { name: "Attach file" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Choose a PDF, EPUB, ZIP" })).toBeVisible();
  });
});
