/**
 * `GET /account/orders/:orderId/documents/:kind/issue`: where the document route sends a GET of an invoice
 * or credit note that has no number yet. It asks, in the shop's layout, and its form posts the
 * confirmation to the document route's action, which numbers the document and shows it. Opening this
 * page writes nothing; who may open it is the document's own rule (the documents service decides).
 */
import { data, redirect } from "react-router";
import { issueHeading, issueQuestion } from "../../domain/documents/issuing.ts";
import { isNumberedKind } from "../../domain/documents/kinds.ts";
import { IssueDocument, type IssueDocumentView } from "../components/documents/issue-document.tsx";
import { RouteErrorView } from "../components/errors/route-error-view.tsx";
import { DOCUMENT_HEADERS } from "../lib/document-response.server.ts";
import { documentPathOf, documentRefusal, documentTarget } from "./account-order-document.server.ts";
import type { Route } from "./+types/account-order-document-issue";

export function meta({ data: loaded }: Route.MetaArgs) {
  return [{ title: `${loaded?.view.heading ?? "Issue a document"} — Vitrine` }, { name: "robots", content: "noindex" }];
}

export function headers() {
  return DOCUMENT_HEADERS;
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const target = await documentTarget(request, params, context.ctx);
  if (target instanceof Response) throw data(null, { status: target.status });
  // Only an invoice's or a credit note's page (not one of its files) has an issue page.
  if (target.format !== "html" || !isNumberedKind(target.kind)) throw data(null, { status: 404 });
  const { kind } = target;
  const documentHref = documentPathOf(target.url);
  const heading = issueHeading(kind);
  try {
    const [opened, settings] = await Promise.all([
      context.services.documents.documentFor(target.customer, target.orderId, kind, { key: target.key, refundId: target.refundId }),
      context.services.settings.documents(),
    ]);
    // Issued in the meantime (in another tab, by staff): nothing left to ask.
    if (opened.state === "ready") return redirect(documentHref, { status: 303, headers: DOCUMENT_HEADERS });
    const question = issueQuestion(kind, opened.document.invoiceNumberCode, settings.msgs);
    const view: IssueDocumentView = { heading, orderNumber: opened.document.orderNumber, documentHref, question, refusal: null };
    return data({ view }, { headers: DOCUMENT_HEADERS });
  } catch (error) {
    const refused = await documentRefusal(error, context.ctx, 409);
    if (refused.status !== 409) throw data(null, { status: refused.status });
    // Issuing is refused for now (the shop has no address yet): the page says why, with nothing to press.
    const view: IssueDocumentView = { heading, orderNumber: null, documentHref, question: null, refusal: await refused.text() };
    return data({ view }, { status: 409, headers: DOCUMENT_HEADERS });
  }
}

export default function AccountOrderDocumentIssue({ loaderData }: Route.ComponentProps) {
  return <IssueDocument view={loaderData.view} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />;
}
