/**
 * Rich-text descriptions (merchant admin, issue 17): a merchant formats a description in the editor (bold,
 * a list, a link) or, without JavaScript, writes it into the textarea, and the shopper sees it formatted on
 * the product page; pictures upload without JavaScript too.
 */
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "./fixtures.ts";
import { signInAs, STAFF } from "./support/admin.ts";

/**
 * A published simple product made through the admin API, with a picture as every card of the shop's first
 * page has one (the archive specs running beside this one check that); answers its id and slug.
 */
async function publishedProduct(request: APIRequestContext, name: string): Promise<{ id: number; slug: string }> {
  const nonce = await signInAs(request, STAFF.manager);
  const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#8fa682" } })
    .png()
    .toBuffer();
  const uploaded = await request.post("/api/admin/media?alt=Sample", {
    headers: { "x-vitrine-nonce": nonce, "content-type": "image/png" },
    data: picture,
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { image } = (await uploaded.json()) as { image: { id: number } };
  const created = await request.post("/api/admin/products", {
    headers: { "x-vitrine-nonce": nonce },
    data: { type: "simple", name, regularPrice: 2400, status: "publish", images: [{ id: image.id, alt: name }] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { product } = (await created.json()) as { product: { id: number; slug: string } };
  made.push(product.id);
  return product;
}

/**
 * Products this spec made. They are the newest in the shop, so they would head its first page (without
 * pictures) for the archive specs that run beside this one: each test moves its own to the trash.
 */
const made: number[] = [];

test.afterEach(async ({ request }) => {
  if (made.length === 0) return;
  const nonce = await signInAs(request, STAFF.manager);
  const queued = await request.post("/api/admin/products/bulk-jobs", {
    headers: { "x-vitrine-nonce": nonce },
    data: { action: { kind: "trash" }, target: { ids: made.splice(0) } },
  });
  expect(queued.status(), await queued.text()).toBe(201);
  const { id } = (await queued.json()) as { id: number };
  await expect
    .poll(async () => ((await (await request.get(`/api/admin/products/bulk-jobs/${id}`)).json()) as { status: string }).status, { timeout: 30_000 })
    .toBe("done");
});

/** The description as a shopper (another browser, signed out) sees it on the product page. */
async function shopperDescription(browser: Browser, slug: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/product/${slug}`);
  return { context, page, description: page.locator("#tab-description") };
}

const editor = (page: Page, label: string) => page.getByRole("textbox", { name: label, exact: true });
const toolbar = (page: Page, label: string) => page.getByRole("toolbar", { name: `${label}: formatting`, exact: true });

test.describe("rich-text descriptions", () => {
  test("a merchant formats a description with bold, a list and a link, and the shopper sees it formatted @phone", async ({ page, browser }) => {
    test.setTimeout(120_000);
    const { id, slug } = await publishedProduct(page.request, `Glazed Bowl ${Date.now()}`);
    await page.goto(`/admin/products/${id}`);
    await expect(page.locator(".product-editor[data-hydrated]")).toBeVisible();
    const description = editor(page, "Description");
    const tools = toolbar(page, "Description");
    await expect(description).toBeVisible();

    await description.click();
    // Bold by its keyboard shortcut, off again by its button.
    await page.keyboard.press("ControlOrMeta+b");
    await expect(tools.getByRole("button", { name: "Bold" })).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.type("Hand-thrown");
    await tools.getByRole("button", { name: "Bold" }).click();
    await expect(tools.getByRole("button", { name: "Bold" })).toHaveAttribute("aria-pressed", "false");
    await page.keyboard.type(" stoneware, glazed by hand.");
    await page.keyboard.press("Enter");
    await tools.getByRole("button", { name: "Bulleted list" }).click();
    await expect(tools.getByRole("button", { name: "Bulleted list" })).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.type("Dishwasher safe");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Oven safe to 220 °C");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Read our ");
    await tools.getByRole("button", { name: "Link" }).click();
    await page.getByLabel("Link address (Description)", { exact: true }).fill("https://example.com/care");
    await page.getByRole("button", { name: "Apply link" }).click();
    await expect(description.getByRole("link", { name: "https://example.com/care" })).toBeVisible();

    await page.getByRole("button", { name: "Save product" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Product saved." })).toBeVisible();
    await expect(editor(page, "Description").locator("strong")).toHaveText("Hand-thrown");

    const shopper = await shopperDescription(browser, slug);
    await expect(shopper.description.locator("strong")).toHaveText("Hand-thrown");
    await expect(shopper.description.getByRole("listitem")).toHaveText(["Dishwasher safe", "Oven safe to 220 °C"]);
    const link = shopper.description.getByRole("link", { name: "https://example.com/care" });
    await expect(link).toHaveAttribute("href", "https://example.com/care");
    await expect(link).toHaveAttribute("rel", "noopener nofollow");
    await shopper.context.close();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the merchant writes HTML into the textarea, the server keeps only what is allowed, and the shopper sees it @phone", async ({ page, browser }) => {
      const { id, slug } = await publishedProduct(page.request, `Linen Runner ${Date.now()}`);
      await page.goto(`/admin/products/${id}`);
      await page
        .getByRole("textbox", { name: "Description", exact: true })
        .fill(
          "<p><strong>Stonewashed</strong> linen.</p><ul><li>Machine washable</li><li>Made in Lithuania</li></ul>" +
            '<p>See the <a href="https://example.com/linen" onclick="steal()">linen guide</a>.<script>alert(1)</script></p>',
        );
      await page.getByRole("textbox", { name: "Short description", exact: true }).fill("A table runner.\n\nSoft from the first day.");
      await page.getByRole("button", { name: "Save product" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Product saved." })).toBeVisible();
      await expect(page.getByRole("textbox", { name: "Description", exact: true })).toHaveValue(
        "<p><strong>Stonewashed</strong> linen.</p><ul><li>Machine washable</li><li>Made in Lithuania</li></ul>" +
          '<p>See the <a href="https://example.com/linen" rel="noopener nofollow">linen guide</a>.</p>',
      );

      const shopper = await shopperDescription(browser, slug);
      await expect(shopper.description.locator("strong")).toHaveText("Stonewashed");
      await expect(shopper.description.getByRole("listitem")).toHaveText(["Machine washable", "Made in Lithuania"]);
      await expect(shopper.description.getByRole("link", { name: "linen guide" })).toHaveAttribute("rel", "noopener nofollow");
      await expect(shopper.page.locator(".product__short p")).toHaveText(["A table runner.", "Soft from the first day."]);
      await shopper.context.close();
    });

    test("the merchant uploads a photo-sized picture with the form and it is saved with the product", async ({ page }) => {
      const { id } = await publishedProduct(page.request, `Clay Vase ${Date.now()}`);
      await page.goto(`/admin/products/${id}`);
      // Noise does not compress: a photo-sized file, over the 1 MB other forms may carry.
      const picture = await sharp({
        create: { width: 900, height: 700, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 60 } },
      })
        .png()
        .toBuffer();
      expect(picture.length).toBeGreaterThan(1024 * 1024);
      await page.getByLabel(/Upload pictures/).setInputFiles({ name: "vase.png", mimeType: "image/png", buffer: picture });
      await page.getByRole("button", { name: "Upload", exact: true }).click();
      await expect(page.getByRole("status").filter({ hasText: "Pictures uploaded; product saved." })).toBeVisible();
      const pictures = page.getByRole("list", { name: "Pictures in gallery order" }).getByRole("listitem");
      // The product came with one picture; the upload is added after it and the first stays the main one.
      await expect(pictures).toHaveCount(2);
      await expect(page.getByLabel("Alt text, picture 2")).toHaveValue("vase");
      await expect(page.getByRole("radio", { name: "Main picture" }).first()).toBeChecked();
    });
  });
});
