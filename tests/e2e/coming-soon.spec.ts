/**
 * Coming-soon mode: the page visitors see, with the texts set in the admin, and the banner staff see
 * while the shop is coming soon (storefront-shell.md §7 call 4's payload). It switches the shop-wide coming-soon flag, so it runs with the other shop-wide specs, on
 * their own shop and one file at a time (playwright.config.ts), and switches it back.
 */
import { expect, test } from "./fixtures.ts";
import type { Browser } from "@playwright/test";
import { headerHydrated, loginSection } from "./support/account.ts";
import { DEMO_PASSWORD, signInAs, STAFF } from "./support/admin.ts";
import { logInThroughApi } from "./support/checkout.ts";

const DISMISS_URL = "/api/store-notice/dismiss";
const notice = (page: import("@playwright/test").Page) => page.getByRole("region", { name: "Store notice" });

test.describe("coming-soon banner for staff", () => {
  test("S-7-11 S-7-12 S-7-13 an administrator sees it while the shop is coming soon; dismissing sends call 4's payload and remembers it", async ({
    page,
    context,
    request,
  }) => {
    const nonce = await logInThroughApi(page, "admin@vitrine.test");
    const setComingSoon = (enabled: boolean) => page.request.put("/api/settings/coming-soon", { headers: { "x-vitrine-nonce": nonce }, data: { enabled } });
    expect((await setComingSoon(true)).status()).toBe(200);
    try {
      const banner = page.getByRole("region", { name: "Coming soon mode" });
      await page.goto("/");
      await expect(banner).toBeVisible();
      // A shopper does not get it.
      expect(await (await request.get("/")).text()).not.toContain("coming-soon-banner");

      await headerHydrated(page);
      const [call] = await Promise.all([page.waitForRequest((r) => r.url().endsWith(DISMISS_URL)), banner.getByRole("button", { name: "Dismiss" }).click()]);
      await expect(banner).toBeHidden();
      expect(call.method()).toBe("POST");
      expect(call.postDataJSON().woocommerce_meta.coming_soon_banner_dismissed).toBe("yes");
      expect(call.headers()["x-vitrine-nonce"]).toBeTruthy();
      expect((await context.cookies()).find((c) => c.name === "coming_soon_banner_dismissed")).toMatchObject({ value: "yes", path: "/" });
      await page.reload();
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await expect(banner).toBeHidden();
      // The store notice is another banner with its own cookie: still there.
      await expect(notice(page)).toBeVisible();
    } finally {
      await setComingSoon(false);
    }
  });
});

/** A visitor of their own (no session), at a desktop or a phone's width. */
async function visitor(browser: Browser, width = 1280) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  return { context, page: await context.newPage() };
}

test.describe("coming-soon page for visitors", () => {
  test("a visitor sees the coming-soon page with the admin's texts; the login page works; staff see the shop; switched off, the shop is back", async ({
    page,
    browser,
  }) => {
    // An admin save, four browsers and a sign-in on a shared 2-core machine: near 30 s under load.
    test.setTimeout(90_000);
    const nonce = await signInAs(page.request, STAFF.admin);
    const original = ((await (await page.request.get("/api/settings/coming-soon")).json()) as { settings: unknown }).settings;
    const heading = `Opening soon ${Date.now()}`;
    const message = "Our spring collection is nearly unpacked.";
    const shopper = await visitor(browser);
    try {
      // The merchant writes the page's texts and switches the mode on in the admin.
      await page.goto("/admin/settings/coming-soon");
      await expect(page.getByRole("heading", { level: 1, name: "Coming soon" })).toBeVisible();
      await page.getByRole("checkbox", { name: "Enabled" }).check();
      await page.getByRole("textbox", { name: "Heading" }).fill(heading);
      await page.getByRole("textbox", { name: "Message" }).fill(message);
      await page.getByRole("button", { name: "Save coming soon" }).click();
      await expect(page.getByRole("status")).toContainText("Settings saved");

      // A visitor gets the coming-soon page on any storefront page: 503, the shop's name, the texts, no shop.
      for (const path of ["/", "/shop", "/cart"]) {
        const response = await shopper.page.goto(path);
        expect(response?.status(), path).toBe(503);
        expect(response?.headers()["retry-after"]).toBeTruthy();
        await expect(shopper.page.getByRole("heading", { level: 1 })).toHaveText(heading);
      }
      await expect(shopper.page.getByText(message)).toBeVisible();
      await expect(shopper.page.getByText("Vitrine", { exact: true })).toBeVisible();
      await expect(shopper.page.getByRole("navigation")).toHaveCount(0);
      await expect(shopper.page.getByRole("link", { name: /cart/i })).toHaveCount(0);
      expect((await shopper.page.request.get("/api/products")).status()).toBe(503);

      // The login page still works: staff sign in through it and see the shop with the banner.
      await shopper.page.getByRole("link", { name: "Staff login" }).click();
      await expect(shopper.page).toHaveURL(/\/account\/login$/);
      await loginSection(shopper.page).getByLabel("E-mail address").fill(STAFF.editor);
      await loginSection(shopper.page).getByLabel("Password").fill(DEMO_PASSWORD);
      await loginSection(shopper.page).getByRole("button", { name: "Log in" }).click();
      await expect(shopper.page).not.toHaveURL(/\/account\/login/);
      await shopper.page.goto("/shop");
      await expect(shopper.page.getByRole("region", { name: "Coming soon mode" })).toBeVisible();
      await expect(shopper.page.getByRole("heading", { level: 1 })).not.toHaveText(heading);

      // The administrator sees the shop and the banner too.
      const seen = await page.goto("/");
      expect(seen?.status()).toBe(200);
      await expect(page.getByRole("region", { name: "Coming soon mode" })).toBeVisible();
      await expect(page.getByRole("banner").getByRole("navigation").first()).toBeAttached();

      // At a phone's width the page reads without sideways scrolling.
      const phone = await visitor(browser, 390);
      try {
        await phone.page.goto("/product/brass-pen");
        await expect(phone.page.getByRole("heading", { level: 1 })).toHaveText(heading);
        expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      } finally {
        await phone.context.close();
      }
    } finally {
      const restored = await page.request.put("/api/settings/coming-soon", { headers: { "x-vitrine-nonce": nonce }, data: original });
      expect(restored.status(), await restored.text()).toBe(200);
    }

    // Switched off, a visitor sees the shop again (never a cached coming-soon page).
    const again = await visitor(browser);
    try {
      const response = await again.page.goto("/shop");
      expect(response?.status()).toBe(200);
      await expect(again.page.getByRole("heading", { level: 1 })).not.toHaveText(heading);
      await expect(again.page.getByRole("banner")).toBeVisible();
    } finally {
      await again.context.close();
      await shopper.context.close();
    }
  });
});
