import { describe, expect, it } from "vitest";
import { DEFAULT_DOCUMENT_MESSAGES } from "./document-settings.ts";
import { issueHeading, issueQuestion, issueRefusal } from "./issuing.ts";
import { INVOICE_NUMBER_CODE } from "./links.ts";

describe("issueRefusal", () => {
  it.each([
    ["invoice", "processing", true, null],
    ["invoice", "completed", true, null],
    ["invoice", "refunded", true, null],
    ["invoice", "pending", true, "not-invoiceable"],
    ["invoice", "on-hold", true, "not-invoiceable"],
    ["invoice", "failed", true, "not-invoiceable"],
    ["invoice", "cancelled", true, "not-invoiceable"],
    ["invoice", "processing", false, "no-from-address"],
    ["invoice", "on-hold", false, "no-from-address"],
    ["credit-note", "refunded", true, null],
    ["credit-note", "cancelled", true, null],
    ["credit-note", "refunded", false, "no-from-address"],
  ] as const)("S-8-2 %s of a %s order, shop address %s: %s", (kind, orderStatus, hasFromAddress, expected) => {
    expect(issueRefusal({ kind, orderStatus, hasFromAddress })).toBe(expected);
  });
});

describe("the issue page's words", () => {
  const msgs = DEFAULT_DOCUMENT_MESSAGES;

  it("heads the page with what its button does", () => {
    expect(issueHeading("invoice")).toBe("Issue invoice");
    expect(issueHeading("credit-note")).toBe("Issue credit note");
  });

  it("S-4-13 S-4-14 S-4-15 asks what the print flow's confirm dialog asks for the link's code", () => {
    expect(issueQuestion("invoice", INVOICE_NUMBER_CODE.none, msgs)).toBe(msgs.invoice_number_prompt);
    expect(issueQuestion("invoice", INVOICE_NUMBER_CODE.freeOrder, msgs)).toBe(msgs.invoice_number_prompt_free_order);
    expect(issueQuestion("invoice", INVOICE_NUMBER_CODE.titled, msgs)).toBe(`${msgs.invoice_title_prompt} ${msgs.invoice_number_prompt}`);
    expect(issueQuestion("credit-note", INVOICE_NUMBER_CODE.creditNote, msgs)).toBe(msgs.creditnote_number_prompt);
    // Without "confirm before numbering" a credit note's link carries no code; its page still asks about a credit note.
    expect(issueQuestion("credit-note", INVOICE_NUMBER_CODE.none, msgs)).toBe(msgs.creditnote_number_prompt);
  });

  it("S-3-4 takes its words from the settings' msgs", () => {
    const own = { ...msgs, invoice_number_prompt: "Own: numbered?", invoice_title_prompt: "Own: titled." };
    expect(issueQuestion("invoice", INVOICE_NUMBER_CODE.titled, own)).toBe("Own: titled. Own: numbered?");
  });
});
