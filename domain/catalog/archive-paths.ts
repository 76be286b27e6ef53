/**
 * The archives a product's meta links to besides its categories: one per tag (`/tag/:slug`) and one per
 * attribute term (`/attribute/:attribute/:term`, e.g. /attribute/colour/sage). The path carries what the
 * archive is scoped to, as /category/:slug does; the query string carries only sorting, filters and paging.
 */
import { FILTER_SLUG_PATTERN } from "./loop-filter.ts";
import type { ListingQuery } from "./types.ts";

/** What a listing is scoped to by its path, beyond the shop: a tag, or one term of one attribute. */
export type ArchiveScope = { kind: "tag"; tag: string } | { kind: "term"; attribute: string; term: string };

/**
 * True for a slug an archive path may carry: the slug rule the term filters use (lower-case letters,
 * digits, `-` and `_`, not starting with a sign). Anything else can name no tag or term, so it is a 404.
 */
export function isArchiveSlug(slug: string): boolean {
  return slug.length <= 200 && FILTER_SLUG_PATTERN.test(slug);
}

export function tagArchivePath(tag: string): string {
  return `/tag/${encodeURIComponent(tag)}`;
}

export function termArchivePath(attribute: string, term: string): string {
  return `/attribute/${encodeURIComponent(attribute)}/${encodeURIComponent(term)}`;
}

export function archivePath(scope: ArchiveScope): string {
  return scope.kind === "tag" ? tagArchivePath(scope.tag) : termArchivePath(scope.attribute, scope.term);
}

/** The scope from a route's params, or null when a slug is malformed (the page then answers 404). */
export function archiveScope(params: { tag?: string; attribute?: string; term?: string }): ArchiveScope | null {
  if (params.tag !== undefined) return isArchiveSlug(params.tag) ? { kind: "tag", tag: params.tag } : null;
  if (params.attribute === undefined || params.term === undefined) return null;
  if (!isArchiveSlug(params.attribute) || !isArchiveSlug(params.term)) return null;
  return { kind: "term", attribute: params.attribute, term: params.term };
}

/** The listing query of an archive: the shopper's query scoped by the path. */
export function scopedQuery(query: ListingQuery, scope: ArchiveScope): ListingQuery {
  return scope.kind === "tag" ? { ...query, tag: scope.tag } : { ...query, term: { attribute: scope.attribute, term: scope.term } };
}
