import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

const PRODUCT = "/product/oak-desk-lamp";
const API = "/api/products/oak-desk-lamp";
type ApiReview = { id: number; authorName: string; rating: number; content: string; verified: boolean; createdAt: string };

async function approvedReviews(request: APIRequestContext): Promise<ApiReview[]> {
  const body = (await (await request.get(API)).json()) as { product: { reviews: ApiReview[] } };
  return body.product.reviews;
}

/** A product of the demo shop with no approved review yet (ratings are seeded relative to the day). */
async function unreviewedProduct(request: APIRequestContext): Promise<string> {
  for (let page = 1; page < 20; page++) {
    const body = (await (await request.get(`/api/products?page=${page}`)).json()) as { items: { slug: string; ratingCount: number }[] };
    const found = body.items.find((p) => p.ratingCount === 0);
    if (found) return found.slug;
    if (body.items.length === 0) break;
  }
  throw new Error("every demo product has reviews");
}

/** Clicks the star of that many points, as a shopper does. */
const star = (page: Page, n: number) =>
  page
    .locator("label")
    .filter({ hasText: `${n} of 5 stars` })
    .click();
const tabs = (page: Page) => page.getByRole("tablist", { name: "Product details" });
const tab = (page: Page, name: RegExp | string) => tabs(page).getByRole("tab", { name });

async function expectOpen(page: Page, name: RegExp | string) {
  await expect(tab(page, name)).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel")).toHaveCount(1);
  const panelId = await tab(page, name).getAttribute("aria-controls");
  await expect(page.locator(`#${panelId}`)).toBeVisible();
}

test.describe("Product page tabs", () => {
  test("P-1-4 P-2-1 P-2-6: description, additional information and reviews (n); the first opens by default", async ({ page, request }) => {
    const count = (await approvedReviews(request)).length;
    await page.goto(PRODUCT);
    await expect(tabs(page).getByRole("tab")).toHaveText(["Description", "Additional information", `Reviews (${count})`]);
    await expectOpen(page, "Description");
    await expect(page.getByRole("tabpanel")).toContainText("friction joints");
    await expect(tab(page, "Description")).toHaveAttribute("tabindex", "0");
    await expect(tab(page, /^Reviews/)).toHaveAttribute("tabindex", "-1");
  });

  test("P-1-4 at 390 wide the tabs are one row of equal tabs, each whole on the screen @phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(PRODUCT);
    await expect(tab(page, "Description")).toBeVisible();
    const boxes = await tabs(page)
      .getByRole("tab")
      .evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect().toJSON() as DOMRect));
    expect(boxes).toHaveLength(3);
    for (const box of boxes) {
      expect(box.top).toBeCloseTo(boxes[0]!.top, 0);
      expect(box.height).toBeCloseTo(boxes[0]!.height, 0);
      expect(box.width).toBeCloseTo(boxes[0]!.width, 0);
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(390);
    }
  });

  for (const hash of ["#reviews", "#comment-5", "#review-5"]) {
    test(`P-2-2 P-2-3: ${hash} opens the reviews tab`, async ({ page }) => {
      await page.goto(`${PRODUCT}${hash}`);
      await expectOpen(page, /^Reviews/);
    });
  }

  test("P-2-2 #tab-reviews, the reviews panel's own anchor, opens the reviews tab on load and when the hash changes", async ({ page }) => {
    await page.goto(`${PRODUCT}#tab-reviews`);
    await expectOpen(page, /^Reviews/);
    await page.goto(PRODUCT);
    await expectOpen(page, "Description");
    await expect(page.locator("article.product[data-hydrated]")).toBeVisible();
    await page.evaluate(() => (window.location.hash = "#tab-reviews"));
    await expectOpen(page, /^Reviews/);
  });

  for (const query of ["?cpage=2", "?comment-page=2"]) {
    test(`P-2-4: a comment-page parameter (${query}) opens the reviews tab`, async ({ page }) => {
      await page.goto(`${PRODUCT}${query}`);
      await expectOpen(page, /^Reviews/);
    });
  }

  for (const hash of ["#tab-additional_information", "#additional-information"]) {
    test(`P-2-5: ${hash} opens the additional information tab`, async ({ page }) => {
      await page.goto(`${PRODUCT}${hash}`);
      await expectOpen(page, "Additional information");
      const panel = page.getByRole("tabpanel");
      await expect(panel.getByRole("row", { name: /Weight/ })).toContainText("1.8 kg");
      await expect(panel.getByRole("row", { name: /Dimensions/ })).toContainText("cm");
      await expect(panel.getByRole("row", { name: /Material/ })).toContainText("Oak");
    });
  }

  test("P-2-7 P-2-8 P-2-9: arrows move and activate, wrapping; Home and End go to the ends; the URL does not change", async ({ page }) => {
    await page.goto(PRODUCT);
    await tab(page, "Description").click();
    const url = page.url();
    await page.keyboard.press("ArrowRight");
    await expect(tab(page, "Additional information")).toBeFocused();
    await expectOpen(page, "Additional information");
    await page.keyboard.press("ArrowRight");
    await expectOpen(page, /^Reviews/);
    await page.keyboard.press("ArrowRight");
    await expectOpen(page, "Description");
    await page.keyboard.press("ArrowLeft");
    await expect(tab(page, /^Reviews/)).toBeFocused();
    await expectOpen(page, /^Reviews/);
    await page.keyboard.press("Home");
    await expect(tab(page, "Description")).toBeFocused();
    await expectOpen(page, "Description");
    await page.keyboard.press("End");
    await expect(tab(page, /^Reviews/)).toBeFocused();
    await expectOpen(page, /^Reviews/);
    await tab(page, "Additional information").click();
    await expectOpen(page, "Additional information");
    expect(page.url()).toBe(url);
  });

  test("an in-page link to #reviews opens the reviews tab, even after another tab was chosen", async ({ page }) => {
    await page.goto(`${PRODUCT}#reviews`);
    await tab(page, "Description").click();
    await expectOpen(page, "Description");
    await page.evaluate(() => {
      const link = document.createElement("a");
      link.href = "#reviews";
      link.textContent = "See the reviews";
      document.querySelector("h1")?.after(link);
    });
    await page.getByRole("link", { name: "See the reviews" }).click();
    await expectOpen(page, /^Reviews/);
  });

  test("P-2-2: the rating's review count links to the reviews tab @phone", async ({ page }) => {
    await page.goto(PRODUCT);
    await expect(page.locator("article.product[data-hydrated]")).toBeVisible();
    await page.getByRole("link", { name: /^\d+ customer reviews?$/ }).click();
    await expectOpen(page, /^Reviews/);
    await expect(page.locator("#reviews")).toBeInViewport();
  });
});

