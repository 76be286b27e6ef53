import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import type { ProductDetail, VariationDetail } from "../../domain/catalog/types.ts";
import { PRODUCT_PAGE_TEXT_DEFAULTS as TEXTS } from "../../domain/product/product-page-texts.ts";
import { expect, test } from "./fixtures.ts";

const JUMPER = "merino-knit-jumper";
const TEE = "everyday-crew-tee";
const POCKET_TEE = "everyday-pocket-tee"; // as many variations, with the availability index switched off

async function productData(request: APIRequestContext, slug: string): Promise<ProductDetail> {
  const response = await request.get(`/api/products/${slug}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { product: ProductDetail }).product;
}

function variationOf(product: ProductDetail, attributes: Record<string, string>): VariationDetail {
  const found = product.variations.find((v) => Object.entries(attributes).every(([k, t]) => v.attributes[k] === t));
  if (!found) throw new Error(`no variation ${JSON.stringify(attributes)}`);
  return found;
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("article.product[data-hydrated]")).toBeVisible();
}

const euros = (cents: number) => new RegExp((cents / 100).toFixed(2).replace(".", "[.,]"));
const form = (page: Page) => page.locator("form.variations-form");
const addButton = (page: Page) => page.getByRole("button", { name: "Add to cart" });
const group = (page: Page, name: RegExp) => page.getByRole("radiogroup", { name });
const variationId = (page: Page) => form(page).locator('input[name="variation_id"]');

test.describe("Variable product form", () => {
  test("P-1-2 P-3-3 P-4-1 P-4-2 P-4-19 P-1-3: one labelled select per attribute, selection needed until all are chosen @phone", async ({ page }) => {
    await open(page, `/product/${JUMPER}`);
    const selects = form(page).locator("select");
    await expect(selects).toHaveCount(2);
    await expect(selects.first().locator("option").first()).toHaveText("Choose an option");
    await expect(form(page).locator('input[name="product_id"]')).toHaveValue(/^\d+$/);
    await expect(group(page, /Colour/)).toBeVisible();
    await expect(group(page, /Size/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Clear" })).toHaveCount(0);
    await expect(addButton(page)).toHaveAttribute("data-availability", "selection-needed");
    await group(page, /Colour/)
      .getByRole("radio")
      .first()
      .click();
    await expect(page.getByRole("link", { name: "Clear" })).toBeVisible();
    await expect(addButton(page)).toHaveAttribute("aria-disabled", "true");
    await expect(variationId(page)).toHaveValue("");
  });

  test("P-4-3 P-4-4 P-4-5 P-4-6 P-4-7 P-4-8 P-4-9 P-4-10 P-4-28 P-4-33 P-3-5: choosing by swatch updates the page @phone", async ({ page, request }) => {
    const product = await productData(request, JUMPER);
    const wanted = variationOf(product, { colour: "plum", size: "l" });
    await open(page, `/product/${JUMPER}`);
    const colour = group(page, /Colour/);
    await colour.locator('[data-value="plum"]').click();
    await expect(colour.locator('[data-value="plum"]')).toHaveAttribute("aria-checked", "true");
    await expect(colour.locator('[aria-checked="true"]')).toHaveCount(1);
    await expect(page.locator("#attribute-colour-label")).toHaveText(/^Colour: Plum$/);
    await expect(form(page).locator("select#attribute-colour")).toHaveValue("plum");
    await group(page, /Size/).locator('[data-value="l"]').click();
    await expect(variationId(page)).toHaveValue(String(wanted.id));
    await expect(page.locator(".product__price ins")).toContainText(euros(wanted.price));
    if (wanted.sku) await expect(page.locator(".product__sku")).toHaveText(wanted.sku);
    if (wanted.weightGrams !== null) await expect(page.locator(".product__weight")).toBeVisible();
    if (wanted.dimensionsMm) await expect(page.locator(".product__dimensions")).toBeVisible();
    if (wanted.image) await expect(page.locator(".gallery__slide.is-active img.product__image")).toHaveAttribute("src", wanted.image.src);
    await expect(page.locator(".product__stock")).toHaveText("In stock");
    await expect(addButton(page)).toHaveAttribute("data-availability", "enabled");
    await expect(addButton(page)).not.toHaveAttribute("aria-disabled", "true");
  });

  test("P-4-41: swatches work by keyboard alone: Tab into the group, arrows move, Space and Enter choose", async ({ page }) => {
    await open(page, `/product/${JUMPER}`);
    const colour = group(page, /Colour/);
    await colour.getByRole("radio").first().focus();
    await expect(colour.getByRole("radio").first()).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(colour.getByRole("radio").nth(1)).toBeFocused();
    await page.keyboard.press("Space");
    await expect(colour.getByRole("radio").nth(1)).toHaveAttribute("aria-checked", "true");
    await page.keyboard.press("Tab");
    const size = group(page, /Size/);
    await expect(size.locator('[tabindex="0"]')).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(size.locator('[aria-checked="true"]')).toHaveCount(1);
    await expect(variationId(page)).toHaveValue(/^\d+$/);
  });

  test("P-4-12 P-4-30 P-3-7: an out-of-stock match disables the button as unavailable and its swatch says why", async ({ page }) => {
    await open(page, `/product/${JUMPER}`);
    await group(page, /Colour/)
      .locator('[data-value="sage"]')
      .click();
    const small = group(page, /Size/).locator('[data-value="s"]');
    await expect(small).toHaveClass(/is-out-of-stock/);
    await expect(small).toHaveAttribute("title", "Out of stock");
    await expect(small).toHaveAttribute("aria-disabled", "true");
    // The select still offers it: out of stock is a reason, not an impossibility.
    await form(page).locator("select#attribute-size").selectOption("s", { force: true });
    await expect(page.locator(".product__stock")).toHaveText("Out of stock");
    await expect(addButton(page)).toHaveAttribute("data-availability", "unavailable");
    const messages: string[] = [];
    page.on("dialog", (dialog) => {
      messages.push(dialog.message());
      void dialog.dismiss();
    });
    await addButton(page).click({ force: true });
    await expect.poll(() => messages).toEqual([TEXTS.unavailable]);
  });

  test("P-4-23 P-4-29: options that cannot combine are disabled in the select and as swatches @phone", async ({ page }) => {
    await open(page, `/product/${JUMPER}`);
    await group(page, /Colour/)
      .locator('[data-value="ocean"]')
      .click();
    await expect(form(page).locator('select#attribute-size option[value="xl"]')).toBeDisabled();
    const xl = group(page, /Size/).locator('[data-value="xl"]');
    await expect(xl).toHaveAttribute("aria-disabled", "true");
    await xl.click({ force: true });
    await expect(xl).toHaveAttribute("aria-checked", "false");
  });

  test("P-4-16 P-4-14 P-4-15 P-4-18 P-4-17 P-4-36: no-match notice only after a change, cleared by the next change", async ({ page, request }) => {
    const product = await productData(request, JUMPER);
    await open(page, `/product/${JUMPER}?attribute_colour=ocean&attribute_size=xl`);
    await expect(form(page).locator("select#attribute-colour")).toHaveValue("ocean");
    await expect(page.getByText(TEXTS.noMatchingVariations)).toHaveCount(0);
    await expect(addButton(page)).toHaveAttribute("data-availability", "unavailable");
    // A programmatic change of the select, as another script would make it.
    await form(page)
      .locator("select#attribute-size")
      .evaluate((select: HTMLSelectElement) => {
        Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, "value")!.set!.call(select, "l");
        select.dispatchEvent(new Event("change", { bubbles: true }));
        Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, "value")!.set!.call(select, "xl");
        select.dispatchEvent(new Event("change", { bubbles: true }));
      });
    await expect(page.getByText(TEXTS.noMatchingVariations)).toBeVisible();
    await expect(variationId(page)).toHaveValue("");
    // Details are back to the product's own.
    await expect(page.locator(".product__sku")).toHaveText(product.sku ?? "");
    await group(page, /Size/).locator('[data-value="m"]').click();
    await expect(page.getByText(TEXTS.noMatchingVariations)).toHaveCount(0);
    await expect(variationId(page)).toHaveValue(/^\d+$/);
  });

  test("P-4-20 P-4-21 P-4-22: the Clear link resets every choice, announces it and moves focus to the first attribute @phone", async ({ page }) => {
    await open(page, `/product/${JUMPER}`);
    await group(page, /Colour/)
      .locator('[data-value="plum"]')
      .click();
    await group(page, /Size/).locator('[data-value="m"]').click();
    await page.getByRole("link", { name: "Clear" }).click();
    await expect(form(page).locator("select#attribute-colour")).toHaveValue("");
    await expect(form(page).locator("select#attribute-size")).toHaveValue("");
    await expect(page.getByRole("status").filter({ hasText: TEXTS.selectionReset })).toHaveCount(1);
    await expect(
      group(page, /Colour/)
        .getByRole("radio")
        .first(),
    ).toBeFocused();
    await expect(page.getByRole("link", { name: "Clear" })).toHaveCount(0);
  });

  test("P-4-1: a click on the disabled button before any choice alerts 'select some product options' @phone", async ({ page }) => {
    await open(page, `/product/${JUMPER}`);
    const messages: string[] = [];
    page.on("dialog", (dialog) => {
      messages.push(dialog.message());
      void dialog.accept();
    });
    await addButton(page).click({ force: true });
    await expect.poll(() => messages).toEqual([TEXTS.makeASelection]);
    await expect(page).toHaveURL(new RegExp(`/product/${JUMPER}$`));
  });

  test("axe: a variable product page with swatches has no serious violations", async ({ page }) => {
    await open(page, `/product/${JUMPER}`);
    await group(page, /Colour/)
      .locator('[data-value="sage"]')
      .click();
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
    const serious = results.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => ({ rule: v.id, nodes: v.nodes.map((n) => n.target.join(" ")) }));
    expect(serious).toEqual([]);
  });
});

test.describe("A product with more than 30 variations", () => {
  test("P-7-1 P-4-37 P-3-3: the page embeds the availability index, not the variations, and still disables impossible options", async ({ page, request }) => {
    const product = await productData(request, TEE);
    const html = await (await request.get(`/product/${TEE}`)).text();
    expect(html).toContain("rows");
    for (const v of product.variations) if (v.sku) expect(html).not.toContain(v.sku);
    const requests: string[] = [];
    page.on("request", (r) => r.method() === "POST" && requests.push(new URL(r.url()).pathname));
    await open(page, `/product/${TEE}`);
    await group(page, /Colour/)
      .locator('[data-value="mustard"]')
      .click();
    await group(page, /Size/).locator('[data-value="xs"]').click();
    await expect(form(page).locator('select#attribute-material option[value="linen"]')).toBeDisabled();
    expect(requests).toEqual([]);
  });

  test("P-7-2 P-7-3 P-4-7 P-4-9: a complete selection asks POST /api/products/:id/variation and applies the answer @phone", async ({ page, request }) => {
    const product = await productData(request, TEE);
    const wanted = variationOf(product, { colour: "sage", size: "l", material: "linen" });
    await open(page, `/product/${TEE}`);
    await group(page, /Colour/)
      .locator('[data-value="sage"]')
      .click();
    await group(page, /Size/).locator('[data-value="l"]').click();
    const call = page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith(`/api/products/${TEE}/variation`));
    await group(page, /Material/)
      .locator('[data-value="linen"]')
      .click();
    expect((await call).postDataJSON()).toEqual({ attributes: { colour: "sage", size: "l", material: "linen" } });
    await expect(variationId(page)).toHaveValue(String(wanted.id));
    await expect(page.locator(".product__price")).toContainText(euros(wanted.price));
    await expect(addButton(page)).toHaveAttribute("data-availability", "enabled");
  });

  test("P-4-11 P-4-13 P-4-32 P-3-8: a disabled variation answered by the server leaves the button unavailable; its swatch is marked", async ({ page }) => {
    await open(page, `/product/${TEE}`);
    await group(page, /Colour/)
      .locator('[data-value="ocean"]')
      .click();
    await group(page, /Material/)
      .locator('[data-value="linen"]')
      .click();
    const xl = group(page, /Size/).locator('[data-value="xl"]');
    await expect(xl).toHaveClass(/is-unavailable/);
    await expect(xl).toHaveAttribute("title", "Unavailable");
    await xl.click();
    await expect(xl).toHaveAttribute("aria-checked", "true");
    await expect(variationId(page)).toHaveValue(/^\d+$/);
    await expect(addButton(page)).toHaveAttribute("data-availability", "unavailable");
  });

  test("P-7-5 P-7-6 P-7-4: a pending request is aborted by the next, the form is busy meanwhile, and null means no match", async ({ page }) => {
    const aborted: string[] = [];
    page.on("requestfailed", (r) => r.url().includes("/variation") && aborted.push(r.url()));
    await page.route(`**/api/products/${TEE}/variation`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.fulfill({ json: { variation: null } }).catch(() => undefined);
    });
    await open(page, `/product/${TEE}`);
    await group(page, /Colour/)
      .locator('[data-value="sage"]')
      .click();
    await group(page, /Size/).locator('[data-value="l"]').click();
    await form(page).locator("select#attribute-material").selectOption("cotton", { force: true });
    await expect(form(page)).toHaveAttribute("aria-busy", "true");
    await form(page).locator("select#attribute-material").selectOption("linen", { force: true });
    await expect.poll(() => aborted.length).toBe(1);
    await expect(form(page)).not.toHaveAttribute("aria-busy", "true");
    await expect(page.getByText(TEXTS.noMatchingVariations)).toBeVisible();
    await expect(addButton(page)).toHaveAttribute("data-availability", "unavailable");
  });
});

test.describe("A large product with the availability index switched off", () => {
  test("P-4-37 P-4-38: no option is disabled beforehand; every complete choice is asked of the server @phone", async ({ page, request }) => {
    const product = await productData(request, POCKET_TEE);
    expect(product.variations.length).toBeGreaterThan(30);
    const html = await (await request.get(`/product/${POCKET_TEE}`)).text();
    expect(html).not.toContain('"rows"');
    await open(page, `/product/${POCKET_TEE}`);
    await group(page, /Colour/)
      .locator('[data-value="mustard"]')
      .click();
    await group(page, /Size/).locator('[data-value="xs"]').click();
    // mustard, xs and linen do not combine, but nothing on the page says so until the server answers.
    await expect(form(page).locator(".swatch.is-disabled, .swatch.is-unavailable, .swatch.is-out-of-stock")).toHaveCount(0);
    await expect(form(page).locator('select#attribute-material option[value="linen"]')).toBeEnabled();
    const call = page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith(`/api/products/${POCKET_TEE}/variation`));
    await group(page, /Material/)
      .locator('[data-value="linen"]')
      .click();
    await call;
    await expect(page.getByText(TEXTS.noMatchingVariations)).toBeVisible();

    const wanted = variationOf(product, { colour: "ocean", size: "l", material: "cotton" });
    await group(page, /Colour/)
      .locator('[data-value="ocean"]')
      .click();
    await group(page, /Size/).locator('[data-value="l"]').click();
    await group(page, /Material/)
      .locator('[data-value="cotton"]')
      .click();
    await expect(variationId(page)).toHaveValue(String(wanted.id));
    await expect(addButton(page)).toHaveAttribute("data-availability", "enabled");
  });
});

test.describe("Variation detail timing", () => {
  test("P-9-2 P-9-3: a chosen variation's price and stock slide in over 200 ms after a 300 ms pause", async ({ page, request }) => {
    const product = await productData(request, JUMPER);
    const wanted = variationOf(product, { colour: "plum", size: "l" });
    await open(page, `/product/${JUMPER}`);
    await expect(page.locator(".product__price")).not.toHaveClass(/variation-detail/);
    await group(page, /Colour/)
      .locator('[data-value="plum"]')
      .click();
    await group(page, /Size/).locator('[data-value="l"]').click();
    for (const detail of [page.locator(".product__price"), page.locator(".product__stock")]) {
      await expect(detail).toHaveClass(/variation-detail/);
      await expect(detail).toHaveCSS("animation-duration", "0.2s");
      await expect(detail).toHaveCSS("animation-delay", "0.3s");
    }
    await expect(page.locator(".product__price")).toContainText(euros(wanted.price));
  });

  test("P-9-1: a variation preselected in the address is applied on arrival, without JavaScript too", async ({ browser, request }) => {
    const product = await productData(request, JUMPER);
    const wanted = variationOf(product, { colour: "plum", size: "l" });
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/product/${JUMPER}?attribute_colour=plum&attribute_size=l`);
    await expect(variationId(page)).toHaveValue(String(wanted.id));
    await expect(page.locator(".product__price")).toContainText(euros(wanted.price));
    await context.close();
  });
});
