/**
 * The header and footer builder: the `header` settings' layout, logo widths, break points and site layout,
 * switched shop-wide through the merchant's API. Shop-wide settings, so this file runs in its own project
 * on the shop-wide specs' own shop (playwright.config.ts), desktop only (viewports are set here), and puts the demo's
 * header back at the end.
 */
import type { Page } from "@playwright/test";
import type { HeaderSettings } from "../../domain/shell/header-settings.ts";
import { DEMO_HEADER_SETTINGS } from "../../server/db/seed/settings.ts";
import { expect, test } from "./fixtures.ts";
import { type MerchantSettings, signInAsMerchant } from "./support/merchant-settings.ts";

let merchant: MerchantSettings;
const demoLayout = DEMO_HEADER_SETTINGS.layout as HeaderSettings["layout"];
const noItems = { left: [], center: [], right: [] };

/** The demo's header with some fields changed (each field sent replaces the stored one whole). */
const saveHeader = (change: Partial<HeaderSettings>) => merchant.save("header", { ...DEMO_HEADER_SETTINGS, ...change });

/** A visitor with a session: its pages are never the page cache's shared copy, so they show the new settings. */
async function openHome(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await page.request.post("/api/nonce");
  await page.goto("/");
  await expect(page.locator('[data-testid="mini-cart-widget"][data-cart-ready]').first()).toBeAttached();
}

const variant = (page: Page, device: "desktop" | "mobile") => page.locator(`.site-header__device--${device}`);
const onScreen = (page: Page) => page.locator(".site-header__device:visible");
const logoWidth = async (page: Page) => (await onScreen(page).locator(".header-logo .wordmark").boundingBox())?.width;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  merchant = await signInAsMerchant();
});

test.afterAll(async () => {
  await merchant.save("header", DEMO_HEADER_SETTINGS);
  await merchant.dispose();
});

