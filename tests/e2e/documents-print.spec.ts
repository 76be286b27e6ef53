/**
 * Order documents in the browser (storefront-shell spec §4 "Document printing" and "Invoice-number
 * confirmation", §7 call 1, §8, §9): the print buttons of My Account's order page and of a guest's
 * order-received page, and what a click does. The documents themselves are answered by the test
 * (page.route), so the flow is tested against every kind of answer the spec names; the page's settings
 * object is changed in the page where a test needs another setting, as a page supplied with it would be.
 * The demo order's invoice and credit notes have no number yet: their links carry `data-issue`, and the
 * flow POSTs `intent=issue` to them before it shows or prints them (documents-access.spec.ts does it for
 * real against the server).
 */
import type { Page } from "@playwright/test";
import { EXPECTED_FAILED_RESOURCE, expect, test } from "./fixtures.ts";
import {
  answerDocuments,
  changeDocumentSettings,
  demoCustomerOrder,
  documentHtml,
  guestOrderPath,
  openOrderDocuments,
  printLink,
  recordPrints,
} from "./support/documents.ts";

// Sign-in, an order page and a popup or two per test, on a shared 2-core machine.
test.describe.configure({ timeout: 60_000 });

/**
 * Stops the page's clock (installed before it loaded) a few seconds ahead, so the test moves time itself
 * from there; ahead far enough that a busy machine cannot overtake it before the pause arrives.
 */
async function pauseClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 5000);
}

/** Counts the main page's loads from now on (a reload shows as one more). */
function countLoads(page: Page): { readonly count: number } {
  const seen = { count: 0 };
  page.on("load", () => seen.count++);
  return seen;
}

/** The demo customer's completed order (it has a refund, so a credit note) open, its links enhanced. */
async function openCompletedOrder(page: Page): Promise<string> {
  const id = await demoCustomerOrder(page, "Completed");
  await openOrderDocuments(page, `/account/orders/${id}`);
  return id;
}

/** Every dialog the page shows from now on, as "type: message", each accepted (or dismissed). */
function answerDialogs(page: Page, how: "accept" | "dismiss" = "accept"): string[] {
  const seen: string[] = [];
  page.on("dialog", (dialog) => {
    seen.push(`${dialog.type()}: ${dialog.message()}`);
    void (how === "accept" ? dialog.accept() : dialog.dismiss());
  });
  return seen;
}

const overlay = (page: Page) => page.locator(".print-overlay");
/** The request the print flow makes to issue a document before it prints it. */
const issuePost = (url: string) => ({ url, method: "POST", body: "intent=issue" });
const hrefOf = async (page: Page, kind: string) => new URL((await printLink(page, kind).getAttribute("href"))!, page.url()).toString();

/**
 * After a click that must open nothing: prints the packing list, whose window and request are the fence.
 * Popups and requests arrive in order, so had the click opened or fetched anything, it would show first.
 */
async function expectNothingOpenedBefore(page: Page, popups: Page[], requests: { url: string }[]): Promise<void> {
  const fence = page.waitForEvent("popup");
  await printLink(page, "packing-list").click();
  const opened = await fence;
  await expect.poll(() => requests.length).toBeGreaterThan(0);
  expect(popups).toEqual([opened]);
  expect(requests.map((request) => request.url)).toEqual([await hrefOf(page, "packing-list")]);
  await expect.poll(() => opened.isClosed()).toBe(true);
}

