/**
 * The desktop submenus and mega menus, the phone menu's submenus and the menu-options alerts, on menus
 * saved shop-wide through the merchant's API (PUT /api/menus/primary). Shop-wide, so this file runs in its
 * own project on the shop-wide specs' own shop (playwright.config.ts) and puts the demo's menu back at the end.
 */
import type { Locator, Page } from "@playwright/test";
import { DEMO_MENUS } from "../../server/db/seed/menus.ts";
import { expect, test } from "./fixtures.ts";
import { logInThroughApi } from "./support/checkout.ts";
import { type MerchantSettings, signInAsMerchant } from "./support/merchant-settings.ts";

let merchant: MerchantSettings;

const columns = (prefix: string) =>
  [1, 2, 3].map((n) => ({ label: `${prefix} column ${n}`, url: "/shop", children: [{ label: `${prefix} link ${n}`, url: "/shop" }] }));
const megaItem = (label: string, mega: unknown) => ({ label, url: "/shop", mega, children: columns(label) });

const TEST_MENU = {
  items: [
    megaItem("Content", { width: "content" }),
    megaItem("Container", { width: "container" }),
    megaItem("Full", { width: "full" }),
    megaItem("Stretched", { width: "stretched" }),
    megaItem("Custom", { width: "custom", customWidth: 800 }),
    megaItem("Default", { width: "custom" }),
    {
      label: "Help",
      url: "/about",
      children: [
        { label: "Delivery", url: "/about#delivery" },
        { label: "Orders", url: "/account/orders" },
      ],
    },
    { label: "Long", url: "/shop", children: Array.from({ length: 40 }, (_, i) => ({ label: `Long link ${i + 1}`, url: "/shop" })) },
  ],
};

const OPTIONS_MENU = {
  items: [
    { label: "Broken", url: "/shop", options: '{"dropbar": ' },
    { label: "Popup", url: "/about", options: '{"popup": true}' },
    { label: "Dropbar", url: "/shop", options: '{"dropbar": {"position": "top-left", "animation": "spin"}}' },
  ],
};

const primaryNav = (page: Page) => page.getByRole("banner").getByRole("navigation", { name: "Primary" }).first();

/** A visitor with a session (never the page cache's shared copy), on a page that runs. */
async function openShop(page: Page, width = 1280, height = 800) {
  await page.setViewportSize({ width, height });
  await page.request.post("/api/nonce");
  await page.goto("/shop");
  if (width >= 920) await expect(primaryNav(page)).toHaveAttribute("data-enhanced", "");
}

/** The panel an item's submenu button controls. */
async function panelOf(nav: Locator, label: string): Promise<Locator> {
  const id = await nav.getByRole("button", { name: `Show submenu for ${label}` }).getAttribute("aria-controls");
  return nav.locator(`[id="${id}"]`);
}

/** The boxes the mega layouts are measured against, in viewport pixels. */
async function layoutGeometry(nav: Locator) {
  return nav.evaluate((element) => {
    const box = (el: Element) => el.getBoundingClientRect();
    const container = element.parentElement!.closest(".container") ?? element;
    const style = getComputedStyle(container);
    const outer = box(container);
    return {
      viewportWidth: document.documentElement.clientWidth,
      container: { left: outer.left + parseFloat(style.paddingLeft), width: outer.width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) },
      nav: { left: box(element).left, width: box(element).width },
    };
  });
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  merchant = await signInAsMerchant();
});

test.afterAll(async () => {
  const demo = DEMO_MENUS.find((menu) => menu.location === "primary")!;
  await merchant.saveMenu("primary", { name: demo.name, items: demo.items });
  await merchant.dispose();
});

