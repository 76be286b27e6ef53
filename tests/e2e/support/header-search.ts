import type { Locator, Page } from "@playwright/test";

/** The header's search icon, where search is an overlay (the `header` settings' searchStyle). */
export const searchToggle = (page: Page) => page.getByRole("banner").getByRole("link", { name: "Search", exact: true });

/**
 * The header's search field, whichever way the header offers it: the field itself, or the one in the
 * overlay the search icon opens (opened here).
 */
export async function headerSearchField(page: Page): Promise<Locator> {
  const toggle = searchToggle(page);
  if (await toggle.isVisible()) await toggle.click();
  return page.getByRole("banner").getByRole("searchbox", { name: "Search products" });
}
