import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { fillAddress, logInThroughApi, openCheckoutWithPen, PEN, productId, seriousAxeViolations } from "./support/checkout.ts";

const PASSWORD = "a long enough secret";

/** Registers a fresh customer through the JSON API on this request context (shared with its page's cookies). */
async function registerFresh(request: APIRequestContext, firstName = "Orla"): Promise<string> {
  const email = `orders-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const { nonce } = (await (await request.post("/api/nonce")).json()) as { nonce: string };
  const registered = await request.post("/api/auth/register", {
    headers: { "x-vitrine-nonce": nonce },
    data: { email, password: PASSWORD, firstName, lastName: "Quinn" },
  });
  expect(registered.status()).toBe(201);
  return email;
}

/** Places an order through the JSON API for the request context's customer; answers the order id. */
async function orderThroughApi(request: APIRequestContext, pen: number): Promise<number> {
  const { nonce } = (await (await request.post("/api/nonce")).json()) as { nonce: string };
  expect((await request.post("/api/cart/items", { headers: { "x-vitrine-nonce": nonce }, data: { productId: pen, quantity: 1 } })).ok()).toBe(true);
  const billing = { firstName: "Other", lastName: "Customer", country: "IE", address1: "9 Shop Street", city: "Galway", postcode: "H91 X2K3" };
  const placed = await request.post("/api/checkout", {
    headers: { "x-vitrine-nonce": nonce, "idempotency-key": `e2e-${Date.now()}-${Math.random()}` },
    data: { email: "other@example.com", billing, shipToDifferentAddress: false, shippingMethod: "flat", paymentMethod: "cod" },
  });
  expect(placed.status()).toBe(201);
  return ((await placed.json()) as { order: { id: number } }).order.id;
}

/** The totals rows of an order table as [label, value] pairs. */
async function totalsRows(page: Page): Promise<string[][]> {
  return page
    .locator(".checkout-review tfoot tr")
    .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => (cell.textContent ?? "").replace(/\s+/g, " ").trim())));
}

/** The amounts column's heading lines up with its amounts (right-aligned, heading and cells alike). */
async function expectAmountsAligned(page: Page) {
  const aligns = await page.locator(".checkout-review").evaluate((table) => {
    const align = (cell: Element | null) => (cell ? getComputedStyle(cell).textAlign : null);
    return [
      align(table.querySelector("thead th:last-child")),
      align(table.querySelector("tbody td:last-child")),
      align(table.querySelector("tfoot td:last-child")),
    ];
  });
  expect(aligns).toEqual(["right", "right", "right"]);
}

test.describe("My Account orders", () => {
  test("an order placed at checkout shows its addresses when received, is listed under Orders and opens with its lines, totals (amounts and their heading aligned), addresses and history", async ({
    page,
  }) => {
    // A checkout, four pages and three accessibility scans on a shared 2-core machine.
    test.setTimeout(90_000);
    const email = await registerFresh(page.request);
    await openCheckoutWithPen(page);
    await expect(page.getByLabel("Email address")).toHaveValue(email);
    await fillAddress(page);
    await page.getByRole("radio", { name: /Cash on delivery/ }).check();
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\?key=/);
    const orderId = new URL(page.url()).pathname.split("/").at(-1)!;
    const received = await totalsRows(page);
    await expectAmountsAligned(page);
    await expect(page.getByRole("region", { name: "Billing address" })).toContainText("1 Quay Street");
    await expect(page.getByRole("region", { name: "Shipping address" })).toContainText("Galway");
    const number = (await page.locator(".order-overview li").first().locator("strong").textContent())!;

    await page.goto("/account/orders");
    await expect(page.getByRole("heading", { name: "Orders", level: 2 })).toBeVisible();
    const rows = page.locator(".account-orders tbody tr");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(`#${number}`);
    await expect(rows.first()).toContainText("Processing");
    await expect(rows.first()).toContainText("for 1 item");
    await rows
      .first()
      .getByRole("link", { name: `View order ${number}` })
      .click();

    await expect(page).toHaveURL(new RegExp(`/account/orders/${orderId}$`));
    await expect(page.getByRole("heading", { name: `Order #${number}` })).toBeVisible();
    await expect(page.locator(".account-order__summary")).toContainText("is currently Processing");
    await expect(page.locator(".checkout-review tbody")).toContainText("Brass Pen × 1");
    // The same totals rows as the order-received page, then the payment method.
    const detail = await totalsRows(page);
    expect(detail.slice(0, received.length)).toEqual(received);
    expect(detail.at(-1)).toEqual(["Payment method", "Cash on delivery"]);
    await expectAmountsAligned(page);
    await expect(page.getByRole("region", { name: "Billing address" })).toContainText("1 Quay Street");
    await expect(page.getByRole("region", { name: "Shipping address" })).toContainText("Galway");
    await expect(page.getByRole("region", { name: "Order updates" })).toContainText("Processing — Order placed.");
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The first order filled the address book.
    await page.goto("/account/addresses");
    await expect(page.getByRole("region", { name: "Billing address" })).toContainText("1 Quay Street");
    await expect(page.getByRole("link", { name: "Edit billing address" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Add shipping address" })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "Edit billing address" }).click();
    await expect(page.getByLabel("Street address")).toHaveValue("1 Quay Street");
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test("another customer's order, a missing one and a malformed id all answer 404", async ({ page, browser }) => {
    const other = await browser.newContext();
    await registerFresh(other.request, "Other");
    const theirs = await orderThroughApi(other.request, await productId(page, PEN));
    await other.close();

    await registerFresh(page.request);
    for (const id of [String(theirs), "99999999", "abc"]) {
      const response = await page.goto(`/account/orders/${id}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "We couldn’t find that order" })).toBeVisible();
    }
    await page.goto("/account/orders");
    await expect(page.getByText("No order has been made yet.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse products" })).toHaveAttribute("href", "/shop");
  });

  test("the demo customer sees their past orders: three, then the older order of the downloadable guide", async ({ page }) => {
    await logInThroughApi(page, "customer@vitrine.test");
    await page.goto("/account/orders");
    const rows = page.locator(".account-orders tbody tr");
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(0)).toContainText("On hold");
    await expect(rows.nth(1)).toContainText("Processing");
    await expect(rows.nth(2)).toContainText("Completed");
    await expect(rows.nth(3)).toContainText("Completed");
    expect(await seriousAxeViolations(page)).toEqual([]);
    await rows
      .nth(2)
      .getByRole("link", { name: /^View order/ })
      .click();
    await expect(page.getByRole("region", { name: "Order updates" })).toContainText("Completed — Delivered.");
  });
});

test.describe("My Account addresses without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the billing address is edited with a plain form, refused beside its field first, then saved and used at checkout", async ({ page }) => {
    await registerFresh(page.request);
    await page.goto("/account/addresses");
    await expect(page.getByText("You have not set up this type of address yet.")).toHaveCount(2);
    await page.getByRole("link", { name: "Add billing address" }).click();
    await expect(page).toHaveURL(/\/account\/addresses\/billing$/);
    const values = {
      "First name": "Niamh",
      "Last name": "Quinn",
      "Street address": "5 Eyre Square",
      "Town / City": "Galway",
      "Postcode / ZIP": "not a postcode",
    };
    for (const [label, value] of Object.entries(values)) await page.getByLabel(label).fill(value);
    await page.getByRole("button", { name: "Save address" }).click();
    await expect(page.getByRole("alert")).toContainText("Please check the highlighted fields.");
    await expect(page.locator("#checkout-billing_postcode-error")).toHaveText("Billing Postcode / ZIP is not a valid postcode / ZIP.");
    await expect(page.getByLabel("Street address")).toHaveValue("5 Eyre Square");
    await expect(page.getByLabel("Postcode / ZIP")).toHaveValue("not a postcode");

    await page.getByLabel("Postcode / ZIP").fill("H91 E2K7");
    await page.getByRole("button", { name: "Save address" }).click();
    await expect(page).toHaveURL(/\/account\/addresses$/);
    await expect(page.getByRole("status")).toHaveText("Address changed successfully.");
    await expect(page.getByRole("region", { name: "Billing address" })).toContainText("5 Eyre Square");
    await page.reload();
    await expect(page.getByText("Address changed successfully.")).toHaveCount(0);

    await page.goto(`/cart?add-to-cart=${await productId(page, PEN)}&quantity=1`);
    await page.goto("/checkout");
    await expect(page.getByLabel("First name").first()).toHaveValue("Niamh");
    await expect(page.getByLabel("Street address").first()).toHaveValue("5 Eyre Square");
    await expect(page.getByLabel("Postcode / ZIP").first()).toHaveValue("H91 E2K7");
  });
});
