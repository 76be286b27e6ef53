import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { productTerms, type AttributeSlug } from "./support/catalogue.ts";
import {
  cardNames,
  cardPrices,
  cardSlugs,
  expectTermSelected,
  facetTerm,
  facetTermCount,
  productCards,
  queryParam,
  readTotal,
  resultCount,
} from "./support/listing.ts";

/** Every product of the listing at `url` (all of it on one page) offers terms as `accept` requires. */
async function expectEveryProduct(page: Page, request: APIRequestContext, url: string, attribute: AttributeSlug, accept: (terms: string[]) => boolean) {
  await page.goto(`${url}${url.includes("?") ? "&" : "?"}perPage=48`);
  const total = await readTotal(page);
  expect(total, "the whole result set fits on one page of 48").toBeLessThanOrEqual(48);
  const slugs = await cardSlugs(page);
  expect(slugs).toHaveLength(total);
  for (const slug of slugs) {
    const terms = await productTerms(request, slug, attribute);
    expect(accept(terms), `${slug} offers ${attribute} [${terms.join(", ")}]`).toBe(true);
  }
  return total;
}

test.describe("Archive filters", () => {
  test("P-2-58 P-3-41 P-9-45 colour terms: the URL gets e-filter-shop-colour with ~ between terms, and every product matches", async ({ page, request }) => {
    await page.goto("/shop");
    const all = await readTotal(page);
    const plum = facetTerm(page, "Colour", "Plum");
    const plumCount = await facetTermCount(plum);

    await plum.click();
    await expect(page).toHaveURL(/[?&]e-filter-shop-colour=plum(&|$)/);
    await expect(facetTerm(page, "Colour", "Plum")).toHaveAttribute("aria-current", "true");
    expect(await readTotal(page)).toBe(plumCount);
    expect(plumCount).toBeLessThan(all);

    const ocean = facetTerm(page, "Colour", "Ocean");
    await ocean.click();
    await expect(page).toHaveURL(/[?&]e-filter-shop-colour=plum~ocean(&|$)/);
    await expect(facetTerm(page, "Colour", "Ocean")).toHaveAttribute("aria-current", "true");
    const either = await readTotal(page);
    expect(either, "any of the two colours: at least as many as plum alone").toBeGreaterThan(plumCount);

    const url = page.url();
    await expectEveryProduct(page, request, url, "colour", (terms) => terms.includes("plum") || terms.includes("ocean"));
  });

  test("P-2-58 size and material terms filter the grid, and terms of different attributes combine", async ({ page, request }) => {
    await page.goto("/shop");
    const all = await readTotal(page);
    const size = facetTerm(page, "Size", "M");
    const sizeCount = await facetTermCount(size);
    await size.click();
    await expect(page).toHaveURL(/[?&]e-filter-shop-size=m(&|$)/);
    await expectTermSelected(page, "Size", "M");
    expect(await readTotal(page)).toBe(sizeCount);
    expect(sizeCount).toBeLessThan(all);
    await expectEveryProduct(page, request, page.url(), "size", (terms) => terms.includes("m"));

    await page.goto("/shop");
    const linen = facetTerm(page, "Material", "Linen");
    const linenCount = await facetTermCount(linen);
    await linen.click();
    await expect(page).toHaveURL(/[?&]e-filter-shop-material=linen(&|$)/);
    await expectTermSelected(page, "Material", "Linen");
    expect(await readTotal(page)).toBe(linenCount);
    // Within linen, pick a colour: both filters stay and both must hold.
    const ocean = facetTerm(page, "Colour", "Ocean");
    const both = await facetTermCount(ocean);
    await ocean.click();
    await expect(page).toHaveURL(/e-filter-shop-colour=ocean/);
    await expectTermSelected(page, "Colour", "Ocean");
    expect(queryParam(page, "e-filter-shop-material")).toBe("linen");
    expect(await readTotal(page)).toBe(both);
    expect(both).toBeLessThanOrEqual(linenCount);
    const url = page.url();
    await expectEveryProduct(page, request, url, "material", (terms) => terms.includes("linen"));
    await expectEveryProduct(page, request, url, "colour", (terms) => terms.includes("ocean"));
  });

  test("P-9-44 terms joined with + require all of them", async ({ page, request }) => {
    const url = "/shop?e-filter-shop-colour=ocean+sage";
    await page.goto(url);
    const both = await readTotal(page);
    await page.goto("/shop?e-filter-shop-colour=ocean");
    const oceanOnly = await readTotal(page);
    expect(both).toBeGreaterThan(0);
    expect(both).toBeLessThan(oceanOnly);
    await expectEveryProduct(page, request, url, "colour", (terms) => terms.includes("ocean") && terms.includes("sage"));
  });

  test("P-9-46 a term prefixed with ! is excluded", async ({ page, request }) => {
    await page.goto("/shop");
    const all = await readTotal(page);
    const plumCount = await facetTermCount(facetTerm(page, "Colour", "Plum"));
    const url = "/shop?e-filter-shop-colour=!plum";
    await page.goto(url);
    expect(await readTotal(page)).toBe(all - plumCount);
    // The excluded set is larger than one page of 48: check the first page of products.
    await page.goto(`${url}&perPage=48`);
    for (const slug of await cardSlugs(page)) {
      expect(await productTerms(request, slug, "colour"), slug).not.toContain("plum");
    }
  });

  test("the price range keeps only products priced within it", async ({ page }) => {
    await page.goto("/shop");
    const all = await readTotal(page);
    await page.getByLabel("Min price (€)").fill("20");
    await page.getByLabel("Max price (€)").fill("40");
    await page.getByRole("button", { name: "Apply price" }).click();
    await expect(page).toHaveURL(/[?&]minPrice=20(&|$)/);
    await expect(page).toHaveURL(/[?&]maxPrice=40(&|$)/);
    await expect(resultCount(page)).not.toHaveText(`Showing 1–12 of ${all} results`);
    const inRange = await readTotal(page);
    expect(inRange).toBeGreaterThan(0);
    expect(inRange).toBeLessThan(all);
    await expect(page.getByLabel("Min price (€)")).toHaveValue(/^20(\.00)?$/);

    await page.goto(`${page.url()}&perPage=48`);
    for (const price of await cardPrices(page)) {
      // A product with a price range is listed when its range meets the filter's range.
      expect(price.max, `${price.name}: ${price.text}`).toBeGreaterThanOrEqual(2000);
      expect(price.min, `${price.name}: ${price.text}`).toBeLessThanOrEqual(4000);
      if (price.min === price.max) expect(price.min, price.name).toBeGreaterThanOrEqual(2000);
    }
  });

  test("a price range keeps the term filters, and a term click keeps the price range", async ({ page }) => {
    await page.goto("/shop?e-filter-shop-colour=ocean");
    await page.getByLabel("Max price (€)").fill("50");
    await page.getByRole("button", { name: "Apply price" }).click();
    await expect(page).toHaveURL(/maxPrice=50/);
    // Once the new listing is on screen, the term links carry the price range.
    await expect(facetTerm(page, "Material", "Linen")).toHaveAttribute("href", /maxPrice=50/);
    expect(queryParam(page, "e-filter-shop-colour")).toBe("ocean");
    for (const price of await cardPrices(page)) expect(price.min, price.name).toBeLessThanOrEqual(5000);

    await facetTerm(page, "Material", "Linen").click();
    await expect(page).toHaveURL(/e-filter-shop-material=linen/);
    await expectTermSelected(page, "Material", "Linen");
    expect(queryParam(page, "maxPrice")).toBe("50");
    expect(queryParam(page, "e-filter-shop-colour")).toBe("ocean");
  });

  test("category pages list their sub-categories' products and count them in", async ({ page }) => {
    await page.goto("/shop");
    const categories = page.getByRole("navigation", { name: "Categories" });
    const textiles = categories.getByRole("link", { name: /^Textiles\s*\d+ products$/ });
    const textilesCount = await facetTermCount(textiles);
    const cushionsCount = await facetTermCount(categories.getByRole("link", { name: /^Cushions\s*\d+ products$/ }));
    const throwsCount = await facetTermCount(categories.getByRole("link", { name: /^Throws & Blankets\s*\d+ products$/ }));
    expect(textilesCount).toBeGreaterThanOrEqual(cushionsCount + throwsCount);

    await textiles.click();
    await expect(page).toHaveURL(/\/category\/textiles$/);
    await expect(page.getByRole("heading", { level: 1, name: "Textiles" })).toBeVisible();
    expect(await readTotal(page)).toBe(textilesCount);
    await expect(page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: /^Textiles/ })).toHaveAttribute("aria-current", "page");
    const textileNames = await cardNames(page);

    await page
      .getByRole("navigation", { name: "Categories" })
      .getByRole("link", { name: /^Cushions\s*\d+ products$/ })
      .click();
    await expect(page).toHaveURL(/\/category\/cushions$/);
    await expect(page.getByRole("heading", { level: 1, name: "Cushions" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Textiles" })).toBeVisible();
    expect(await readTotal(page)).toBe(cushionsCount);
    const cushionNames = await cardNames(page);
    expect(
      cushionNames.filter((name) => !textileNames.includes(name)),
      "cushions missing from Textiles",
    ).toEqual([]);
  });

  test("Clear filters drops the terms and the price range and shows every product again", async ({ page }) => {
    await page.goto("/shop?sort=price");
    const all = await readTotal(page);
    await facetTerm(page, "Colour", "Sage").click();
    await expect(page).toHaveURL(/e-filter-shop-colour=sage/);
    await expectTermSelected(page, "Colour", "Sage");
    await page.getByLabel("Min price (€)").fill("30");
    await page.getByRole("button", { name: "Apply price" }).click();
    await expect(page).toHaveURL(/minPrice=30/);
    await expect(facetTerm(page, "Colour", "Sage")).toHaveAttribute("href", /minPrice=30/);
    expect(await readTotal(page)).toBeLessThan(all);

    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/shop\?sort=price$/);
    await expect(resultCount(page)).toHaveText(`Showing 1–12 of ${all} results`);
    await expect(page.getByRole("link", { name: "Clear filters" })).toHaveCount(0);
    await expect(facetTerm(page, "Colour", "Sage")).not.toHaveAttribute("aria-current", "true");
    await expect(page.getByLabel("Min price (€)")).toHaveValue("");
  });

  test("a filter nothing matches shows the empty state with a way to clear it", async ({ page }) => {
    await page.goto("/shop?e-filter-shop-size=xs&e-filter-shop-material=porcelain");
    await expect(resultCount(page)).toHaveText("No products found");
    await expect(productCards(page)).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "No products match" })).toBeVisible();
    await page.getByRole("link", { name: "Clear the filters" }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(productCards(page).first()).toBeVisible();
  });
});
