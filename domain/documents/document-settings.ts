/**
 * Document settings (storefront-shell spec §3 "Document settings"): whether a document link opens as a
 * preview, who may open documents, the texts of the print flow, which kinds customers are offered, and
 * the numbering series. Stored as the `documents` settings document; a field that does not fit reads as
 * its default.
 */
import { z } from "zod";
import { DOCUMENT_KINDS, type DocumentKind, NUMBERED_KINDS, type NumberedKind } from "./kinds.ts";

export const DOCUMENT_SETTINGS_KEY = "documents";

/** §3: preview is on only for exactly this value. */
export const DOCUMENT_PREVIEW_ON = "Yes";
/** §3: this access type requires a logged-in user; any other value does not. */
export const DOCUMENT_ACCESS_LOGGED_IN = "logged_in";
/** Ours: anyone holding the order's link (a guest's order key, or their own account) may open it. */
export const DOCUMENT_ACCESS_ORDER_LINK = "order_link";
export const DOCUMENT_ACCESS_TYPES = [DOCUMENT_ACCESS_LOGGED_IN, DOCUMENT_ACCESS_ORDER_LINK] as const;

/** §3 `msgs`: every text the print flow shows. */
export const DOCUMENT_MESSAGE_KEYS = [
  "generating_document_text",
  "new_tab_open_error",
  "error_loading_data",
  "request_error",
  "invoice_number_prompt",
  "invoice_number_prompt_free_order",
  "invoice_number_prompt_no_from_addr",
  "creditnote_number_prompt",
  "invoice_title_prompt",
  "pop_dont_show_again",
] as const;
export type DocumentMessageKey = (typeof DOCUMENT_MESSAGE_KEYS)[number];
export type DocumentMessages = Record<DocumentMessageKey, string>;

export const DEFAULT_DOCUMENT_MESSAGES: DocumentMessages = {
  generating_document_text: "Generating document…",
  new_tab_open_error: "The document could not open in a new window. Allow pop-ups for this shop and try again.",
  error_loading_data: "The document could not be loaded. Please try again.",
  request_error: "The request did not reach the shop. Check your connection and try again.",
  invoice_number_prompt: "Printing gives this invoice its number, which cannot be undone. Continue?",
  invoice_number_prompt_free_order: "This order is free. Issue a numbered invoice for it anyway?",
  invoice_number_prompt_no_from_addr: "The shop has no address yet, so no invoice can be issued. Add it in the admin under Settings › Store.",
  creditnote_number_prompt: "Printing gives this credit note its number, which cannot be undone. Continue?",
  // Followed by invoice_number_prompt in the same question (domain/documents/print-flow.ts).
  invoice_title_prompt: "This invoice is printed under the shop's own title.",
  pop_dont_show_again: "Don't show this again",
};

export const NUMBER_PREFIX_MAX = 20;
export const NUMBER_PADDING_MAX = 12;
/** `{year}` in a prefix or suffix becomes the four-digit year of issue. */
export const NUMBER_YEAR_PLACEHOLDER = "{year}";

export const numberSeriesSchema = z.strictObject({
  prefix: z.string().trim().max(NUMBER_PREFIX_MAX),
  suffix: z.string().trim().max(NUMBER_PREFIX_MAX),
  /** Digits the counter is zero-padded to (0: no padding). */
  padding: z.number().int().min(0).max(NUMBER_PADDING_MAX),
  /** Start again from 1 on the first document of each calendar year. */
  yearlyReset: z.boolean(),
});
export type NumberSeries = z.infer<typeof numberSeriesSchema>;

const text = (max: number) => z.string().trim().max(max);

export const PAYMENT_TERMS_MAX = 300;
/** `{days}` in the payment terms becomes the days an invoice gives for payment. */
export const PAYMENT_DAYS_PLACEHOLDER = "{days}";

/** The payment terms as printed: the placeholder filled in with the days given for payment. */
export function paymentTermsText(settings: Pick<DocumentSettings, "paymentTerms" | "paymentDueDays">): string {
  return settings.paymentTerms.split(PAYMENT_DAYS_PLACEHOLDER).join(String(settings.paymentDueDays)).trim();
}

