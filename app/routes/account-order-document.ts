/**
 * One order document as a file (storefront-shell spec §7 call 1): `GET /account/orders/:orderId/documents/:kind`
 * answers its HTML, `…/:kind.pdf` its PDF. Who may open it is the documents service's rule: the order's
 * customer, whoever holds a guest order's key (unless documents need a login), staff who manage orders. A
 * refusal the shopper should read (the shop has no address yet) is plain text with 200, as the print flow
 * alerts it; someone else's order, a wrong key or an unknown kind is a plain 404.
 *
 * An invoice or credit note takes its number only from a POST here (`intent=issue`: the print flow's, or
 * the form of its issue page), which answers 303 to the GET of the same document. A GET never numbers
 * anything: an unnumbered one's page sends the asker to its issue page, and its files answer 409.
 */
import { redirect } from "react-router";
import { z } from "zod";
import { DOCUMENT_KIND_LABELS, isNumberedKind } from "../../domain/documents/kinds.ts";
import { NotAnEInvoiceError } from "../../domain/documents/e-invoice/index.ts";
import { DOCUMENT_HEADERS, defaultPaper, documentResponse, plainTextAnswer, shopLogoReader } from "../lib/document-response.server.ts";
import { documentRefusal, documentTarget, issuePagePath } from "./account-order-document.server.ts";
import type { Route } from "./+types/account-order-document";

const issueForm = z.object({ intent: z.literal("issue") });

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const target = await documentTarget(request, params, context.ctx);
  if (target instanceof Response) return target;
  const { customer, orderId, kind, format } = target;
  try {
    const opened = await context.services.documents.documentFor(customer, orderId, kind, { key: target.key, refundId: target.refundId });
    if (opened.state === "unissued") {
      // The page asks to issue it (a plain form, without JavaScript too); a file has nothing to show until then.
      if (format === "html") return redirect(issuePagePath(target.url), { status: 303, headers: DOCUMENT_HEADERS });
      const label = DOCUMENT_KIND_LABELS[kind].toLowerCase();
      return plainTextAnswer(`This ${label} has not been issued yet, so there is no file of it. Open the ${label} and issue it first.`, 409);
    }
    return await documentResponse(opened.model, format, {
      paper: target.paper ?? defaultPaper(kind),
      assetBase: context.ctx.origin,
      readLogo: shopLogoReader(context.services.media),
    });
  } catch (error) {
    // An e-invoice the shop cannot write validly (no VAT number yet): said as the print flow says refusals.
    if (error instanceof NotAnEInvoiceError) return plainTextAnswer(`No e-invoice: ${error.message}.`);
    return documentRefusal(error, context.ctx, 200);
  }
}

/**
 * Issues the invoice or credit note (its number taken inside the documents service's transaction, once:
 * a second post finds the first's), then answers 303 to the GET of the same document. The form is read
 * through the request context (same origin, a form's content type, its size); a guest without the order's
 * key is sent to log in before it is read.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const target = await documentTarget(request, params, context.ctx);
  if (target instanceof Response) return target;
  const form = await context.ctx.form();
  if (!issueForm.safeParse({ intent: form.get("intent") }).success)
    return plainTextAnswer("This form cannot be sent here: it must ask to issue the document.", 400);
  const { kind, url } = target;
  if (!isNumberedKind(kind)) return plainTextAnswer(`A ${DOCUMENT_KIND_LABELS[kind].toLowerCase()} has no number to issue: open it instead.`, 400);
  try {
    await context.services.documents.documentFor(target.customer, target.orderId, kind, { key: target.key, refundId: target.refundId, issue: true });
  } catch (error) {
    return documentRefusal(error, context.ctx, 409);
  }
  return redirect(`${url.pathname}${url.search}`, { status: 303, headers: DOCUMENT_HEADERS });
}
