/**
 * The browser side of order documents (storefront-shell spec §4, §7 call 1, §8): a click on a print link
 * (`a[data-document-link]`, a real link that opens the document in a new tab without JavaScript) is taken
 * over here.
 *
 * - A link carrying `data-invoice-number-code` is about to give a document its number: the code decides
 *   (§4 "Invoice-number confirmation"): confirm first, alert and stop, or open; then the page reloads.
 * - Any other link prints (§4 "Document printing"): a new tab for a preview or a login to ask for, a
 *   print window on narrow screens, a hidden frame in a waiting window on wide ones; `data-reload` asks
 *   for a reload afterwards, which `data-bulk` (several documents at once) never gets.
 * - A link carrying `data-issue` is an invoice or credit note without its number: a GET of it only asks
 *   to issue it, so the flow POSTs `intent=issue` to it first (the window it prints in is opened before,
 *   while the click allows it) and then shows or prints the numbered document. A refusal (no shop
 *   address) is alerted as any plain-text answer is.
 *
 * The decisions are domain/documents/print-flow.ts; this module only carries them out. Loaded on demand by
 * the pages that show document links (DocumentLinks), never with the storefront's first JavaScript.
 */
import type { DocumentMessages, DocumentPagePayload } from "../../../domain/documents/document-settings.ts";
import {
  confirmationFor,
  DESKTOP_PRINT_DELAY_MS,
  DONT_SHOW_AGAIN_STORAGE_KEY,
  DONT_SHOW_AGAIN_VALUE,
  fetchOutcome,
  type FetchOutcome,
  HIDE_AFTER_REQUEST_ERROR_MS,
  MOBILE_PRINT_CLOSE_MS,
  needsLoginFirst,
  parseInvoiceNumberCode,
  printModeFor,
  RELOAD_AFTER_OPEN_MS,
  reloadsAfterPrint,
  withDontShowAgain,
} from "../../../domain/documents/print-flow.ts";
import { showNotification, showWaitingOverlay } from "./waiting-overlay.client.ts";

export const DOCUMENT_LINK_SELECTOR = "a[data-document-link]";
export const DOCUMENT_SETTINGS_ELEMENT_ID = "vitrine-document-settings";
/** The checkbox beside the links that turns the numbering prompt off for good (its label is pop_dont_show_again). */
export const DONT_SHOW_AGAIN_SELECTOR = "input[data-document-dont-show-again]";
const PRINTED_NOTICE = "The document was sent to the printer.";
/** The form field the document route's action issues a document for. */
const ISSUE_FIELDS = { intent: "issue" } as const;
/** How often a window sent from its blank page to the document is looked at until the document has loaded. */
const LOADED_POLL_MS = 50;

type DocumentAnswer = { status: number; contentType: string | null; body: string } | null;

declare global {
  interface Window {
    /** The page's document settings (§3), in the spec's own field names. */
    documentSettings?: DocumentPagePayload;
  }
}

/** The settings in force: window.documentSettings (a page may change it), else the page's JSON script. */
export function documentSettings(): DocumentPagePayload | null {
  if (window.documentSettings && typeof window.documentSettings === "object") return window.documentSettings;
  const text = document.getElementById(DOCUMENT_SETTINGS_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return (window.documentSettings = JSON.parse(text) as DocumentPagePayload);
  } catch {
    return null;
  }
}

let installed = 0;

/** Starts handling print links on this page (once however many lists ask); answers the function that stops. */
export function installPrintLinks(): () => void {
  documentSettings();
  if (installed++ === 0) document.addEventListener("click", onClick);
  return () => {
    if (--installed === 0) document.removeEventListener("click", onClick);
  };
}

function onClick(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(DOCUMENT_LINK_SELECTOR) : null;
  const settings = documentSettings();
  if (!link || !settings) return;
  if (link.hasAttribute("data-invoice-number-code")) {
    event.preventDefault();
    openWithNumbering(link, settings.msgs);
    return;
  }
  const issue = link.hasAttribute("data-issue");
  const mode = printModeFor(settings, window.innerWidth);
  // A new tab is what the link does by itself: the server's page shows the preview, or asks for a login
  // (and then, for a document to issue, asks to issue it).
  if (mode === "new-tab" && (!issue || needsLoginFirst(settings))) return;
  event.preventDefault();
  const reload = reloadsAfterPrint({ reload: link.hasAttribute("data-reload"), bulk: link.hasAttribute("data-bulk") });
  if (mode === "new-tab") issueIntoWindow(link.href, settings.msgs, (opened) => showIn(opened, link.href, reload));
  else if (mode === "mobile-window") printInWindow(link.href, settings.msgs, issue);
  else printInFrame(link.href, settings.msgs, reload, issue);
}

