import type { Page } from "@playwright/test";
import { expect } from "../fixtures.ts";
import { headerHydrated } from "./account.ts";

export const siteHeader = (page: Page) => page.locator(".site-header");
/** A row of the header variant on screen (both the desktop and the mobile layout are in the page). */
export const headerRow = (page: Page, row: "above" | "primary" | "below") =>
  siteHeader(page).locator(`.site-header__device:visible [data-header-row="${row}"]`);

/** A visitor with a session: its pages are never the page cache's shared copy, so they show the new setting. */
export async function openShop(page: Page, path = "/shop"): Promise<void> {
  await page.request.post("/api/nonce");
  await page.goto(path);
  await headerHydrated(page);
}

/** Waits two frames: the sticky header reacts to a scroll in the next animation frame. */
export const nextFrames = (page: Page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/**
 * Scrolls without the page's smooth scrolling, and lets the header react. It scrolls again while the page
 * is still settling (a late image above the fold moves the position through the browser's scroll anchoring).
 */
export async function scrollInstantlyTo(page: Page, y: number): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate((top) => {
        if (window.scrollY !== top) window.scrollTo({ top, behavior: "instant" });
        return window.scrollY;
      }, y),
    )
    .toBe(y);
  await nextFrames(page);
}

/** A computed style of the site header. */
export const headerStyle = (page: Page, property: string) =>
  siteHeader(page).evaluate((header, name) => getComputedStyle(header).getPropertyValue(name), property);
