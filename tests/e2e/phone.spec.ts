/** The catalogue on a phone (Pixel 7): the menu and the filters fold away and open on demand. */
import { expect, test } from "./fixtures.ts";
import { facetTerm, facetTermCount, productCards, queryParam, readTotal, resultCount, waitForListingHydration } from "./support/listing.ts";

test.describe("Catalogue on a phone", () => {
  test.skip(({ isMobile }) => !isMobile, "phone layout only");

  test("S-2-20 S-2-24 S-4-52 S-4-53 @phone the off-canvas mobile menu opens, expands a submenu and leads to a category", async ({ page }) => {
    await page.goto("/shop");
    const banner = page.getByRole("banner");
    const primary = banner.getByRole("navigation", { name: "Primary" });
    await expect(primary).toBeHidden();

    await banner.getByText("Menu", { exact: true }).click();
    await expect(primary).toBeVisible();
    await expect(primary.getByRole("link", { name: "Shop", exact: true })).toBeVisible();
    await expect(primary.getByText("Kitchen & Dining", { exact: true })).toBeHidden();

    await primary.getByText("Collections", { exact: true }).click();
    await expect(primary.getByRole("link", { name: "All Collections" })).toBeVisible();
    await expect(primary.getByText("Kitchen & Dining", { exact: true })).toBeVisible();
    await primary.getByText("Kitchen & Dining", { exact: true }).click();
    await expect(primary.getByRole("link", { name: "Mugs & Cups", exact: true })).toBeVisible();

    await primary.getByRole("link", { name: "Lighting", exact: true }).first().click();
    await expect(page).toHaveURL(/\/category\/lighting$/);
    await expect(page.getByRole("heading", { level: 1, name: "Lighting" })).toBeVisible();
    // After navigating, the menu starts closed again.
    await expect(primary).toBeHidden();
  });

  test("S-2-24 S-4-54 @phone the demo's menu slides in from the side; reopened, its submenus start collapsed; a tap beside it closes it without reaching the page", async ({
    page,
  }) => {
    await page.goto("/shop");
    await waitForListingHydration(page);
    const banner = page.getByRole("banner");
    const menu = banner.locator(".site-header__device:visible details.mobile-menu");
    const primary = banner.getByRole("navigation", { name: "Primary" });
    await expect(menu).toHaveAttribute("data-menu-style", "off-canvas");
    await banner.getByText("Menu", { exact: true }).click();
    await expect(menu).toHaveAttribute("open", "");
    // The panel slides in: measure it once the slide has ended.
    await expect.poll(async () => (await primary.boundingBox())?.x).toBe(0);
    const panel = (await primary.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(panel.width).toBeLessThan(viewport.width);
    expect(Math.round(panel.y + panel.height)).toBe(viewport.height);

    await primary.getByText("Collections", { exact: true }).click();
    await expect(primary.getByRole("link", { name: "All Collections" })).toBeVisible();
    await banner.getByText("Menu", { exact: true }).click();
    await expect(primary).toBeHidden();
    await banner.getByText("Menu", { exact: true }).click();
    await expect(primary).toBeVisible();
    await expect(primary.getByRole("link", { name: "All Collections" })).toBeHidden();

    // Beside the panel, over the first product card: the tap closes the menu and opens nothing.
    await page.mouse.click(viewport.width - 10, viewport.height / 2);
    await expect(primary).toBeHidden();
    await expect(page).toHaveURL(/\/shop$/);
  });

  test("S-4-53 @phone Escape closes the open menu and gives the focus back to its toggle", async ({ page }) => {
    await page.goto("/shop");
    await waitForListingHydration(page);
    const banner = page.getByRole("banner");
    const primary = banner.getByRole("navigation", { name: "Primary" });
    await banner.getByText("Menu", { exact: true }).click();
    await primary.getByText("Collections", { exact: true }).click();
    await expect(primary.getByRole("link", { name: "All Collections" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(primary).toBeHidden();
    await expect(banner.locator(".site-header__device:visible summary", { hasText: "Menu" })).toBeFocused();
  });

  test("@phone the filters open from their toggle and filter the grid", async ({ page }) => {
    await page.goto("/shop");
    const all = await readTotal(page);
    const plum = facetTerm(page, "Colour", "Plum");
    await expect(plum).toBeHidden();

    await page.getByRole("complementary", { name: "Filters" }).getByText("Filters", { exact: true }).click();
    await expect(plum).toBeVisible();
    const plumCount = await facetTermCount(plum);
    await plum.click();
    await expect(page).toHaveURL(/e-filter-shop-colour=plum/);
    await expect(resultCount(page)).not.toHaveText(`Showing 1–12 of ${all} results`);
    expect(await readTotal(page)).toBe(plumCount);
    await expect(productCards(page).first()).toBeVisible();
    await expect(page.getByRole("complementary", { name: "Filters" }).getByText("(active)")).toBeVisible();
  });

  test("@phone sorting and paging work at phone width", async ({ page }) => {
    await page.goto("/shop");
    await waitForListingHydration(page);
    await page.getByRole("combobox", { name: "Sort products" }).selectOption("price-desc");
    await expect(page).toHaveURL(/sort=price-desc/);
    await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/sort=price-desc&e-page-shop=2/);
    await expect(productCards(page).first()).toBeVisible();
  });

  test("@phone the grid fits the screen without sideways scrolling", async ({ page }) => {
    await page.goto("/shop");
    await expect(productCards(page).first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe("Catalogue on a phone without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test.skip(({ isMobile }) => !isMobile, "phone layout only");

  test("@phone the menu and the filters are disclosures that open without JavaScript", async ({ page }) => {
    await page.goto("/shop");
    const primary = page.getByRole("banner").getByRole("navigation", { name: "Primary" });
    await page.getByRole("banner").getByText("Menu", { exact: true }).click();
    await expect(primary).toBeVisible();
    await primary.getByText("Collections", { exact: true }).click();
    await primary.getByRole("link", { name: "All Collections" }).click();
    await expect(page).toHaveURL(/\/shop$/);

    const all = await readTotal(page);
    await page.getByRole("complementary", { name: "Filters" }).getByText("Filters", { exact: true }).click();
    const sage = facetTerm(page, "Colour", "Sage");
    const sageCount = await facetTermCount(sage);
    await sage.click();
    await expect(page).toHaveURL(/e-filter-shop-colour=sage/);
    expect(await readTotal(page)).toBe(sageCount);
    expect(sageCount).toBeLessThan(all);

    await page.getByRole("combobox", { name: "Sort products" }).selectOption("price");
    await page.getByRole("button", { name: "Sort", exact: true }).click();
    await expect(page).toHaveURL(/sort=price/);
    expect(queryParam(page, "e-filter-shop-colour")).toBe("sage");
  });
});
