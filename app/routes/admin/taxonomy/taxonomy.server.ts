/**
 * The taxonomy pages' server side: the rule they ask, the schemas their forms are read with, and the
 * small conversions from a form's text to a service's input. Route modules import only this (and
 * app/lib/admin.server.ts) for their loaders and actions.
 */
import { data, redirect } from "react-router";
import { z } from "zod";
import type { Services } from "../../../../server/services/index.ts";
import { ADMIN_HEADERS } from "../../../lib/admin.server.ts";

export { catalogueManager } from "../../../../server/http/access.ts";
export {
  attributeInputSchema,
  categoryInputSchema,
  REVIEW_BULK_ACTIONS,
  REVIEW_STATUSES,
  reviewBulkSchema,
  reviewReplySchema,
  termInputSchema,
} from "../../../../domain/admin/taxonomy-input.ts";

/** A form's id field ("12"), or null when empty or not a positive integer. */
export function formId(text: string | undefined): number | null {
  if (!text || !/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** A comma-separated list of ids, as the drag-and-drop reorder posts it. */
export function formIds(text: string | undefined): number[] {
  return (text ?? "")
    .split(",")
    .map((part) => formId(part.trim()))
    .filter((id): id is number => id !== null);
}

/** The form's fields for a schema whose parentId is a number or null. */
export function withParent(values: Record<string, string>): Record<string, unknown> {
  const { intent: _intent, id: _id, ...rest } = values;
  return { ...rest, parentId: formId(values.parentId) };
}

/** The form's fields without the page's own ones (intent, ids). */
export function fieldsOf(values: Record<string, string>, ...drop: string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([name]) => !["intent", "id", ...drop].includes(name)));
}

export const directionSchema = z.enum(["up", "down"]);

/** The 404 for a record that does not exist (a loader given an id nobody has). */
export function notFound(what: string): never {
  throw data({ error: { message: `There is no such ${what}.` } }, { status: 404, headers: ADMIN_HEADERS });
}

/** After a committed change: the catalogue's caches and cached pages go, then POST → redirect → GET. */
export function changedThenRedirect(services: Services, to: string) {
  services.catalog.changed();
  return redirect(to, { headers: ADMIN_HEADERS });
}

/** The page's own location, for redirects that keep its filters. */
export function sameListing(request: Request, saved: string, drop: string[] = []) {
  const url = new URL(request.url);
  for (const name of drop) url.searchParams.delete(name);
  url.searchParams.set("saved", saved);
  return `${url.pathname}?${url.searchParams}`;
}