/** §4 "Invoice-number confirmation". */
function openWithNumbering(link: HTMLAnchorElement, msgs: DocumentMessages): void {
  const decision = confirmationFor(parseInvoiceNumberCode(link.getAttribute("data-invoice-number-code")), msgs, dontShowAgainChosen());
  if (decision.action === "alert-and-stop") {
    window.alert(decision.text);
    return;
  }
  let markUrl = decision.action === "open-directly" && decision.dontShowAgain;
  if (decision.action === "confirm") {
    if (!window.confirm(decision.text)) return;
    if (dontShowAgainTicked(link)) {
      rememberDontShowAgain();
      markUrl = true;
    }
  }
  const href = markUrl ? withDontShowAgain(link.href) : link.href;
  // The confirmed document gets its number by POST (a GET would only ask again), then opens in the new tab.
  if (link.hasAttribute("data-issue")) {
    issueIntoWindow(href, msgs, (opened) => showIn(opened, href, true));
    return;
  }
  const opened = window.open(href, "_blank");
  if (!opened) {
    window.alert(msgs.new_tab_open_error);
    return;
  }
  // The document now has its number: the page shows it after the reload.
  window.setTimeout(() => window.location.reload(), RELOAD_AFTER_OPEN_MS);
}

/**
 * A document to issue: a window opens now (while the click allows a popup) saying the document is being
 * made, the POST issues it, and `then` puts the numbered document in that window. A refusal closes the
 * window and is alerted as the print flow alerts any answer that is not the document (§8).
 */
function issueIntoWindow(href: string, msgs: DocumentMessages, then: (opened: Window) => void): void {
  const opened = window.open("", "_blank");
  if (!opened) {
    window.alert(msgs.new_tab_open_error);
    return;
  }
  showWaiting(opened, msgs);
  void fetchDocument(href, new AbortController().signal, true).then((answer) => {
    const outcome = fetchOutcome(answer);
    if (outcome.kind === "document") {
      if (!opened.closed) then(opened);
      return;
    }
    opened.close();
    alertFailure(outcome, msgs);
  });
}

/** Shows the (now numbered) document in the window, and reloads this page 1 s later when it asks (§4, §9). */
function showIn(opened: Window, href: string, reloadAfter: boolean): void {
  opened.location.replace(href);
  if (reloadAfter) window.setTimeout(() => window.location.reload(), RELOAD_AFTER_OPEN_MS);
}

/** Narrow screens: the document opens in a window of its own, is printed there, and the window closes. */
function printInWindow(href: string, msgs: DocumentMessages, issue: boolean): void {
  if (issue) {
    issueIntoWindow(href, msgs, (opened) => {
      opened.location.replace(href);
      afterDocumentLoads(opened, () => printAndClose(opened));
    });
    return;
  }
  const printWindow = window.open(href, "_blank");
  if (!printWindow) {
    window.alert(msgs.new_tab_open_error);
    return;
  }
  // A window opened at the document's URL keeps its Window object from its first blank page to the document, so this listener stays.
  printWindow.addEventListener("load", () => printAndClose(printWindow));
}

function printAndClose(printWindow: Window): void {
  printWindow.focus();
  printWindow.print();
  window.setTimeout(() => printWindow.close(), MOBILE_PRINT_CLOSE_MS);
}

/**
 * Calls `then` once a window sent on from the blank page it was opened with has loaded its document. The
 * document gets a Window object of its own there (a load listener added to the blank page's is lost), so
 * the window is looked at until it has.
 */
function afterDocumentLoads(opened: Window, then: () => void): void {
  const timer = window.setInterval(() => {
    if (opened.closed) {
      window.clearInterval(timer);
      return;
    }
    let loaded: boolean;
    try {
      loaded = opened.location.href !== "about:blank" && opened.document.readyState === "complete";
    } catch {
      // The window went to another site (nothing of ours to print there): stop looking.
      window.clearInterval(timer);
      return;
    }
    if (!loaded) return;
    window.clearInterval(timer);
    then();
  }, LOADED_POLL_MS);
}

