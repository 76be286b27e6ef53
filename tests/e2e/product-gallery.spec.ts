import type { APIRequestContext, CDPSession, Page } from "@playwright/test";
import type { ProductDetail } from "../../domain/catalog/types.ts";
import { expect, test } from "./fixtures.ts";
import { animationsFinished } from "./support/animations.ts";

const MUG = "stoneware-mug"; // variable, four pictures, one per colour
const WEEKENDER = "leather-weekender"; // six pictures, slideshow on
const THROW = "chunky-wool-throw"; // vertical thumbnail strip
const LAMP = "arc-table-lamp"; // slide animation
const NOTEBOOK = "dot-grid-notebook"; // 480 px pictures: never wider than the frame
const PEN = "brass-pen"; // a single picture
const TRAY = "oak-pencil-tray"; // two pictures

async function productData(request: APIRequestContext, slug: string): Promise<ProductDetail> {
  const response = await request.get(`/api/products/${slug}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { product: ProductDetail }).product;
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("article.product[data-hydrated]")).toBeVisible();
}

const gallery = (page: Page) => page.locator(".gallery");
const activeSlide = (page: Page) => page.locator(".gallery__slide.is-active");
const currentThumb = (page: Page) => page.locator('.gallery__thumb[aria-current="true"]');
const thumbs = (page: Page) => page.locator(".gallery__thumb");
const trigger = (page: Page) => page.getByRole("link", { name: "View full-screen image gallery" });
const lightbox = (page: Page) => page.locator(".pswp");
const counter = (page: Page) => page.locator(".pswp__counter");

async function openLightbox(page: Page) {
  await trigger(page).click();
  await expect(lightbox(page)).toBeVisible();
  await expectReady(page);
}

/** The library takes no gestures or keys until its 333 ms opening fade is over. */
async function expectReady(page: Page) {
  await expect(lightbox(page)).toHaveAttribute("data-ready", "");
}

/** The next animation frame in the page has run (its callbacks in order: any the page asked for before ours first). */
const nextFrame = (page: Page) => page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => done())));

/**
 * Counts, in the page, the events of a type that have reached the window: the last stop of their way up,
 * so the page's own handlers of each (React's among them) have run when it is counted.
 */
async function countEvents(page: Page, types: string[]): Promise<() => Promise<number>> {
  const name = `seen_${types.join("_")}`;
  await page.evaluate(
    ({ types, name }) => {
      const counts = window as unknown as Record<string, number>;
      counts[name] = 0;
      for (const type of types) window.addEventListener(type, () => (counts[name] = (counts[name] ?? 0) + 1));
    },
    { types, name },
  );
  return () => page.evaluate((key) => (window as unknown as Record<string, number>)[key] ?? 0, name);
}

type TouchPoint = { x: number; y: number; id?: number };

/**
 * A finger gesture in the lightbox: PhotoSwipe reads touch moves once per animation frame, so each step
 * gets its frame, as a real finger's movement spans many. Dispatched all in one frame, a pinch or a swipe
 * ends before the library has seen it move at all.
 */
async function lightboxGesture(page: Page, client: CDPSession, steps: TouchPoint[][]) {
  await client.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: steps[0]! });
  await nextFrame(page);
  for (const touchPoints of steps.slice(1)) {
    await client.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints });
    await nextFrame(page);
  }
  await client.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}

/** Touch gestures go through the DevTools protocol: Playwright's touchscreen only taps. */
async function touchDrag(client: CDPSession, from: { x: number; y: number }, dx: number, steps: number, stepMs: number) {
  await client.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: from.x, y: from.y }] });
  for (let i = 1; i <= steps; i++) {
    await new Promise((resolve) => setTimeout(resolve, stepMs));
    await client.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: from.x + (dx * i) / steps, y: from.y }] });
  }
  await client.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}

test.describe("Product gallery", () => {
  test("P-1-1 P-2-23 S-2-43 P-2-24 S-9-24 S-9-25 S-9-26 P-2-25 P-2-26 P-2-27 P-9-18: a horizontal strip of 80 px thumbnails, four in view", async ({
    page,
  }) => {
    await open(page, `/product/${WEEKENDER}`);
    await expect(thumbs(page)).toHaveCount(6);
    await expect(currentThumb(page)).toHaveAttribute("aria-label", "Picture 1 of 6");
    const first = (await thumbs(page).nth(0).boundingBox())!;
    const second = (await thumbs(page).nth(1).boundingBox())!;
    const viewport = (await page.locator(".gallery__viewport").boundingBox())!;
    const strip = (await page.locator(".gallery__thumbs").boundingBox())!;
    expect(first.width).toBe(80);
    expect(second.x - (first.x + first.width)).toBe(15);
    expect(second.y).toBe(first.y);
    expect(first.y).toBeGreaterThan(viewport.y + viewport.height);
    // Four 80 px items and three 15 px gaps; the other two scroll into view.
    expect(strip.width).toBe(365);
    const inView = await thumbs(page).evaluateAll(
      (links, right) => links.filter((l) => l.getBoundingClientRect().right <= right + 0.5).length,
      strip.x + strip.width,
    );
    expect(inView).toBe(4);
  });

  test("S-9-26 P-2-27 at 390 wide the four thumbnails in view are whole, inside the strip and the screen @phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, `/product/${WEEKENDER}`);
    const strip = (await page.locator(".gallery__thumbs").boundingBox())!;
    const boxes = await thumbs(page).evaluateAll((links) => links.slice(0, 4).map((l) => l.getBoundingClientRect().toJSON() as DOMRect));
    expect(boxes).toHaveLength(4);
    for (const box of boxes) {
      expect(box.left).toBeGreaterThanOrEqual(Math.max(0, strip.x) - 0.5);
      expect(box.right).toBeLessThanOrEqual(Math.min(390, strip.x + strip.width) + 0.5);
      expect(box.width).toBeGreaterThan(70);
    }
    // Equal thumbnails 15 px apart.
    for (let i = 1; i < 4; i++) {
      expect(boxes[i]!.left - boxes[i - 1]!.right).toBeCloseTo(15, 0);
      expect(boxes[i]!.width).toBeCloseTo(boxes[0]!.width, 1);
    }
  });

  test("S-2-44 P-2-24: the vertical setting puts the strip in a column beside the picture", async ({ page }) => {
    await open(page, `/product/${THROW}`);
    const first = (await thumbs(page).nth(0).boundingBox())!;
    const second = (await thumbs(page).nth(1).boundingBox())!;
    const viewport = (await page.locator(".gallery__viewport").boundingBox())!;
    expect(second.x).toBe(first.x);
    expect(second.y - (first.y + first.height)).toBe(15);
    expect(first.x + first.width).toBeLessThanOrEqual(viewport.x);
  });

  test("P-2-23: a single picture gets no slider, no thumbnails and no controls @phone", async ({ page }) => {
    await open(page, `/product/${PEN}`);
    await expect(page.locator(".gallery__slide")).toHaveCount(1);
    await expect(thumbs(page)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Next" })).toHaveCount(0);
    await expect(gallery(page)).not.toHaveAttribute("aria-roledescription", "carousel");
  });

  test("P-4-44 P-4-45 P-4-48 P-9-17 P-9-22 P-4-43 P-9-15 P-9-16: previous, next, paging and arrow keys move a fading slider that loops @phone", async ({
    page,
  }) => {
    await open(page, `/product/${MUG}`);
    await expect(page.locator(".gallery__slide").first()).toHaveCSS("transition-property", "opacity");
    await expect(page.locator(".gallery__slide").first()).toHaveCSS("transition-duration", "0.6s");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(currentThumb(page)).toHaveAttribute("aria-label", "Picture 2 of 4");
    await expect(activeSlide(page)).toHaveAttribute("aria-label", "2 of 4");
    await page.getByRole("button", { name: "Previous" }).click();
    await page.getByRole("button", { name: "Previous" }).click();
    await expect(currentThumb(page)).toHaveAttribute("aria-label", "Picture 4 of 4");
    await thumbs(page).nth(2).click();
    await expect(currentThumb(page)).toHaveAttribute("aria-label", "Picture 3 of 4");
    await thumbs(page).nth(2).focus();
    await page.keyboard.press("ArrowRight");
    await expect(currentThumb(page)).toHaveAttribute("aria-label", "Picture 4 of 4");
    await page.keyboard.press("ArrowRight");
    await expect(currentThumb(page)).toHaveAttribute("aria-label", "Picture 1 of 4");
    await page.keyboard.press("ArrowLeft");
    await expect(currentThumb(page)).toHaveAttribute("aria-label", "Picture 4 of 4");
  });

  test("P-4-43: the slide setting moves pictures sideways instead of fading them", async ({ page }) => {
    await open(page, `/product/${LAMP}`);
    await expect(page.locator(".gallery__slide").first()).toHaveCSS("transition-property", "transform");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(activeSlide(page)).toHaveAttribute("aria-label", "2 of 3");
    const box = (await activeSlide(page).boundingBox())!;
    const frame = (await page.locator(".gallery__viewport").boundingBox())!;
    await expect.poll(async () => Math.round((await activeSlide(page).boundingBox())!.x)).toBe(Math.round(frame.x));
    expect(box.width).toBeCloseTo(frame.width, 0);
  });

  test("P-2-28 S-4-82: choosing a variation brings its picture into view and the thumbnail follows @phone", async ({ page, request }) => {
    const product = await productData(request, MUG);
    const variation = product.variations.find((v) => v.image && product.images.findIndex((i) => i.id === v.image!.id) > 0)!;
    const at = product.images.findIndex((i) => i.id === variation.image!.id);
    await open(page, `/product/${MUG}`);
    for (const [attribute, term] of Object.entries(variation.attributes)) {
      await page
        .getByRole("radiogroup", { name: new RegExp(attribute, "i") })
        .locator(`[data-value="${term}"]`)
        .click();
    }
    await expect(currentThumb(page)).toHaveAttribute("aria-label", `Picture ${at + 1} of ${product.images.length}`);
    await expect(activeSlide(page).locator("img")).toHaveAttribute("src", variation.image!.src);
  });

  test("P-2-10 P-9-4: hovering a picture wider than its frame shows the large image, fading in over 120 ms", async ({ page }) => {
    await open(page, `/product/${MUG}`);
    const frame = (await page.locator(".gallery__viewport").boundingBox())!;
    const visibleHeight = Math.min(frame.height, page.viewportSize()!.height - frame.y);
    await page.mouse.move(frame.x + frame.width * 0.25, frame.y + visibleHeight * 0.25);
    const zoom = page.locator(".gallery__zoom");
    await expect(zoom).toBeVisible();
    await expect(zoom).toHaveCSS("animation-duration", "0.12s");
    const before = await zoom.evaluate((img) => (img as HTMLElement).style.left);
    await page.mouse.move(frame.x + frame.width * 0.75, frame.y + visibleHeight * 0.75);
    await expect.poll(() => zoom.evaluate((img) => (img as HTMLElement).style.left)).not.toBe(before);
    await page.mouse.move(frame.x + frame.width + 100, frame.y);
    await expect(zoom).toHaveCount(0);
  });

  test("P-2-12: no zoom when the large image is not wider than the frame", async ({ page }) => {
    await open(page, `/product/${NOTEBOOK}`);
    const frame = (await page.locator(".gallery__viewport").boundingBox())!;
    await page.mouse.move(frame.x + frame.width / 2, frame.y + frame.height / 2);
    await page.mouse.move(frame.x + frame.width / 3, frame.y + frame.height / 3);
    await expect(page.locator(".gallery__zoom")).toHaveCount(0);
  });

  test("P-2-11: on a touch screen a tap toggles the zoom @phone", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "phone", "touch only");
    await open(page, `/product/${MUG}`);
    const frame = (await page.locator(".gallery__viewport").boundingBox())!;
    await page.touchscreen.tap(frame.x + frame.width / 2, frame.y + frame.height / 2);
    await expect(page.locator(".gallery__zoom")).toBeVisible();
    await expect(lightbox(page)).toHaveCount(0);
    await page.touchscreen.tap(frame.x + frame.width / 2, frame.y + frame.height / 2);
    await expect(page.locator(".gallery__zoom")).toHaveCount(0);
  });

  test("P-4-47 P-9-23: a swipe over 50 px within 550 ms advances, a shorter one does not @phone", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "phone", "touch only");
    await open(page, `/product/${MUG}`);
    const frame = (await page.locator(".gallery__viewport").boundingBox())!;
    const client = await page.context().newCDPSession(page);
    const start = { x: frame.x + frame.width * 0.7, y: frame.y + frame.height / 2 };
    const fingersLifted = await countEvents(page, ["pointerup", "pointercancel"]);
    await touchDrag(client, start, -40, 4, 30);
    // The slider has handled the lifted finger (its handler runs before the event reaches the window): no step.
    await expect.poll(fingersLifted).toBe(1);
    await expect(currentThumb(page)).toHaveAttribute("aria-label", "Picture 1 of 4");
    await touchDrag(client, start, -70, 2, 0);
    await expect(currentThumb(page)).toHaveAttribute("aria-label", "Picture 2 of 4");
    // Let the 600 ms fade finish, as a hand would, before swiping back.
    await animationsFinished(page.locator(".gallery__slides"), { subtree: true });
    await touchDrag(client, { x: frame.x + frame.width * 0.3, y: start.y }, 70, 2, 0);
    await expect(currentThumb(page)).toHaveAttribute("aria-label", "Picture 1 of 4");
  });

  test("P-4-46 P-9-14 P-9-19 P-4-49 P-4-50: the slideshow advances every 7 s, pauses with the tab hidden, and stops on a control", async ({ page }) => {
    await page.clock.install();
    await open(page, `/product/${WEEKENDER}`);
    await expect(page.getByRole("button", { name: "Pause" })).toBeVisible();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    // Find the first tick, wherever the page load left the timer, then time the next one.
    for (let waited = 0; (await currentThumb(page).getAttribute("aria-label")) === "Picture 1 of 6"; waited += 100) {
      expect(waited).toBeLessThanOrEqual(7100);
      await page.clock.runFor(100);
    }
    await expect(currentThumb(page)).toHaveAttribute("aria-label", "Picture 2 of 6");
    await page.clock.runFor(6800);
    await expect(currentThumb(page)).toHaveAttribute("aria-label", "Picture 2 of 6");
    await page.clock.runFor(300);
    await expect(currentThumb(page)).toHaveAttribute("aria-label", "Picture 3 of 6");

    const setVisibility = (state: "hidden" | "visible") =>
      page.evaluate((value) => {
        Object.defineProperty(document, "visibilityState", { value, configurable: true });
        document.dispatchEvent(new Event("visibilitychange"));
      }, state);
    await setVisibility("hidden");
    await page.clock.runFor(15_000);
    await expect(currentThumb(page)).toHaveAttribute("aria-label", "Picture 3 of 6");
    await setVisibility("visible");
    await page.clock.runFor(7100);
    await expect(currentThumb(page)).toHaveAttribute("aria-label", "Picture 4 of 6");

    await page.getByRole("button", { name: "Pause" }).click();
    await expect(page.getByRole("button", { name: "Play" })).toBeVisible();
    await page.clock.runFor(15_000);
    await expect(currentThumb(page)).toHaveAttribute("aria-label", "Picture 4 of 6");
    await page.getByRole("button", { name: "Play" }).click();
    await page.clock.runFor(7100);
    await expect(currentThumb(page)).toHaveAttribute("aria-label", "Picture 5 of 6");
    // pauseOnAction: using a control stops the slideshow.
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("button", { name: "Play" })).toBeVisible();
    await page.clock.runFor(15_000);
    await expect(currentThumb(page)).toHaveAttribute("aria-label", "Picture 6 of 6");
  });
});

test.describe("Gallery lightbox", () => {
  test("P-2-13 P-2-14 P-2-15 P-8-9 P-2-16 P-8-6 P-8-7 P-8-8 P-3-10 P-9-31: the magnifier opens the current picture with controls, counter and caption", async ({
    page,
    request,
  }) => {
    const product = await productData(request, MUG);
    await open(page, `/product/${MUG}`);
    await page.getByRole("button", { name: "Next" }).click();
    await openLightbox(page);
    await expect(counter(page)).toHaveText("2 of 4");
    const image = lightbox(page).locator(".pswp__item[aria-hidden='false'] img.pswp__img");
    await expect(image).toHaveAttribute("src", product.images[1]!.src);
    await expect(image).toHaveAttribute("alt", product.images[1]!.alt);
    await expect(lightbox(page).locator(".pswp__caption")).toHaveText(product.images[1]!.alt);
    await expect(page.getByRole("button", { name: "Close (Esc)" })).toHaveAttribute("title", "Close (Esc)");
    await expect(page.getByRole("button", { name: "Previous (Left arrow key)" })).toBeVisible();
    await page.getByRole("button", { name: "Next (Right arrow key)" }).click();
    await expect(counter(page)).toHaveText("3 of 4");
    await page.keyboard.press("ArrowLeft");
    await expect(counter(page)).toHaveText("2 of 4");
    await page.keyboard.press("ArrowRight");
    await expect(counter(page)).toHaveText("3 of 4");
    await page.getByRole("button", { name: "Close (Esc)" }).click();
    await expect(lightbox(page)).toHaveCount(0);
    // The gallery stays on the picture the lightbox showed last.
    await expect(currentThumb(page)).toHaveAttribute("aria-label", "Picture 3 of 4");
  });

  test("P-2-29 P-9-30: keyboard only: Enter on the magnifier opens, arrows move, focus stays inside, Escape closes", async ({ page }) => {
    await open(page, `/product/${MUG}`);
    await trigger(page).focus();
    await page.keyboard.press("Enter");
    await expectReady(page);
    await page.keyboard.press("ArrowRight");
    await expect(counter(page)).toHaveText("2 of 4");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => !!document.activeElement?.closest(".pswp"))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(lightbox(page)).toHaveCount(0);
    await expect(trigger(page)).toBeFocused();
  });

  test("P-2-22 P-9-10: the open picture is mirrored in the hash, debounced 800 ms; back closes and a link reopens", async ({ page }) => {
    await open(page, `/product/${MUG}`);
    await openLightbox(page);
    await expect(page).toHaveURL(/#&gid=1&pid=1$/);
    const started = Date.now();
    for (const expected of ["2 of 4", "3 of 4", "4 of 4"]) {
      await page.keyboard.press("ArrowRight");
      await expect(counter(page)).toHaveText(expected);
    }
    // Still the first picture's hash while the moves are under 800 ms apart; then the last one's.
    if (Date.now() - started < 700) expect(new URL(page.url()).hash).toBe("#&gid=1&pid=1");
    await expect(page).toHaveURL(/#&gid=1&pid=4$/, { timeout: 2000 });
    await page.goBack();
    await expect(lightbox(page)).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/product/${MUG}$`));

    await page.goto(`/product/${MUG}#&gid=1&pid=3`);
    await expect(lightbox(page)).toBeVisible();
    await expect(counter(page)).toHaveText("3 of 4");
    await expectReady(page);
    await page.keyboard.press("Escape");
    await expect(lightbox(page)).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/product/${MUG}$`));
  });

  test("P-2-32 P-2-33: a wheel scroll or a click on the background closes", async ({ page }) => {
    await open(page, `/product/${MUG}`);
    await openLightbox(page);
    await page.mouse.move(640, 450);
    await page.mouse.wheel(0, 120);
    await expect(lightbox(page)).toHaveCount(0);

    await openLightbox(page);
    const image = (await lightbox(page).locator(".pswp__item[aria-hidden='false'] img.pswp__img").boundingBox())!;
    await page.mouse.click(Math.max(5, image.x - 40), page.viewportSize()!.height - 20);
    await expect(lightbox(page)).toHaveCount(0);
  });

  test("P-2-30: a vertical drag beyond 75% of the height closes; half of it springs back", async ({ page }) => {
    await open(page, `/product/${MUG}`);
    await openLightbox(page);
    const height = page.viewportSize()!.height;
    const picture = lightbox(page).locator(".pswp__item[aria-hidden='false'] img.pswp__img");
    await expect(picture).toBeVisible();
    const pictureTop = async () => Math.round((await picture.boundingBox())!.y);
    const restingTop = await pictureTop();
    const drag = async (distance: number) => {
      await page.mouse.move(640, 90);
      await page.mouse.down();
      await page.mouse.move(640, 90 + distance, { steps: 12 });
      await page.mouse.up();
    };
    await drag(height * 0.5);
    // Sprung back: the picture is where it rested before the drag, in a lightbox still open.
    await expect.poll(pictureTop).toBe(restingTop);
    await expect(lightbox(page)).toHaveClass(/pswp--open/);
    await expect(page.locator(".pswp__bg")).toHaveCSS("opacity", "1");
    await drag(height * 0.8);
    await expect(lightbox(page)).toHaveCount(0);
  });

  test("P-2-34 P-9-6: controls go idle after 4 s without the mouse moving, 1 s after it leaves", async ({ page }) => {
    await page.clock.install();
    await open(page, `/product/${MUG}`);
    await openLightbox(page);
    // The page's time stands still from here: the idle timers run only as the test runs the clock.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    // Left alone since they showed, the controls go idle; the mouse moving wakes them.
    await page.clock.runFor(4000);
    await expect(lightbox(page)).toHaveClass(/pswp--idle/);
    await page.mouse.move(600, 400);
    await expect(lightbox(page)).not.toHaveClass(/pswp--idle/);
    await page.clock.runFor(3999);
    await expect(lightbox(page)).not.toHaveClass(/pswp--idle/);
    await page.clock.runFor(1);
    await expect(lightbox(page)).toHaveClass(/pswp--idle/);
    await page.mouse.move(620, 420);
    await expect(lightbox(page)).not.toHaveClass(/pswp--idle/);
    await page.evaluate(() => document.body.dispatchEvent(new MouseEvent("mouseout", { bubbles: true, relatedTarget: null })));
    await page.clock.runFor(999);
    await expect(lightbox(page)).not.toHaveClass(/pswp--idle/);
    await page.clock.runFor(1);
    await expect(lightbox(page)).toHaveClass(/pswp--idle/);
  });

  test("P-2-17 P-2-18: the zoom control enlarges the picture and fullscreen takes the screen", async ({ page }) => {
    await open(page, `/product/${MUG}`);
    await openLightbox(page);
    await page.getByRole("button", { name: "Zoom in/out" }).click();
    await expect(lightbox(page)).toHaveClass(/pswp--zoomed-in/);
    await page.getByRole("button", { name: "Toggle fullscreen" }).click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement?.classList.contains("pswp") ?? false)).toBe(true);
    await page.keyboard.press("Escape");
    await page.keyboard.press("Escape");
    await expect(lightbox(page)).toHaveCount(0);
  });

  test("P-2-19 P-2-20 P-2-21 P-2-37: share offers networks in a 550x420 popup and a direct download link", async ({ page, context, request }) => {
    const product = await productData(request, MUG);
    await context.route("https://www.facebook.com/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>shared</title>" }));
    await open(page, `/product/${MUG}`);
    await openLightbox(page);
    await page.getByRole("button", { name: "Share" }).click();
    const menu = page.locator("#lightbox-share");
    await expect(menu.getByRole("link")).toHaveText(["Share on Facebook", "Share on X", "Pin it", "Download image"]);
    const download = menu.getByRole("link", { name: "Download image" });
    await expect(download).toHaveAttribute("href", new URL(product.images[0]!.src, page.url()).href);
    await expect(download).toHaveAttribute("download", "");
    const [popup] = await Promise.all([page.waitForEvent("popup"), menu.getByRole("link", { name: "Share on Facebook" }).click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toContain(encodeURIComponent(`/product/${MUG}`));
    const size = await popup.evaluate(() => ({
      width: window.outerWidth,
      height: window.outerHeight,
      innerWidth: window.innerWidth,
      innerHeight: window.innerHeight,
    }));
    expect([size.width, size.innerWidth]).toContain(550);
    expect([size.height, size.innerHeight]).toContain(420);
    // The page itself stays where it was, lightbox open.
    await expect(lightbox(page)).toBeVisible();
  });

  test("P-2-19 the backdrop stays opaque over the page after share and the other controls @phone", async ({ page }) => {
    await open(page, `/product/${MUG}`);
    await openLightbox(page);
    const backdrop = page.locator(".pswp__bg");
    await expect(backdrop).toHaveCSS("opacity", "1");
    await page.getByRole("button", { name: "Share" }).click();
    await expect(page.locator("#lightbox-share")).toBeVisible();
    await expect(backdrop).toHaveCSS("opacity", "1");
    await page.getByRole("button", { name: "Share" }).click();
    await page.getByRole("button", { name: "Next (Right arrow key)" }).click();
    await expect(counter(page)).toHaveText("2 of 4");
    await expect(backdrop).toHaveCSS("opacity", "1");
    // Nothing of the page's header shows in the lightbox's top bar, where the counter and the icons are.
    const header = (await page.locator(".site-header").boundingBox())!;
    const topmost = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest(".pswp") !== null, { x: header.x + 10, y: header.y + 10 });
    expect(topmost).toBe(true);
  });

  test("P-9-13: with fewer than three pictures the lightbox does not loop; with three it does", async ({ page }) => {
    await open(page, `/product/${TRAY}`);
    await openLightbox(page);
    await expect(counter(page)).toHaveText("1 of 2");
    const keysHandled = await countEvents(page, ["keydown"]);
    await page.keyboard.press("ArrowRight");
    await expect(counter(page)).toHaveText("2 of 2");
    await page.keyboard.press("ArrowRight");
    // The lightbox has handled the key (it moves at once, and hears keys before they reach the window): still the last.
    await expect.poll(keysHandled).toBe(2);
    await expect(counter(page)).toHaveText("2 of 2");

    await open(page, `/product/${LAMP}`);
    await openLightbox(page);
    await page.keyboard.press("ArrowLeft");
    await expect(counter(page)).toHaveText("3 of 3");
  });

  test("P-2-13 P-2-31: on a phone the lightbox opens from the magnifier, swipes between pictures and closes on pinch @phone", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== "phone", "touch only");
    await open(page, `/product/${MUG}`);
    await trigger(page).tap();
    await expectReady(page);
    await expect(counter(page)).toHaveText("1 of 4");
    const { width, height } = page.viewportSize()!;
    const client = await page.context().newCDPSession(page);
    // Most of the way across: past half the picture the next one comes, whatever speed the finger ends at.
    const swipe = Array.from({ length: 9 }, (_, i) => [{ x: width * 0.9 - (width * 0.8 * i) / 8, y: height / 2 }]);
    await lightboxGesture(page, client, swipe);
    // The counter changes once the slide has come to rest on the next picture, which is then on screen.
    await expect(counter(page)).toHaveText("2 of 4");
    await expect(lightbox(page).locator(".pswp__item[aria-hidden='false'] img.pswp__img")).toBeVisible();
    // Two fingers moving together shrink the picture below its fitted size: that closes.
    const cx = width / 2;
    const cy = height / 2;
    const pinch = Array.from({ length: 9 }, (_, i) => {
      const gap = 150 - (130 * i) / 8;
      return [
        { x: cx - gap, y: cy, id: 1 },
        { x: cx + gap, y: cy, id: 2 },
      ];
    });
    await lightboxGesture(page, client, pinch);
    await expect(lightbox(page)).toHaveCount(0);
  });

  test("P-8-1: a picture that cannot load says so, with a link to it", async ({ page, request }) => {
    const product = await productData(request, MUG);
    const broken = product.images[2]!;
    const key = broken.src.split("/")[2]!;
    await open(page, `/product/${MUG}`);
    await page.route(`**/media/${key}/**`, (route) => route.fulfill({ status: 200, contentType: "image/webp", body: "not a picture" }));
    await thumbs(page).nth(2).click();
    await openLightbox(page);
    const message = lightbox(page).locator(".pswp__item[aria-hidden='false'] .pswp__error-msg");
    await expect(message).toContainText("The image could not be loaded");
    await expect(message.getByRole("link")).toHaveAttribute("href", broken.src);
  });
});
