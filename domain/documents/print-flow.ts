/**
 * The decisions of the document print flow (storefront-shell spec §4 "Document printing" and
 * "Invoice-number confirmation", §8's document rows, §9's constants), free of the browser: the page's
 * script (app/components/documents/print-links.client.ts) asks these and carries out the answer.
 */
import { DOCUMENT_ACCESS_LOGGED_IN, DOCUMENT_PREVIEW_ON, type DocumentMessages, type DocumentPagePayload } from "./document-settings.ts";
import { DONT_SHOW_AGAIN_PARAM, INVOICE_NUMBER_CODE } from "./links.ts";

/** §9: screens up to this width print through a new window rather than a hidden frame. */
export const PRINT_MOBILE_BREAKPOINT_PX = 768;
/** §9: the narrow screen's print window closes this long after it opened. */
export const MOBILE_PRINT_CLOSE_MS = 2000;
/** §9: the wide screen prints the rendered document this long after it arrived. */
export const DESKTOP_PRINT_DELAY_MS = 500;
/** §9: the page reloads this long after a document was opened through the invoice-number confirmation. */
export const RELOAD_AFTER_OPEN_MS = 1000;
/** §8: after a network error, the overlay and the popup are hidden this long after the alert. */
export const HIDE_AFTER_REQUEST_ERROR_MS = 1000;

/** §9 overlay defaults. */
export const OVERLAY_OPACITY = 0.6;
export const OVERLAY_MESSAGE = "Please wait...";
export const NOTIFICATION_TIMEOUT_MS = 3000;
export const INPUT_FOCUS_DELAY_MS = 20;

/** The value "don't show again" is remembered under in the browser's storage (and the URL's value). */
export const DONT_SHOW_AGAIN_STORAGE_KEY = "vitrine:documents:dont-show-again";
export const DONT_SHOW_AGAIN_VALUE = "1";

export type PrintMode =
  /** Open the link in a new tab and let the server's page do the rest (preview, or a login to ask for). */
  | "new-tab"
  /** Narrow screens: open the document in a window, print it there, close it after MOBILE_PRINT_CLOSE_MS. */
  | "mobile-window"
  /** Wide screens: fetch the document into a hidden frame of a waiting window, print it, close the window. */
  | "desktop-frame";

/** §3: preview is on only for exactly 'Yes'. */
export function isPreviewOn(settings: Pick<DocumentPagePayload, "show_document_preview">): boolean {
  return settings.show_document_preview === DOCUMENT_PREVIEW_ON;
}

/** §3: only 'logged_in' asks for a logged-in user; `is_user_logged_in` is '' for a visitor who is not. */
export function needsLoginFirst(settings: Pick<DocumentPagePayload, "document_access_type" | "is_user_logged_in">): boolean {
  return settings.document_access_type === DOCUMENT_ACCESS_LOGGED_IN && settings.is_user_logged_in === "";
}

/** §4 "Document printing": how a click on a print link proceeds at this viewport width. */
export function printModeFor(
  settings: Pick<DocumentPagePayload, "show_document_preview" | "document_access_type" | "is_user_logged_in">,
  viewportWidth: number,
): PrintMode {
  if (isPreviewOn(settings) || needsLoginFirst(settings)) return "new-tab";
  return viewportWidth <= PRINT_MOBILE_BREAKPOINT_PX ? "mobile-window" : "desktop-frame";
}

/** §4 "Document printing": a bulk print never reloads the page; a single one does when its link asks. */
export function reloadsAfterPrint(link: { reload: boolean; bulk: boolean }): boolean {
  return link.reload && !link.bulk;
}

export type Confirmation =
  | { action: "confirm"; text: string }
  | { action: "alert-and-stop"; text: string }
  /** Open in a new tab (with wt_dont_show_again=1 when `dontShowAgain`) and reload after RELOAD_AFTER_OPEN_MS. */
  | { action: "open-directly"; dontShowAgain: boolean };

/** The message each confirming code asks with. */
const CONFIRM_PROMPTS: Partial<Record<number, keyof DocumentMessages>> = {
  [INVOICE_NUMBER_CODE.freeOrder]: "invoice_number_prompt_free_order",
  [INVOICE_NUMBER_CODE.creditNote]: "creditnote_number_prompt",
  [INVOICE_NUMBER_CODE.titled]: "invoice_title_prompt",
};

/** A link's code as written in its attribute: a whole number, or null (no code, or not a number). */
export function parseInvoiceNumberCode(attribute: string | null | undefined): number | null {
  if (attribute === null || attribute === undefined || !/^\s*-?\d+\s*$/.test(attribute)) return null;
  return Number(attribute);
}

/** Whether a link with this code asks before it opens (codes 1, 2 and 11), unless "don't show again" was chosen. */
export function asksForConfirmation(code: number | null): boolean {
  return code !== null && CONFIRM_PROMPTS[code] !== undefined;
}

/**
 * §4 "Invoice-number confirmation": codes 1, 2 and 11 confirm first (code 11 with the title prompt
 * followed by invoice_number_prompt) (skipped once "don't show again"
 * was chosen, and then the URL says so); code 3 alerts that the shop has no from-address and stops; any
 * other value opens directly.
 */
export function confirmationFor(code: number | null, msgs: DocumentMessages, dontShowAgain: boolean): Confirmation {
  if (code === INVOICE_NUMBER_CODE.noFromAddress) return { action: "alert-and-stop", text: msgs.invoice_number_prompt_no_from_addr };
  const prompt = code === null ? undefined : CONFIRM_PROMPTS[code];
  if (prompt === undefined) return { action: "open-directly", dontShowAgain: false };
  if (dontShowAgain) return { action: "open-directly", dontShowAgain: true };
  // A titled invoice says why it asks, then what numbering means.
  const text = code === INVOICE_NUMBER_CODE.titled ? `${msgs.invoice_title_prompt} ${msgs.invoice_number_prompt}` : msgs[prompt];
  return { action: "confirm", text };
}

/** The link's URL with wt_dont_show_again=1 added (relative URLs stay relative; a fragment stays last). */
export function withDontShowAgain(href: string): string {
  const hashAt = href.indexOf("#");
  const [path, hash] = hashAt === -1 ? [href, ""] : [href.slice(0, hashAt), href.slice(hashAt)];
  const queryAt = path.indexOf("?");
  const query = new URLSearchParams(queryAt === -1 ? "" : path.slice(queryAt + 1));
  query.set(DONT_SHOW_AGAIN_PARAM, DONT_SHOW_AGAIN_VALUE);
  return `${queryAt === -1 ? path : path.slice(0, queryAt)}?${query.toString()}${hash}`;
}

/** §7 call 1 and §8: a plain-text answer is an error message to alert, not a document. */
export function isPlainTextAnswer(contentType: string | null | undefined): boolean {
  return (contentType ?? "").split(";")[0]!.trim().toLowerCase() === "text/plain";
}

export type FetchOutcome = { kind: "document"; html: string } | { kind: "plain-text"; text: string } | { kind: "error-status" } | { kind: "network-error" };

/** §8: what the wide screen's fetch of a document came to. Plain text wins over the status (the server's own message). */
export function fetchOutcome(answer: { status: number; contentType: string | null; body: string } | null): FetchOutcome {
  if (answer === null) return { kind: "network-error" };
  if (isPlainTextAnswer(answer.contentType)) return { kind: "plain-text", text: answer.body };
  if (answer.status !== 200) return { kind: "error-status" };
  return { kind: "document", html: answer.body };
}
