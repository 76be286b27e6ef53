/**
 * Who may open an order's document (storefront-shell spec §6, §3 document_access_type). The answer never
 * tells a stranger that an order exists: another customer's order, a wrong key and a kind the shop does
 * not offer customers all read as "not found".
 */
import { DOCUMENT_ACCESS_LOGGED_IN, type DocumentSettings } from "./document-settings.ts";
import type { DocumentKind } from "./kinds.ts";
import { orderKeyHolderAccess } from "../checkout/order-received-access.ts";

export type DocumentViewer = {
  /** The signed-in customer, or null for a guest. */
  customerId: number | null;
  /** Staff who manage orders open every kind of every order. */
  staff: boolean;
};

export type DocumentRequest = {
  kind: DocumentKind;
  order: { customerId: number | null; key: string };
  /** The `?key=` the link carried ("" when none). */
  givenKey: string;
};

export type DocumentAccess = "allowed" | "login" | "not-found";

export function documentAccess(
  viewer: DocumentViewer,
  request: DocumentRequest,
  settings: Pick<DocumentSettings, "accessType" | "customerKinds">,
): DocumentAccess {
  if (!viewer.staff && !settings.customerKinds.includes(request.kind)) return "not-found";
  return orderAccess(viewer, request, settings);
}

/**
 * Whether the viewer may see the order's documents at all, whatever the kind (its print links, say). The
 * order's key opens what it opens on the order pages (domain/checkout/order-received-access.ts): a guest's
 * order, never an account's, which only its customer and staff open.
 */
export function orderAccess(viewer: DocumentViewer, request: Omit<DocumentRequest, "kind">, settings: Pick<DocumentSettings, "accessType">): DocumentAccess {
  if (viewer.staff) return "allowed";
  if (viewer.customerId !== null && request.order.customerId === viewer.customerId) return "allowed";
  // A guest is asked to log in (with "logged_in" every document needs one); a signed-in stranger is told nothing.
  const refused: DocumentAccess = viewer.customerId === null ? "login" : "not-found";
  if (settings.accessType === DOCUMENT_ACCESS_LOGGED_IN) return refused;
  if (request.givenKey === "") return refused;
  if (!keyMatches(request)) return "not-found";
  // A signed-in customer holding a guest order's key (they placed it before signing in) may open it too.
  const byKey = orderKeyHolderAccess(request.order, { customerId: viewer.customerId, staff: false, placedInThisSession: false });
  return byKey === "show" ? "allowed" : refused;
}

/** The order's key, compared whole (the key is random and long: no partial match means anything). */
function keyMatches(request: Omit<DocumentRequest, "kind">): boolean {
  return request.givenKey !== "" && request.givenKey === request.order.key;
}
