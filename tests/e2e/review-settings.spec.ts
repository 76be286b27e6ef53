/**
 * The review settings (issue point 12) as shoppers and staff live them: whether a review waits for
 * approval (and is approved in the admin), that signed-in customers are not asked for their name and
 * e-mail, and "verified owners only" with the verified-owner label. The settings are shop-wide, so this
 * spec runs with the other shop-wide specs, alone on their own shop (playwright.config.ts), saves
 * them through the admin's settings page and puts them back afterwards.
 */
import { devices, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { VERIFIED_OWNERS_ONLY_TEXT } from "../../domain/product/review-settings.ts";
import { expect, test } from "./fixtures.ts";
import { freshEmail, registerThroughApi } from "./support/account.ts";
import { openAdmin, signInAs, STAFF } from "./support/admin.ts";
import { PEN, productId } from "./support/checkout.ts";

const PRODUCT = `/product/${PEN}`;
type ReviewSettings = { requireApproval: boolean; verifiedOwnersOnly: boolean; showVerifiedLabel: boolean };
const LABELS: Record<keyof ReviewSettings, string> = {
  requireApproval: "Require approval",
  verifiedOwnersOnly: "Verified owners only",
  showVerifiedLabel: "Show verified label",
};

const unique = (text: string) => `${text} ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const reviewsPanel = (page: Page) => page.locator("#reviews");

/** Saves the review settings on the admin's settings page, as a merchant does. */
async function saveReviewSettings(browser: Browser, settings: ReviewSettings): Promise<void> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await openAdmin(page, "/admin/settings/reviews");
    for (const [field, label] of Object.entries(LABELS) as [keyof ReviewSettings, string][]) {
      await page.getByRole("checkbox", { name: label }).setChecked(settings[field]);
    }
    await page.getByRole("button", { name: "Save reviews" }).click();
    await expect(page.getByRole("status")).toContainText("Settings saved");
  } finally {
    await context.close();
  }
}

async function currentReviewSettings(request: APIRequestContext): Promise<ReviewSettings> {
  await signInAs(request, STAFF.admin);
  const response = await request.get("/api/admin/settings/reviews");
  expect(response.status()).toBe(200);
  return ((await response.json()) as { settings: ReviewSettings }).settings;
}

/** Writes a review on the product page; a guest also gives a name and an e-mail. */
async function writeReview(page: Page, text: string, guest?: { name: string; email: string }) {
  await page.goto(`${PRODUCT}#reviews`);
  await reviewsPanel(page).locator("label").filter({ hasText: "5 of 5 stars" }).click();
  await page.getByLabel("Your review *").fill(text);
  if (guest) {
    await page.getByLabel("Name *").fill(guest.name);
    await page.getByLabel("Email *").fill(guest.email);
  }
  await page.getByRole("button", { name: "Submit" }).click();
}

/** Places a cash-on-delivery order for the pen as the request context's customer (it is then processing: paid for reviews). */
async function buyThePen(page: Page, email: string): Promise<void> {
  const { request } = page;
  const { nonce } = (await (await request.post("/api/nonce")).json()) as { nonce: string };
  const pen = await productId(page, PEN);
  expect((await request.post("/api/cart/items", { headers: { "x-vitrine-nonce": nonce }, data: { productId: pen, quantity: 1 } })).ok()).toBe(true);
  const billing = { firstName: "Ada", lastName: "Byrne", country: "IE", address1: "3 Quay Street", city: "Galway", postcode: "H91 X2K3" };
  const placed = await request.post("/api/checkout", {
    headers: { "x-vitrine-nonce": nonce, "idempotency-key": unique("review-order").replace(/\s/g, "-") },
    data: { email, billing, shipToDifferentAddress: false, shippingMethod: "flat", paymentMethod: "cod" },
  });
  expect(placed.status(), await placed.text()).toBe(201);
}

