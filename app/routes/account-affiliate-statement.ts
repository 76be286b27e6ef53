/**
 * A payout's statement as a file: `GET /account/affiliate/payouts/:payoutId/statement` answers its HTML,
 * `…/statement.pdf` its PDF, drawn by the order documents' renderer. The affiliate it belongs to and staff
 * who manage affiliates may open it; a guest is sent to log in and brought back; anyone else, an unknown
 * payout or file reads as a plain 404.
 */
import { z } from "zod";
import { payoutStatementLayout } from "../../domain/affiliates/statement.ts";
import { signedInCustomer } from "../../server/http/access.ts";
import { renderLayoutHtml, renderLayoutPdf } from "../components/documents/render.server.ts";
import { DOCUMENT_HEADERS, DOCUMENT_PAPERS, plainTextAnswer, shopLogoReader } from "../lib/document-response.server.ts";
import { isServiceError } from "../lib/service-errors.server.ts";
import type { Route } from "./+types/account-affiliate-statement";
import { coercedInt4 } from "../../domain/limits.ts";

const paramsSchema = z.object({
  payoutId: coercedInt4(1),
  file: z.enum(["statement", "statement.pdf"]),
});
const querySchema = z.object({ paper: z.enum(DOCUMENT_PAPERS).optional() });

const NOT_FOUND = "This statement does not exist.";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { ctx, services } = context;
  const customer = await ctx.requireRole(signedInCustomer);
  const parsed = paramsSchema.safeParse(params);
  if (!parsed.success) return plainTextAnswer(NOT_FOUND, 404);
  const query = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return plainTextAnswer("The statement link is not valid: paper.", 400);
  const options = { paper: query.data.paper ?? "A4", assetBase: ctx.origin, readLogo: shopLogoReader(services.media) } as const;
  try {
    const model = await services.affiliates.statement({ id: customer.id, roles: customer.roles }, parsed.data.payoutId);
    const layout = payoutStatementLayout(model);
    const pdf = parsed.data.file === "statement.pdf";
    const body = pdf ? await renderLayoutPdf(layout, model.seller, `${model.title} ${model.number}`, options) : renderLayoutHtml(layout, model.seller, options);
    const name = `payout-statement-${model.number}.${pdf ? "pdf" : "html"}`;
    return new Response(typeof body === "string" ? body : new Uint8Array(body), {
      status: 200,
      headers: {
        ...DOCUMENT_HEADERS,
        "content-type": pdf ? "application/pdf" : "text/html; charset=utf-8",
        "content-disposition": `inline; filename="${name}"`,
      },
    });
  } catch (error) {
    if (!isServiceError(error)) throw error;
    if (error.kind === "not_found") return plainTextAnswer(NOT_FOUND, 404);
    return plainTextAnswer(error.message, 400);
  }
}
