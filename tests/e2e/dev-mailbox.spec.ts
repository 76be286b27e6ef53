/**
 * The mail outbox (/admin/mail, once the dev mailbox at /dev/mailbox, which now sends an administrator
 * there): without SMTP_URL the shop's e-mails are read here, by a signed-in administrator only. A password
 * reset asked for through the API shows up with its one-time link, which a person can click.
 */
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { signInAsAdmin } from "./support/mailbox.ts";

const PASSWORD = "a long enough password";

async function nonceOf(request: APIRequestContext): Promise<string> {
  return ((await (await request.post("/api/nonce")).json()) as { nonce: string }).nonce;
}

/** A new customer account (its own e-mail, so no other spec's mails get in the way) and a reset mail for it. */
async function resetMailFor(request: APIRequestContext, label: string): Promise<string> {
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@vitrine.test`;
  const registered = await request.post("/api/auth/register", { headers: { "x-vitrine-nonce": await nonceOf(request) }, data: { email, password: PASSWORD } });
  expect(registered.status()).toBe(201);
  const { nonce } = (await registered.json()) as { nonce: string };
  const reset = await request.post("/api/auth/password-reset", { headers: { "x-vitrine-nonce": nonce }, data: { email } });
  expect(reset.status()).toBe(200);
  return email;
}

test.describe("mail outbox", () => {
  test("C: a guest and a customer who is no administrator get the shop's 404 page", async ({ page, browser }) => {
    const guest = await page.goto("/dev/mailbox");
    expect(guest?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();

    const context = await browser.newContext();
    await resetMailFor(context.request, "mailbox-customer");
    const customerPage = await context.newPage();
    expect((await customerPage.goto("/dev/mailbox"))?.status()).toBe(404);
    await expect(customerPage.getByRole("article")).toHaveCount(0);
    await context.close();
  });

  test("shows a password reset mail with a link that can be followed", async ({ page, browser }) => {
    const context = await browser.newContext();
    const email = await resetMailFor(context.request, "mailbox-reset");
    await context.close();

    await signInAsAdmin(page.request);
    const response = await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(`/admin/mail?to=${encodeURIComponent(email)}`);
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
    await expect(page.getByRole("heading", { level: 1, name: "Mail outbox" })).toBeVisible();

    const mail = page.getByRole("article", { name: "Reset your Vitrine password" });
    await expect(mail).toHaveCount(1);
    await expect(mail).toContainText(email);
    // The sender it was queued with: the merchant's (Settings › E-mails), else MAIL_FROM.
    await expect(mail).toContainText(/From\s*[^<]*<[^@>\s]+@[^>\s]+>/);
    await expect(mail).toContainText("password_reset");
    await expect(mail).toContainText("Pending");
    const link = mail.getByRole("link", { name: /\/account\/reset-password\?token=/ });
    const href = await link.getAttribute("href");
    expect(href).toMatch(/^\/account\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/[?]/g, "\\?")}$`));
  });

  test("the recipient filter shows only that recipient's mails and refuses what is not an address", async ({ page, browser }) => {
    const context = await browser.newContext();
    const first = await resetMailFor(context.request, "mailbox-first");
    const second = await resetMailFor(context.request, "mailbox-second");
    await context.close();

    await signInAsAdmin(page.request);
    await page.goto("/admin/mail");
    await page.getByRole("textbox", { name: "Recipient" }).fill(first);
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(`/admin/mail?to=${encodeURIComponent(first)}`);
    await expect(page.locator(".mailbox__count")).toHaveText(`1 mail to ${first}`);
    await expect(page.getByRole("article")).toHaveCount(1);
    await expect(page.getByRole("article")).toContainText(first);
    await expect(page.getByText(second)).toHaveCount(0);

    await page.getByRole("link", { name: "Show all" }).click();
    await expect(page).toHaveURL("/admin/mail");
    await expect(page.getByText(second).first()).toBeVisible();

    const bad = await page.goto("/admin/mail?to=%3Cb%3Enot-an-address%3C%2Fb%3E");
    expect(bad?.status()).toBe(400);
    await expect(page.getByRole("alert")).toContainText("Enter a whole e-mail address");
    await expect(page.getByRole("textbox", { name: "Recipient" })).toHaveValue("<b>not-an-address</b>");
    await expect(page.locator("b", { hasText: "not-an-address" })).toHaveCount(0);
  });
});