test.describe("Reviews", () => {
  test("the list shows each approved review's stars, author, date and text, anchored by id", async ({ page, request }) => {
    const reviews = await approvedReviews(request);
    expect(reviews.length).toBeGreaterThan(0);
    await page.goto(`${PRODUCT}#reviews`);
    const items = page.getByRole("tabpanel").getByRole("listitem");
    await expect(items).toHaveCount(reviews.length);
    for (const review of reviews) {
      const item = page.locator(`#review-${review.id}`);
      await expect(item.getByRole("img", { name: `Rated ${review.rating} out of 5` })).toBeVisible();
      await expect(item).toContainText(review.authorName);
      await expect(item).toContainText(review.content);
      await expect(item.locator("time")).toHaveAttribute("datetime", review.createdAt);
      await expect(item.getByText("verified owner")).toHaveCount(review.verified ? 1 : 0);
    }
  });

  test("a product without reviews says so and invites the first one", async ({ page, request }) => {
    const slug = await unreviewedProduct(request);
    await page.goto(`/product/${slug}#reviews`);
    await expectOpen(page, "Reviews (0)");
    await expect(page.getByRole("tabpanel")).toContainText("There are no reviews yet.");
    await expect(page.getByRole("heading", { name: /Be the first to review/ })).toBeVisible();
  });

  test("P-1-5 P-3-11: the form has a 1–5 star rating kept in the rating field, and a review text", async ({ page }) => {
    await page.goto(`${PRODUCT}#reviews`);
    const stars = page.getByRole("group", { name: /Your rating/ }).getByRole("radio");
    await expect(stars).toHaveCount(5);
    await star(page, 4);
    await expect(page.getByRole("radio", { name: "4 of 5 stars" })).toBeChecked();
    expect(await page.locator("input[name=rating]:checked").inputValue()).toBe("4");
    await expect(page.getByLabel("Your review *")).toBeVisible();
  });

  test("P-5-3 P-5-4: without a rating, the 'rating required' alert shows and nothing is sent", async ({ page }) => {
    await page.goto(`${PRODUCT}#reviews`);
    // The rating check runs in the page's script: before it runs, the form would post as a plain form.
    await expect(page.locator("article.product[data-hydrated]")).toBeVisible();
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST") posts.push(r.url());
    });
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });
    await page.getByLabel("Your review *").fill("Solid lamp.");
    await page.getByLabel("Name *").fill("Dana");
    await page.getByLabel("Email *").fill("dana@example.com");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect.poll(() => dialogs).toEqual(["Please select a rating"]);
    // With a rating the same form is sent: its post is the first and only one, so the refused submit sent nothing.
    await star(page, 4);
    const sent = page.waitForRequest((r) => r.method() === "POST");
    await page.getByRole("button", { name: "Submit" }).click();
    expect(new URL((await sent).url()).pathname).toMatch(/^\/product\/oak-desk-lamp\/reviews/);
    await expect(page.getByRole("status").filter({ hasText: "Thank you, your review is awaiting approval." })).toBeVisible();
    expect(posts).toHaveLength(1);
    expect(dialogs).toHaveLength(1);
  });

  test("a valid review is sent for moderation: the notice shows and the review is not listed yet", async ({ page, request }) => {
    const before = (await approvedReviews(request)).length;
    await page.goto(`${PRODUCT}#reviews`);
    await star(page, 5);
    const text = `Lovely warm light ${Date.now()}`;
    await page.getByLabel("Your review *").fill(text);
    await page.getByLabel("Name *").fill("Eve");
    await page.getByLabel("Email *").fill("eve@example.com");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Thank you, your review is awaiting approval." })).toBeVisible();
    await expect(page).toHaveURL(/\/product\/oak-desk-lamp\?review=submitted#reviews$/);
    await expectOpen(page, `Reviews (${before})`);
    await expect(page.getByRole("tabpanel")).not.toContainText(text);
    await expect(page.getByLabel("Your review *")).toHaveValue("");
    expect((await approvedReviews(request)).length).toBe(before);
  });

  test("a bad e-mail comes back as a field error beside the field, keeping what was typed", async ({ page }) => {
    await page.goto(`${PRODUCT}#reviews`);
    await star(page, 3);
    await page.getByLabel("Your review *").fill("Fine.");
    await page.getByLabel("Name *").fill("Finn");
    // Passes the browser's own e-mail check, not the server's.
    await page.getByLabel("Email *").fill("finn@localhost");
    await page.getByRole("button", { name: "Submit" }).click();
    const email = page.getByLabel("Email *");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("Please enter a valid email address.");
    await expect(page.getByLabel("Your review *")).toHaveValue("Fine.");
    await expect(page.getByText("Thank you, your review is awaiting approval.")).toHaveCount(0);
  });

  test("axe: a product page with the reviews tab open has no serious or critical violations", async ({ page }) => {
    await page.goto(`${PRODUCT}#reviews`);
    await expectOpen(page, /^Reviews/);
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
    const serious = results.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => ({ rule: v.id, help: v.help, nodes: v.nodes.map((n) => n.target.join(" ")) }));
    expect(serious).toEqual([]);
  });
});

test.describe("Without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every tab's content is on the page under its heading, and the review form posts normally", async ({ page }) => {
    await page.goto(PRODUCT);
    for (const heading of ["Description", "Additional information", /reviews for Oak Desk Lamp/]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByText("friction joints")).toBeVisible();
    await expect(page.getByRole("row", { name: /Material/ })).toBeVisible();
    await star(page, 2);
    await page.getByLabel("Your review *").fill("Sent without scripts.");
    await page.getByLabel("Name *").fill("Gus");
    await page.getByLabel("Email *").fill("gus@example.com");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page).toHaveURL(/\?review=submitted#reviews$/);
    await expect(page.getByText("Thank you, your review is awaiting approval.")).toBeVisible();
  });

  test("without a rating the server refuses the review and shows the error beside the stars", async ({ page }) => {
    await page.goto(PRODUCT);
    await page.getByLabel("Your review *").fill("No stars given.");
    await page.getByLabel("Name *").fill("Hal");
    await page.getByLabel("Email *").fill("hal@example.com");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("group", { name: /Your rating/ })).toHaveAccessibleDescription("Please select a rating");
    await expect(page.getByLabel("Your review *")).toHaveValue("No stars given.");
  });
});
