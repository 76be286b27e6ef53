import { describe, expect, it } from "vitest";
import { DEFAULT_DOCUMENT_MESSAGES, DEFAULT_DOCUMENT_SETTINGS, documentPagePayload } from "./document-settings.ts";
import {
  asksForConfirmation,
  confirmationFor,
  DESKTOP_PRINT_DELAY_MS,
  fetchOutcome,
  INPUT_FOCUS_DELAY_MS,
  isPlainTextAnswer,
  isPreviewOn,
  MOBILE_PRINT_CLOSE_MS,
  needsLoginFirst,
  NOTIFICATION_TIMEOUT_MS,
  OVERLAY_MESSAGE,
  OVERLAY_OPACITY,
  parseInvoiceNumberCode,
  PRINT_MOBILE_BREAKPOINT_PX,
  printModeFor,
  RELOAD_AFTER_OPEN_MS,
  reloadsAfterPrint,
  withDontShowAgain,
} from "./print-flow.ts";

const payload = (fields: Partial<{ show_document_preview: string; document_access_type: string; is_user_logged_in: string }> = {}) => ({
  show_document_preview: "No",
  document_access_type: "order_link",
  is_user_logged_in: "1",
  ...fields,
});
const msgs = DEFAULT_DOCUMENT_MESSAGES;

describe("print flow constants (§9)", () => {
  it("S-4-3 S-4-5 S-4-8 S-4-17: breakpoint 768 px, mobile close 2000 ms, desktop print delay 500 ms, reload 1000 ms", () => {
    expect([PRINT_MOBILE_BREAKPOINT_PX, MOBILE_PRINT_CLOSE_MS, DESKTOP_PRINT_DELAY_MS, RELOAD_AFTER_OPEN_MS]).toEqual([768, 2000, 500, 1000]);
  });

  it("S-9-1 S-9-2 S-9-3 S-9-4: overlay opacity 0.6, 'Please wait...', notification 3000 ms, input focus after 20 ms", () => {
    expect([OVERLAY_OPACITY, OVERLAY_MESSAGE, NOTIFICATION_TIMEOUT_MS, INPUT_FOCUS_DELAY_MS]).toEqual([0.6, "Please wait...", 3000, 20]);
  });
});

describe("S-3-1 preview", () => {
  it("is on only for exactly 'Yes'", () => {
    expect(isPreviewOn(payload({ show_document_preview: "Yes" }))).toBe(true);
    for (const other of ["yes", "YES", "No", "", "true", " Yes"]) expect(isPreviewOn(payload({ show_document_preview: other }))).toBe(false);
  });

  it("the stored boolean becomes 'Yes' or 'No' in the page's object", () => {
    expect(isPreviewOn(documentPagePayload({ ...DEFAULT_DOCUMENT_SETTINGS, showDocumentPreview: true }, true))).toBe(true);
    expect(isPreviewOn(documentPagePayload({ ...DEFAULT_DOCUMENT_SETTINGS, showDocumentPreview: false }, true))).toBe(false);
  });
});

describe("S-3-2 access type", () => {
  it("'logged_in' requires a logged-in user: a visitor with is_user_logged_in '' is sent to the server first", () => {
    expect(needsLoginFirst(payload({ document_access_type: "logged_in", is_user_logged_in: "" }))).toBe(true);
    expect(needsLoginFirst(payload({ document_access_type: "logged_in", is_user_logged_in: "1" }))).toBe(false);
  });

  it("any other access type does not, logged in or not", () => {
    for (const type of ["order_link", "Logged_in", "logged-in", ""])
      expect(needsLoginFirst(payload({ document_access_type: type, is_user_logged_in: "" }))).toBe(false);
  });
});

describe("printModeFor (§4 Document printing)", () => {
  it("S-3-1 S-4-1: preview on opens a new tab at any width", () => {
    expect(printModeFor(payload({ show_document_preview: "Yes" }), 1280)).toBe("new-tab");
    expect(printModeFor(payload({ show_document_preview: "Yes" }), 390)).toBe("new-tab");
  });

  it("S-3-2 S-4-2: logged_in access and a visitor not logged in open a new tab at any width", () => {
    expect(printModeFor(payload({ document_access_type: "logged_in", is_user_logged_in: "" }), 1280)).toBe("new-tab");
    expect(printModeFor(payload({ document_access_type: "logged_in", is_user_logged_in: "" }), 390)).toBe("new-tab");
  });

  it("S-4-3: up to 768 px wide a print window opens; from 769 px a hidden frame prints", () => {
    expect(printModeFor(payload(), 390)).toBe("mobile-window");
    expect(printModeFor(payload(), 767)).toBe("mobile-window");
    expect(printModeFor(payload(), 768)).toBe("mobile-window");
    expect(printModeFor(payload(), 769)).toBe("desktop-frame");
    expect(printModeFor(payload({ document_access_type: "logged_in" }), 1280)).toBe("desktop-frame");
  });
});

describe("reloadsAfterPrint", () => {
  it("S-4-10 S-4-11: reloads when the link asks, never after a bulk print", () => {
    expect(reloadsAfterPrint({ reload: true, bulk: false })).toBe(true);
    expect(reloadsAfterPrint({ reload: false, bulk: false })).toBe(false);
    expect(reloadsAfterPrint({ reload: true, bulk: true })).toBe(false);
  });
});

