import { z } from "zod";
import { orderManager } from "../../../../server/http/access.ts";
import { BULK_PRINT_KINDS, BULK_PRINT_LIMIT } from "../../../../server/services/documents/index.ts";
import { requireStaff } from "../../../lib/admin.server.ts";
import { bulkPdfResponse, DOCUMENT_PAPERS, defaultPaper, plainTextAnswer, shopLogoReader } from "../../../lib/document-response.server.ts";
import { isServiceError } from "../../../lib/service-errors.server.ts";
import type { Route } from "./+types/documents";
import { coercedInt4 } from "../../../../domain/limits.ts";

const querySchema = z.object({
  kind: z.enum(BULK_PRINT_KINDS),
  ids: z.array(coercedInt4(1)).min(1).max(BULK_PRINT_LIMIT),
  paper: z.enum(DOCUMENT_PAPERS).optional(),
});

/**
 * The bulk print of the orders list: the packing lists or shipping labels of the selected orders
 * (`?kind=packing-list&ids=1&ids=2`, at most BULK_PRINT_LIMIT), as one PDF, made while the staff member
 * waits and sent as it is written. A read (nothing is numbered), so a plain GET form opens it in a new tab.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { customer } = await requireStaff(context.ctx, orderManager);
  const url = new URL(request.url);
  const query = querySchema.safeParse({
    kind: url.searchParams.get("kind"),
    ids: url.searchParams.getAll("ids"),
    paper: url.searchParams.get("paper") ?? undefined,
  });
  if (!query.success) return plainTextAnswer(`Choose a document and between 1 and ${BULK_PRINT_LIMIT} orders to print.`, 400);
  try {
    const models = await context.services.documents.bulkModels(customer, query.data.ids, query.data.kind);
    if (models.length === 0) return plainTextAnswer("None of the selected orders exists any more.", 404);
    return await bulkPdfResponse(models, {
      paper: query.data.paper ?? defaultPaper(query.data.kind),
      assetBase: context.ctx.origin,
      readLogo: shopLogoReader(context.services.media),
      title: `${models[0]!.title}s`,
      fileName: `${query.data.kind}s.pdf`,
    });
  } catch (error) {
    if (isServiceError(error)) return plainTextAnswer(error.message, 400);
    throw error;
  }
}
