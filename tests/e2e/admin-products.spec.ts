import { expect, test } from "./fixtures.ts";
import { adminHydrated, openAdmin, STAFF } from "./support/admin.ts";

/** The list's rows (the header row aside). */
const bodyRows = (page: import("@playwright/test").Page) => page.getByRole("table", { name: "Products" }).locator("tbody tr");

test.describe("the admin's products list", () => {
  test("searches, filters, sorts and pages the demo products, all in the URL", async ({ page }) => {
    await openAdmin(page, "/admin/products", STAFF.manager);
    await expect(page.getByRole("heading", { level: 1, name: "Products" })).toBeVisible();
    await expect(bodyRows(page)).toHaveCount(25);
    await expect(page.getByRole("link", { name: "Add product" })).toHaveAttribute("href", "/admin/products/new");

    await page.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(/page 2 of/)).toBeVisible();

    await page.getByLabel("Type", { exact: true }).selectOption("variable");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/type=variable/);
    // The URL can change a moment before the new rows render: poll the rows rather than read them once.
    await expect.poll(async () => [...new Set(await bodyRows(page).locator("td:nth-child(5)").allTextContents())]).toEqual(["Variable"]);

    await page.getByRole("link", { name: "Name" }).click();
    await expect(page).toHaveURL(/sort=name&dir=asc/);
    await expect(page.getByRole("columnheader", { name: /Name/ })).toHaveAttribute("aria-sort", "ascending");
    await expect
      .poll(async () => {
        const names = await bodyRows(page).locator("td:nth-child(3)").allTextContents();
        return names.length > 1 && names.every((name, index) => index === 0 || names[index - 1]!.localeCompare(name, "en") <= 0);
      })
      .toBe(true);

    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page.getByLabel("Type", { exact: true })).toHaveValue("");
    const first = (await bodyRows(page).locator("td:nth-child(3)").first().textContent())!;
    const word = first.split(" ")[0]!;
    await page.getByLabel("Search products").fill(word);
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(word)}`));
    await expect(bodyRows(page).first()).toContainText(word);
  });

  test("Next, Previous, First and Last keep the sort, and a page's address opens the same rows without JavaScript", async ({ page, browser }) => {
    await openAdmin(page, "/admin/products?sort=name&dir=asc", STAFF.manager);
    const namesShown = () => bodyRows(page).locator("td:nth-child(3)").allTextContents();
    const first = await namesShown();
    await page.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/sort=name&dir=asc&page=2&after=/);
    await expect(page.getByText(/page 2 of/)).toBeVisible();
    const second = await namesShown();
    expect(second.length).toBeGreaterThan(0);
    expect(second.some((name) => first.includes(name))).toBe(false);
    expect(second[0]!.localeCompare(first.at(-1)!, "en")).toBeGreaterThanOrEqual(0);

    // The address of page 2 is shareable: a browser without JavaScript opens the same rows.
    const shared = page.url();
    const context = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
    const plain = await context.newPage();
    await plain.goto(shared);
    expect(await bodyRows(plain).locator("td:nth-child(3)").allTextContents()).toEqual(second);
    await context.close();

    await page.getByRole("link", { name: "Last" }).click();
    await expect(page).toHaveURL(/before=end/);
    await expect(page.getByRole("link", { name: "Next" })).toHaveCount(0);
    const last = await namesShown();
    expect(last.some((name) => second.includes(name) || first.includes(name))).toBe(false);
    await page
      .getByRole("link", { name: /^(First|Previous)$/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/admin\/products\?sort=name&dir=asc$/);
    await expect.poll(namesShown).toEqual(first);
  });
});

test.describe("importing products and changing their prices in bulk", () => {
  test("imports three products from CSV, raises their prices by 10 % after a preview, and lists the new prices", async ({ page }) => {
    // Drafts: the storefront's specs count the shop's published products, and these never reach them.
    const prefix = `e2ebulk${Date.now().toString(36)}`;
    await openAdmin(page, "/admin/products/import");
    const csv = [
      "name,sku,regular_price,stock_quantity,status",
      `"${prefix} Alpha, small",${prefix}-a,10.00,5,draft`,
      `${prefix} Beta,${prefix}-b,20.00,,draft`,
      `${prefix} Gamma,${prefix}-c,30.50,1,draft`,
      `${prefix} Broken,${prefix}-d,free,,draft`,
    ].join("\n");
    await page.getByLabel("Or paste the CSV text").fill(csv);
    await page.getByRole("button", { name: "Preview the import" }).click();
    await expect(page.getByText("3 rows will be imported; 1 are refused.")).toBeVisible();
    await expect(page.getByRole("table", { name: "Refused rows" })).toContainText("The regular price must be an amount such as 12.50.");
    await page.getByRole("button", { name: "Import 3 products" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Finished" })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole("definition").filter({ hasText: /^3$/ }).first()).toBeVisible();

    await page.goto(`/admin/products?q=${prefix}&sort=sku&dir=asc`);
    await expect(bodyRows(page)).toHaveCount(3);
    // The tick-all box is the table's own state: a click before the page runs JavaScript is lost.
    await adminHydrated(page);
    await page.getByRole("checkbox", { name: "Select every row on this page" }).check();
    await expect(page.getByText("The ticked products (3 ticked)")).toBeVisible();
    await page.getByLabel("Action", { exact: true }).selectOption("price");
    await page.getByLabel("Change price by").selectOption("percent");
    await page.getByLabel("Direction", { exact: true }).selectOption("up");
    await page.getByLabel("Price amount").fill("10");
    await page.getByRole("button", { name: "Preview changes" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Change regular price: up by 10 %" })).toBeVisible();
    await expect(page.getByText("3 of 3 products will change; 0 will be skipped.")).toBeVisible();
    await expect(page.getByRole("table", { name: "A sample of the changes" })).toContainText(/Regular price: €10\.00\s*→\s*becomes €11\.00/);
    await page.getByRole("button", { name: "Apply to 3 products" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Finished" })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole("table", { name: "Products" }).last()).toContainText(/€30\.50\s*→\s*becomes €33\.55/);

    await page.goto(`/admin/products?q=${prefix}&sort=sku&dir=asc`);
    await expect(bodyRows(page).locator("td:nth-child(6)")).toHaveText(["€11.00", "€22.00", "€33.55"]);
    await page.goto("/admin/products/jobs");
    await expect(page.getByRole("link", { name: /Change regular price: up by 10 %/ }).first()).toBeVisible();
  });
});
