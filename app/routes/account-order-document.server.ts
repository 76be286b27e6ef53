/**
 * What the order-document route and its issue page share: reading which document a request is for (the
 * order, the kind and format of `:kind`, the query), asking a guest without the order's key to log in
 * first, and turning the documents service's refusals into the plain-text answers the print flow alerts.
 */
import { z } from "zod";
import { isDocumentKind, type DocumentKind } from "../../domain/documents/kinds.ts";
import { coercedInt4 } from "../../domain/limits.ts";
import { signedInCustomer } from "../../server/http/access.ts";
import type { RequestContext } from "../../server/http/request-context.ts";
import type { Customer } from "../../server/services/accounts/types.ts";
import { DOCUMENT_PAPERS, type DocumentFormat, type DocumentPaper, formatFits, plainTextAnswer, splitKindSegment } from "../lib/document-response.server.ts";
import { isServiceError } from "../lib/service-errors.server.ts";

const querySchema = z.object({
  /** A guest's order key. */
  key: z.string().max(200).optional(),
  /** The refund a credit note is about. */
  refund: coercedInt4(1).optional(),
  paper: z.enum(DOCUMENT_PAPERS).optional(),
  /** §4: the page remembers "don't show again" itself; the server accepts the flag and needs nothing of it. */
  wt_dont_show_again: z.literal("1").optional(),
});

export const DOCUMENT_NOT_FOUND = "This document does not exist.";

export type DocumentTarget = {
  url: URL;
  /** The signed-in customer, or null for a guest holding the order's key. */
  customer: Customer | null;
  orderId: number;
  kind: DocumentKind;
  format: DocumentFormat;
  key: string | undefined;
  refundId: number | null;
  paper: DocumentPaper | undefined;
};

/**
 * The document a request is for, or the answer to give instead: a guest without the order's key is sent
 * to log in and come back (thrown, before anything else is read); a malformed query 400; an order id or
 * kind that cannot be 404.
 */
export async function documentTarget(request: Request, params: { orderId?: string; kind?: string }, ctx: RequestContext): Promise<DocumentTarget | Response> {
  const url = new URL(request.url);
  const customer = await ctx.customer();
  // A guest opens a document only with the order's key: without one, they are asked to log in and come back.
  if (!customer && !url.searchParams.get("key")) await ctx.requireRole(signedInCustomer);

  const query = querySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success) return plainTextAnswer(`The document link is not valid: ${query.error.issues.map((issue) => issue.path.join(".")).join(", ")}.`, 400);
  const orderId = Number(params.orderId);
  const segment = splitKindSegment(params.kind ?? "");
  if (
    !Number.isSafeInteger(orderId) ||
    orderId < 1 ||
    orderId > 2_147_483_647 ||
    !segment ||
    !isDocumentKind(segment.kind) ||
    !formatFits(segment.format, segment.kind)
  )
    return plainTextAnswer(DOCUMENT_NOT_FOUND, 404);
  const { key, refund, paper } = query.data;
  return { url, customer, orderId, kind: segment.kind, format: segment.format, key, refundId: refund ?? null, paper };
}

/**
 * A refusal of the documents service as its answer: a login to ask for (thrown), 404 for what is not the
 * asker's, the service's own words as plain text for a conflict (with 200 to a GET, as the print flow
 * alerts them; 409 to a POST), 400 for anything else it refused. Anything that is no refusal is thrown.
 */
export async function documentRefusal(error: unknown, ctx: RequestContext, conflictStatus: 200 | 409): Promise<Response> {
  if (!isServiceError(error)) throw error;
  // Documents need a login (access type logged_in): the login page, then back here.
  if (error.kind === "unauthenticated") await ctx.requireRole(signedInCustomer);
  if (error.kind === "not_found") return plainTextAnswer(DOCUMENT_NOT_FOUND, 404);
  if (error.kind === "conflict") return plainTextAnswer(error.message, conflictStatus);
  return plainTextAnswer(error.message, 400);
}

/** The issue page of a document's URL: `/account/orders/7/documents/invoice?key=…` → `…/invoice/issue?key=…`. */
export const issuePagePath = (documentUrl: URL) => `${documentUrl.pathname}/issue${documentUrl.search}`;

/** The document an issue page is about: its URL without `/issue`, the query kept. */
export const documentPathOf = (issuePageUrl: URL) => `${issuePageUrl.pathname.replace(/\/issue$/, "")}${issuePageUrl.search}`;