test.describe("Order documents: print buttons", () => {
  test("S-1-1 S-2-8 S-1-2 S-1-3 S-1-4 S-1-8 S-4-12: the demo customer's completed order lists a print link per document, and each link opens its document", async ({
    page,
    context,
  }) => {
    const prints = await recordPrints(context);
    const requests = await answerDocuments(context, (url) => ({ body: documentHtml(url) }));
    const id = await openCompletedOrder(page);
    const section = page.getByRole("region", { name: "Documents" });
    await expect(section.getByRole("link", { name: /^Print / })).toHaveText([
      "Print invoice",
      "Print packing list",
      "Print delivery note",
      /^Print credit note \(refund \d+\)$/,
    ]);
    for (const kind of ["invoice", "packing-list", "delivery-note"])
      await expect(printLink(page, kind)).toHaveAttribute("href", `/account/orders/${id}/documents/${kind}`);
    await expect(printLink(page, "credit-note")).toHaveAttribute("href", new RegExp(`^/account/orders/${id}/documents/credit-note\\?refund=\\d+$`));
    await expect(printLink(page, "invoice")).toHaveAttribute("target", "_blank");
    // S-4-12: the credit note is about to be numbered: its link carries the code (2); the others carry none.
    await expect(printLink(page, "credit-note")).toHaveAttribute("data-invoice-number-code", "2");
    await expect(printLink(page, "packing-list")).not.toHaveAttribute("data-invoice-number-code");

    for (const kind of ["packing-list", "delivery-note"]) {
      const popup = page.waitForEvent("popup");
      await printLink(page, kind).click();
      await (await popup).waitForEvent("close");
      expect(requests.at(-1)!.url).toBe(await hrefOf(page, kind));
    }
    expect(prints).toHaveLength(2);

    page.once("dialog", (dialog) => void dialog.accept());
    const creditNote = page.waitForEvent("popup");
    const creditHref = await hrefOf(page, "credit-note");
    await printLink(page, "credit-note").click();
    await expect(await creditNote).toHaveURL(creditHref);
    expect(requests).toContainEqual(issuePost(creditHref));
    await page.waitForEvent("load");
    await expect(page.locator("[data-document-links][data-enhanced]")).toBeAttached();

    const invoice = page.waitForEvent("popup");
    const reloaded = page.waitForEvent("load");
    await printLink(page, "invoice").click();
    await (await invoice).waitForEvent("close");
    await reloaded;
    expect(requests).toContainEqual(issuePost(`${new URL(page.url()).origin}/account/orders/${id}/documents/invoice`));
  });

  test("S-1-7: an order on hold offers the proforma invoice instead of the invoice @phone", async ({ page }) => {
    const id = await demoCustomerOrder(page, "On hold");
    await openOrderDocuments(page, `/account/orders/${id}`);
    await expect(page.getByRole("link", { name: "Print proforma invoice" })).toHaveAttribute("href", `/account/orders/${id}/documents/proforma-invoice`);
    await expect(page.getByRole("link", { name: "Print invoice" })).toHaveCount(0);
  });

  test("S-3-3: a guest's order-received page offers the buttons with the order key, and its settings say the visitor is not logged in @phone", async ({
    page,
  }) => {
    const path = await guestOrderPath(page);
    await openOrderDocuments(page, path);
    const key = new URL(path, "http://x").searchParams.get("key")!;
    await expect(page.getByRole("link", { name: "Print invoice" })).toHaveAttribute("href", new RegExp(`/documents/invoice\\?key=${key}$`));
    const settings = await page.evaluate(() => window.documentSettings);
    expect(settings?.is_user_logged_in).toBe("");
    const embedded = await page.locator("#vitrine-document-settings").textContent();
    expect(JSON.parse(embedded!)).toMatchObject({ is_user_logged_in: "", show_document_preview: "No" });
  });
});

