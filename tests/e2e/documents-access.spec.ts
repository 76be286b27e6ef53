import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { adminHydrated, openAdmin } from "./support/admin.ts";
import { PEN, productId } from "./support/checkout.ts";
import { openOrderDocuments, printLink, recordPrints } from "./support/documents.ts";

const PASSWORD = "a long enough secret";

/** Registers and signs in a fresh customer on this request context (shared with its page's cookies). */
async function registerFresh(request: APIRequestContext): Promise<void> {
  const email = `documents-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const { nonce } = (await (await request.post("/api/nonce")).json()) as { nonce: string };
  const registered = await request.post("/api/auth/register", {
    headers: { "x-vitrine-nonce": nonce },
    data: { email, password: PASSWORD, firstName: "Nora", lastName: "Walsh" },
  });
  expect(registered.status()).toBe(201);
}

/** A paid (cash on delivery) order placed through the JSON API for the request context's customer; answers its id. */
async function paidOrder(request: APIRequestContext, pen: number): Promise<number> {
  const { nonce } = (await (await request.post("/api/nonce")).json()) as { nonce: string };
  expect((await request.post("/api/cart/items", { headers: { "x-vitrine-nonce": nonce }, data: { productId: pen, quantity: 2 } })).ok()).toBe(true);
  const billing = { firstName: "Nora", lastName: "Walsh", country: "IE", address1: "3 Shop Street", city: "Galway", postcode: "H91 X2K3" };
  const placed = await request.post("/api/checkout", {
    headers: { "x-vitrine-nonce": nonce, "idempotency-key": `documents-${Date.now()}-${Math.random()}` },
    data: { email: "nora@example.com", billing, shipToDifferentAddress: false, shippingMethod: "flat", paymentMethod: "cod" },
  });
  expect(placed.status()).toBe(201);
  return ((await placed.json()) as { order: { id: number } }).order.id;
}

test.describe("order documents: who opens what", () => {
  test("S-1-2 a customer's invoice takes its number when they confirm its issue page, then opens as a page and as files; another customer is told it does not exist @phone", async ({
    page,
    browser,
  }) => {
    await registerFresh(page.request);
    const orderId = await paidOrder(page.request, await productId(page, PEN));
    const path = `/account/orders/${orderId}/documents/invoice`;
    // Opening it numbers nothing: the shop's page asks first, and there is no file of it yet.
    const asked = await page.goto(path);
    expect(asked?.status()).toBe(200);
    await expect(page).toHaveURL(`${path}/issue`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Issue invoice");
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByText("Printing gives this invoice its number, which cannot be undone. Continue?")).toBeVisible();
    const noFileYet = await page.request.get(`${path}.pdf`);
    expect(noFileYet.status()).toBe(409);
    expect(await noFileYet.text()).toBe("This invoice has not been issued yet, so there is no file of it. Open the invoice and issue it first.");

    // Its button posts the confirmation; the answer leads to the numbered invoice.
    const posted = page.waitForRequest((request) => request.method() === "POST" && new URL(request.url()).pathname === path);
    await page.getByRole("button", { name: "Issue invoice" }).click();
    expect((await posted).postData()).toBe("intent=issue");
    await expect(page).toHaveURL(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Invoice");
    await expect(page).toHaveTitle(/^Invoice – INV-\d{4}-\d{5} – /);
    const number = (await page.title()).split(" – ")[1]!;
    await expect(page.locator("main")).toContainText(number);
    // Printing again shows the same number, and a second confirmation issues nothing new.
    const again = await page.request.post(path, { form: { intent: "issue" }, maxRedirects: 0 });
    expect([again.status(), again.headers().location]).toEqual([303, path]);
    const invoice = await page.goto(path);
    expect(invoice?.status()).toBe(200);
    expect(invoice?.headers()["cache-control"]).toBe("private, no-store");
    await expect(page).toHaveTitle(new RegExp(`^Invoice – ${number} – `));
    const pdf = await page.request.get(`/account/orders/${orderId}/documents/invoice.pdf`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
    // Once numbered, the invoice is also an EN 16931 e-invoice: UBL, and a Factur-X PDF with its CII inside.
    const ubl = await page.request.get(`/account/orders/${orderId}/documents/invoice.ubl.xml`);
    expect(ubl.headers()["content-type"]).toContain("application/xml");
    expect(await ubl.text()).toContain(`<cbc:ID>${number}</cbc:ID>`);
    const facturX = await page.request.get(`/account/orders/${orderId}/documents/invoice.factur-x.pdf`);
    expect((await facturX.body()).includes("factur-x.xml")).toBe(true);
    expect((await page.request.get(`/account/orders/${orderId}/documents/packing-list.ubl.xml`)).status()).toBe(404);

    const stranger = await browser.newContext();
    const strangerPage = await stranger.newPage();
    await registerFresh(strangerPage.request);
    const refused = await strangerPage.goto(`/account/orders/${orderId}/documents/invoice`);
    expect(refused?.status()).toBe(404);
    await expect(strangerPage.locator("body")).not.toContainText(number);
    await stranger.close();
  });

  test("the print button issues the invoice by POST, prints the numbered invoice, and the reloaded page offers its files", async ({ page, context }) => {
    const prints = await recordPrints(context);
    await registerFresh(page.request);
    const orderId = await paidOrder(page.request, await productId(page, PEN));
    await openOrderDocuments(page, `/account/orders/${orderId}`);
    await expect(printLink(page, "invoice")).toHaveAttribute("data-issue", "");
    await expect(page.getByRole("link", { name: "Invoice as PDF" })).toHaveCount(0);
    const path = `/account/orders/${orderId}/documents/invoice`;
    const posted = page.waitForRequest((request) => request.method() === "POST" && new URL(request.url()).pathname === path);
    // The post's answer (303) leads the print flow's fetch on to the numbered invoice, which it prints.
    const shown = page.waitForResponse((response) => response.request().method() === "GET" && new URL(response.url()).pathname === path);
    const popup = page.waitForEvent("popup");
    const reloaded = page.waitForEvent("load");
    await printLink(page, "invoice").click();
    expect((await posted).postData()).toBe("intent=issue");
    expect(await (await shown).text()).toMatch(/<title>Invoice – INV-\d{4}-\d{5} – /);
    await (await popup).waitForEvent("close");
    expect(prints).toHaveLength(1);
    await reloaded;
    await expect(printLink(page, "invoice")).not.toHaveAttribute("data-issue");
    await expect(page.getByRole("link", { name: "Invoice as PDF" })).toHaveAttribute("href", `/account/orders/${orderId}/documents/invoice.pdf`);
    await expect(page.getByRole("link", { name: "Invoice as UBL e-invoice" })).toBeVisible();
    const pdf = await page.request.get(`/account/orders/${orderId}/documents/invoice.pdf`);
    expect(pdf.status()).toBe(200);
  });

  test("S-1-3 staff open an order's documents from the admin order page, each in a new tab", async ({ page }) => {
    await registerFresh(page.request);
    const orderId = await paidOrder(page.request, await productId(page, PEN));
    await page.context().clearCookies();
    await openAdmin(page, `/admin/orders/${orderId}`);
    const box = page.getByRole("region", { name: "Documents" });
    await expect(box.getByRole("link", { name: "Packing list", exact: true })).toHaveAttribute("href", `/account/orders/${orderId}/documents/packing-list`);
    await expect(box.getByRole("link", { name: "Shipping label (PDF)" })).toHaveAttribute("href", `/account/orders/${orderId}/documents/shipping-label.pdf`);
    const [tab] = await Promise.all([page.context().waitForEvent("page"), box.getByRole("link", { name: "Packing list", exact: true }).click()]);
    await expect(tab.getByRole("heading", { level: 1 })).toHaveText("Packing list");
    await tab.close();
  });

  test("staff print the packing lists of selected orders as one PDF", async ({ page }) => {
    await openAdmin(page, "/admin/orders");
    await adminHydrated(page);
    const boxes = page.getByRole("checkbox", { name: /^Select row \d+$/ });
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    const print = page.getByRole("button", { name: "Print 2 as PDF" });
    const [response] = await Promise.all([page.context().waitForEvent("response", (r) => r.url().includes("/admin/orders/documents.pdf")), print.click()]);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    expect(new URL(response.url()).searchParams.getAll("ids")).toHaveLength(2);
  });
});