describe("invoice-number confirmation (§4)", () => {
  it("S-4-12: reads the code from the link's attribute; no attribute or no number is no code", () => {
    expect(parseInvoiceNumberCode("1")).toBe(1);
    expect(parseInvoiceNumberCode(" 11 ")).toBe(11);
    expect(parseInvoiceNumberCode("0")).toBe(0);
    for (const none of [null, undefined, "", "x", "1.5", "1e1"]) expect(parseInvoiceNumberCode(none)).toBeNull();
  });

  it("S-4-13 S-4-14 S-4-15: codes 1, 2 and 11 confirm with the free-order, credit-note and title prompts", () => {
    expect(confirmationFor(1, msgs, false)).toEqual({ action: "confirm", text: msgs.invoice_number_prompt_free_order });
    expect(confirmationFor(2, msgs, false)).toEqual({ action: "confirm", text: msgs.creditnote_number_prompt });
    expect(confirmationFor(11, msgs, false)).toEqual({ action: "confirm", text: `${msgs.invoice_title_prompt} ${msgs.invoice_number_prompt}` });
    expect([1, 2, 11].every(asksForConfirmation)).toBe(true);
  });

  it("S-3-4: the prompts are the page's own texts", () => {
    const own = {
      ...msgs,
      invoice_number_prompt_free_order: "Free? Sure?",
      invoice_number_prompt_no_from_addr: "No address.",
      creditnote_number_prompt: "Credit?",
      invoice_title_prompt: "Titled.",
      invoice_number_prompt: "Numbered?",
    };
    expect(confirmationFor(1, own, false)).toEqual({ action: "confirm", text: "Free? Sure?" });
    expect(confirmationFor(2, own, false)).toEqual({ action: "confirm", text: "Credit?" });
    expect(confirmationFor(11, own, false)).toEqual({ action: "confirm", text: "Titled. Numbered?" });
    expect(confirmationFor(3, own, false)).toEqual({ action: "alert-and-stop", text: "No address." });
  });

  it("S-4-18 S-4-19: once 'don't show again' was chosen the confirming codes open directly, saying so in the URL", () => {
    for (const code of [1, 2, 11]) expect(confirmationFor(code, msgs, true)).toEqual({ action: "open-directly", dontShowAgain: true });
  });

  it("S-4-20 S-4-21: code 3 alerts the no-from-address text and stops, 'don't show again' or not", () => {
    expect(confirmationFor(3, msgs, false)).toEqual({ action: "alert-and-stop", text: msgs.invoice_number_prompt_no_from_addr });
    expect(confirmationFor(3, msgs, true)).toEqual({ action: "alert-and-stop", text: msgs.invoice_number_prompt_no_from_addr });
  });

  it("S-4-22: any other value opens directly, without the don't-show-again mark", () => {
    for (const code of [null, 0, 4, 10, 12, -1]) {
      expect(confirmationFor(code, msgs, false)).toEqual({ action: "open-directly", dontShowAgain: false });
      expect(confirmationFor(code, msgs, true)).toEqual({ action: "open-directly", dontShowAgain: false });
      expect(asksForConfirmation(code)).toBe(false);
    }
  });
});

describe("withDontShowAgain", () => {
  it("S-4-19: adds wt_dont_show_again=1 to a link with or without a query, keeping the fragment last", () => {
    expect(withDontShowAgain("/account/orders/7/documents/invoice")).toBe("/account/orders/7/documents/invoice?wt_dont_show_again=1");
    expect(withDontShowAgain("/account/orders/7/documents/credit-note?refund=3&key=abc")).toBe(
      "/account/orders/7/documents/credit-note?refund=3&key=abc&wt_dont_show_again=1",
    );
    expect(withDontShowAgain("/d?x=1#top")).toBe("/d?x=1&wt_dont_show_again=1#top");
  });

  it("does not add it twice", () => {
    expect(withDontShowAgain("/d?wt_dont_show_again=1")).toBe("/d?wt_dont_show_again=1");
  });
});

describe("answers of the document fetch (§7 call 1, §8)", () => {
  it("S-8-1: text/plain, with or without a charset, is a plain-text answer; HTML and nothing are not", () => {
    expect(isPlainTextAnswer("text/plain")).toBe(true);
    expect(isPlainTextAnswer("Text/Plain; charset=utf-8")).toBe(true);
    for (const other of ["text/html; charset=utf-8", "text/plain-ish", "application/json", "", null, undefined]) expect(isPlainTextAnswer(other)).toBe(false);
  });

  it("S-7-2 S-8-2 S-8-3 S-8-4: HTML at 200 is the document; plain text is alerted whatever the status; another status is an error; no answer is a network error", () => {
    expect(fetchOutcome({ status: 200, contentType: "text/html", body: "<h1>Invoice</h1>" })).toEqual({ kind: "document", html: "<h1>Invoice</h1>" });
    expect(fetchOutcome({ status: 200, contentType: "text/plain", body: "Not yours." })).toEqual({ kind: "plain-text", text: "Not yours." });
    expect(fetchOutcome({ status: 403, contentType: "text/plain; charset=utf-8", body: "Log in first." })).toEqual({
      kind: "plain-text",
      text: "Log in first.",
    });
    expect(fetchOutcome({ status: 404, contentType: "text/html", body: "<p>Missing</p>" })).toEqual({ kind: "error-status" });
    expect(fetchOutcome({ status: 201, contentType: "text/html", body: "" })).toEqual({ kind: "error-status" });
    expect(fetchOutcome(null)).toEqual({ kind: "network-error" });
  });
});
