import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { openAdmin, signInAs, STAFF } from "./support/admin.ts";

/** The demo's desk planner: the Linen-Bound Journal is its upsell; pen, washi tape and pencil tray its cross-sells. */
const PLANNER = { slug: "weekly-desk-planner", name: "Weekly Desk Planner" };

const shelf = (page: Page, title: string) => page.getByRole("region", { name: title });
/** The product names a shelf shows, in order. */
const shelfNames = (page: Page, title: string) => shelf(page, title).getByRole("heading", { level: 3 }).allInnerTexts();

async function addByLink(page: Page, slug: string, quantity = 1) {
  const id = ((await (await page.request.get(`/api/products/${slug}`)).json()) as { product: { id: number } }).product.id;
  await page.goto(`/cart?add-to-cart=${id}&quantity=${quantity}`);
  await expect(page).toHaveURL(/\/cart$/);
}

test.describe("Upsells, cross-sells and related products", () => {
  test("a product page shows its upsells, then related products that are neither it nor an upsell @phone", async ({ page }) => {
    await page.goto(`/product/${PLANNER.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: PLANNER.name })).toBeVisible();
    await expect(shelf(page, "You may also like…").getByRole("heading", { level: 2, name: "You may also like…" })).toBeVisible();
    expect(await shelfNames(page, "You may also like…")).toEqual(["Linen-Bound Journal"]);
    const related = await shelfNames(page, "Related products");
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(4);
    expect(related).not.toContain(PLANNER.name);
    expect(related).not.toContain("Linen-Bound Journal");
    // The upsells come first, above the related products.
    // Both measured in one go: the page may scroll between two separate measurements as images load.
    const relatedShelf = await shelf(page, "Related products").elementHandle();
    const upsellsAbove = await shelf(page, "You may also like…").evaluate(
      (upsells, related) => upsells.getBoundingClientRect().bottom <= related!.getBoundingClientRect().top,
      relatedShelf,
    );
    expect(upsellsAbove).toBe(true);
    // A card leads to its product.
    await shelf(page, "You may also like…").getByRole("link", { name: "Linen-Bound Journal" }).first().click();
    await expect(page).toHaveURL(/\/product\/linen-bound-journal$/);
    await expect(page.getByRole("heading", { level: 1, name: "Linen-Bound Journal" })).toBeVisible();
  });

  test("the cart offers the cross-sells of what is in it, never a product already there @phone", async ({ page }) => {
    await addByLink(page, PLANNER.slug);
    expect(await shelfNames(page, "You may be interested in…")).toEqual(["Brass Pen", "Washi Tape Trio", "Oak Pencil Tray"]);
    await addByLink(page, "brass-pen");
    await expect(page.getByRole("spinbutton", { name: "Quantity of Brass Pen" })).toBeVisible();
    expect(await shelfNames(page, "You may be interested in…")).toEqual(["Washi Tape Trio", "Oak Pencil Tray"]);
    await page.getByRole("button", { name: `Remove ${PLANNER.name} from cart` }).click();
    // Only the pen is left, and the pen links to nothing: no shelf.
    await expect(page.getByRole("spinbutton", { name: `Quantity of ${PLANNER.name}` })).toHaveCount(0);
    await expect(shelf(page, "You may be interested in…")).toHaveCount(0);
  });

  test("a product with neither upsells nor shared categories or tags shows no shelves @phone", async ({ page }) => {
    const nonce = await signInAs(page.request, STAFF.manager);
    const created = await page.request.post("/api/admin/products", {
      headers: { "x-vitrine-nonce": nonce },
      data: { type: "simple", name: `Lonely Vase ${Date.now()}`, regularPrice: 1900, status: "publish" },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { slug } = ((await created.json()) as { product: { slug: string } }).product;
    await page.goto(`/product/${slug}`);
    await expect(page.getByRole("heading", { level: 1, name: /^Lonely Vase/ })).toBeVisible();
    await expect(shelf(page, "You may also like…")).toHaveCount(0);
    await expect(shelf(page, "Related products")).toHaveCount(0);
  });

  test("the admin chooses an upsell in the product editor, saves, and the product page shows it @phone", async ({ page, browser }) => {
    const stamp = Date.now();
    const nonce = await signInAs(page.request, STAFF.manager);
    const create = async (name: string, regularPrice: number) => {
      const response = await page.request.post("/api/admin/products", {
        headers: { "x-vitrine-nonce": nonce },
        data: { type: "simple", name, regularPrice, status: "publish" },
      });
      expect(response.status(), await response.text()).toBe(201);
      return ((await response.json()) as { product: { id: number; slug: string } }).product;
    };
    const kettle = await create(`Stovetop Kettle ${stamp}`, 4500);
    const better = await create(`Copper Kettle ${stamp}`, 8900);

    await openAdmin(page, `/admin/products/${kettle.id}`, STAFF.manager);
    await expect(page.locator(".product-editor[data-hydrated]")).toBeVisible();
    const links = page.getByRole("group", { name: "Linked products" });
    await links.getByRole("searchbox", { name: "Search products for upsells" }).fill(`Copper Kettle ${stamp}`);
    const upsells = links.getByRole("listbox", { name: "Upsells" });
    await upsells.selectOption({ label: `Copper Kettle ${stamp}` });
    await expect(links.getByText("1 chosen.")).toBeVisible();
    await page.getByRole("button", { name: "Save product" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Product saved." })).toBeVisible();
    await page.reload();
    await expect(page.locator(".product-editor[data-hydrated]")).toBeVisible();
    await expect(page.getByRole("group", { name: "Linked products" }).getByRole("listbox", { name: "Upsells" })).toHaveValues([String(better.id)]);

    const shopper = await browser.newContext();
    const shopperPage = await shopper.newPage();
    await shopperPage.goto(`/product/${kettle.slug}`);
    await expect(shopperPage.getByRole("heading", { level: 1, name: `Stovetop Kettle ${stamp}` })).toBeVisible();
    expect(await shelfNames(shopperPage, "You may also like…")).toEqual([`Copper Kettle ${stamp}`]);
    await shopper.close();
  });

  test("without JavaScript the shelves are in the page, and the editor's multiple select saves an upsell and a cross-sell @phone", async ({ browser }) => {
    // Two contexts: the shopper's cart must not be the manager's, which parallel tests signed in as her share.
    const shopper = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    const manager = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    await shopper.goto(`/product/${PLANNER.slug}`);
    expect(await shelfNames(shopper, "You may also like…")).toEqual(["Linen-Bound Journal"]);
    await expect(shelf(shopper, "Related products").getByRole("heading", { level: 3 }).first()).toBeVisible();

    const stamp = Date.now();
    const nonce = await signInAs(manager.request, STAFF.manager);
    const create = async (name: string) => {
      const response = await manager.request.post("/api/admin/products", {
        headers: { "x-vitrine-nonce": nonce },
        data: { type: "simple", name, regularPrice: 1500, status: "publish" },
      });
      expect(response.status(), await response.text()).toBe(201);
      return ((await response.json()) as { product: { id: number; slug: string } }).product;
    };
    const teapot = await create(`Cast Iron Teapot ${stamp}`);
    await create(`Large Cast Iron Teapot ${stamp}`);
    await create(`Loose Leaf Tea Tin ${stamp}`);
    await manager.goto(`/admin/products/${teapot.id}`);
    const links = manager.getByRole("group", { name: "Linked products" });
    await links.getByRole("listbox", { name: "Upsells" }).selectOption({ label: `Large Cast Iron Teapot ${stamp}` });
    await links.getByRole("listbox", { name: "Cross-sells" }).selectOption({ label: `Loose Leaf Tea Tin ${stamp}` });
    await manager.getByRole("button", { name: "Save product" }).click();
    await expect(manager.getByRole("status").filter({ hasText: "Product saved." })).toBeVisible();

    await shopper.goto(`/product/${teapot.slug}`);
    expect(await shelfNames(shopper, "You may also like…")).toEqual([`Large Cast Iron Teapot ${stamp}`]);
    await shopper.goto(`/cart?add-to-cart=${teapot.id}&quantity=1`);
    await expect(shopper).toHaveURL(/\/cart$/);
    expect(await shelfNames(shopper, "You may be interested in…")).toEqual([`Loose Leaf Tea Tin ${stamp}`]);
    await shopper.context().close();
    await manager.context().close();
  });
});
