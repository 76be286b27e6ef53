/**
 * Tags and attribute terms as archives (issue 20 point 7): from a product page to its tag's archive and an
 * attribute value's archive, sorted and paged like the shop; an unknown tag answers 404. Reads the demo
 * catalogue's tags and terms only, never changing them.
 */
import { expect, test } from "./fixtures.ts";
import { cardPrices, expectNonDecreasing, productGrid, readTotal, resultCount, waitForListingHydration } from "./support/listing.ts";

const CREW_TEE = "/product/everyday-crew-tee";

test.describe("tag and attribute-term archives", () => {
  test("a product's tag links to the tag's archive, which sorts and pages like the shop @phone", async ({ page }) => {
    await page.goto(CREW_TEE);
    const tags = page.locator(".product__tags");
    await tags.getByRole("link", { name: "Bestseller" }).click();
    await expect(page).toHaveURL(/\/tag\/bestseller$/);
    await expect(page.getByRole("heading", { level: 1, name: "Bestseller" })).toBeVisible();
    const total = await readTotal(page);
    expect(total).toBeGreaterThan(3);
    await expect(productGrid(page).getByRole("heading", { name: "Everyday Crew Tee" })).toBeVisible();

    await waitForListingHydration(page);
    await page.getByRole("combobox", { name: "Sort products" }).selectOption({ label: "Sort by price: low to high" });
    await expect(page).toHaveURL(/\/tag\/bestseller\?sort=price$/);
    await expect(resultCount(page)).toHaveText(total > 12 ? `Showing 1–12 of ${total} results` : `Showing all ${total} results`);
    expectNonDecreasing(
      (await cardPrices(page)).map((p) => p.min),
      "prices",
    );

    // Three a page, so the archive has pages to walk; the sort is kept from page to page.
    await page.goto("/tag/bestseller?sort=price&perPage=3");
    const first = await cardPrices(page);
    await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/\/tag\/bestseller\?sort=price&perPage=3&e-page-shop=2$/);
    await expect(resultCount(page)).toHaveText(`Showing 4–6 of ${total} results`);
    const second = await cardPrices(page);
    expectNonDecreasing(
      [...first, ...second].map((p) => p.min),
      "prices across pages",
    );
    await expect(page).toHaveTitle("Bestseller — page 2 — Vitrine");
  });

  test("an attribute value in the additional information links to its term's archive @phone", async ({ page }) => {
    await page.goto(CREW_TEE);
    await page.getByRole("tab", { name: "Additional information" }).click();
    await page.getByRole("tabpanel").getByRole("link", { name: "Sage" }).click();
    await expect(page).toHaveURL(/\/attribute\/colour\/sage$/);
    await expect(page.getByRole("heading", { level: 1, name: "Colour: Sage" })).toBeVisible();
    expect(await readTotal(page)).toBeGreaterThan(0);
    await expect(productGrid(page).getByRole("heading", { name: "Everyday Crew Tee" })).toBeVisible();
  });

  test("an unknown tag or term answers 404 with the not-found page @phone", async ({ page }) => {
    const tag = await page.goto("/tag/no-such-tag");
    expect(tag?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    const term = await page.goto("/attribute/colour/no-such-colour");
    expect(term?.status()).toBe(404);
  });
});
