import { expect, test } from "./fixtures.ts";
import { measureHeaderEdges } from "./support/header-edges.ts";
import { headerSearchField, searchToggle } from "./support/header-search.ts";
import { DEMO_MENUS } from "../../server/db/seed/menus.ts";

const primaryMenu = DEMO_MENUS.find((m) => m.location === "primary")?.items ?? [];
const collections = primaryMenu.find((item) => item.label === "Collections");

test.describe("Header", () => {
  test("S-1-13 S-2-22 S-1-15 the header has the logo, search, account link and cart count", async ({ page }) => {
    await page.goto("/shop");
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "Vitrine, home" })).toHaveAttribute("href", "/");
    // The demo offers search as an overlay: the icon is a link to the search page until the page runs.
    await expect(searchToggle(page)).toHaveAttribute("href", "/search");
    await expect(await headerSearchField(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(banner.getByRole("link", { name: "Account" })).toHaveAttribute("href", "/account/login");
    const cart = banner.getByRole("link", { name: /^Cart, \d+ items?$/ });
    await expect(cart).toHaveAttribute("href", "/cart");
    await expect(cart).toHaveAccessibleName("Cart, 0 items");
    await expect(cart).toContainText("0");

    await banner.getByRole("link", { name: "Vitrine, home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the header cart count is the visitor's own cart, on every page", async ({ page }) => {
    const { nonce } = (await (await page.request.post("/api/nonce")).json()) as { nonce: string };
    const { product } = (await (await page.request.get("/api/products/brass-pen")).json()) as { product: { id: number } };
    const added = await page.request.post("/api/cart/items", { headers: { "x-vitrine-nonce": nonce }, data: { productId: product.id, quantity: 2 } });
    expect(added.status()).toBe(200);

    for (const url of ["/shop", "/product/brass-pen"]) {
      await page.goto(url);
      await expect(page.getByRole("banner").getByRole("link", { name: "Cart, 2 items" })).toContainText("2");
    }
  });

  test("S-1-14 S-2-19 the primary menu shows the menu stored in the database, in order", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("banner").getByRole("navigation", { name: "Primary" });
    await expect(nav).toBeVisible();
    const topLevel = nav.getByRole("list").first().locator(":scope > li > a");
    await expect(topLevel).toHaveText(primaryMenu.map((item) => item.label));
    for (const item of primaryMenu) {
      await expect(nav.getByRole("link", { name: item.label, exact: true }).first()).toHaveAttribute("href", item.url);
    }
    await nav.getByRole("link", { name: "Shop", exact: true }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(nav.getByRole("link", { name: "Shop", exact: true })).toHaveAttribute("aria-current", "page");
  });

  test("S-2-34 the Collections mega menu opens on hover with a column per department", async ({ page }) => {
    expect(collections?.children?.length).toBeGreaterThan(0);
    await page.goto("/shop");
    const nav = page.getByRole("banner").getByRole("navigation", { name: "Primary" });
    const firstColumn = collections?.children?.[0];
    const firstSub = firstColumn?.children?.[0];
    const heading = nav.getByRole("link", { name: firstColumn?.label ?? "?", exact: true });
    await expect(heading).toBeHidden();

    await nav.getByRole("link", { name: "Collections" }).hover();
    await expect(heading).toBeVisible();
    for (const column of collections?.children ?? []) {
      await expect(nav.getByRole("link", { name: column.label, exact: true }).first()).toBeVisible();
    }
    // The full-width panel spans the viewport.
    const panelBox = await nav.locator(".mega-panel").boundingBox();
    const viewport = page.viewportSize();
    expect(panelBox?.width).toBeGreaterThanOrEqual((viewport?.width ?? 0) - 20);

    await nav.getByRole("link", { name: firstSub?.label ?? "?", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${firstSub?.url}$`));
    await expect(page.getByRole("heading", { level: 1, name: firstSub?.label })).toBeVisible();
  });

  test("the mega menu also opens from the keyboard, by its submenu button", async ({ page }) => {
    await page.goto("/shop");
    const nav = page.getByRole("banner").getByRole("navigation", { name: "Primary" });
    await expect(nav).toHaveAttribute("data-enhanced", "");
    await nav.getByRole("link", { name: "Collections" }).focus();
    const firstColumn = nav.getByRole("link", { name: collections?.children?.[0]?.label ?? "?", exact: true });
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("button", { name: "Show submenu for Collections" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(firstColumn).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(firstColumn).toBeFocused();
  });
});

test.describe("Header on a phone", () => {
  test.skip(({ isMobile }) => !isMobile, "phone layout only");

  test("@phone at 390 px the header's first and last icons sit on the content column's edges, with or without a cart count", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/cart");
    const empty = await measureHeaderEdges(page);
    // The header's row and the content column share their edges: the icons are measured against the content's.
    expect(Math.abs(empty.header.left - empty.content.left)).toBeLessThanOrEqual(1);
    expect(Math.abs(empty.header.right - empty.content.right)).toBeLessThanOrEqual(1);
    expect(Math.abs(empty.firstIcon.left - empty.content.left)).toBeLessThanOrEqual(1);
    expect(Math.abs(empty.lastIcon.right - empty.content.right)).toBeLessThanOrEqual(1);
    expect(empty.badge).toBeNull();

    // With something in the cart the count shows over the bag: the bag stays on the edge, the count on the screen.
    const { nonce } = (await (await page.request.post("/api/nonce")).json()) as { nonce: string };
    const { product } = (await (await page.request.get("/api/products/brass-pen")).json()) as { product: { id: number } };
    const added = await page.request.post("/api/cart/items", { headers: { "x-vitrine-nonce": nonce }, data: { productId: product.id, quantity: 12 } });
    expect(added.status()).toBe(200);
    await page.goto("/cart");
    await expect(page.getByRole("banner").getByRole("link", { name: "Cart, 12 items" })).toContainText("12");
    const filled = await measureHeaderEdges(page);
    expect(Math.abs(filled.firstIcon.left - filled.content.left)).toBeLessThanOrEqual(1);
    expect(Math.abs(filled.lastIcon.right - filled.content.right)).toBeLessThanOrEqual(1);
    expect(filled.badge).not.toBeNull();
    expect(filled.badge!.right).toBeLessThanOrEqual(filled.viewport);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  });
});
