import { eInvoiceLinksOf, pdfHrefOf, type DocumentLink } from "../../../../domain/documents/links.ts";

/**
 * The order's printable documents, each as HTML and PDF in a new tab. A numbered kind not issued yet says
 * so: opening it asks to issue it (the series' next number, for good), and its files come once it has one.
 */
export function OrderDocuments({ links }: { links: readonly DocumentLink[] }) {
  return (
    <section className="admin-card" aria-labelledby="order-documents">
      <h2 id="order-documents">Documents</h2>
      {links.length === 0 ? (
        <p className="admin-muted">This order has no documents.</p>
      ) : (
        <ul className="orders-documents">
          {links.map((link) => (
            <li key={link.href}>
              <a href={link.href} target="_blank" rel="noopener">
                {link.label}
              </a>
              {pdfHrefOf(link) !== null && (
                <>
                  {" "}
                  <a href={link.pdfHref} target="_blank" rel="noopener" aria-label={`${link.label} (PDF)`}>
                    PDF
                  </a>
                </>
              )}
              {eInvoiceLinksOf(link).map((file) => (
                <span key={file.label}>
                  {" · "}
                  <a href={file.href} download aria-label={`${link.label} (${file.label} e-invoice)`}>
                    {file.label}
                  </a>
                </span>
              ))}
              {link.issue && <span className="admin-muted"> · not numbered yet: opening it asks to issue its number</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