test.describe("desktop submenus and mega menus", () => {
  test.beforeAll(async () => {
    await merchant.saveMenu("primary", TEST_MENU);
  });

  test("S-1-14 S-2-32 S-2-33 S-2-34 S-2-35 S-2-36 S-9-18 every mega layout's panel has the box of its rule", async ({ page }) => {
    await openShop(page);
    const nav = primaryNav(page);
    const geometry = await layoutGeometry(nav);
    const centredOnContainer = (width: number) => geometry.container.left + (geometry.container.width - width) / 2;
    const expected: Record<string, { left: number; width: number }> = {
      Content: geometry.container,
      Container: geometry.nav,
      Full: { left: 0, width: geometry.viewportWidth },
      Stretched: { left: 0, width: geometry.viewportWidth },
      Custom: { left: centredOnContainer(800), width: 800 },
      Default: { left: Math.max(0, centredOnContainer(1200)), width: 1200 },
    };
    for (const [label, box] of Object.entries(expected)) {
      await nav.getByRole("link", { name: label, exact: true }).hover();
      const panel = await panelOf(nav, label);
      await expect(panel).toBeVisible();
      const actual = (await panel.boundingBox())!;
      expect(actual.x, `${label} left`).toBeCloseTo(box.left, 0);
      expect(actual.width, `${label} width`).toBeCloseTo(box.width, 0);
      await expect(panel.getByRole("link", { name: `${label} column 1` })).toBeVisible();
    }
    // Full keeps its content in the container; stretched takes it edge to edge.
    await nav.getByRole("link", { name: "Full", exact: true }).hover();
    const fullColumn = (await (await panelOf(nav, "Full")).locator(".mega-panel__columns").boundingBox())!;
    expect(fullColumn.x).toBeCloseTo(geometry.container.left, 0);
    expect(fullColumn.width).toBeCloseTo(geometry.container.width, 0);
  });

  test("S-9-19 S-9-20 a hovered submenu shows after 250 ms and stays 500 ms after the pointer leaves", async ({ page }) => {
    await openShop(page);
    const nav = primaryNav(page);
    const submenu = await panelOf(nav, "Help");
    // Times are taken in the page, from the pointer's arrival to the first frame the submenu is (in)visible.
    await submenu.evaluate((panel) => {
      const item = panel.parentElement!;
      const record = (name: string, visible: boolean) => {
        const start = performance.now();
        const poll = () => {
          if ((getComputedStyle(panel).visibility === "visible") === visible) panel.dataset[name] = String(Math.round(performance.now() - start));
          else requestAnimationFrame(poll);
        };
        requestAnimationFrame(poll);
      };
      item.addEventListener("pointerenter", () => record("shownAfter", true), { once: true });
      item.addEventListener("pointerleave", () => record("hiddenAfter", false), { once: true });
    });
    // Measured in the page. The machine may be busy, so a late frame can stretch either time: what the
    // times prove is "not before", while the stylesheet's delays say exactly when.
    const visibilityDelay = () =>
      submenu.evaluate((panel) => {
        const style = getComputedStyle(panel);
        const index = style.transitionProperty.split(", ").indexOf("visibility");
        return style.transitionDelay.split(", ")[index];
      });
    expect(await visibilityDelay()).toBe("0.5s");
    await nav.getByRole("link", { name: "Help", exact: true }).hover();
    expect(await visibilityDelay()).toBe("0.25s");
    await expect(submenu).toHaveAttribute("data-shown-after", /\d+/);
    const shownAfter = Number(await submenu.getAttribute("data-shown-after"));
    expect(shownAfter).toBeGreaterThanOrEqual(230);
    expect(shownAfter).toBeLessThan(1500);

    await page.mouse.move(5, 700);
    await expect(submenu).toHaveAttribute("data-hidden-after", /\d+/);
    const hiddenAfter = Number(await submenu.getAttribute("data-hidden-after"));
    expect(hiddenAfter).toBeGreaterThanOrEqual(480);
    expect(hiddenAfter).toBeLessThan(2000);
    expect(await visibilityDelay()).toBe("0.5s");
    await expect(submenu).toBeHidden();
  });

  test("S-9-21 S-9-22 a submenu is 10em to 20em wide", async ({ page }) => {
    await openShop(page);
    const submenu = await panelOf(primaryNav(page), "Help");
    const widths = await submenu.evaluate((element) => {
      const style = getComputedStyle(element);
      return { min: parseFloat(style.minWidth), max: parseFloat(style.maxWidth), em: parseFloat(style.fontSize) };
    });
    expect(widths.min).toBe(10 * widths.em);
    expect(widths.max).toBe(20 * widths.em);
  });

  test("S-9-23 a submenu taller than the room below scrolls 30 px a step", async ({ page }) => {
    await openShop(page, 1280, 600);
    const nav = primaryNav(page);
    await nav.getByRole("link", { name: "Long", exact: true }).hover();
    const submenu = await panelOf(nav, "Long");
    await expect(submenu).toBeVisible();
    const box = (await submenu.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(600);
    expect(await submenu.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, 100);
    await expect.poll(() => submenu.evaluate((element) => element.scrollTop)).toBe(30);
    await page.mouse.wheel(0, 100);
    await expect.poll(() => submenu.evaluate((element) => element.scrollTop)).toBe(60);
    await page.mouse.wheel(0, -7);
    await expect.poll(() => submenu.evaluate((element) => element.scrollTop)).toBe(30);
    // The page itself did not scroll.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the keyboard opens a submenu by its button, Escape closes it and returns the focus", async ({ page }) => {
    await openShop(page);
    const nav = primaryNav(page);
    const button = nav.getByRole("button", { name: "Show submenu for Help" });
    const submenu = await panelOf(nav, "Help");
    await nav.getByRole("link", { name: "Help", exact: true }).focus();
    await expect(submenu).toBeHidden();
    await page.keyboard.press("Tab");
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(submenu).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(submenu.getByRole("link", { name: "Delivery" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(submenu).toBeHidden();
    await page.keyboard.press(" ");
    await expect(submenu).toBeVisible();
    // A click outside the navigation closes it.
    await page.locator("main").click({ position: { x: 5, y: 5 } });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(submenu).toBeHidden();
    // Left and Right move between the top-level links and buttons.
    await button.focus();
    await page.keyboard.press("ArrowRight");
    await expect(nav.getByRole("link", { name: "Long", exact: true })).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(button).toBeFocused();
  });

  test("without JavaScript, hover and keyboard focus still open the menus", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.request.post("/api/nonce");
    await page.goto("/shop");
    const nav = primaryNav(page);
    const submenu = nav.locator(".submenu").first();
    await nav.getByRole("link", { name: "Help", exact: true }).hover();
    await expect(submenu).toBeVisible();
    await page.mouse.move(5, 700);
    await expect(submenu).toBeHidden();
    await nav.getByRole("link", { name: "Help", exact: true }).focus();
    await expect(submenu).toBeVisible();
    await context.close();
  });

  test("S-4-53 @phone a phone menu's submenu expands", async ({ page }) => {
    await openShop(page, 390, 800);
    const toggle = page.getByRole("banner").locator(".mobile-menu__toggle");
    await toggle.click();
    const phoneMenu = page.getByRole("banner").locator(".mobile-menu__panel");
    const group = phoneMenu.locator(".mobile-menu__group").filter({ hasText: "Help" });
    await expect(phoneMenu.getByRole("link", { name: "Delivery" })).toBeHidden();
    await group.locator("summary").click();
    await expect(group).toHaveAttribute("open", "");
    await expect(phoneMenu.getByRole("link", { name: "Delivery" })).toBeVisible();
  });
});

test.describe("menu options (§8)", () => {
  test.beforeAll(async () => {
    await merchant.saveMenu("primary", OPTIONS_MENU);
  });

  function recordWarnings(page: Page): string[] {
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    return warnings;
  }

  test("S-8-17 S-8-18 S-8-19 an editor is alerted to broken options and to a popup without its id; a bad dropbar is only a warning", async ({ page }) => {
    const warnings = recordWarnings(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await logInThroughApi(page, "editor@vitrine.test");
    await page.goto("/shop");
    const alert = page.getByRole("alertdialog");
    await expect(alert).toBeVisible();
    await expect(alert).toContainText("“Broken”");
    await expect(alert).not.toContainText("Dropbar");
    await alert.getByRole("button", { name: "OK" }).click();
    await expect(alert).toBeHidden();
    expect(warnings.filter((text) => text.includes("Dropbar"))).toEqual([
      'Menu item "Dropbar": Invalid dropbar position "top-left"; using "bottom-left".',
      'Menu item "Dropbar": Invalid dropbar animation "spin"; using "fade".',
    ]);

    await primaryNav(page).getByRole("link", { name: "Popup", exact: true }).click();
    await expect(alert).toBeVisible();
    await expect(alert).toContainText("“Popup” opens a popup");
    await expect(page).toHaveURL(/\/shop$/);
    await page.keyboard.press("Escape");
    await expect(alert).toBeHidden();
  });

  test("S-8-17 S-8-18 S-8-19 a shopper sees no alert: the popup link is followed and the dropbar only warns", async ({ page }) => {
    const warnings = recordWarnings(page);
    await openShop(page);
    expect(warnings.some((text) => text.includes('Invalid dropbar position "top-left"'))).toBe(true);
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    await primaryNav(page).getByRole("link", { name: "Popup", exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
  });
});
