/**
 * One order document as a file (storefront-shell spec §7 call 1): `GET /account/orders/:orderId/documents/:kind`
 * answers its HTML, `…/:kind.pdf` its PDF. Who may open it is the documents service's rule: the order's
 * customer, whoever holds a guest order's key (unless documents need a login), staff who manage orders. A
 * refusal the shopper should read (the shop has no address yet) is plain text with 200, as the print flow
 * alerts it; someone else's order, a wrong key or an unknown kind is a plain 404.
 */
import { z } from "zod";
import { isDocumentKind } from "../../domain/documents/kinds.ts";
import { signedInCustomer } from "../../server/http/access.ts";
import { NotAnEInvoiceError } from "../../domain/documents/e-invoice/index.ts";
import {
  DOCUMENT_PAPERS,
  defaultPaper,
  documentResponse,
  formatFits,
  plainTextAnswer,
  shopLogoReader,
  splitKindSegment,
} from "../lib/document-response.server.ts";
import { isServiceError } from "../lib/service-errors.server.ts";
import type { Route } from "./+types/account-order-document";
import { coercedInt4 } from "../../domain/limits.ts";

const querySchema = z.object({
  /** A guest's order key. */
  key: z.string().max(200).optional(),
  /** The refund a credit note is about. */
  refund: coercedInt4(1).optional(),
  paper: z.enum(DOCUMENT_PAPERS).optional(),
  /** §4: the page remembers "don't show again" itself; the server accepts the flag and needs nothing of it. */
  wt_dont_show_again: z.literal("1").optional(),
});

const NOT_FOUND = "This document does not exist.";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { ctx, services } = context;
  const url = new URL(request.url);
  const customer = await ctx.customer();
  // A guest opens a document only with the order's key: without one, they are asked to log in and come back.
  if (!customer && !url.searchParams.get("key")) await ctx.requireRole(signedInCustomer);

  const query = querySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success) return plainTextAnswer(`The document link is not valid: ${query.error.issues.map((issue) => issue.path.join(".")).join(", ")}.`, 400);
  const orderId = Number(params.orderId);
  const segment = splitKindSegment(params.kind);
  if (
    !Number.isSafeInteger(orderId) ||
    orderId < 1 ||
    orderId > 2_147_483_647 ||
    !segment ||
    !isDocumentKind(segment.kind) ||
    !formatFits(segment.format, segment.kind)
  )
    return plainTextAnswer(NOT_FOUND, 404);
  const kind = segment.kind;

  try {
    const { model } = await services.documents.documentFor(customer, orderId, kind, { key: query.data.key, refundId: query.data.refund ?? null });
    return await documentResponse(model, segment.format, {
      paper: query.data.paper ?? defaultPaper(kind),
      assetBase: ctx.origin,
      readLogo: shopLogoReader(services.media),
    });
  } catch (error) {
    // An e-invoice the shop cannot write validly (no VAT number yet): said as the print flow says refusals.
    if (error instanceof NotAnEInvoiceError) return plainTextAnswer(`No e-invoice: ${error.message}.`);
    if (!isServiceError(error)) throw error;
    // Documents need a login (access type logged_in): the login page, then back here.
    if (error.kind === "unauthenticated") await ctx.requireRole(signedInCustomer);
    if (error.kind === "not_found") return plainTextAnswer(NOT_FOUND, 404);
    if (error.kind === "conflict") return plainTextAnswer(error.message);
    return plainTextAnswer(error.message, 400);
  }
}
