import type { APIRequestContext, Browser } from "@playwright/test";
import { expect } from "../fixtures.ts";

/** The demo administrator: the mail outbox (/admin/mail) opens for the settings' administrator. */
export const ADMIN = { email: "admin@vitrine.test", password: "vitrine-demo" } as const;

/** Signs this request context (and the pages of its browser context, which share its cookies) in as the administrator. */
export async function signInAsAdmin(request: APIRequestContext): Promise<void> {
  const nonce = ((await (await request.post("/api/nonce")).json()) as { nonce: string }).nonce;
  const response = await request.post("/api/auth/login", { headers: { "x-vitrine-nonce": nonce }, data: ADMIN });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * The reset link of the newest password-reset mail to `email`, read from the admin's mail outbox by an
 * administrator in a browser context of their own (the shopper's session stays as it is).
 */
export async function resetLinkFrom(browser: Browser, email: string): Promise<string> {
  const context = await browser.newContext();
  try {
    await signInAsAdmin(context.request);
    const page = await context.newPage();
    await page.goto(`/admin/mail?to=${encodeURIComponent(email)}`);
    const mail = page.getByRole("article", { name: "Reset your Vitrine password" });
    await expect(mail).toHaveCount(1);
    const href = await mail.getByRole("link", { name: /\/account\/reset-password\?token=/ }).getAttribute("href");
    expect(href).toMatch(/^\/account\/reset-password\?token=/);
    return href!;
  } finally {
    await context.close();
  }
}