/** The generating text (§4 "Document printing") in a window still waiting for its document. */
function showWaiting(waiting: Window, msgs: DocumentMessages): void {
  waiting.document.title = msgs.generating_document_text;
  waiting.document.body.textContent = msgs.generating_document_text;
  waiting.document.body.style.cursor = "progress";
}

/** §8: what the shopper is told when the answer is not the document. */
function alertFailure(outcome: Exclude<FetchOutcome, { kind: "document" }>, msgs: DocumentMessages): void {
  if (outcome.kind === "plain-text") window.alert(outcome.text);
  else window.alert(outcome.kind === "network-error" ? msgs.request_error : msgs.error_loading_data);
}

/** Wide screens: a waiting window, the document fetched (issued first when it asks) and rendered in its hidden frame, printed, closed. */
function printInFrame(href: string, msgs: DocumentMessages, reloadAfter: boolean, issue: boolean): void {
  const waiting = window.open("", "_blank");
  if (!waiting) {
    window.alert(msgs.new_tab_open_error);
    return;
  }
  showWaiting(waiting, msgs);
  const controller = new AbortController();
  const overlay = showWaitingOverlay(() => {
    controller.abort();
    waiting.close();
  });
  void fetchDocument(href, controller.signal, issue).then((answer) => {
    if (controller.signal.aborted) return;
    // The shopper closed the waiting window: nothing left to print into.
    if (waiting.closed) {
      overlay.hide();
      return;
    }
    const outcome = fetchOutcome(answer);
    if (outcome.kind === "document") {
      renderAndPrint(waiting, outcome.html, () => {
        overlay.hide();
        if (reloadAfter) window.location.reload();
        else showNotification(PRINTED_NOTICE);
      });
      return;
    }
    if (outcome.kind === "network-error") {
      window.alert(msgs.request_error);
      window.setTimeout(() => {
        overlay.hide();
        waiting.close();
      }, HIDE_AFTER_REQUEST_ERROR_MS);
      return;
    }
    overlay.hide();
    waiting.close();
    window.alert(outcome.kind === "plain-text" ? outcome.text : msgs.error_loading_data);
  });
}

/**
 * §7 call 1: GET the link's URL, no payload; or, for a document to issue, POST `intent=issue` to it (the
 * answer's 303 leads the fetch on to the numbered document). Null when the request did not complete.
 */
async function fetchDocument(href: string, signal: AbortSignal, issue: boolean): Promise<DocumentAnswer> {
  try {
    const request: RequestInit = issue ? { method: "POST", body: new URLSearchParams(ISSUE_FIELDS) } : { method: "GET" };
    const response = await fetch(href, { ...request, credentials: "same-origin", signal });
    return { status: response.status, contentType: response.headers.get("content-type"), body: await response.text() };
  } catch {
    return null;
  }
}

/** Puts the document in a hidden frame of the waiting window, prints it after DESKTOP_PRINT_DELAY_MS, closes the window. */
function renderAndPrint(waiting: Window, html: string, done: () => void): void {
  const doc = waiting.document;
  doc.body.textContent = "";
  const frame = doc.createElement("iframe");
  frame.id = "print-frame";
  frame.title = "Document";
  frame.style.display = "none";
  frame.srcdoc = html;
  frame.addEventListener("load", () => {
    doc.title = frame.contentDocument?.title || doc.title;
    window.setTimeout(() => {
      frame.contentWindow?.focus();
      frame.contentWindow?.print();
      doc.body.style.cursor = "auto";
      frame.remove();
      waiting.close();
      done();
    }, DESKTOP_PRINT_DELAY_MS);
  });
  doc.body.append(frame);
}

function dontShowAgainChosen(): boolean {
  try {
    return window.localStorage.getItem(DONT_SHOW_AGAIN_STORAGE_KEY) === DONT_SHOW_AGAIN_VALUE;
  } catch {
    return false;
  }
}

function rememberDontShowAgain(): void {
  try {
    window.localStorage.setItem(DONT_SHOW_AGAIN_STORAGE_KEY, DONT_SHOW_AGAIN_VALUE);
  } catch {
    // Storage refused (private mode): the prompt simply comes again next time.
  }
}

/** The "don't show again" box of the link's own list, else the page's first. */
function dontShowAgainTicked(link: HTMLAnchorElement): boolean {
  const box =
    link.closest("[data-document-links]")?.querySelector<HTMLInputElement>(DONT_SHOW_AGAIN_SELECTOR) ??
    document.querySelector<HTMLInputElement>(DONT_SHOW_AGAIN_SELECTOR);
  return box?.checked ?? false;
}
