/**
 * The coming-soon banner staff see while the shop is coming soon (storefront-shell.md §7 call 4's
 * payload). It switches the shop-wide coming-soon flag, so it runs with the other shop-wide specs, after
 * everything else and one file at a time (playwright.config.ts), and switches it back.
 */
import { expect, test } from "./fixtures.ts";
import { headerHydrated } from "./support/account.ts";
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
