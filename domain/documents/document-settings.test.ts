import { describe, expect, it } from "vitest";
import {
  DEFAULT_DOCUMENT_MESSAGES,
  DEFAULT_DOCUMENT_SETTINGS,
  DOCUMENT_MESSAGE_KEYS,
  documentPagePayload,
  documentSettingsSchema,
  paymentTermsText,
  resolveDocumentSettings,
} from "./document-settings.ts";

describe("document settings (§3)", () => {
  it("S-3-4: every text of the print flow has a default, and only those", () => {
    expect(DOCUMENT_MESSAGE_KEYS).toEqual([
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
    ]);
    expect(Object.keys(DEFAULT_DOCUMENT_MESSAGES)).toEqual([...DOCUMENT_MESSAGE_KEYS]);
    for (const key of DOCUMENT_MESSAGE_KEYS) expect(DEFAULT_DOCUMENT_MESSAGES[key].length).toBeGreaterThan(0);
  });

  it("the defaults fit the schema a save must fit", () => {
    expect(documentSettingsSchema.safeParse(DEFAULT_DOCUMENT_SETTINGS).success).toBe(true);
  });

  it("reads nothing, or something that is no document, as the defaults", () => {
    for (const stored of [null, undefined, "x", 3, [], [1]]) expect(resolveDocumentSettings(stored)).toEqual(DEFAULT_DOCUMENT_SETTINGS);
  });

  it("keeps each stored field that fits and defaults each that does not, on its own", () => {
    const resolved = resolveDocumentSettings({
      showDocumentPreview: true,
      accessType: "anyone",
      paymentDueDays: 30,
      footer: 7,
      customerKinds: ["invoice", "nope"],
    });
    expect(resolved.showDocumentPreview).toBe(true);
    expect(resolved.paymentDueDays).toBe(30);
    expect(resolved.accessType).toBe(DEFAULT_DOCUMENT_SETTINGS.accessType);
    expect(resolved.footer).toBe(DEFAULT_DOCUMENT_SETTINGS.footer);
    expect(resolved.customerKinds).toEqual(DEFAULT_DOCUMENT_SETTINGS.customerKinds);
  });

  it("S-3-4: a stored text replaces its default alone; the other texts keep theirs", () => {
    const resolved = resolveDocumentSettings({ msgs: { request_error: "Offline?" } });
    expect(resolved.msgs).toEqual({ ...DEFAULT_DOCUMENT_MESSAGES, request_error: "Offline?" });
  });

  it("payment terms have a default, keep a stored text that fits and refuse one past the limit", () => {
    expect(DEFAULT_DOCUMENT_SETTINGS.paymentTerms).toContain("{days}");
    expect(resolveDocumentSettings({ paymentTerms: "  Net 30  " }).paymentTerms).toBe("Net 30");
    expect(resolveDocumentSettings({ paymentTerms: "x".repeat(301) }).paymentTerms).toBe(DEFAULT_DOCUMENT_SETTINGS.paymentTerms);
    expect(paymentTermsText({ paymentTerms: "Within {days} days.", paymentDueDays: 7 })).toBe("Within 7 days.");
  });

  it("a stored series for one numbered kind keeps the other kind's default series", () => {
    const invoice = { prefix: "F", suffix: "", padding: 0, yearlyReset: false };
    const resolved = resolveDocumentSettings({ series: { invoice } });
    expect(resolved.series.invoice).toEqual(invoice);
    expect(resolved.series["credit-note"]).toEqual(DEFAULT_DOCUMENT_SETTINGS.series["credit-note"]);
  });

  it("refuses a series for a kind that is not numbered, and a padding past the limit", () => {
    expect(documentSettingsSchema.shape.series.safeParse({ "packing-list": { prefix: "", suffix: "", padding: 1, yearlyReset: false } }).success).toBe(false);
    expect(documentSettingsSchema.shape.series.safeParse({ invoice: { prefix: "", suffix: "", padding: 13, yearlyReset: false } }).success).toBe(false);
  });
});

describe("documentPagePayload", () => {
  it("S-3-1: preview reads 'Yes' when on and 'No' when off", () => {
    expect(documentPagePayload({ ...DEFAULT_DOCUMENT_SETTINGS, showDocumentPreview: true }, true).show_document_preview).toBe("Yes");
    expect(documentPagePayload({ ...DEFAULT_DOCUMENT_SETTINGS, showDocumentPreview: false }, true).show_document_preview).toBe("No");
  });

  it("S-3-2 S-3-3: carries the access type, and is_user_logged_in '' for a visitor not logged in", () => {
    const settings = { ...DEFAULT_DOCUMENT_SETTINGS, accessType: "logged_in" as const };
    expect(documentPagePayload(settings, false)).toEqual({
      show_document_preview: "No",
      document_access_type: "logged_in",
      is_user_logged_in: "",
      msgs: DEFAULT_DOCUMENT_MESSAGES,
    });
    expect(documentPagePayload(settings, true).is_user_logged_in).not.toBe("");
  });
});