test.describe("Order documents: opening and printing", () => {
  test("S-3-1 S-4-1: with preview 'Yes' a print link opens the document in a new tab, and nothing prints @phone", async ({ page, context }) => {
    const prints = await recordPrints(context);
    await answerDocuments(context, (url) => ({ body: documentHtml(url) }));
    await openCompletedOrder(page);
    await changeDocumentSettings(page, { show_document_preview: "Yes" });
    const popup = page.waitForEvent("popup");
    await printLink(page, "packing-list").click();
    const tab = await popup;
    await expect(tab).toHaveURL(await hrefOf(page, "packing-list"));
    await expect(tab.locator("[data-test-document]")).toHaveText("packing-list for the test");
    await expect(page.locator(".print-overlay")).toHaveCount(0);
    expect(prints).toEqual([]);
  });

  test("S-3-2 S-4-2: with access 'logged_in' a visitor who is not logged in gets the link in a new tab, with no fetch from the page", async ({
    page,
    context,
  }) => {
    const requests = await answerDocuments(context, (url) => ({ body: documentHtml(url) }));
    const fetches: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "fetch" && /\/documents\//.test(request.url())) fetches.push(request.url());
    });
    await openOrderDocuments(page, await guestOrderPath(page));
    await changeDocumentSettings(page, { document_access_type: "logged_in" });
    const popup = page.waitForEvent("popup");
    await printLink(page, "invoice").click();
    await expect(await popup).toHaveURL(await hrefOf(page, "invoice"));
    expect(fetches).toEqual([]);
    expect(requests).toHaveLength(1);
  });

  test("S-4-6 S-4-7 S-4-8 S-4-9 S-7-1 S-7-2 S-9-1 S-9-2 S-9-3 S-9-4: wide screens show the generating text, render the fetched HTML in a hidden frame, print 500 ms later and close", async ({
    page,
    context,
  }) => {
    const prints = await recordPrints(context);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const requests = await answerDocuments(context, async (url) => {
      await held;
      return { body: documentHtml(url) };
    });
    await page.clock.install();
    await openCompletedOrder(page);
    await pauseClock(page);
    const href = await hrefOf(page, "packing-list");
    const popupPromise = page.waitForEvent("popup");
    await printLink(page, "packing-list").click();
    const popup = await popupPromise;
    // S-4-6: a blank window saying the document is being generated.
    await expect(popup.locator("body")).toHaveText("Generating document…");
    // S-9-1 S-9-2: the waiting overlay over the page.
    await expect(overlay(page)).toBeVisible();
    await expect(overlay(page).locator(".print-overlay__message")).toHaveText("Please wait...");
    expect(
      await overlay(page)
        .locator(".print-overlay__backdrop")
        .evaluate((el) => getComputedStyle(el).opacity),
    ).toBe("0.6");
    // S-9-4: its control takes the focus 20 ms after it shows.
    await page.clock.runFor(20);
    await expect(overlay(page).getByRole("button", { name: "Cancel" })).toBeFocused();

    // S-7-1: GET to the link's URL, nothing sent.
    await expect.poll(() => requests.length).toBe(1);
    expect(requests[0]).toEqual({ url: href, method: "GET", body: null });
    release();
    // S-4-7 S-7-2: the answer's HTML in a hidden frame of the window.
    const frame = popup.locator("iframe#print-frame");
    await expect(frame).toBeAttached();
    await expect(frame).toBeHidden();
    await expect(popup.frameLocator("iframe#print-frame").locator("[data-test-document]")).toHaveText("packing-list for the test");
    await expect(popup).toHaveTitle("Document packing-list");
    // S-4-8: printed 500 ms after the document arrived, not before.
    await page.clock.runFor(499);
    expect(prints).toEqual([]);
    const closed = popup.waitForEvent("close");
    await page.clock.runFor(1);
    await expect.poll(() => prints.length).toBe(1);
    expect(prints[0]!.url).toBe("about:srcdoc");
    // S-4-9: then the window closes, and the overlay goes.
    await closed;
    await expect(overlay(page)).toHaveCount(0);
    // S-9-3: the notification leaves after 3000 ms.
    const note = page.getByRole("status").filter({ hasText: "The document was sent to the printer." });
    await expect(note).toBeVisible();
    await page.clock.runFor(2990);
    await expect(note).toBeVisible();
    await page.clock.runFor(10);
    await expect(note).toHaveCount(0);
  });

  test("the waiting overlay's Cancel gives up: the window closes and nothing prints", async ({ page, context }) => {
    const prints = await recordPrints(context);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await answerDocuments(context, async (url) => {
      await held;
      return { body: documentHtml(url) };
    });
    await openCompletedOrder(page);
    const popupPromise = page.waitForEvent("popup");
    await printLink(page, "packing-list").click();
    const popup = await popupPromise;
    await overlay(page).getByRole("button", { name: "Cancel" }).click();
    await expect.poll(() => popup.isClosed()).toBe(true);
    await expect(overlay(page)).toHaveCount(0);
    await expect(printLink(page, "packing-list")).toBeFocused();
    release();
    // A print that goes ahead, answered at once, is the fence: had the given-up one gone on, it would have printed first.
    const next = page.waitForEvent("popup");
    await printLink(page, "delivery-note").click();
    const opened = await next;
    await expect.poll(() => opened.isClosed()).toBe(true);
    await expect.poll(() => prints.length).toBe(1);
  });

  test("S-4-10: a link that asks for it reloads the page after printing; an invoice without its number is issued by POST first", async ({ page, context }) => {
    const prints = await recordPrints(context);
    const requests = await answerDocuments(context, (url) => ({ body: documentHtml(url) }));
    await openCompletedOrder(page);
    await expect(printLink(page, "invoice")).toHaveAttribute("data-reload", "");
    await expect(printLink(page, "invoice")).toHaveAttribute("data-issue", "");
    const loads = countLoads(page);
    const popup = page.waitForEvent("popup");
    await printLink(page, "invoice").click();
    await (await popup).waitForEvent("close");
    await expect.poll(() => loads.count).toBe(1);
    expect(requests).toEqual([issuePost(await hrefOf(page, "invoice"))]);
    expect(prints).toHaveLength(1);
  });

  test("an invoice the shop refuses to issue (plain text, 409) is alerted, and nothing prints or reloads", async ({ page, context }) => {
    const prints = await recordPrints(context);
    const refusal = "No invoice can be issued: the shop has no address. Add it in the admin under Settings › Store.";
    const requests = await answerDocuments(context, () => ({ status: 409, contentType: "text/plain; charset=utf-8", body: refusal }));
    const id = await openCompletedOrder(page);
    test.info().annotations.push({ type: EXPECTED_FAILED_RESOURCE, description: `/account/orders/${id}/documents/invoice` });
    const loads = countLoads(page);
    const dialogs = answerDialogs(page);
    const popup = page.waitForEvent("popup");
    await printLink(page, "invoice").click();
    const opened = await popup;
    await expect.poll(() => dialogs).toEqual([`alert: ${refusal}`]);
    await expect.poll(() => opened.isClosed()).toBe(true);
    await expect(overlay(page)).toHaveCount(0);
    expect(requests).toEqual([issuePost(await hrefOf(page, "invoice"))]);
    expect(prints).toEqual([]);
    expect(loads.count).toBe(0);
  });

  test("S-4-1: with preview 'Yes' an invoice without its number is issued by POST, then shown in the new tab", async ({ page, context }) => {
    const prints = await recordPrints(context);
    const requests = await answerDocuments(context, (url) => ({ body: documentHtml(url) }));
    await openCompletedOrder(page);
    await changeDocumentSettings(page, { show_document_preview: "Yes" });
    const href = await hrefOf(page, "invoice");
    const popup = page.waitForEvent("popup");
    await printLink(page, "invoice").click();
    const tab = await popup;
    await expect(tab).toHaveURL(href);
    await expect(tab.locator("[data-test-document]")).toHaveText("invoice for the test");
    expect(requests).toEqual([issuePost(href), { url: href, method: "GET", body: null }]);
    expect(prints).toEqual([]);
  });

  test("S-4-11: a bulk print never reloads the page, even from a link that asks for it", async ({ page, context }) => {
    const prints = await recordPrints(context);
    await answerDocuments(context, (url) => ({ body: documentHtml(url) }));
    await page.clock.install();
    await openCompletedOrder(page);
    await pauseClock(page);
    await printLink(page, "invoice").evaluate((link) => link.setAttribute("data-bulk", ""));
    const loads = countLoads(page);
    const popup = page.waitForEvent("popup");
    await printLink(page, "invoice").click();
    const opened = await popup;
    await expect(opened).toHaveTitle("Document invoice");
    await page.clock.runFor(500);
    await expect.poll(() => opened.isClosed()).toBe(true);
    await page.clock.runFor(5000);
    expect(prints).toHaveLength(1);
    expect(loads.count).toBe(0);
  });

  test("S-4-3 S-4-4 S-4-5: 768 px wide (and 767) the link opens in a window that prints and closes 2 s later", async ({ page, context }) => {
    const prints = await recordPrints(context);
    await answerDocuments(context, (url) => ({ body: documentHtml(url) }));
    await page.clock.install();
    await page.setViewportSize({ width: 768, height: 900 });
    await openCompletedOrder(page);
    await pauseClock(page);
    for (const width of [768, 767]) {
      await page.setViewportSize({ width, height: 900 });
      const popupPromise = page.waitForEvent("popup");
      await printLink(page, "delivery-note").click();
      const popup = await popupPromise;
      await expect(popup).toHaveURL(await hrefOf(page, "delivery-note"));
      await expect.poll(() => prints.length).toBe(width === 768 ? 1 : 2);
      expect(prints.at(-1)!.url).toBe(await hrefOf(page, "delivery-note"));
      await page.clock.runFor(1999);
      expect(popup.isClosed()).toBe(false);
      await page.clock.runFor(1);
      await expect.poll(() => popup.isClosed()).toBe(true);
    }
    await expect(overlay(page)).toHaveCount(0);
  });

  test("S-4-3 S-4-4: on a narrow screen an invoice without its number is issued by POST, then printed in its window", async ({ page, context }) => {
    const prints = await recordPrints(context);
    const requests = await answerDocuments(context, (url) => ({ body: documentHtml(url) }));
    await page.setViewportSize({ width: 768, height: 900 });
    await openCompletedOrder(page);
    const href = await hrefOf(page, "invoice");
    const popupPromise = page.waitForEvent("popup");
    await printLink(page, "invoice").click();
    const popup = await popupPromise;
    await expect(popup).toHaveURL(href);
    await expect.poll(() => prints.length).toBe(1);
    expect(prints[0]!.url).toBe(href);
    expect(requests).toEqual([issuePost(href), { url: href, method: "GET", body: null }]);
    await popup.waitForEvent("close");
  });

  test("S-4-3 S-4-4 S-4-5: on a phone the link opens in a window that prints and closes 2 s later @phone", async ({ page, context }) => {
    test.skip(test.info().project.name !== "phone", "the phone's own width");
    const prints = await recordPrints(context);
    await answerDocuments(context, (url) => ({ body: documentHtml(url) }));
    await page.clock.install();
    await openCompletedOrder(page);
    await pauseClock(page);
    expect(page.viewportSize()!.width).toBeLessThanOrEqual(768);
    const popupPromise = page.waitForEvent("popup");
    await printLink(page, "packing-list").tap();
    const popup = await popupPromise;
    await expect(popup).toHaveURL(await hrefOf(page, "packing-list"));
    await expect.poll(() => prints.length).toBe(1);
    await page.clock.runFor(1999);
    expect(popup.isClosed()).toBe(false);
    await page.clock.runFor(1);
    await expect.poll(() => popup.isClosed()).toBe(true);
  });
});

