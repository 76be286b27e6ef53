/**
 * The print links an order's page shows, and the print flow's settings object (§3) the page embeds.
 *
 * The documents service replaces `orderDocumentLinks` (services.documents.linksFor): it knows which
 * documents already carry their number and which kinds a viewer is offered. Until it is wired, the links
 * are computed here from the order's facts, with no document numbered yet.
 */
import { documentPagePayload, type DocumentPagePayload } from "../../domain/documents/document-settings.ts";
import { DOCUMENT_KIND_LABELS } from "../../domain/documents/kinds.ts";
import { documentLinksFor, type DocumentLink } from "../../domain/documents/links.ts";
import type { StoreSettings } from "../../domain/settings/store-settings.ts";
import type { Services } from "../../server/services/index.ts";

export type OrderDocuments = { links: DocumentLink[]; settings: DocumentPagePayload };

/** An invoice names who issued it: the shop needs a name, a street, a city and a country. */
export function storeHasFromAddress(store: StoreSettings): boolean {
  return [store.name, store.addressLine1, store.city, store.country].every((part) => part.trim() !== "");
}

/**
 * The links of one order for its customer (guestKey null) or for whoever holds its key (a guest's
 * order-received page), and the settings object the page's print script reads.
 */
export async function orderDocuments(
  services: Services,
  order: { id: number; status: string; total: number; guestKey: string | null },
  loggedIn: boolean,
): Promise<OrderDocuments> {
  const [settings, store, refundIds] = await Promise.all([services.settings.documents(), services.settings.store(), refundIdsOf(services, order.id)]);
  // the documents service replaces this
  const links = documentLinksFor(
    { orderId: order.id, status: order.status, total: order.total, refundIds, guestKey: order.guestKey },
    {
      kinds: settings.customerKinds,
      labels: DOCUMENT_KIND_LABELS,
      titles: settings.titles,
      numbered: new Set(),
      hasFromAddress: storeHasFromAddress(store),
      confirmNumbering: settings.confirmNumbering,
    },
  );
  return { links, settings: documentPagePayload(settings, loggedIn) };
}

/** The order's refunds, oldest first (each is one credit note). */
async function refundIdsOf(services: Services, orderId: number): Promise<number[]> {
  const order = await services.orders.get(orderId);
  return order ? order.refunds.map((refund) => refund.id) : [];
}
