/**
 * Pages paint before their JavaScript is fetched, then hydrate (docs/decisions/0006).
 */
import { expect, test } from "./fixtures.ts";

test.describe("paint before hydration", () => {
  test("the product page paints before it asks for its scripts, then hydrates @phone", async ({ page }) => {
    const response = await page.goto("/product/everyday-crew-tee");
    const html = (await response?.text()) ?? "";
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('id="vitrine-hydrate"');

    await expect(page.locator("article.product[data-hydrated]")).toBeVisible();
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null;
      const scripts = performance
        .getEntriesByType("resource")
        .filter((entry) => entry.name.includes("/assets/") && entry.name.endsWith(".js"))
        .map((entry) => entry.startTime);
      return { paint, firstScript: scripts.length > 0 ? Math.min(...scripts) : null, scripts: scripts.length };
    });
    expect(timing.paint).not.toBeNull();
    expect(timing.scripts).toBeGreaterThan(0);
    expect(timing.firstScript!).toBeGreaterThanOrEqual(timing.paint!);
  });

  test("every module the boot list names is fetched once the page has painted", async ({ page }) => {
    await page.goto("/product/everyday-crew-tee");
    await expect(page.locator("article.product[data-hydrated]")).toBeVisible();
    const { listed, requested } = await page.evaluate(() => ({
      listed: (document.querySelector("script[data-vitrine-modules]")?.getAttribute("data-vitrine-modules") ?? "").split(" ").filter(Boolean),
      requested: performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname),
    }));
    expect(listed.length).toBeGreaterThan(3);
    expect(listed.some((href) => href.includes("entry.client"))).toBe(true);
    for (const href of listed) expect(requested).toContain(href);
  });

  test("a client navigation after the deferred start works as before", async ({ page }) => {
    await page.goto("/shop");
    await page.waitForFunction(() => document.querySelector('script[type="module"]:not([src])') !== null);
    await page
      .getByRole("link", { name: /Everyday Crew Tee/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/product\/everyday-crew-tee/);
    await expect(page.locator("article.product[data-hydrated]")).toBeVisible();
  });
});