test.describe("Order documents: invoice-number confirmation", () => {
  /** Gives the invoice link a code, as the server gives one to a document about to be numbered. */
  const withCode = (page: Page, code: string) =>
    printLink(page, "invoice").evaluate((link, value) => link.setAttribute("data-invoice-number-code", value), code);

  test("S-4-13 S-4-16 S-4-17: code 1 confirms with the free-order text; on confirm the document opens in a new tab and the page reloads 1 s later @phone", async ({
    page,
    context,
  }) => {
    const requests = await answerDocuments(context, (url) => ({ body: documentHtml(url) }));
    await page.clock.install();
    await openCompletedOrder(page);
    await pauseClock(page);
    await withCode(page, "1");
    const dialogs: string[] = [];
    page.once("dialog", (dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.accept();
    });
    const loads = countLoads(page);
    const popup = page.waitForEvent("popup");
    await printLink(page, "invoice").click();
    await expect(await popup).toHaveURL(await hrefOf(page, "invoice"));
    expect(dialogs).toEqual(["confirm: This order is free. Issue a numbered invoice for it anyway?"]);
    // Confirmed, the invoice was issued by POST before it opened.
    expect(requests[0]).toEqual(issuePost(await hrefOf(page, "invoice")));
    await page.clock.runFor(999);
    expect(loads.count).toBe(0);
    await page.clock.runFor(1);
    await expect.poll(() => loads.count).toBe(1);
  });

  test("S-4-14: the credit note (code 2) confirms with the credit-note text; declined, nothing opens", async ({ page, context }) => {
    await recordPrints(context);
    const requests = await answerDocuments(context, (url) => ({ body: documentHtml(url) }));
    await openCompletedOrder(page);
    const dialogs: string[] = [];
    page.once("dialog", (dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    const popups: Page[] = [];
    page.on("popup", (popup) => popups.push(popup));
    await printLink(page, "credit-note").click();
    await expect.poll(() => dialogs).toEqual(["confirm: Printing gives this credit note its number, which cannot be undone. Continue?"]);
    await expectNothingOpenedBefore(page, popups, requests);
  });

  test("S-4-15: code 11 confirms with the title text", async ({ page, context }) => {
    await answerDocuments(context, (url) => ({ body: documentHtml(url) }));
    await openCompletedOrder(page);
    await withCode(page, "11");
    const dialogs = answerDialogs(page, "dismiss");
    await printLink(page, "invoice").click();
    await expect
      .poll(() => dialogs)
      .toEqual(["confirm: This invoice is printed under the shop's own title. Printing gives this invoice its number, which cannot be undone. Continue?"]);
  });

  test("S-4-18 S-4-19: after 'don't show again' the prompt is skipped, and the URL carries wt_dont_show_again=1", async ({ page, context }) => {
    await answerDocuments(context, (url) => ({ body: documentHtml(url) }));
    await openCompletedOrder(page);
    await page.getByLabel("Don't show this again").check();
    page.once("dialog", (dialog) => void dialog.accept());
    const first = page.waitForEvent("popup");
    const reloaded = page.waitForEvent("load");
    await printLink(page, "credit-note").click();
    // The tab opens blank while the credit note is issued, then shows it at the link's URL.
    await expect(await first).toHaveURL(/[?&]wt_dont_show_again=1$/);
    await reloaded;
    await expect(page.locator("[data-document-links][data-enhanced]")).toBeAttached();

    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const second = page.waitForEvent("popup");
    await printLink(page, "credit-note").click();
    await expect(await second).toHaveURL(`${await hrefOf(page, "credit-note")}&wt_dont_show_again=1`);
    expect(dialogs).toEqual([]);
  });

  test("S-4-20 S-4-21: code 3 alerts that the shop has no from-address and opens nothing @phone", async ({ page, context }) => {
    await recordPrints(context);
    const requests = await answerDocuments(context, (url) => ({ body: documentHtml(url) }));
    await openCompletedOrder(page);
    await withCode(page, "3");
    const popups: Page[] = [];
    page.on("popup", (popup) => popups.push(popup));
    const dialogs = answerDialogs(page);
    await printLink(page, "invoice").click();
    await expect.poll(() => dialogs).toEqual(["alert: The shop has no address yet, so no invoice can be issued. Add it in the admin under Settings › Store."]);
    await expectNothingOpenedBefore(page, popups, requests);
  });

  test("S-4-22 S-4-23: any other code opens the document directly in a new tab and reloads 1 s later", async ({ page, context }) => {
    await answerDocuments(context, (url) => ({ body: documentHtml(url) }));
    await page.clock.install();
    await openCompletedOrder(page);
    await pauseClock(page);
    await withCode(page, "0");
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const loads = countLoads(page);
    const popup = page.waitForEvent("popup");
    await printLink(page, "invoice").click();
    await expect(await popup).toHaveURL(await hrefOf(page, "invoice"));
    await page.clock.runFor(999);
    expect(loads.count).toBe(0);
    await page.clock.runFor(1);
    await expect.poll(() => loads.count).toBe(1);
    expect(dialogs).toEqual([]);
  });
});

test.describe("Order documents: errors", () => {
  test("S-8-1 S-8-2: a plain-text answer closes the window and alerts the text", async ({ page, context }) => {
    await answerDocuments(context, () => ({ contentType: "text/plain; charset=utf-8", body: "This document is not available yet." }));
    await openCompletedOrder(page);
    const dialogs = answerDialogs(page);
    const popup = page.waitForEvent("popup");
    await printLink(page, "packing-list").click();
    const opened = await popup;
    await expect.poll(() => dialogs).toEqual(["alert: This document is not available yet."]);
    await expect.poll(() => opened.isClosed()).toBe(true);
    await expect(overlay(page)).toHaveCount(0);
  });

  test("S-8-3: an answer that is not 200 alerts error_loading_data", async ({ page, context }) => {
    await answerDocuments(context, () => ({ status: 404, body: "<p>Not found</p>" }));
    const id = await openCompletedOrder(page);
    test.info().annotations.push({ type: EXPECTED_FAILED_RESOURCE, description: `/account/orders/${id}/documents/packing-list` });
    const dialogs = answerDialogs(page);
    await printLink(page, "packing-list").click();
    await expect.poll(() => dialogs).toEqual(["alert: The document could not be loaded. Please try again."]);
  });

  test("S-8-4 S-8-5: a network error alerts request_error and hides the overlay and the window 1 s later", async ({ page, context }) => {
    await answerDocuments(context, () => "abort");
    await page.clock.install();
    const id = await openCompletedOrder(page);
    test.info().annotations.push({ type: EXPECTED_FAILED_RESOURCE, description: `/account/orders/${id}/documents/packing-list` });
    await pauseClock(page);
    const dialogs = answerDialogs(page);
    const popup = page.waitForEvent("popup");
    await printLink(page, "packing-list").click();
    const opened = await popup;
    await expect.poll(() => dialogs).toEqual(["alert: The request did not reach the shop. Check your connection and try again."]);
    await page.clock.runFor(999);
    await expect(overlay(page)).toBeVisible();
    expect(opened.isClosed()).toBe(false);
    await page.clock.runFor(1);
    await expect.poll(() => opened.isClosed()).toBe(true);
    await expect(overlay(page)).toHaveCount(0);
  });

  test("S-8-6: when no window can open, new_tab_open_error is alerted @phone", async ({ page, context }) => {
    const requests = await answerDocuments(context, (url) => ({ body: documentHtml(url) }));
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await openCompletedOrder(page);
    const dialogs = answerDialogs(page);
    await printLink(page, "packing-list").click();
    await expect.poll(() => dialogs).toEqual(["alert: The document could not open in a new window. Allow pop-ups for this shop and try again."]);
    expect(requests).toEqual([]);
  });

  test("S-3-4: every text comes from the page's msgs", async ({ page, context }) => {
    await recordPrints(context);
    let answer: "held" | "404" | "abort" = "held";
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await answerDocuments(context, async (url) => {
      if (answer === "abort") return "abort";
      if (answer === "404") return { status: 404 };
      await held;
      return { body: documentHtml(url) };
    });
    const id = await openCompletedOrder(page);
    for (const kind of ["packing-list", "delivery-note"])
      test.info().annotations.push({ type: EXPECTED_FAILED_RESOURCE, description: `/account/orders/${id}/documents/${kind}` });
    const msgs = {
      generating_document_text: "Own: generating",
      new_tab_open_error: "Own: no window",
      error_loading_data: "Own: not loaded",
      request_error: "Own: offline",
      invoice_number_prompt: "Own: numbered?",
      invoice_number_prompt_free_order: "Own: free?",
      invoice_number_prompt_no_from_addr: "Own: no address",
      creditnote_number_prompt: "Own: credit?",
      invoice_title_prompt: "Own: titled.",
      pop_dont_show_again: "Own: never again",
    };
    await changeDocumentSettings(page, { msgs });
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const withCode = (code: string) => printLink(page, "invoice").evaluate((link, value) => link.setAttribute("data-invoice-number-code", value), code);
    for (const [n, code] of ["1", "11", "3"].entries()) {
      await withCode(code);
      await printLink(page, "invoice").click();
      await expect.poll(() => dialogs.length).toBe(n + 1);
    }
    await printLink(page, "credit-note").click();
    await expect.poll(() => dialogs.length).toBe(4);

    const popup = page.waitForEvent("popup");
    await printLink(page, "packing-list").click();
    const opened = await popup;
    await expect(opened.locator("body")).toHaveText("Own: generating");
    const closed = opened.waitForEvent("close");
    release();
    await closed;
    answer = "404";
    await printLink(page, "delivery-note").click();
    await expect.poll(() => dialogs.length).toBe(5);
    answer = "abort";
    await printLink(page, "packing-list").click();
    await expect.poll(() => dialogs.length).toBe(6);
    await expect(overlay(page)).toHaveCount(0);
    await page.evaluate(() => {
      window.open = () => null;
    });
    await printLink(page, "packing-list").click();
    await expect.poll(() => dialogs.length).toBe(7);
    expect(dialogs).toEqual([
      "Own: free?",
      "Own: titled. Own: numbered?",
      "Own: no address",
      "Own: credit?",
      "Own: not loaded",
      "Own: offline",
      "Own: no window",
    ]);
  });
});
