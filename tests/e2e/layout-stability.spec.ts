import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { waitForListingHydration } from "./support/listing.ts";

/** The layout shifts the page has had so far, summed as Chromium reports them (CLS without windows). */
async function layoutShiftTotal(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
          resolve(total);
        }).observe({ type: "layout-shift", buffered: true });
        // No entry at all: the observer never calls back.
        setTimeout(() => resolve(total), 500);
      }),
  );
}

// The page paints before its JavaScript runs (decision 0006): whatever hydration changes must not move
// what the shopper already sees. Lighthouse's CLS target is 0.01 on every page type (bench:lighthouse).
for (const path of ["/shop", "/category/kitchen", "/search?q=linen"]) {
  test(`@phone ${path} does not move when the page hydrates`, async ({ page }) => {
    await page.goto(path);
    await waitForListingHydration(page);
    expect(await layoutShiftTotal(page)).toBeLessThanOrEqual(0.01);
  });
}
