/**
 * Issue 18: a business customer (one who gave a VAT number at checkout) gets the invoice, and each credit
 * note, as UBL XML attached to the order e-mail, ready for their accounting software. Everyone else gets
 * the mail as before.
 */
import { attachmentFileName, type MailAttachment } from "../../mail/attachments.ts";
import type { DocumentModel } from "../model.ts";
import { toUbl } from "./ubl.ts";

export const E_INVOICE_CONTENT_TYPE = "application/xml";

export function wantsEInvoice(model: Pick<DocumentModel, "billing">): boolean {
  return model.billing.vatNumber.trim() !== "";
}

/** The UBL file to attach to the order e-mail, or null when the customer gave no VAT number or the document is not an issued invoice or credit note. */
export function eInvoiceMailAttachment(model: DocumentModel): MailAttachment | null {
  if (!wantsEInvoice(model) || (model.kind !== "invoice" && model.kind !== "credit-note") || !model.number) return null;
  return { filename: attachmentFileName(model.number, "xml"), contentType: E_INVOICE_CONTENT_TYPE, content: toUbl(model), encoding: "utf8" };
}
