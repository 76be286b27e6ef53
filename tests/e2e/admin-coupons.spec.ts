import type { Page } from "@playwright/test";
import { EXPECTED_FAILED_RESOURCE, expect, test } from "./fixtures.ts";
import { openAdmin, STAFF } from "./support/admin.ts";
import { productId, seriousAxeViolations } from "./support/checkout.ts";

const PEN = "brass-pen";

/** A code no other run or spec uses. */
const uniqueCode = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e4)}`.toUpperCase();

async function createCoupon(page: Page, fields: { code: string; type: string; amount: string; minimumSpend?: string; maximumSpend?: string }) {
  await openAdmin(page, "/admin/coupons/new", STAFF.manager);
  await page.getByLabel("Coupon code").fill(fields.code);
  await page.getByLabel("Discount type").selectOption({ label: fields.type });
  await page.getByLabel(/^Amount/).fill(fields.amount);
  if (fields.minimumSpend) await page.getByLabel("Minimum spend (€)").fill(fields.minimumSpend);
  if (fields.maximumSpend) await page.getByLabel("Maximum spend (€)").fill(fields.maximumSpend);
  await page.getByRole("button", { name: "Create coupon" }).click();
}

test.describe("the admin's coupons", () => {
  test("a coupon is created and used: the merchant creates it, a shopper checks out with it, its page shows the order", async ({ page, browser }) => {
    // Two sessions, an admin save and a whole checkout: more than one page's worth of time on a busy machine.
    test.setTimeout(90_000);
    const code = uniqueCode("E2E");
    await createCoupon(page, { code, type: "Fixed cart discount", amount: "5.00", minimumSpend: "20" });
    await expect(page.getByRole("status")).toHaveText("The coupon was created.");
    await expect(page).toHaveURL(/\/admin\/coupons\/\d+\?saved=created$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(code.toLowerCase());
    await expect(page.getByLabel("Minimum spend (€)")).toHaveValue("20.00");

    const shopper = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "10.250.1.7" } });
    const shop = await shopper.newPage();
    await shop.goto(`/cart?add-to-cart=${await productId(shop, PEN)}&quantity=1`);
    await shop.locator('.cart-page input[name="enhanced"]').first().waitFor({ state: "attached" });
    await shop.getByRole("form", { name: "Coupon" }).getByRole("textbox", { name: "Coupon code" }).fill(code);
    await shop.getByRole("button", { name: "Apply coupon" }).click();
    await expect(shop.getByTestId("cart-page-notice")).toHaveText("Coupon code applied successfully.");
    await expect(shop.getByTestId("cart-coupon")).toContainText("−€5.00");
    await shop.goto("/checkout");
    const billing = { "First name": "Coupon", "Last name": "Tester", "Street address": "1 Quay Street", "Town / City": "Galway", "Postcode / ZIP": "H91 X2K3" };
    for (const [label, value] of Object.entries(billing)) await shop.getByLabel(label, { exact: false }).first().fill(value);
    await shop.getByLabel("Email address").fill("coupon.tester@example.com");
    await shop.getByRole("radio", { name: /Cash on delivery/ }).check();
    await shop.getByRole("button", { name: "Place order" }).click();
    await expect(shop).toHaveURL(/\/checkout\/order-received\/\d+\?key=/);
    const orderNumber = (await shop.locator(".order-overview strong").first().textContent())!.trim();
    await shopper.close();

    await page.reload();
    await expect(page.getByText("used 1 / ∞")).toBeVisible();
    const uses = page.getByRole("table", { name: "Orders that used this coupon" });
    await expect(uses.getByRole("row")).toHaveCount(2);
    await expect(uses.getByRole("link", { name: `#${orderNumber}` })).toHaveAttribute("href", /\/admin\/orders\/\d+$/);
    await expect(uses).toContainText("Coupon Tester");
    await expect(uses).toContainText("€5.00");
    await expect(page.getByText("Orders used this coupon, so it stays for their record: disable it instead.")).toBeVisible();
    await page.getByRole("button", { name: "Disable now" }).click();
    await expect(page.getByRole("status")).toContainText("The coupon is disabled");
    await expect(page.getByText("Expired · used 1 / ∞")).toBeVisible();

    await page.goto(`/admin/coupons?q=${encodeURIComponent(code)}`);
    const row = page.getByRole("table", { name: "Coupons" }).getByRole("row").nth(1);
    await expect(row).toContainText(code.toLowerCase());
    await expect(row).toContainText("1 / ∞");
    await expect(row).toContainText("Expired");

    // The admin's search finds the shopper's order by its number.
    const box = page.getByRole("searchbox", { name: "Search orders, products and customers" });
    await box.fill(orderNumber);
    await box.press("Enter");
    await expect(page.getByRole("region", { name: "Orders" }).getByRole("link", { name: `Order #${orderNumber}`, exact: true })).toBeVisible();
  });

  test("the editor refuses a minimum above the maximum and a taken code, beside the fields, keeping what was typed", async ({ page }) => {
    // A refused form answers 400 and 409: Chromium logs those, and they are what this test asks for.
    test.info().annotations.push({ type: EXPECTED_FAILED_RESOURCE, description: "/admin/coupons/new.data" });
    const code = uniqueCode("CLASH");
    await createCoupon(page, { code, type: "Percentage discount", amount: "12.5", minimumSpend: "50", maximumSpend: "20" });
    await expect(page.getByRole("alert")).toHaveText("Please correct the fields marked below.");
    await expect(page.getByLabel("Maximum spend (€)")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("The maximum spend cannot be below the minimum spend.")).toBeVisible();
    await expect(page.getByLabel("Coupon code")).toHaveValue(code);
    await page.getByLabel("Maximum spend (€)").fill("");
    await page.getByRole("button", { name: "Create coupon" }).click();
    await expect(page.getByRole("status")).toHaveText("The coupon was created.");
    await expect(page.getByLabel(/^Amount/)).toHaveValue("12.5");

    await createCoupon(page, { code: code.toLowerCase(), type: "Percentage discount", amount: "10" });
    await expect(page.getByRole("alert")).toContainText("exists already");
    await expect(page.getByText("This code is taken (codes are the same whatever their case).")).toBeVisible();
  });

  test("the product picker finds products by name and the coupon keeps them; the breadcrumb leads back to the list", async ({ page }) => {
    // Creates a coupon, searches twice and saves: a long admin journey.
    test.slow();
    const code = uniqueCode("PICK");
    await createCoupon(page, { code, type: "Fixed product discount", amount: "1.50" });
    await expect(page.getByRole("status")).toHaveText("The coupon was created.");
    const products = page.getByRole("group", { name: "Products", exact: true });
    const search = products.getByLabel("Find a product by name or SKU");
    const add = products.getByRole("button", { name: /^Add Brass Pen/ });
    // The picker works once the page runs; typing again until it answers covers the moment before.
    await expect(async () => {
      await search.fill("");
      await search.fill("brass");
      await expect(add).toBeVisible({ timeout: 2_000 });
    }).toPass();
    await add.click();
    await expect(products.getByRole("button", { name: "Remove Brass Pen from products" })).toBeVisible();
    await page.getByRole("button", { name: "Save coupon" }).click();
    await expect(page.getByRole("status")).toHaveText("The coupon was saved.");
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.reload();
    await expect(products.getByRole("listitem").filter({ hasText: "Brass Pen" })).toBeVisible();
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Coupons" }).click();
    await expect(page).toHaveURL(/\/admin\/coupons$/);
  });

  test("an unused coupon is deleted from its page", async ({ page }) => {
    const code = uniqueCode("GONE");
    await createCoupon(page, { code, type: "Fixed product discount", amount: "2" });
    await expect(page.getByRole("status")).toHaveText("The coupon was created.");
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: "Delete coupon" }).click();
    await expect(page).toHaveURL(/\/admin\/coupons\?deleted=1$/);
    await expect(page.getByRole("status")).toHaveText("The coupon was deleted.");
    await page.goto(`/admin/coupons?q=${encodeURIComponent(code)}`);
    await expect(page.getByText("No coupon matches these filters.")).toBeVisible();
  });
});

