import { describe, expect, it } from "vitest";
import { freeOrder, twoRatesInvoice, creditNote } from "./fixtures.ts";
import { eInvoiceMailAttachment } from "./mail-attachment.ts";

describe("the e-invoice attached to the order e-mail", () => {
  it("is the invoice's UBL, named after its number, for a customer who gave a VAT number", () => {
    const attachment = eInvoiceMailAttachment(twoRatesInvoice);
    expect(attachment).toMatchObject({ filename: "INV-2026-00042.xml", contentType: "application/xml", encoding: "utf8" });
    expect(attachment?.content).toContain("<cbc:ID>INV-2026-00042</cbc:ID>");
  });

  it("comes with each credit note too", () => {
    expect(eInvoiceMailAttachment(creditNote)?.content).toContain("<CreditNote");
  });

  it("is not sent to a customer without a VAT number", () => {
    expect(freeOrder.billing.vatNumber).toBe("");
    expect(eInvoiceMailAttachment(freeOrder)).toBeNull();
  });

  it("waits for the invoice to exist: no number, or a proforma, gives nothing", () => {
    expect(eInvoiceMailAttachment({ ...twoRatesInvoice, number: null })).toBeNull();
    expect(eInvoiceMailAttachment({ ...twoRatesInvoice, kind: "proforma-invoice" })).toBeNull();
  });
});