test.describe("review settings", () => {
  // One after another in one worker: every test changes the shop-wide review settings.
  test.describe.configure({ mode: "default" });
  // Each test saves the settings in the admin and drives two or three browsers on a shared 2-core machine.
  test.describe.configure({ timeout: 120_000 });
  let original: ReviewSettings;

  test.beforeAll(async ({ playwright }) => {
    const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    original = await currentReviewSettings(request);
    await request.dispose();
  });
  test.afterAll(async ({ browser }) => {
    if (original) await saveReviewSettings(browser, original);
  });

  test("with approval required, a shopper's review awaits approval and shows only once staff approve it in the admin", async ({ page, browser }) => {
    await saveReviewSettings(browser, { requireApproval: true, verifiedOwnersOnly: false, showVerifiedLabel: true });
    const text = unique("Writes smoothly, feels solid");
    const name = unique("Maeve");
    await writeReview(page, text, { name, email: "maeve@example.com" });
    await expect(reviewsPanel(page).getByRole("status")).toHaveText("Thank you, your review is awaiting approval.");
    await expect(reviewsPanel(page)).not.toContainText(text);
    await page.goto(`${PRODUCT}#reviews`);
    await expect(reviewsPanel(page)).not.toContainText(text);

    const staff = await browser.newContext();
    try {
      const admin = await staff.newPage();
      await openAdmin(admin, "/admin/reviews?status=pending");
      const row = admin.getByRole("row").filter({ hasText: text });
      await expect(row).toContainText("Pending");
      await row.getByRole("button", { name: `Approve the review by ${name}` }).click();
      await expect(admin.getByRole("status").filter({ hasText: "Reviews updated." })).toBeVisible();
    } finally {
      await staff.close();
    }

    // The same address as the page shown: a reload, not a jump to its #reviews.
    await page.reload();
    await expect(reviewsPanel(page).getByRole("listitem").filter({ hasText: text })).toContainText(name);
  });

  test("with approval off, a shopper's review shows at once", async ({ page, browser }) => {
    await saveReviewSettings(browser, { requireApproval: false, verifiedOwnersOnly: false, showVerifiedLabel: true });
    const text = unique("Arrived next day, lovely weight");
    await writeReview(page, text, { name: "Cian", email: "cian@example.com" });
    await expect(reviewsPanel(page).getByRole("status")).toHaveText("Thank you, your review has been published.");
    const review = reviewsPanel(page).getByRole("listitem").filter({ hasText: text });
    await expect(review).toContainText("Cian");
    // A guest's e-mail proves nothing: no verified-owner label.
    await expect(review.getByText("verified owner")).toHaveCount(0);
    // Anyone else sees it too.
    const other = await browser.newContext();
    try {
      const visitor = await other.newPage();
      await visitor.goto(`${PRODUCT}#reviews`);
      await expect(reviewsPanel(visitor).getByRole("listitem").filter({ hasText: text })).toBeVisible();
    } finally {
      await other.close();
    }
  });

  test("a signed-in customer is not asked for a name or e-mail; a guest is", async ({ page, browser }) => {
    await saveReviewSettings(browser, { requireApproval: false, verifiedOwnersOnly: false, showVerifiedLabel: true });
    await page.goto(`${PRODUCT}#reviews`);
    await expect(page.getByLabel("Your review *")).toBeVisible();
    await expect(page.getByLabel("Name *")).toBeVisible();
    await expect(page.getByLabel("Email *")).toBeVisible();

    const customer = await browser.newContext();
    try {
      const shopper = await customer.newPage();
      await registerThroughApi(shopper.request, freshEmail("review"), { firstName: "Orla", lastName: "Keane" });
      await shopper.goto(`${PRODUCT}#reviews`);
      await expect(shopper.getByLabel("Your review *")).toBeVisible();
      await expect(shopper.getByLabel("Name *")).toHaveCount(0);
      await expect(shopper.getByLabel("Email *")).toHaveCount(0);
      await expect(reviewsPanel(shopper)).toContainText("Reviewing as Orla");
      const text = unique("Signed-in review");
      await writeReview(shopper, text);
      await expect(reviewsPanel(shopper).getByRole("listitem").filter({ hasText: text })).toContainText("Orla");
    } finally {
      await customer.close();
    }
  });

  test("verified owners only: a customer who never bought the product is refused; one who bought it reviews with the verified-owner label", async ({
    page,
    browser,
  }) => {
    await saveReviewSettings(browser, { requireApproval: false, verifiedOwnersOnly: true, showVerifiedLabel: true });
    // A guest, and a customer without an order for it, get the message instead of the form.
    await page.goto(`${PRODUCT}#reviews`);
    await expect(reviewsPanel(page)).toContainText(VERIFIED_OWNERS_ONLY_TEXT);
    await expect(page.getByLabel("Your review *")).toHaveCount(0);

    const stranger = await browser.newContext();
    try {
      const shopper = await stranger.newPage();
      await registerThroughApi(shopper.request, freshEmail("review-stranger"));
      await shopper.goto(`${PRODUCT}#reviews`);
      await expect(reviewsPanel(shopper)).toContainText(VERIFIED_OWNERS_ONLY_TEXT);
      await expect(shopper.getByLabel("Your review *")).toHaveCount(0);
      // A post made anyway (an old tab, a hand-made request) is refused with the same message.
      const origin = new URL(shopper.url()).origin;
      const refused = await shopper.request.post(`${PRODUCT}/reviews`, {
        headers: { origin, accept: "text/html" },
        form: { rating: "5", comment: "Never owned one" },
      });
      expect(refused.status()).toBe(403);
      expect(await refused.text()).toContain(VERIFIED_OWNERS_ONLY_TEXT);
    } finally {
      await stranger.close();
    }

    const buyer = await browser.newContext();
    try {
      const owner = await buyer.newPage();
      const email = freshEmail("review-owner");
      await registerThroughApi(owner.request, email, { firstName: "Tadhg", lastName: "Walsh" });
      await buyThePen(owner, email);
      const text = unique("Bought it, love it");
      await writeReview(owner, text);
      await expect(reviewsPanel(owner).getByRole("status")).toHaveText("Thank you, your review has been published.");
      const review = reviewsPanel(owner).getByRole("listitem").filter({ hasText: text });
      await expect(review).toContainText("Tadhg");
      await expect(review.getByText("verified owner")).toBeVisible();
    } finally {
      await buyer.close();
    }
  });

  // The shop-wide projects run at desktop width; this journey opens its own 390 px phone context.
  test("at 390 wide: a signed-in customer's review waits for approval, then shows once staff approve it on a phone", async ({ browser }) => {
    await saveReviewSettings(browser, { requireApproval: true, verifiedOwnersOnly: false, showVerifiedLabel: true });
    const phone = await browser.newContext({ ...devices["Pixel 7"] });
    try {
      const shopper = await phone.newPage();
      expect(shopper.viewportSize()?.width).toBeLessThanOrEqual(412);
      await registerThroughApi(shopper.request, freshEmail("review-phone"), { firstName: "Niamh", lastName: "Doyle" });
      const text = unique("Fits the pocket of my jacket");
      await writeReview(shopper, text);
      await expect(reviewsPanel(shopper).getByRole("status")).toHaveText("Thank you, your review is awaiting approval.");
      await expect(reviewsPanel(shopper)).not.toContainText(text);

      const staff = await browser.newContext({ ...devices["Pixel 7"] });
      try {
        const admin = await staff.newPage();
        await openAdmin(admin, "/admin/reviews?status=pending");
        const row = admin.getByRole("row").filter({ hasText: text });
        await row.getByRole("button", { name: /^Approve the review by Niamh/ }).click();
        await expect(admin.getByRole("status").filter({ hasText: "Reviews updated." })).toBeVisible();
      } finally {
        await staff.close();
      }

      await shopper.reload();
      await expect(reviewsPanel(shopper).getByRole("listitem").filter({ hasText: text })).toContainText("Niamh");
    } finally {
      await phone.close();
    }
  });
});