test.describe("the admin's dashboard and search", () => {
  test("the dashboard shows today's and this month's figures, the revenue chart with its table, and the lists", async ({ page }) => {
    await openAdmin(page);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    for (const title of ["Today", "This month"]) {
      const card = page.getByRole("region", { name: title });
      await expect(card.getByText("Revenue", { exact: true })).toBeVisible();
      await expect(card.getByText("Average order value")).toBeVisible();
    }
    const chart = page.getByRole("region", { name: "Revenue, last 30 days" });
    await expect(chart.locator(".recharts-surface").first()).toBeVisible();
    await chart.getByText("Revenue by day as a table").click();
    await expect(chart.getByRole("table", { name: "Revenue by day, last 30 days" }).getByRole("row")).toHaveCount(31);
    for (const title of ["Orders waiting for action", "Low stock", "Reviews awaiting approval"]) {
      await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
    }
    // The chart is hidden from assistive technology (the summary and the table speak for it): nothing in it may take focus.
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test("the search box finds an order by its customer's e-mail and a product by name", async ({ page }) => {
    await openAdmin(page);
    const box = page.getByRole("searchbox", { name: "Search orders, products and customers" });
    await box.fill("customer@vitrine.test");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/admin\/search\?q=customer%40vitrine\.test$/);
    await expect(
      page
        .getByRole("region", { name: "Orders" })
        .getByRole("link", { name: /^Order #/ })
        .first(),
    ).toHaveAttribute("href", /\/admin\/orders\/\d+$/);
    await expect(page.getByRole("region", { name: "Customers" })).toContainText("customer@vitrine.test");
    await page.getByLabel(/^Order number or e-mail/).fill("brass");
    await page.getByRole("button", { name: "Search", exact: true }).last().click();
    await expect(page.getByRole("region", { name: "Products" }).getByRole("link", { name: /Brass Pen/ })).toBeVisible();
  });
});
