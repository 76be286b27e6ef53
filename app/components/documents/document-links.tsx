import { useEffect, useState } from "react";
import { settingsScriptText } from "../../../domain/account/addon-settings.ts";
import type { DocumentPagePayload } from "../../../domain/documents/document-settings.ts";
import { eInvoiceLinksOf, INVOICE_NUMBER_CODE, pdfHrefOf, type DocumentLink } from "../../../domain/documents/links.ts";

/** Kept in step with print-links.client.ts (which this module must not import: it loads on demand). */
const DOCUMENT_SETTINGS_ELEMENT_ID = "vitrine-document-settings";
const CONFIRMING_CODES: readonly number[] = [INVOICE_NUMBER_CODE.freeOrder, INVOICE_NUMBER_CODE.creditNote, INVOICE_NUMBER_CODE.titled];

const printLabel = (label: string) => `Print ${label.charAt(0).toLowerCase()}${label.slice(1)}`;

/**
 * An order's print buttons (My Account "has print buttons for documents", §2) with the print flow's
 * settings object (§3). Each button is a real link that opens the document in a new tab (an invoice not
 * numbered yet opens the page that asks to issue it); once the page runs, the print flow
 * (print-links.client.ts, loaded here and only here) takes the clicks over, and issues such an invoice by
 * POST before it prints it. Files (PDF, e-invoices) are offered once a document has its number.
 */
export function DocumentLinks({ links, settings }: { links: readonly DocumentLink[]; settings: DocumentPagePayload }) {
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let left = false;
    void import("./print-links.client.ts").then(({ installPrintLinks }) => {
      if (left) return;
      stop = installPrintLinks();
      setEnhanced(true);
    });
    return () => {
      left = true;
      stop?.();
    };
  }, []);
  if (links.length === 0) return null;
  const asks = links.some((link) => CONFIRMING_CODES.includes(link.invoiceNumberCode));
  return (
    <section className="order-documents" aria-labelledby="order-documents-heading" data-document-links="" data-enhanced={enhanced ? "" : undefined}>
      <h3 id="order-documents-heading">Documents</h3>
      <script id={DOCUMENT_SETTINGS_ELEMENT_ID} type="application/json" dangerouslySetInnerHTML={{ __html: settingsScriptText(settings) }} />
      <ul className="order-documents__list">
        {links.map((link) => (
          <li key={link.href} className="order-documents__item">
            <a
              className="button order-documents__print"
              href={link.href}
              target="_blank"
              rel="noopener"
              data-document-link=""
              data-kind={link.kind}
              // Only a link about to give its document a number carries the code (§4 invoice-number confirmation).
              data-invoice-number-code={link.invoiceNumberCode === INVOICE_NUMBER_CODE.none ? undefined : link.invoiceNumberCode}
              data-issue={link.issue ? "" : undefined}
              data-reload={link.reload ? "" : undefined}
            >
              {printLabel(link.label)}
            </a>{" "}
            <PdfLink link={link} />
            {eInvoiceLinksOf(link).map((file) => (
              <a key={file.label} className="order-documents__pdf" href={file.href} download aria-label={`${link.label} as ${file.label} e-invoice`}>
                {file.label}
              </a>
            ))}
          </li>
        ))}
      </ul>
      {enhanced && asks && (
        <label className="order-documents__dont-show">
          <input type="checkbox" data-document-dont-show-again="" /> {settings.msgs.pop_dont_show_again}
        </label>
      )}
    </section>
  );
}

function PdfLink({ link }: { link: DocumentLink }) {
  const href = pdfHrefOf(link);
  if (href === null) return null;
  return (
    <a className="order-documents__pdf" href={href} download aria-label={`${link.label} as PDF`}>
      PDF
    </a>
  );
}
