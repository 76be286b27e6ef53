import { eInvoiceMailAttachment } from "../../../domain/documents/e-invoice/mail-attachment.ts";
import { NotAnEInvoiceError } from "../../../domain/documents/e-invoice/index.ts";
import { DOCUMENT_KIND_LABELS } from "../../../domain/documents/kinds.ts";
import type { MailService } from "../mail/index.ts";
import type { IssueRequest } from "./issue.ts";

export const E_INVOICE_MAIL_KIND = "e-invoice";

/**
 * A business customer (one who gave a VAT number) gets each invoice and credit note as a UBL e-invoice
 * by e-mail when it is issued, queued in the issuing transaction so a rolled-back issue sends nothing.
 */
export function mailEInvoices(mail: Pick<MailService, "enqueue">): NonNullable<IssueRequest["onIssued"]> {
  return async (tx, issued) => {
    let attachment;
    try {
      attachment = eInvoiceMailAttachment(issued.model);
    } catch (error) {
      // A shop that cannot write a valid e-invoice yet (no VAT number) still issues the printed document.
      if (error instanceof NotAnEInvoiceError) return;
      throw error;
    }
    if (!attachment || issued.model.billing.email === "") return;
    const label = DOCUMENT_KIND_LABELS[issued.kind];
    await mail.enqueue(
      {
        to: issued.model.billing.email,
        subject: `${label} ${issued.number} for order ${issued.model.orderNumber}`,
        text: [
          `Hello ${issued.model.billing.name},`,
          "",
          `Attached is the ${label.toLowerCase()} ${issued.number} for your order ${issued.model.orderNumber} as an EN 16931 e-invoice (UBL), ready for your accounting software.`,
          "",
          issued.model.seller.name,
        ].join("\n"),
        kind: E_INVOICE_MAIL_KIND,
        attachments: [attachment],
      },
      tx,
    );
  };
}
