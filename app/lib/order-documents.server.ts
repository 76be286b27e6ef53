/**
 * The print links an order's page shows, and the print flow's settings object (§3) the page embeds. The
 * documents service decides the links: which kinds this viewer is offered, which documents already carry
 * their number, and the invoice-number code of each.
 */
import { documentPagePayload, type DocumentPagePayload } from "../../domain/documents/document-settings.ts";
import type { DocumentLink } from "../../domain/documents/links.ts";
import type { DocumentActor } from "../../server/services/documents/index.ts";
import type { Services } from "../../server/services/index.ts";

export type OrderDocuments = { links: DocumentLink[]; settings: DocumentPagePayload };

/**
 * The links of one order for the signed-in viewer, or for whoever holds its key (a guest's order-received
 * page), and the settings object the page's print script reads.
 */
export async function orderDocuments(services: Services, orderId: number, viewer: DocumentActor, key?: string): Promise<OrderDocuments> {
  const [settings, links] = await Promise.all([services.settings.documents(), services.documents.linksFor(viewer, orderId, { key })]);
  return { links, settings: documentPagePayload(settings, viewer !== null) };
}
