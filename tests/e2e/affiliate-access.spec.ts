import { expect, shopUrl, test } from "./fixtures.ts";
import { freshEmail, registerThroughApi } from "./support/account.ts";
import { signInAs } from "./support/admin.ts";
import { AFFILIATE, DASHBOARD_PATH, OTHER_AFFILIATE, openDashboard, panel, PLAIN_CUSTOMER, rowTexts } from "./support/affiliate.ts";

test.describe("affiliate dashboard: who sees what", () => {
  test("a guest is sent to log in and brought back", async ({ page }) => {
    await page.goto(DASHBOARD_PATH);
    await expect(page).toHaveURL(/\/account\/login\?next=%2Faccount%2Faffiliate/);
  });

  test("a plain customer gets the application form, not a dashboard, and no affiliate entry in the account navigation @phone", async ({ page }) => {
    await signInAs(page.request, PLAIN_CUSTOMER);
    await page.goto(DASHBOARD_PATH);
    await expect(page.getByRole("heading", { name: "Become an affiliate" })).toBeVisible();
    await expect(page.locator(".affiliate-dashboard")).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "My account" }).getByRole("link", { name: "Affiliate dashboard" })).toHaveCount(0);
  });

  test("a customer's application is sent and confirmed", async ({ page }) => {
    await registerThroughApi(page.request, freshEmail("affiliate-apply"));
    await page.goto(DASHBOARD_PATH);
    await page.getByLabel("Your website or social profile").fill("https://example.com/my-blog");
    await page.getByLabel("How will you promote the shop?").fill("Reviews of stationery on my blog.");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByText("Thank you: your application has been sent.")).toBeVisible();
  });

  test("an affiliate finds the dashboard in the account navigation", async ({ page }) => {
    await signInAs(page.request, AFFILIATE);
    await page.goto("/account");
    await page.getByRole("navigation", { name: "My account" }).getByRole("link", { name: "Affiliate dashboard" }).click();
    await expect(page).toHaveURL(DASHBOARD_PATH);
    await expect(page.locator(".affiliate-dashboard")).toBeVisible();
  });

  test("two affiliates each see only their own coupons, referral link, network and post id", async ({ browser }) => {
    const views = [];
    for (const email of [AFFILIATE, OTHER_AFFILIATE]) {
      const context = await browser.newContext({ baseURL: shopUrl() });
      const page = await context.newPage();
      await openDashboard(page, { email });
      const statistics = panel(page, "statistics");
      const codes = (await rowTexts(statistics.locator("#affiliate-coupons-table tbody tr"))).map((cells) => cells[0]);
      const link = await panel(page, "links").getByLabel("Your referral link").inputValue();
      const postId = await panel(page, "settings").locator('input[name="post_id"]').inputValue();
      const network = (await rowTexts(panel(page, "network").locator("#affiliate-network-table tbody tr"))).map((cells) => cells[1]);
      views.push({ codes, link, postId, network });
      await context.close();
    }
    const [priya, lukas] = views as [(typeof views)[0], (typeof views)[0]];
    expect(priya.codes.length).toBeGreaterThan(0);
    expect(lukas.codes.length).toBeGreaterThan(0);
    expect(priya.codes.filter((code) => lukas.codes.includes(code))).toEqual([]);
    expect(priya.link).not.toBe(lukas.link);
    expect(priya.postId).not.toBe(lukas.postId);
    // Neither sees themself in their own network (it lists the affiliates below them).
    expect(priya.network).not.toContain("Priya Raman");
    expect(lukas.network).not.toContain("Lukas Berger");
  });

  test("the settings save refuses another affiliate's post id", async ({ page }) => {
    await openDashboard(page, { email: OTHER_AFFILIATE, tab: "settings" });
    const own = await panel(page, "settings").locator('input[name="post_id"]').inputValue();
    const nonce = await panel(page, "settings").locator('input[name="nonce"]').inputValue();
    const response = await page.request.post("/api/affiliate/settings", {
      headers: { "x-vitrine-nonce": nonce },
      data: { post_id: String(Number(own) + 1000), "wcu-company": "Not mine" },
    });
    expect([403, 404]).toContain(response.status());
    expect(((await response.json()) as { error: { message: string } }).error.message).not.toBe("");
  });
});