test("S-1-13 S-2-19 S-2-20 S-9-12 the desktop header shows above the 920 px break point, the mobile one at or below it", async ({ page }) => {
  await merchant.save("header", DEMO_HEADER_SETTINGS);
  for (const [width, shown, hidden] of [
    [1280, "desktop", "mobile"],
    [921, "desktop", "mobile"],
    [920, "mobile", "desktop"],
    [390, "mobile", "desktop"],
  ] as const) {
    await openHome(page, width);
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(variant(page, shown)).toBeVisible();
    await expect(variant(page, hidden)).toBeHidden();
    // Nothing wider than the screen, whichever variant shows.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
});

test("S-2-21 S-2-22 S-2-23 the above, primary and below rows render top to bottom where configured, on each device", async ({ page }) => {
  const above = {
    left: [{ type: "html", text: "Call <b>us</b> today", link: { text: "Contact", url: "/about" } }],
    center: [{ type: "button", label: "Gift cards", url: "/shop", style: "outline" }],
    right: [{ type: "social", links: [{ network: "instagram", url: "https://instagram.com/vitrine.shop" }] }],
  };
  await saveHeader({
    layout: {
      desktop: demoLayout.desktop,
      mobile: { above, primary: demoLayout.mobile.primary, below: { ...noItems, left: [{ type: "button", label: "Sale", url: "/shop" }] } },
    } as HeaderSettings["layout"],
  });
  for (const width of [1280, 390]) {
    await openHome(page, width);
    const rows = onScreen(page).locator("[data-header-row]");
    await expect(rows).toHaveCount(3);
    expect(await rows.evaluateAll((list) => list.map((row) => row.getAttribute("data-header-row")))).toEqual(["above", "primary", "below"]);
    const tops = await rows.evaluateAll((list) => list.map((row) => row.getBoundingClientRect().top));
    expect(tops[0]).toBeLessThan(tops[1] as number);
    expect(tops[1]).toBeLessThan(tops[2] as number);
  }
  // On the phone: the html item is text (its markup shows as characters), the button a link, the icon named.
  const row = onScreen(page).locator('[data-header-row="above"]');
  await expect(row.getByText("Call <b>us</b> today")).toBeVisible();
  await expect(row.locator("b")).toHaveCount(0);
  await expect(row.getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/about");
  await expect(row.getByRole("link", { name: "Gift cards" })).toHaveAttribute("href", "/shop");
  await expect(row.getByRole("link", { name: "Instagram" })).toHaveAttribute("href", "https://instagram.com/vitrine.shop");
  await expect(onScreen(page).locator('[data-header-row="below"]').getByRole("link", { name: "Sale" })).toBeVisible();
});

test("S-2-22 a layout without an above or below row renders only its primary row", async ({ page }) => {
  await saveHeader({
    layout: { desktop: { above: noItems, primary: demoLayout.desktop.primary, below: noItems }, mobile: demoLayout.mobile } as HeaderSettings["layout"],
  });
  await openHome(page, 1280);
  await expect(onScreen(page).locator("[data-header-row]")).toHaveCount(1);
  await expect(onScreen(page).locator('[data-header-row="primary"]').getByRole("link", { name: "Vitrine, home" })).toBeVisible();
});

test("S-3-35 S-9-13 S-9-14 the logo takes the desktop width above 768 px, the tablet one down to 545 px, the mobile one at 544 px and below", async ({
  page,
}) => {
  await saveHeader({ logoWidth: { desktop: 180, tablet: 140, mobile: 90 } });
  for (const [width, expected] of [
    [1280, 180],
    [769, 180],
    [768, 140],
    [700, 140],
    [545, 140],
    [544, 90],
    [390, 90],
  ] as const) {
    await openHome(page, width);
    expect(await logoWidth(page), `logo at ${width} wide`).toBe(expected);
  }
});

test("S-3-36 changed break points move the header switch and the logo widths", async ({ page }) => {
  await saveHeader({ logoWidth: { desktop: 180, tablet: 140, mobile: 90 }, breakpoints: { header: 1100, tablet: 1000, mobile: 600, sticky: 920 } });
  await openHome(page, 1101);
  await expect(variant(page, "desktop")).toBeVisible();
  expect(await logoWidth(page)).toBe(180);
  await openHome(page, 1000);
  await expect(variant(page, "mobile")).toBeVisible();
  await expect(variant(page, "desktop")).toBeHidden();
  expect(await logoWidth(page)).toBe(140);
  await openHome(page, 600);
  expect(await logoWidth(page)).toBe(90);
});

test("S-9-15 a boxed site is a centred box 1200 px wide, or the width the merchant sets", async ({ page }) => {
  await saveHeader({ siteLayout: "boxed" });
  await openHome(page, 1400);
  expect(await page.locator("body").boundingBox()).toMatchObject({ x: 100, width: 1200 });
  await saveHeader({ siteLayout: "boxed", siteLayoutBoxWidth: 960 });
  await openHome(page, 1280);
  expect(await page.locator("body").boundingBox()).toMatchObject({ x: 160, width: 960 });
  // Narrower than the box, the page fills the screen without overflowing.
  await openHome(page, 390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await saveHeader({ siteLayout: "full" });
  await openHome(page, 1400);
  expect((await page.locator("body").boundingBox())?.width).toBe(1400);
});

test("the demo footer: rows of columns with the logo, the footer menu, text, social links, payment badges and the copyright", async ({ page }) => {
  await merchant.save("header", DEMO_HEADER_SETTINGS);
  for (const width of [1280, 390]) {
    await openHome(page, width);
    const footer = page.getByRole("contentinfo");
    expect(await footer.locator("[data-footer-row]").evaluateAll((rows) => rows.map((row) => row.getAttribute("data-footer-row")))).toEqual([
      "above",
      "primary",
      "below",
    ]);
    await expect(footer.getByRole("heading", { name: "Letters from the studio" })).toBeVisible();
    await expect(footer.getByRole("link", { name: "Instagram" })).toBeVisible();
    await expect(footer.getByRole("link", { name: "Vitrine, home" })).toBeVisible();
    await expect(footer.getByRole("navigation", { name: "Footer" }).getByRole("link").first()).toBeVisible();
    await expect(footer.getByText(/Mon–Sat 10:00–18:00/)).toBeVisible();
    const payments = footer.getByRole("list", { name: "Payment methods" });
    await expect(payments.getByRole("img", { name: "Visa" })).toBeVisible();
    await expect(payments.getByRole("img", { name: "Bank transfer" })).toBeVisible();
    await expect(footer.getByText(`© ${new Date().getFullYear()} Vitrine. All rights reserved.`)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
});

test("the settings API refuses a layout that does not fit with 400 and keeps the old one", async () => {
  await merchant.save("header", DEMO_HEADER_SETTINGS);
  const before = (await merchant.read("header")) as HeaderSettings;
  const refused = await merchant.put("header", { layout: { desktop: { primary: { left: [{ type: "banner" }] } }, mobile: {} } });
  expect(refused.status()).toBe(400);
  const html = await merchant.put("header", {
    layout: { desktop: { above: { left: [{ type: "html", text: "x", link: { text: "y", url: "javascript:alert(1)" } }] } }, mobile: {} },
  });
  expect(html.status()).toBe(400);
  expect(((await merchant.read("header")) as HeaderSettings).layout).toEqual(before.layout);
});
