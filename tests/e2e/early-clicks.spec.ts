/**
 * Taps before the page runs (decision 0006: it paints before its JavaScript). The magnifier and the header
 * cart are links that act differently once the page runs; an early tap must do what a later one does.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/** Holds the page's scripts back until `release` is called, as a slow phone would take its time. */
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const hydrated = (page: Page) => page.locator("article.product[data-hydrated]");

/**
 * Opens the page without waiting for its load event: once the first paint has happened the boot script
 * asks for the held modules, and a load event that waits for them would never come.
 */
async function openHeld(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: "domcontentloaded" });
}

/**
 * Records, for each click the document sees, whether it was held: a listener added after the head script's
 * own, on the same node and phase, so it hears each click just after that script has dealt with it. A held
 * click had its default prevented, so its link is never followed.
 */
async function recordClicks(page: Page): Promise<() => Promise<{ held: boolean }[]>> {
  await page.evaluate(() => {
    const clicks: { held: boolean }[] = [];
    document.addEventListener("click", (event) => clicks.push({ held: event.defaultPrevented }), true);
    (window as unknown as { clicksSeen: typeof clicks }).clicksSeen = clicks;
  });
  return () => page.evaluate(() => (window as unknown as { clicksSeen: { held: boolean }[] }).clicksSeen);
}

/** A finger on a touch screen, a mouse elsewhere: what the shopper would use. */
async function press(page: Page, target: Locator): Promise<void> {
  const touch = await page.evaluate(() => matchMedia("(pointer: coarse)").matches);
  await (touch ? target.tap() : target.click());
}

test.describe("taps before the page runs", () => {
  test("P-2-13 a tap on the magnifier before hydration shows it was taken, then opens the lightbox once the page runs, not the raw picture @phone", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await openHeld(page, "/product/stoneware-mug");
    await expect(hydrated(page)).toHaveCount(0);
    const clicks = await recordClicks(page);
    const magnifier = page.getByRole("link", { name: "View full-screen image gallery" });
    await press(page, magnifier);
    await expect(magnifier).toHaveAttribute("aria-busy", "true");
    // Held, not followed: the link's default was prevented, so the raw picture never opens.
    await expect.poll(clicks).toEqual([{ held: true }]);
    await expect(page).toHaveURL(/\/product\/stoneware-mug$/);
    release();
    await expect(hydrated(page)).toBeVisible({ timeout: 15_000 });
    await expect(page.locator(".pswp")).toBeVisible();
    await expect(page.locator(".pswp__counter")).toHaveText("1 of 4");
    await expect(magnifier).not.toHaveAttribute("aria-busy");
  });

  test("S-1-17 a tap on the header cart before hydration opens the mini-cart once the page runs, not /cart @phone", async ({ page }) => {
    const release = await holdScripts(page);
    await openHeld(page, "/product/stoneware-mug");
    await expect(hydrated(page)).toHaveCount(0);
    const clicks = await recordClicks(page);
    const cart = page.getByRole("banner").getByRole("link", { name: /^Cart, \d+ items?$/ });
    await press(page, cart);
    await expect(cart).toHaveAttribute("aria-busy", "true");
    // Held, not followed: the link's default was prevented, so /cart never opens.
    await expect.poll(clicks).toEqual([{ held: true }]);
    await expect(page).toHaveURL(/\/product\/stoneware-mug$/);
    release();
    await expect(page.getByRole("dialog", { name: "Shopping cart" })).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/product\/stoneware-mug$/);
  });

  test("a tap on an ordinary link before hydration still follows it", async ({ page }) => {
    await holdScripts(page);
    await openHeld(page, "/product/stoneware-mug");
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Shop" }).click();
    await expect(page).toHaveURL(/\/shop$/);
  });
});
