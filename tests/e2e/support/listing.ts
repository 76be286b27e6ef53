/** Reading the product archive (shop, category, search) the way a shopper sees it. */
import { expect, type Locator, type Page } from "@playwright/test";

export const PER_PAGE = 12;

export function productGrid(page: Page): Locator {
  return page.getByRole("list", { name: "Products" });
}

export function productCards(page: Page): Locator {
  return productGrid(page).getByRole("listitem");
}

/** "Showing 1–12 of 68 results" and its shorter forms. */
export function resultCount(page: Page): Locator {
  return page.getByRole("status").filter({ hasText: /result|No products found/ });
}

export function parseTotal(text: string): number {
  const t = text.replace(/\s+/g, " ").trim();
  if (t === "No products found") return 0;
  if (t === "Showing the single result") return 1;
  const all = /^Showing all (\d+) results$/.exec(t);
  if (all) return Number(all[1]);
  const range = /^Showing \d+–\d+ of (\d+) results$/.exec(t);
  if (range) return Number(range[1]);
  throw new Error(`Unexpected result count text: "${t}"`);
}

/**
 * Waits until the whole document is parsed: the footer comes after the grid. Without JavaScript a
 * click commits the new URL while the HTML may still be arriving.
 */
async function documentComplete(page: Page) {
  await expect(page.getByRole("contentinfo")).toBeAttached();
}

/** The number of products the listing reports, once the count text is on the page. */
export async function readTotal(page: Page): Promise<number> {
  await documentComplete(page);
  const count = resultCount(page);
  await expect(count).toBeVisible();
  return parseTotal((await count.textContent()) ?? "");
}

/** The product names in grid order. */
export async function cardNames(page: Page): Promise<string[]> {
  await documentComplete(page);
  return (await productGrid(page).getByRole("heading").allTextContents()).map((n) => n.trim());
}

/** The product slugs in grid order, from the card links. */
export async function cardSlugs(page: Page): Promise<string[]> {
  await documentComplete(page);
  const hrefs = await productGrid(page)
    .getByRole("heading")
    .getByRole("link")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  return hrefs.map((href) => {
    const slug = /^\/product\/([^/?#]+)$/.exec(href)?.[1];
    if (!slug) throw new Error(`A product card links to "${href}", not to /product/:slug`);
    return decodeURIComponent(slug);
  });
}

/** A card's current price range in minor units (a sale price counts, the struck regular price does not). */
export type CardPrice = { name: string; min: number; max: number; text: string };

/** "€1,234.50": the shop formats money in euros with two decimals (en-IE). */
export const MONEY = /€\d{1,3}(?:,\d{3})*\.\d{2}/g;

export function parseAmount(text: string): number {
  return Math.round(Number(text.replace(/[€,\s]/g, "")) * 100);
}

export function parseCardPrice(name: string, text: string): CardPrice {
  const t = text.replace(/\s+/g, " ");
  const sale = /Current price is: (€\d{1,3}(?:,\d{3})*\.\d{2})/.exec(t);
  if (sale) {
    const amount = parseAmount(sale[1] as string);
    return { name, min: amount, max: amount, text: t };
  }
  const amounts = [...t.matchAll(MONEY)].map((m) => parseAmount(m[0]));
  if (amounts.length === 0) throw new Error(`No price on the card of "${name}": "${t}"`);
  return { name, min: Math.min(...amounts), max: Math.max(...amounts), text: t };
}

export async function cardPrices(page: Page): Promise<CardPrice[]> {
  await documentComplete(page);
  const cards = await productCards(page).evaluateAll((items) =>
    items.map((li) => ({ name: li.querySelector("h2, h3")?.textContent?.trim() ?? "", text: li.querySelector(".price")?.textContent ?? "" })),
  );
  return cards.map((c) => parseCardPrice(c.name, c.text));
}

export function expectNonDecreasing(values: number[], what: string) {
  for (let i = 1; i < values.length; i++) {
    expect(values[i], `${what}: item ${i + 1} (${values[i]}) after ${values[i - 1]}`).toBeGreaterThanOrEqual(values[i - 1] as number);
  }
}

export function expectNonIncreasing(values: number[], what: string) {
  for (let i = 1; i < values.length; i++) {
    expect(values[i], `${what}: item ${i + 1} (${values[i]}) after ${values[i - 1]}`).toBeLessThanOrEqual(values[i - 1] as number);
  }
}

/** A filter term link in the sidebar, e.g. term(page, "Colour", "Plum"). Its name also carries the count. */
export function facetTerm(page: Page, facet: string, term: string): Locator {
  const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return page.getByRole("region", { name: facet, exact: true }).getByRole("link", { name: new RegExp(`^${escaped}\\s*\\d+ products?$`) });
}

/**
 * After a click on a term, the term's link shows it selected once the new listing is on screen (the URL
 * changes a moment before React renders the new page).
 */
export async function expectTermSelected(page: Page, facet: string, term: string, selected = true) {
  const link = facetTerm(page, facet, term);
  if (selected) await expect(link).toHaveAttribute("aria-current", "true");
  else await expect(link).not.toHaveAttribute("aria-current", "true");
}

/** The product count a facet term link shows ("Plum 7 products" → 7). */
export async function facetTermCount(link: Locator): Promise<number> {
  const name = (await link.textContent()) ?? "";
  const count = /(\d+)\s*products?\s*$/.exec(name.trim())?.[1];
  if (count === undefined) throw new Error(`No count in the filter link "${name}"`);
  return Number(count);
}

/**
 * Waits until React has hydrated a listing page (the header's cart widget marks itself ready from an
 * effect, which runs once the page is hydrated). Links clicked before that would reload the page.
 */
export async function waitForListingHydration(page: Page) {
  await expect(page.locator('[data-testid="mini-cart-widget"][data-cart-ready]').first()).toBeAttached();
}

/** The URL's query parameter as the app wrote it (`~` and `!` are left unencoded in its links). */
export function queryParam(page: Page, name: string): string | null {
  return new URL(page.url()).searchParams.get(name);
}
