/**
 * The page that asks before an invoice or credit note takes its number (storefront-shell spec §4
 * "Invoice-number confirmation", the page a link opens without the print flow's script): the question,
 * and one button that posts the confirmation. The form is a plain one: its answer is the numbered
 * document itself (the document route sends its GET), not a page of the app.
 */
export type IssueDocumentView = {
  /** "Issue invoice": the page's heading and its button. */
  heading: string;
  /** The order's number, when the page may say it. */
  orderNumber: string | null;
  /** The document's URL: the form posts there, and the numbered document opens there. */
  documentHref: string;
} & ({ question: string; refusal: null } | { question: null; refusal: string });

export function IssueDocument({ view }: { view: IssueDocumentView }) {
  return (
    <section className="container account-narrow document-issue" aria-labelledby="document-issue-heading">
      <h1 id="document-issue-heading">{view.heading}</h1>
      {view.orderNumber !== null && <p>Order #{view.orderNumber}</p>}
      {view.refusal !== null ? (
        <p className="notice notice--error" role="alert">
          {view.refusal}
        </p>
      ) : (
        <>
          <p>{view.question}</p>
          <form method="post" action={view.documentHref}>
            <input type="hidden" name="intent" value="issue" />
            <button type="submit" className="button">
              {view.heading}
            </button>
          </form>
        </>
      )}
    </section>
  );
}