export const documentSettingsSchema = z.strictObject({
  showDocumentPreview: z.boolean(),
  accessType: z.enum(DOCUMENT_ACCESS_TYPES),
  /** The kinds customers are offered in My Account; staff can open every kind. */
  customerKinds: z.array(z.enum(DOCUMENT_KINDS)),
  /** A kind's own heading instead of its label ("" for the label). */
  titles: z.partialRecord(z.enum(DOCUMENT_KINDS), text(60)),
  /** Ask before a print gives a document its number (the invoice-number confirmation of §4). */
  confirmNumbering: z.boolean(),
  series: z.partialRecord(z.enum(NUMBERED_KINDS), numberSeriesSchema),
  paymentDueDays: z.number().int().min(0).max(365),
  /** Printed on invoices and proformas; `{days}` becomes paymentDueDays. */
  paymentTerms: text(PAYMENT_TERMS_MAX),
  footer: text(500),
  msgs: z.partialRecord(z.enum(DOCUMENT_MESSAGE_KEYS), text(300)),
});
export type DocumentSettings = {
  showDocumentPreview: boolean;
  accessType: (typeof DOCUMENT_ACCESS_TYPES)[number];
  customerKinds: DocumentKind[];
  titles: Partial<Record<DocumentKind, string>>;
  confirmNumbering: boolean;
  series: Record<NumberedKind, NumberSeries>;
  paymentDueDays: number;
  paymentTerms: string;
  footer: string;
  msgs: DocumentMessages;
};

export const DEFAULT_DOCUMENT_SETTINGS: DocumentSettings = {
  showDocumentPreview: false,
  accessType: DOCUMENT_ACCESS_ORDER_LINK,
  customerKinds: ["invoice", "packing-list", "delivery-note", "proforma-invoice", "credit-note"],
  titles: {},
  confirmNumbering: true,
  series: {
    invoice: { prefix: `INV-${NUMBER_YEAR_PLACEHOLDER}-`, suffix: "", padding: 5, yearlyReset: true },
    "credit-note": { prefix: `CN-${NUMBER_YEAR_PLACEHOLDER}-`, suffix: "", padding: 5, yearlyReset: true },
  },
  paymentDueDays: 14,
  paymentTerms: `Payment due within ${PAYMENT_DAYS_PLACEHOLDER} days of the invoice date.`,
  footer: "Thank you for shopping with us.",
  msgs: DEFAULT_DOCUMENT_MESSAGES,
};

/** The stored document, each field that does not fit replaced by its default (each text on its own). */
export function resolveDocumentSettings(stored: unknown): DocumentSettings {
  if (typeof stored !== "object" || stored === null || Array.isArray(stored)) return DEFAULT_DOCUMENT_SETTINGS;
  const source = stored as Record<string, unknown>;
  const resolved: Record<string, unknown> = { ...DEFAULT_DOCUMENT_SETTINGS };
  for (const [key, field] of Object.entries(documentSettingsSchema.shape)) {
    const parsed = field.safeParse(source[key]);
    if (parsed.success) resolved[key] = parsed.data;
  }
  resolved.msgs = { ...DEFAULT_DOCUMENT_MESSAGES, ...(resolved.msgs as Partial<DocumentMessages>) };
  resolved.series = { ...DEFAULT_DOCUMENT_SETTINGS.series, ...(resolved.series as Partial<Record<NumberedKind, NumberSeries>>) };
  return resolved as DocumentSettings;
}

/**
 * The object the page embeds for the print flow (§3), in the spec's own field names: preview is 'Yes'
 * or 'No', and `is_user_logged_in` is '' for a visitor who is not logged in.
 */
export type DocumentPagePayload = {
  show_document_preview: string;
  document_access_type: string;
  is_user_logged_in: string;
  msgs: DocumentMessages;
};

export function documentPagePayload(settings: DocumentSettings, loggedIn: boolean): DocumentPagePayload {
  return {
    show_document_preview: settings.showDocumentPreview ? DOCUMENT_PREVIEW_ON : "No",
    document_access_type: settings.accessType,
    is_user_logged_in: loggedIn ? "1" : "",
    msgs: settings.msgs,
  };
}
